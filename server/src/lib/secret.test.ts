import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadJwtSecret } from './secret.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-secret-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set, and writes nothing', () => {
    const dir = dataDir();
    expect(text(loadJwtSecret(dir, 'secreto-del-entorno'))).toBe('secreto-del-entorno');
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('generates a long random secret on first start, kept owner-only, and reuses it after', () => {
    const dir = dataDir();
    const first = text(loadJwtSecret(dir, undefined));
    expect(first).toMatch(/^[\w-]{64}$/);
    const file = path.join(dir, JWT_SECRET_FILE);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${first}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(text(loadJwtSecret(dir, undefined))).toBe(first);
    expect(text(loadJwtSecret(dir, ''))).toBe(first);
  });

  it('makes an existing file owner-only when it replaces its secret', () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, JWT_SECRET_FILE);
    fs.writeFileSync(file, 'corto\n', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    loadJwtSecret(dir, undefined);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps a stored secret of exactly 32 characters, and replaces a shorter one', () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, JWT_SECRET_FILE);
    const kept = 'a'.repeat(32);
    fs.writeFileSync(file, `  ${kept}\n`);
    expect(text(loadJwtSecret(dir, undefined))).toBe(kept);
    fs.writeFileSync(file, 'b'.repeat(31));
    const replaced = text(loadJwtSecret(dir, undefined));
    expect(replaced).not.toBe('b'.repeat(31));
    expect(replaced).toHaveLength(64);
  });
});
