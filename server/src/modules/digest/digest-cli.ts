import type { Writable } from 'node:stream';
import { DIGEST_MESSAGES as M } from '@lbj/shared';
import type { AppConfig } from '../../config/env.ts';
import { CONSOLE, createAuditLog } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { loadJwtSecret } from '../../lib/secret.ts';
import { createDigestEditions } from './digest.edition.ts';
import { createDigestTokens } from './digest.tokens.ts';

const USAGE =
  'Uso: npm run admin -- boletin enviar   (prepara el boletín de esta semana y lo deja en cola)';

/**
 * `npm run admin -- boletin enviar`: builds this week's edition, as "Enviar ahora" does, and
 * leaves its mails in the queue; the running server sends them at its pace (within its next
 * round). Once a week: run again, it says so and queues nothing. Returns the exit code.
 */
export async function runDigestCli(
  args: readonly string[],
  db: Db,
  config: Pick<AppConfig, 'dataDir' | 'jwtSecret' | 'publicUrl' | 'smtpUrl'>,
  io: { stdout: Writable; stderr: Writable },
  now: Clock = () => new Date(),
): Promise<number> {
  if (args.length !== 1 || args[0] !== 'enviar') {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (config.smtpUrl === undefined) {
    io.stderr.write(`${M.noSmtp}\n`);
    return 1;
  }
  const audit = createAuditLog({
    db,
    clock: now,
    log: { error: (_details, message) => io.stderr.write(`${message}\n`) },
  });
  const editions = createDigestEditions({
    db,
    audit,
    clock: now,
    tokens: createDigestTokens(loadJwtSecret(config.dataDir, config.jwtSecret)),
    publicUrl: config.publicUrl,
  });
  const result = await editions.build(CONSOLE);
  io.stdout.write(
    `${result.nueva ? M.cliQueued(result.correos, result.destinatarios) : M.cliAlreadyBuilt}\n`,
  );
  return 0;
}
