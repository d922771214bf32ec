// @time-zones
// The documents' file store on its own: the room check before a file gets its final name, what
// a failure leaves behind, removals, and the start-up sweep.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageError, StorageFullError } from '../../lib/errors.ts';
import { createDocumentFiles, type DocumentFiles } from './documents.files.ts';
import { pdf } from './documents.test-support.ts';

let dataDir: string;
let source: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-docs-files-'));
  source = path.join(dataDir, 'reglamento.pdf');
  fs.writeFileSync(source, pdf());
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const stored = (files: DocumentFiles) => fs.readdirSync(files.dir).sort();
const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);

describe('the documents file store', () => {
  it('refuses to store a file the disk has no room for: StorageFullError, nothing left', async () => {
    const hasRoomFor = vi.fn(() => Promise.resolve(false));
    const files = createDocumentFiles(dataDir, { hasRoomFor });
    const incoming = await files.receiveCopy(source);
    await expect(files.commit(incoming)).rejects.toBeInstanceOf(StorageFullError);
    expect(hasRoomFor).toHaveBeenCalledWith(pdf().length);
    expect(stored(files)).toEqual([]);
  });

  it('stores a file when the disk has room', async () => {
    const files = createDocumentFiles(dataDir, { hasRoomFor: () => Promise.resolve(true) });
    const key = await files.commit(await files.receiveCopy(source));
    expect(stored(files)).toEqual([`${key}.pdf`]);
  });

  it('reports any other failure to store as a StorageError', async () => {
    const files = createDocumentFiles(dataDir);
    const incoming = await files.receiveCopy(source);
    fs.rmSync(incoming.tmp);
    await expect(files.commit(incoming)).rejects.toBeInstanceOf(StorageError);
    await expect(files.receiveCopy(path.join(dataDir, 'missing.pdf'))).rejects.toBeInstanceOf(
      StorageError,
    );
    expect(stored(files)).toEqual([]);
  });

  it('removes the given versions, also when a file is already gone, and nothing outside them', async () => {
    const files = createDocumentFiles(dataDir);
    const key = await files.commit(await files.receiveCopy(source));
    // '../reglamento' would name DATA_DIR/reglamento.pdf: not a version's key, left alone.
    await files.remove([key, KEY_A, '../reglamento']);
    expect(stored(files)).toEqual([]);
    expect(fs.existsSync(source)).toBe(true);
  });

  it('sweeps the versions no row references and half-written uploads, and keeps any other file', async () => {
    const files = createDocumentFiles(dataDir);
    fs.mkdirSync(files.dir);
    for (const name of [
      `${KEY_A}.pdf`,
      `${KEY_B}.pdf`,
      '.incoming-0123456789abcdef.part',
      'LEEME.txt',
    ]) {
      fs.writeFileSync(path.join(files.dir, name), 'x');
    }
    expect(await files.sweep(new Set([KEY_A]))).toBe(2);
    expect(stored(files)).toEqual(['LEEME.txt', `${KEY_A}.pdf`]);
  });
});
