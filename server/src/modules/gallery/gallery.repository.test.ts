// The gallery repository on its own: what deleting and forgetting rows answer, and, for an
// empty list of image keys, that no statement is sent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import { createGalleryImageReferences, createGalleryRepository } from './gallery.repository.ts';

const NOW = '2025-06-15T16:00:00.000Z';

let dir: string;
let database: DatabaseHandle;
/** Every statement sent through the recording database, as SQL. */
let statements: string[];

const compiler = new SqliteQueryCompiler();
const recorder: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => {
    statements.push(compiler.compileQuery(node, queryId).sql);
    return node;
  },
  transformResult: ({ result }) => Promise.resolve(result),
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-gallery-repository-'));
  database = openDatabase(dir);
  statements = [];
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Stores one photo per key, in `year`, and answers the rows. */
function store(year: number, ...keys: string[]) {
  return createGalleryRepository(database.db).insertMany(
    keys.map((imageKey) => ({
      year,
      imageKey,
      widths: [480, 960],
      width: 960,
      height: 720,
      createdAt: NOW,
    })),
  );
}

describe('the gallery repository', () => {
  it('answers whether a row was deleted', async () => {
    const repository = createGalleryRepository(database.db);
    const [row] = await store(2025, 'a');
    if (!row) throw new Error('no row');
    expect(await repository.deleteById(row.id + 1)).toBe(false);
    expect(await repository.deleteById(row.id)).toBe(true);
    expect(await repository.deleteById(row.id)).toBe(false);
    expect(await repository.findById(row.id)).toBeUndefined();
  });

  it('forgets the rows of the given image keys only, and nothing without a statement for none', async () => {
    await store(2024, 'a', 'b');
    await store(2025, 'c');
    const references = createGalleryImageReferences(database.db.withPlugin(recorder));
    expect(await references.forget([])).toBe(0);
    expect(statements).toEqual([]);
    expect(await references.forget(['a', 'c', 'none'])).toBe(2);
    const repository = createGalleryRepository(database.db);
    expect(await repository.imageKeys()).toEqual(['b']);
    expect(await repository.years()).toEqual([2024]);
  });
});
