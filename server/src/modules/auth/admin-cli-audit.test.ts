import { Readable, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_LOG_LIMITS, AUDIT_MESSAGES as A } from '@lbj/shared';
import { ADMIN_NAME, createAdmin, withDatabase, NEW_PASSWORD } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { runAdminCli } from './admin-cli.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await createAdmin(t.dataDir);
});
afterEach(async () => {
  await t.close();
});

describe('npm run admin -- audit', () => {
  function io() {
    let out = '';
    let err = '';
    const sink = (append: (text: string) => void) =>
      new Writable({
        write(chunk: Buffer | string, _encoding, callback) {
          append(chunk.toString());
          callback();
        },
      });
    return {
      io: {
        stdin: Readable.from([`${NEW_PASSWORD}\n`]),
        stdout: sink((text) => (out += text)),
        stderr: sink((text) => (err += text)),
      },
      out: () => out,
      err: () => err,
    };
  }
  const cli = (args: string[]) =>
    withDatabase(t.dataDir, async ({ db }) => {
      const run = io();
      const code = await runAdminCli(args, db, run.io);
      return { code, out: run.out(), err: run.err() };
    });

  it('prints the log newest first under Spanish headings; the CLI’s own changes carry no address', async () => {
    expect((await cli(['reset-password', ADMIN_NAME])).code).toBe(0);
    await withDatabase(t.dataDir, ({ sqlite }) =>
      sqlite
        .prepare("UPDATE audit_log SET detalle = 'Título con\ttab\ny salto' WHERE id = 1")
        .run(),
    );
    const printed = await cli(['audit']);
    expect(printed.code).toBe(0);
    const lines = printed.out.trimEnd().split('\n');
    expect(lines[0]).toBe(A.cliHeader);
    expect(lines[1]).toBe(A.cliColumns.join('\t'));
    expect(lines[2]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\dT[^\\t]+Z\\t—\\tadministrador\\.cambiar_clave\\t${escape(A.fromConsole(ADMIN_NAME))}\\t—$`,
      ),
    );
    expect(lines[3]).toMatch(/\tadministrador\.crear\tTítulo con tab y salto\t—$/);
    expect(lines).toHaveLength(4);
    expect(printed.out).not.toContain(NEW_PASSWORD);

    const one = await cli(['audit', '1']);
    expect(one.out.trimEnd().split('\n')).toHaveLength(3);
  });

  it('takes any count from 1 to the maximum', async () => {
    const max = await cli(['audit', String(AUDIT_LOG_LIMITS.max)]);
    expect(max.code).toBe(0);
    expect(max.out.trimEnd().split('\n')).toHaveLength(3);
    expect((await cli(['audit', '10'])).code).toBe(0);
  });

  it.each([['0'], ['muchas'], ['1001'], ['-5'], ['05'], ['2.5'], ['1e3'], [' 5'], ['5 ']])(
    'refuses a count of %s (exit 2, Spanish)',
    async (count) => {
      const result = await cli(['audit', count]);
      expect(result).toMatchObject({ code: 2, err: `${A.badLimit(AUDIT_LOG_LIMITS.max)}\n` });
    },
  );

  it('says so when the log is empty', async () => {
    await withDatabase(t.dataDir, ({ sqlite }) => sqlite.prepare('DELETE FROM audit_log').run());
    expect(await cli(['audit'])).toMatchObject({ code: 0, out: `${A.cliEmpty}\n` });
  });
});
