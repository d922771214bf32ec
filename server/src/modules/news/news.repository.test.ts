// The news repository on its own: what each call reads and writes, and, for a search, which
// statements it runs. Both plans of a search give the same rows (news.search-walk.test.ts), so
// the plan it chooses and the counts it keeps are seen in the SQL it sends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteQueryCompiler, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, openDatabaseFile, type DatabaseHandle } from '../../lib/db.ts';
import {
  createNewsImageReferences,
  createNewsRepository,
  type NewNewsRecord,
  type NewsRepository,
} from './news.repository.ts';
import { toNewsSearch } from './news.search.ts';

const NOW = '2026-03-14T15:00:00.000Z';
const MINUTE = 60_000;

let dir: string;
let database: DatabaseHandle;
/** Every statement sent through the recording repository, as SQL. */
let statements: string[];
let repository: NewsRepository;

const compiler = new SqliteQueryCompiler();
const recorder: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => {
    statements.push(compiler.compileQuery(node, queryId).sql);
    return node;
  },
  transformResult: ({ result }) => Promise.resolve(result),
};

/** A repository whose statements are recorded; a search read by walking from `walkFrom`. */
const recording = (walkFrom: number) =>
  createNewsRepository(database.db.withPlugin(recorder), { searchWalkFrom: walkFrom });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-repository-'));
  database = openDatabase(dir);
  statements = [];
  repository = recording(4);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let stored = 0;

/** Stores an item `minutesAgo` before NOW (negative: later), through an unrecorded repository. */
async function store(minutesAgo: number, fields: Partial<NewNewsRecord> = {}): Promise<number> {
  const fecha = new Date(Date.parse(NOW) - minutesAgo * MINUTE).toISOString();
  const row = await createNewsRepository(database.db).insert({
    titulo: `Aviso ${String(stored)}`,
    descripcion: 'Abrimos la matrícula 2027.',
    tipo_noticia: 'Eventos',
    image_key: `k${String(++stored)}`,
    image_widths: '480',
    fecha,
    estado: 'publicada',
    publicar_en: null,
    actualizado: fecha,
    ...fields,
  });
  return row.id;
}

/** Items 0…n-1 minutes old, all matching "matricula" in their text. */
async function storeMany(n: number, fields: Partial<NewNewsRecord> = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await store(i, fields));
  return ids;
}

const search = (q: string) => {
  const found = toNewsSearch(q);
  if (!found) throw new Error(`no search for ${q}`);
  return found;
};

/** Statements that count a search's matches. */
const counted = () => statements.filter((s) => s.includes('count(*) AS total FROM ('));
/** Statements that read a tier by walking the date index, by index name. */
const walked = (index: string) => statements.filter((s) => s.includes(`INDEXED BY ${index}`));
/** Statements that read a tier through the search index's matches. */
const lookedUp = () => statements.filter((s) => s.includes('news NOT INDEXED'));

describe('a page of a search', () => {
  it('walks the date index when the matches reach the threshold, and sorts every match below it', async () => {
    await storeMany(4);
    const query = { now: NOW, includeDrafts: false, search: search('matricula'), limit: 2 };
    expect(await repository.list(query)).toHaveLength(2);
    // Title matches (none) through the search index, text matches by the walk.
    expect(lookedUp()).toHaveLength(1);
    expect(walked('news_fecha')).toHaveLength(1);

    statements = [];
    const fewer = recording(5);
    expect(await fewer.list(query)).toHaveLength(2);
    expect(lookedUp()).toHaveLength(0);
    expect(walked('news_fecha')).toHaveLength(0);
    expect(walked('news_categoria_fecha')).toHaveLength(0);
  });

  it('walks the category’s date index when a category is asked', async () => {
    await storeMany(5);
    const rows = await repository.list({
      now: NOW,
      includeDrafts: false,
      categoria: 'Eventos',
      search: search('matricula'),
      limit: 3,
    });
    expect(rows).toHaveLength(3);
    expect(walked('news_categoria_fecha')).toHaveLength(1);
    expect(walked('news_fecha')).toHaveLength(0);
  });

  it('reads the text matches only while the title matches leave room on the page', async () => {
    const inTitle = await storeMany(4, { titulo: 'Matrícula abierta' });
    await storeMany(4);
    const query = { now: NOW, includeDrafts: false, search: search('matricula') };
    statements = [];
    const full = await repository.list({ ...query, limit: 4 });
    expect(full.map((row) => row.id)).toEqual(inTitle);
    expect(full.every((row) => row.tier === 1)).toBe(true);
    // The page is full of title matches: the text matches are not read.
    expect(walked('news_fecha')).toHaveLength(1);

    statements = [];
    const crossing = await repository.list({ ...query, limit: 6 });
    // Exactly the page's length, the text matches after the title ones.
    expect(crossing.map((row) => row.tier)).toEqual([1, 1, 1, 1, 0, 0]);
    expect(walked('news_fecha')).toHaveLength(2);
  });

  it('reads a numbered page (an offset) with one sorted statement, but a first page by the walk', async () => {
    await storeMany(6);
    const query = { now: NOW, includeDrafts: false, search: search('matricula'), limit: 2 };
    const second = await repository.list({ ...query, offset: 2 });
    expect(second).toHaveLength(2);
    expect(walked('news_fecha')).toHaveLength(0);
    expect(counted()).toHaveLength(0);

    statements = [];
    const first = await repository.list({ ...query, offset: 0 });
    expect(walked('news_fecha')).toHaveLength(1);
    expect(first.map((row) => row.id)).not.toEqual(second.map((row) => row.id));
  });

  it('reads every match with one sorted statement when no limit is given', async () => {
    await storeMany(6);
    const rows = await repository.list({
      now: NOW,
      includeDrafts: false,
      search: search('matricula'),
    });
    expect(rows).toHaveLength(6);
    expect(walked('news_fecha')).toHaveLength(0);
    expect(lookedUp()).toHaveLength(0);
  });

  it('keeps drafts and later items in a walked search for the administrators, not for visitors', async () => {
    await storeMany(4);
    const draft = await store(0.5, { estado: 'borrador' });
    const later = await store(-60);
    const query = { now: NOW, search: search('matricula'), limit: 10 };
    const forStaff = await repository.list({ ...query, includeDrafts: true });
    expect(forStaff.map((row) => row.id)).toEqual(expect.arrayContaining([draft, later]));
    expect(forStaff).toHaveLength(6);
    const forVisitors = await repository.list({ ...query, includeDrafts: false });
    expect(forVisitors).toHaveLength(4);
    expect(walked('news_fecha').length).toBeGreaterThan(0);
  });
});

describe('the kept counts of a search', () => {
  it('counts a search once, until a write through the repository', async () => {
    await storeMany(5);
    const query = { now: NOW, includeDrafts: false, search: search('matricula'), limit: 2 };
    await repository.list(query);
    const first = counted().length;
    expect(first).toBeGreaterThan(0);
    await repository.list(query);
    await repository.list({ ...query, after: { fecha: NOW, id: 1, tier: 0 } });
    expect(counted()).toHaveLength(first);

    await repository.deleteById(1);
    await repository.list(query);
    expect(counted()).toHaveLength(2 * first);
    await repository.update(2, () => ({ titulo: 'Otro título' }));
    await repository.list(query);
    expect(counted()).toHaveLength(3 * first);
  });

  it('counts the title and text tiers of a walked search once each', async () => {
    await storeMany(5);
    const query = { now: NOW, includeDrafts: false, search: search('matricula'), limit: 2 };
    await repository.list(query);
    // The whole search, its title matches and its text matches.
    expect(counted()).toHaveLength(3);
  });

  it('keeps 256 searches’ counts, forgetting the oldest first', async () => {
    const page = (q: string) =>
      repository.list({ now: NOW, includeDrafts: false, search: search(q), limit: 2 });
    // 256 searches that match nothing: one count each, all kept.
    for (let i = 0; i < 256; i++) await page(`palabra${String(i)}`);
    expect(counted()).toHaveLength(256);
    await page('palabra0');
    await page('palabra255');
    expect(counted()).toHaveLength(256);
    // One more: the oldest count kept (palabra0's) goes, the others stay.
    await page('otra');
    await page('palabra255');
    await page('palabra2');
    expect(counted()).toHaveLength(257);
    await page('palabra0');
    expect(counted()).toHaveLength(258);
  });
});

describe('the other calls', () => {
  it('counts drafts and later items only for the administrators', async () => {
    await storeMany(3);
    await store(1, { estado: 'borrador' });
    await store(-60);
    expect(await repository.count({ now: NOW, includeDrafts: true })).toBe(5);
    expect(await repository.count({ now: NOW, includeDrafts: false })).toBe(3);
  });

  it('gives the earliest scheduled publication, not a draft’s date nor a past one', async () => {
    expect(await repository.nextPublicAt(NOW)).toBeUndefined();
    await store(5);
    await store(-120);
    await store(-30, { estado: 'borrador' });
    await store(-60);
    expect(await repository.nextPublicAt(NOW)).toBe('2026-03-14T16:00:00.000Z');
  });

  it('updates nothing, and changes nothing, for an id that does not exist', async () => {
    const id = await store(1);
    let asked = false;
    const result = await repository.update(id + 100, () => {
      asked = true;
      return { titulo: 'Nuevo' };
    });
    expect(result).toBeUndefined();
    expect(asked).toBe(false);
    const before = await repository.findById(id);
    const updated = await repository.update(id, (row) => ({ titulo: `${row.titulo}!` }));
    expect(before).toBeDefined();
    expect(updated).toEqual({ before, after: { ...before, titulo: `${before?.titulo ?? ''}!` } });
  });

  it('forgets nothing, without a statement, when no image key is given', async () => {
    await store(1);
    const references = createNewsImageReferences(database.db.withPlugin(recorder));
    expect(await references.forget([])).toBe(0);
    expect(statements).toEqual([]);
    expect(await references.forget([`k${String(stored)}`, 'k-none'])).toBe(1);
    expect(await repository.count({ now: NOW, includeDrafts: true })).toBe(0);
  });

  it('lists and counts only the items translated into a language when asked, in every plan', async () => {
    const ids = await storeMany(6);
    const translated = [ids[1], ids[3], ids[4]].filter((id) => id !== undefined);
    for (const id of translated) {
      await repository.saveTranslation(id, (item) => ({
        idioma: id === ids[4] ? 'en' : 'fr',
        titulo: `${item.titulo} (traduit)`,
        descripcion: 'Texte.',
        fuente: 'hash',
        actualizado: NOW,
      }));
    }
    const query = { now: NOW, includeDrafts: false, translatedInto: 'fr' };
    const french = [ids[1], ids[3]];
    expect((await repository.list(query)).map((row) => row.id)).toEqual(french);
    expect((await repository.list({ ...query, limit: 1 })).map((row) => row.id)).toEqual([ids[1]]);
    expect(await repository.count(query)).toBe(2);
    expect(await repository.count({ ...query, translatedInto: 'en' })).toBe(1);
    // A search, read through the search index and by walking the date index: the same rows.
    const searched = { ...query, search: search('matricula'), limit: 10 };
    expect((await recording(100).list(searched)).map((row) => row.id)).toEqual(french);
    statements = [];
    expect((await repository.list(searched)).map((row) => row.id)).toEqual(french);
    expect(walked('news_fecha').length).toBeGreaterThan(0);
  });

  it('forgets the translations of the items it forgets, on a backup’s copy too', async () => {
    const gone = await store(1);
    const goneKey = `k${String(stored)}`;
    const kept = await store(2);
    for (const id of [gone, kept]) {
      for (const idioma of ['fr', 'en']) {
        await repository.saveTranslation(id, (item) => ({
          idioma,
          titulo: `${item.titulo} (${idioma})`,
          descripcion: 'Texte.',
          fuente: 'hash',
          actualizado: NOW,
        }));
      }
    }
    // Opened as the backup opens its copy: the file as it is.
    const copy = openDatabaseFile(path.join(dir, 'lebeaujour.sqlite'));
    try {
      expect(await createNewsImageReferences(copy.db).forget([goneKey])).toBe(1);
    } finally {
      await copy.close();
    }
    expect((await repository.translations([gone, kept])).map((row) => row.news_id)).toEqual([
      kept,
      kept,
    ]);
  });
});
