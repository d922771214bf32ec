// The documents repository on its own: the answers that tell the service a document is gone
// (deleted between its lookup and the write, which the HTTP tests cannot stage), and the
// first start's import record.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import {
  createDocumentsRepository,
  type DocumentsRepository,
  type NewVersion,
} from './documents.repository.ts';

const NOW = '2026-03-14T15:00:00.000Z';

let dir: string;
let database: DatabaseHandle;
let repository: DocumentsRepository;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-docs-repo-'));
  database = openDatabase(dir);
  repository = createDocumentsRepository(database.db);
});

afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const version = (n: number): NewVersion => ({
  fileKey: String(n).repeat(32).slice(0, 32),
  vigenteDesde: '2026-03-01',
  tamano: 100 * n,
  sha256: 'f'.repeat(64),
  subido: NOW,
});

const count = (table: string) =>
  (database.sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the documents repository', () => {
  it('lists nothing from an empty library', async () => {
    expect(await repository.list()).toEqual([]);
  });

  it('answers false to a new version of a document that is gone, and writes none', async () => {
    const id = await repository.insert(
      { titulo: 'A', categoria: 'otro', version: version(1) },
      NOW,
    );
    expect(await repository.insertVersion(id, version(2))).toBe(true);
    expect(await repository.insertVersion(id + 1, version(3))).toBe(false);
    expect(count('document_versions')).toBe(2);
  });

  it('answers whether an edit found its document', async () => {
    const id = await repository.insert(
      { titulo: 'A', categoria: 'otro', version: version(1) },
      NOW,
    );
    expect(await repository.update(id, { titulo: 'B' }, NOW)).toBe(true);
    expect(await repository.update(id + 1, { titulo: 'C' }, NOW)).toBe(false);
    expect((await repository.findById(id))?.titulo).toBe('B');
  });

  it('answers undefined to deleting a document that is gone, and the file keys otherwise', async () => {
    const id = await repository.insert(
      { titulo: 'A', categoria: 'otro', version: version(1) },
      NOW,
    );
    await repository.insertVersion(id, version(2));
    expect(await repository.delete(id + 1)).toBeUndefined();
    expect((await repository.delete(id))?.sort()).toEqual([version(1).fileKey, version(2).fileKey]);
    expect(await repository.delete(id)).toBeUndefined();
  });

  it('records an imported file once, and nothing for a document uploaded by staff', async () => {
    await repository.insert({ titulo: 'Subido', categoria: 'otro', version: version(1) }, NOW);
    expect(await repository.importedFiles()).toEqual(new Set());
    await repository.insert(
      {
        titulo: 'Reglamento',
        categoria: 'reglamento',
        legacyFile: 'reglamento-interno.pdf',
        version: version(2),
      },
      NOW,
    );
    expect(await repository.importedFiles()).toEqual(new Set(['reglamento-interno.pdf']));
    expect(count('document_imports')).toBe(1);
  });
});
