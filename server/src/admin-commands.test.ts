// @time-zones
// `npm run admin -- documentos`, as server/src/admin.ts composes it: the same states as the panel.
import { Readable, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES as M, DOCUMENT_PATHS, REQUIRED_KINDS } from '@lbj/shared';
import { adminCommands } from './admin-commands.ts';
import { runAdminCli } from './modules/auth/admin-cli.ts';
import { uploadValid } from './modules/documents/documents.test-support.ts';
import { createAdmin, loginAs, withDatabase } from './test/admin.ts';
import { createTestApp, type TestApp } from './test/helpers.ts';

const START = new Date('2026-02-15T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

let now = START;
let t: TestApp;
let token: string;

beforeEach(async () => {
  now = START;
  t = await createTestApp({}, { now: () => now });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterEach(async () => {
  await t.close();
});

const setPeriod = (tipo: string, meses: number) =>
  t.app.inject({
    method: 'PUT',
    url: DOCUMENT_PATHS.period(tipo),
    headers: { authorization: `Bearer ${token}` },
    payload: { meses },
  });

describe('npm run admin -- documentos', () => {
  async function cli(args: string[]) {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        out += chunk.toString();
        callback();
      },
    });
    const code = await withDatabase(t.dataDir, ({ db }) =>
      runAdminCli(
        args,
        db,
        { stdin: Readable.from([]), stdout: sink, stderr: sink },
        { now: () => now, commands: adminCommands(db, () => now) },
      ),
    );
    return { code, out };
  }

  it('prints each kind with its state as the panel says it: missing, current and due', async () => {
    await uploadValid(t.app, token, {
      titulo: 'Reglamento de Evaluación 2026',
      tipo: 'reglamento-evaluacion',
    });
    now = new Date(START.getTime() + 200 * DAY);
    await uploadValid(t.app, token, { titulo: 'PISE\t2026', tipo: 'pise' });
    expect(await setPeriod('reglamento-evaluacion', 6)).toHaveProperty('statusCode', 200);
    const { code, out } = await cli(['documentos']);
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      M.requiredCliHeader,
      '  Proyecto Educativo Institucional (PEI)\tfalta\t—',
      '  Reglamento Interno y sus protocolos\tfalta\t—',
      '  Reglamento de Evaluación y Promoción\trevisar: más de 6 meses\t«Reglamento de Evaluación 2026»',
      '  Plan Integral de Seguridad Escolar (PISE)\tvigente\t«PISE 2026»',
      '  Lista de útiles escolares\trevisar: más de un año\t—',
      '  Normas de uniforme\tfalta\t—',
      M.requiredCliPending(3, 2),
      '',
    ]);
  });

  it('says when every kind is current, and refuses extra arguments', async () => {
    for (const tipo of REQUIRED_KINDS) {
      await uploadValid(t.app, token, { titulo: `Documento ${tipo}`, tipo });
    }
    const { code, out } = await cli(['documentos']);
    expect(code).toBe(0);
    expect(out.trimEnd().split('\n').at(-1)).toBe(M.requiredCliAllCurrent);
    expect((await cli(['documentos', 'pei'])).code).toBe(2);
  });
});
