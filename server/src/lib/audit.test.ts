// @time-zones
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE, createAuditLog } from './audit.ts';
import { openDatabase, type DatabaseHandle } from './db.ts';

const NOW = new Date('2026-11-23T15:04:05.000Z');

describe('the activity log’s detail', () => {
  let dir: string;
  let database: DatabaseHandle;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-audit-'));
    database = openDatabase(dir);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a detail of exactly 300 characters whole, and cuts one longer to 299 and “…”', async () => {
    const audit = createAuditLog({ db: database.db, clock: () => NOW, log: console });
    const exact = `${'é'.repeat(299)}z`;
    await audit.record(CONSOLE, { accion: 'noticia.publicar', detalle: exact });
    expect((await audit.list({ limit: 1 }))[0]?.detalle).toBe(exact);
    await audit.record(CONSOLE, { accion: 'noticia.publicar', detalle: `${exact}y` });
    const details = (await audit.list({ limit: 2 })).map((entry) => entry.detalle);
    expect(details).toContain(`${'é'.repeat(299)}…`);
  });
});
