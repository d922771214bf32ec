import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, openDatabaseFile } from './db.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-db-'));
  dirs.push(dir);
  return dir;
}

describe('openDatabaseFile', () => {
  it('refuses a file that does not exist, and creates none', () => {
    const file = path.join(tempDir(), 'falta.db');
    expect(() => openDatabaseFile(file)).toThrow();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('opens an existing database as it is, and close() releases it', async () => {
    const dir = tempDir();
    const created = openDatabase(dir);
    const file = created.sqlite.name;
    await created.close();
    expect(created.sqlite.open).toBe(false);

    const opened = openDatabaseFile(file);
    expect(opened.sqlite.open).toBe(true);
    await opened.close();
    expect(opened.sqlite.open).toBe(false);
  });
});
