// The server is SIGKILLed in the middle of sending a digest; after a restart every family has
// had it exactly once, and the mail the kill caught mid-send is marked for staff, not resent.
// Runs the real bundle (server and admin CLI) as child processes against a local SMTP server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SMTPServer } from 'smtp-server';
import { DIGEST_MESSAGES } from '@lbj/shared';
import { openDatabase } from '../../lib/db.ts';
import { childServers, type ChildServers } from '../../test/child-server.ts';
import { freePort, startSmtp, stopSmtp, until, type Received } from '../../test/smtp.ts';
import { addEvent, addFamily } from './digest.test-support.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-digest-crash-'));
const FAMILIES = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@ejemplo.cl`);
let servers: ChildServers;
let smtp: SMTPServer | undefined;

beforeAll(async () => {
  servers = await childServers(dataDir);
});

afterAll(async () => {
  await servers.cleanUp();
  await stopSmtp(smtp);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function prepare() {
  const database = openDatabase(dataDir);
  try {
    const at = new Date();
    for (const email of FAMILIES) await addFamily(database.db, email, ['4-basico'], at);
    const start = new Date(at.getTime() + 3 * 24 * 60 * 60 * 1000);
    await addEvent(database.db, 'Jornada deportiva', start, [], { changedAt: at });
  } finally {
    await database.close();
  }
}

const cli = () =>
  spawnSync(process.execPath, [servers.adminCli, 'boletin', 'enviar'], {
    env: servers.env,
    encoding: 'utf8',
  });

/** Each delivery's state, in the order the edition listed the families. */
async function deliveryStates(): Promise<string[]> {
  const database = openDatabase(dataDir);
  try {
    const rows = await database.db
      .selectFrom('digest_deliveries')
      .select('estado')
      .orderBy('id')
      .execute();
    return rows.map((row) => row.estado);
  } finally {
    await database.close();
  }
}

it('killed after 3 of 6 mails and restarted: every family gets the digest exactly once', async () => {
  await prepare();
  const port = await freePort();
  const received: Received[] = [];
  let holding = true;
  // The third mail is taken and never answered: the server is killed while it waits.
  smtp = await startSmtp(port, received, undefined, () => holding && received.length === 3);
  servers.env.SMTP_URL = `smtp://127.0.0.1:${String(port)}`;

  // The edition is built by the CLI and waits in the queue for the server.
  const built = cli();
  expect(built.stderr).toBe('');
  expect(built.stdout).toBe(`${DIGEST_MESSAGES.cliQueued(6, 6)}\n`);
  expect(built.status).toBe(0);

  const first = await servers.start();
  await until(() => received.length === 3, 'three mails, the third left unanswered');
  await servers.kill(first);
  holding = false;

  const second = await servers.start();
  await until(() => received.length === 6, 'the rest of the mails');
  await second.waitForLog('e-mail caught mid-send by a stop');
  // The SMTP server has the last mail before the sender has its answer: the server is stopped
  // only once every delivery says how it ended.
  await until(
    async () => !(await deliveryStates()).includes('en_cola'),
    'every delivery to say how it ended',
  );
  await servers.kill(second);

  // Six mails in all, one per family: the one the kill caught mid-send was not sent again, and
  // staff see it as ambiguous.
  expect(received.flatMap((mail) => mail.to).sort()).toEqual(FAMILIES);
  expect(await deliveryStates()).toEqual([
    'enviado',
    'enviado',
    'ambiguo',
    'enviado',
    'enviado',
    'enviado',
  ]);
});
