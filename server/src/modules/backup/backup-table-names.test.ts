import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '@lbj/shared';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';

let handle: DatabaseHandle | undefined;
let dir = '';

afterEach(async () => {
  await handle?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('names every table of the schema in Spanish, for what a backup and a restore print', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-tables-'));
  handle = openDatabase(dir);
  // The tables a backup counts (ordinary tables: not SQLite's own, not a search index's).
  const tables = handle.sqlite
    .prepare(
      `SELECT name FROM pragma_table_list
       WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`,
    )
    .all() as { name: string }[];
  expect(tables.length).toBeGreaterThan(5);
  const unnamed = tables.map(({ name }) => name).filter((name) => !BACKUP_MESSAGES.tables[name]);
  expect(unnamed).toEqual([]);
});
