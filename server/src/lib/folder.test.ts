import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { namesIn, removeUnkept } from './folder.ts';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-folder-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('namesIn', () => {
  it('lists a folder, and nothing for one that does not exist', async () => {
    fs.writeFileSync(path.join(dir, 'a.pdf'), 'a');
    expect(await namesIn(dir)).toEqual(['a.pdf']);
    expect(await namesIn(path.join(dir, 'no-existe'))).toEqual([]);
  });
});

describe('removeUnkept', () => {
  it('removes what is not kept, says how many, and leaves the rest', async () => {
    for (const name of ['guardar.pdf', 'borrar.pdf', 'borrar.tmp']) {
      fs.writeFileSync(path.join(dir, name), name);
    }
    const removed = await removeUnkept(dir, (name) => name.startsWith('guardar'), {
      recursive: false,
    });
    expect(removed).toBe(2);
    expect(fs.readdirSync(dir)).toEqual(['guardar.pdf']);
  });

  it('removes a folder left there only when recursive', async () => {
    fs.mkdirSync(path.join(dir, 'resto'));
    fs.writeFileSync(path.join(dir, 'resto', 'x'), 'x');
    await expect(removeUnkept(dir, () => false, { recursive: false })).rejects.toThrow();
    expect(await removeUnkept(dir, () => false, { recursive: true })).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('finds nothing to remove in a folder that does not exist', async () => {
    expect(await removeUnkept(path.join(dir, 'no-existe'), () => false, { recursive: true })).toBe(
      0,
    );
  });
});
