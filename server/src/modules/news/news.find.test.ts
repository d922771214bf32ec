// Finding news: categoria, q (FTS5), limit and the Link chain of GET /api/news.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, LIMITS, MESSAGES, NEWS_MESSAGES, type NewsItem } from '@lbj/shared';
import { SCHEMA_VERSION, migrate } from '../../lib/db.ts';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import type { NewsRecord } from './news.repository.ts';
import { fullState, newsCalls, storeNews, type StoredNews } from './news.test-support.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const MINUTE = 60_000;

let t: TestApp;
let token: string;
let clock: Date;

async function startApp(seed: () => Promise<unknown>) {
  clock = NOW;
  t = await createTestApp({}, { now: () => clock });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
  await seed();
}
const nothing = () => Promise.resolve();

/** Each test of the describe on an app of its own, with what `seed` stores. */
function appPerTest(seed: () => Promise<unknown> = nothing) {
  beforeEach(() => startApp(seed));
  afterEach(async () => {
    await t.close();
  });
}

/**
 * One app, with what `seed` stores, for a describe whose tests only read. A test that failed
 * by changing the items anyway is followed by a fresh app, so that the next test's failure is
 * its own.
 */
function appPerDescribe(seed: () => Promise<unknown> = nothing) {
  appWhileUnchanged({
    start: () => startApp(seed),
    close: () => t.close(),
    state: () => fullState(t.dataDir),
  });
}

const { bearer, publishValid, get } = newsCalls(() => ({ app: t.app, token }));

/**
 * Stores items one minute apart, oldest first; returns them oldest first. Straight in the
 * database (storeNews): the subject here is finding and paging, and publishing through the API
 * (with sharp's renditions) is tested on its own.
 */
async function storeSeries(
  count: number,
  fields: (i: number) => Omit<StoredNews, 'fecha'> = (i) => ({ titulo: `Noticia ${String(i)}` }),
): Promise<NewsRecord[]> {
  const items: StoredNews[] = [];
  for (let i = 0; i < count; i++) {
    clock = new Date(clock.getTime() + MINUTE);
    items.push({ ...fields(i), fecha: clock.toISOString() });
  }
  return storeNews(t.dataDir, items);
}

/** The target of a `Link: <…>; rel="next"` header (RFC 8288), or undefined without one. */
function nextUrl(link: string | string[] | number | undefined): string | undefined {
  if (link === undefined) return undefined;
  if (typeof link !== 'string') throw new Error(`unexpected Link header ${String(link)}`);
  const match = /^<([^>]*)>;\s*rel="next"$/.exec(link);
  if (!match?.[1]) throw new Error(`not a next link: ${link}`);
  return match[1];
}

/** Follows the chain from `url`; `between` runs after each page. Returns every page's ids. */
async function follow(
  url: string,
  between: (page: number) => Promise<void> = () => Promise.resolve(),
  headers: Record<string, string> = {},
): Promise<number[][]> {
  const pages: number[][] = [];
  let next: string | undefined = url;
  while (next !== undefined) {
    const response = await get(next, headers);
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json<NewsItem[]>().map((item) => item.id));
    next = nextUrl(response.headers.link);
    // A relative reference to this API, never an address built from the Host header.
    if (next !== undefined) expect(next.startsWith(`${API_PATHS.news}?`)).toBe(true);
    await between(pages.length);
    if (pages.length > 50) throw new Error('the chain does not end');
  }
  return pages;
}

const newestFirst = (items: { id: number }[]) => items.map((item) => item.id).reverse();

describe('GET /api/news without parameters', () => {
  appPerTest();

  it('still returns every public item in one array, with no Link, whatever their number', async () => {
    const items = await storeSeries(LIMITS.newsPageDefault + 2);
    const response = await get(API_PATHS.news);
    expect(response.json<NewsItem[]>().map((item) => item.id)).toEqual(newestFirst(items));
    expect(response.headers.link).toBeUndefined();
  });
});

describe('the Link chain', () => {
  appPerTest();

  it('exactly `limit` items: one page, no Link', async () => {
    const items = await storeSeries(3);
    const pages = await follow(`${API_PATHS.news}?limit=3`);
    expect(pages).toEqual([newestFirst(items)]);
  });

  it('`limit` + 1 items: a Link to a second page holding the last one', async () => {
    const items = await storeSeries(4);
    const first = await get(`${API_PATHS.news}?limit=3`);
    expect(first.headers.link).toMatch(/^<\/api\/news\?limit=3&cursor=[\w-]+>; rel="next"$/);
    const pages = await follow(`${API_PATHS.news}?limit=3`);
    expect(pages).toEqual([newestFirst(items).slice(0, 3), newestFirst(items).slice(3)]);
  });

  it('2 × `limit` items with the same date: the id breaks the tie, none lost or repeated', async () => {
    const items = await storeNews(
      t.dataDir,
      [0, 1, 2, 3].map((i) => ({ titulo: `Misma hora ${String(i)}`, fecha: clock.toISOString() })),
    );
    const pages = await follow(`${API_PATHS.news}?limit=2`);
    expect(pages).toEqual([newestFirst(items).slice(0, 2), newestFirst(items).slice(2)]);
  });

  it('visits every item exactly once while items are published and deleted between pages', async () => {
    const items = await storeSeries(9);
    const ids = newestFirst(items);
    // Newest first: page 1 is ids[0..2], page 2 ids[3..5], page 3 ids[6..8].
    const deleted = [ids[1], ids[4]] as number[];
    const published: number[] = [];
    const pages = await follow(`${API_PATHS.news}?limit=3`, async (page) => {
      if (page !== 1) return;
      for (const id of deleted) {
        const response = await t.app.inject({
          method: 'DELETE',
          url: API_PATHS.newsItem(id),
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(204);
      }
      clock = new Date(clock.getTime() + MINUTE);
      published.push((await publishValid({ titulo: 'Recién publicada' })).id);
    });
    const visited = pages.flat();
    expect(new Set(visited).size).toBe(visited.length);
    // Every item there from start to end was visited; the deleted one on a later page was not.
    for (const id of ids.filter((id) => !deleted.includes(id))) expect(visited).toContain(id);
    expect(visited).not.toContain(ids[4]);
    expect(visited).not.toContain(published[0]);
  });

  it('carries categoria and q along, and the pages of a search stay in their order', async () => {
    const items = await storeSeries(5, (i) => ({
      titulo: i % 2 === 0 ? `Torneo de fútbol ${String(i)}` : `Jornada ${String(i)}`,
      descripcion: 'Resultados del torneo interescolar.',
      tipo_noticia: 'Deportes',
    }));
    await storeSeries(2, () => ({ titulo: 'Torneo de ajedrez', tipo_noticia: 'Cultural' }));

    const first = await get(`${API_PATHS.news}?categoria=Deportes&q=torneo&limit=2`);
    const link = nextUrl(first.headers.link) ?? '';
    const params = new URL(link, 'http://localhost').searchParams;
    expect(params.get('categoria')).toBe('Deportes');
    expect(params.get('q')).toBe('torneo');
    expect(params.get('limit')).toBe('2');

    const pages = await follow(`${API_PATHS.news}?categoria=Deportes&q=torneo&limit=2`);
    // Title matches first (newest first), then text-only matches (newest first).
    const titled = items.filter((_, i) => i % 2 === 0);
    const textOnly = items.filter((_, i) => i % 2 === 1);
    expect(pages.flat()).toEqual([...newestFirst(titled), ...newestFirst(textOnly)]);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it('an administrator can follow the chain of drafts too', async () => {
    const items = await storeSeries(3, (i) => ({
      titulo: `Borrador ${String(i)}`,
      estado: 'borrador',
    }));
    const pages = await follow(
      `${API_PATHS.news}?incluir=borradores&limit=2`,
      undefined,
      bearer(token),
    );
    expect(pages.flat()).toEqual(newestFirst(items));
  });

  it(`limit=${String(LIMITS.newsPageMax)} is accepted; a cursor without limit pages by ${String(LIMITS.newsPageDefault)}`, async () => {
    const items = await storeSeries(LIMITS.newsPageDefault + 1);
    const all = await get(`${API_PATHS.news}?limit=${String(LIMITS.newsPageMax)}`);
    expect(all.json<NewsItem[]>()).toHaveLength(items.length);
    const byDefault = await get(`${API_PATHS.news}?categoria=Acad%C3%A9mico`);
    expect(byDefault.json<NewsItem[]>()).toHaveLength(LIMITS.newsPageDefault);
    expect(nextUrl(byDefault.headers.link)).toContain(`limit=${String(LIMITS.newsPageDefault)}`);
  });
});

// Refusals read only: one app for all of them, with two items stored (a page of one has a next).
describe('the Link chain refuses', () => {
  appPerDescribe(() => storeSeries(2));

  it.each([
    ['not base64url', 'no-es-un-cursor!'],
    ['not JSON', Buffer.from('hola').toString('base64url')],
    ['an object', Buffer.from('{"fecha":1}').toString('base64url')],
    ['a bad date', Buffer.from('["2026-13-01T00:00:00.000Z",3]').toString('base64url')],
    ['a date in another form', Buffer.from('["2026-03-01",3]').toString('base64url')],
    ['a negative id', Buffer.from('["2026-03-01T00:00:00.000Z",-3]').toString('base64url')],
    ['a fractional id', Buffer.from('["2026-03-01T00:00:00.000Z",1.5]').toString('base64url')],
    [
      'a search cursor without q',
      Buffer.from('["2026-03-01T00:00:00.000Z",3,1]').toString('base64url'),
    ],
    ['SQL', Buffer.from(`["2026-03-01T00:00:00.000Z' OR 1=1 --",3]`).toString('base64url')],
    ['far too long', 'A'.repeat(5000)],
    ['empty', ''],
  ])('a bad cursor (%s) → 400 with the Spanish message', async (_name, cursor) => {
    const response = await get(`${API_PATHS.news}?limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: NEWS_MESSAGES.invalidCursor,
      message: NEWS_MESSAGES.invalidCursor,
    });
  });

  it.each(['0', '-1', '1.5', 'diez', String(LIMITS.newsPageMax + 1), '1e2', ''])(
    'limit=%s → 400 with the Spanish message',
    async (limit) => {
      const response = await get(`${API_PATHS.news}?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: NEWS_MESSAGES.invalidLimit(LIMITS.newsPageMax),
        field: 'limit',
      });
    },
  );
});

describe('categoria', () => {
  appPerTest();

  it('lists only that category, newest first', async () => {
    const items = await storeSeries(4, (i) => ({
      titulo: `Noticia ${String(i)}`,
      tipo_noticia: i % 2 === 0 ? 'Deportes' : 'Eventos',
    }));
    const response = await get(`${API_PATHS.news}?categoria=Deportes`);
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsItem[]>().map((item) => item.id)).toEqual(
      newestFirst(items.filter((item) => item.tipo_noticia === 'Deportes')),
    );
    const accented = await get(`${API_PATHS.news}?categoria=${encodeURIComponent('Académico')}`);
    expect(accented.json()).toEqual([]);
  });
});

describe('categoria refuses', () => {
  appPerDescribe();

  it.each(['Farándula', 'deportes', ''])('an unknown category (%s) → 400', async (categoria) => {
    const response = await get(`${API_PATHS.news}?categoria=${encodeURIComponent(categoria)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: MESSAGES.unknownCategory,
      field: 'categoria',
    });
  });

  it('a parameter given twice → 400, not 500', async () => {
    const response = await get(`${API_PATHS.news}?categoria=Deportes&categoria=Eventos`);
    expect(response.statusCode).toBe(400);
  });
});

describe('search', () => {
  let matricula: NewsRecord;
  let vacaciones: NewsRecord;
  let feria: NewsRecord;

  const storeTexts = async () => {
    const texts: Record<string, string>[] = [
      {
        titulo: 'Matrícula 2026 abierta',
        descripcion: 'El proceso de postulación comienza en marzo.',
      },
      {
        titulo: 'Vacaciones de invierno',
        descripcion:
          'Recuerden que la MATRÍCULA cierra el viernes. Entrega de "libretas" OR notas.',
      },
      {
        titulo: 'Feria científica',
        descripcion: 'Proyectos de 5º básico: ¿qué flota? 100% ciencia; NEAR la cancha.',
      },
    ];
    const items = await storeSeries(texts.length, (i) => texts[i] ?? {});
    [matricula, vacaciones, feria] = items as [NewsRecord, NewsRecord, NewsRecord];
  };

  const search = async (q: string) => {
    const response = await get(`${API_PATHS.news}?q=${encodeURIComponent(q)}`);
    return { status: response.statusCode, body: response.json<unknown>(), response };
  };
  const ids = (body: unknown) => (body as NewsItem[]).map((item) => item.id);

  // Searches only read: one app, with the three items, for all of them.
  describe('reading', () => {
    appPerDescribe(storeTexts);

    it.each([
      ['MATRICULA', () => [matricula.id, vacaciones.id]],
      ['matricula', () => [matricula.id, vacaciones.id]],
      ['Matrícula', () => [matricula.id, vacaciones.id]],
      ['MaTrÍcUlA 2026', () => [matricula.id]],
      ['matric', () => [matricula.id, vacaciones.id]],
      ['mat', () => [matricula.id, vacaciones.id]],
      ['ma', () => []],
      ['"matrícula', () => [matricula.id, vacaciones.id]],
      ['"libretas" OR', () => [vacaciones.id]],
      ['feria OR matrícula', () => []],
      ['científica*', () => [feria.id]],
      ['NEAR(feria cancha)', () => [feria.id]],
      ['NEAR(feria marzo)', () => []],
      ['NEAR(', () => [feria.id]],
      ['ciencia AND', () => []],
      ['titulo:feria', () => []],
      ['{titulo}: feria', () => []],
      ['-feria', () => [feria.id]],
      ['^feria', () => [feria.id]],
      ['(feria', () => [feria.id]],
      ['feria)', () => [feria.id]],
      ["'; DROP TABLE news; --", () => []],
      ['" OR 1=1 --', () => []],
      ['%', () => []],
      ['_', () => []],
      ['*', () => []],
      ['"', () => []],
      ['\\', () => []],
      ['😀', () => []],
      ['\u0301', () => []],
      ['5º', () => [feria.id]],
      ['100%', () => [feria.id]],
    ])('q=%s → 200 with the right items', async (q, expected) => {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(ids(body)).toEqual(expected());
    });

    it.each(['', '   '])('an empty q (%j) is no search: every public item', async (q) => {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(ids(body)).toEqual([feria.id, vacaciones.id, matricula.id]);
    });

    it(`${String(LIMITS.newsSearchMax)} characters are searched; 500 → 400 with the Spanish message`, async () => {
      const longest = await search('matrícula '.repeat(20).slice(0, LIMITS.newsSearchMax));
      expect(longest.status).toBe(200);
      const tooLong = await search('a'.repeat(500));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toEqual({
        statusCode: 400,
        error: NEWS_MESSAGES.searchTooLong(LIMITS.newsSearchMax),
        message: NEWS_MESSAGES.searchTooLong(LIMITS.newsSearchMax),
        field: 'q',
      });
      // A long run of operators and quotes is text too.
      const noise = await search('" OR NEAR( * '.repeat(15).slice(0, LIMITS.newsSearchMax));
      expect(noise.status).toBe(200);
    });
  });

  describe('with writes, or whose subject is that nothing was written', () => {
    appPerTest(storeTexts);

    it('ranks a title match above a newer text match, then by date', async () => {
      clock = new Date(clock.getTime() + MINUTE);
      const newerTitle = await publishValid({ titulo: 'Matrícula: últimos cupos' });
      const { body } = await search('matrícula');
      expect(ids(body)).toEqual([newerTitle.id, matricula.id, vacaciones.id]);
    });

    it('follows edits and deletions (the index is kept in step)', async () => {
      const admin = newsCalls(() => ({ app: t.app, token }));
      const edited = await admin.patch(feria.id, { titulo: 'Feria de matrícula' });
      expect(edited.statusCode).toBe(200);
      expect(ids((await search('matricula')).body)).toEqual([
        feria.id,
        matricula.id,
        vacaciones.id,
      ]);
      expect(ids((await search('científica')).body)).toEqual([]);
      await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.newsItem(matricula.id),
        headers: bearer(token),
      });
      expect(ids((await search('matricula')).body)).toEqual([feria.id, vacaciones.id]);
    });

    it('the table is intact after SQL typed as a search', async () => {
      await search("x'); DELETE FROM news; --");
      expect(ids((await get(API_PATHS.news)).json())).toHaveLength(3);
    });
  });
});

describe('the migration', () => {
  it('indexes the rows already there and dates their last change as their publication', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-migration-'));
    const sqlite = new Database(path.join(dir, 'old.sqlite'));
    try {
      // A database of the previous version (schema 2) with one item, then this code's migrations.
      migrate(sqlite, 2);
      sqlite
        .prepare(
          `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run('Matrícula 2026', 'Texto', 'Académico', 'clave', '480', '2025-01-01T00:00:00.000Z');
      migrate(sqlite);
      expect(sqlite.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(
        sqlite.prepare('SELECT estado, publicar_en, actualizado, fecha FROM news').get(),
      ).toEqual({
        estado: 'publicada',
        publicar_en: null,
        actualizado: '2025-01-01T00:00:00.000Z',
        fecha: '2025-01-01T00:00:00.000Z',
      });
      expect(
        sqlite.prepare(`SELECT rowid FROM news_fts WHERE news_fts MATCH '"MATRICULA"'`).all(),
      ).toEqual([{ rowid: 1 }]);
    } finally {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the headers and modes of the list', () => {
  appPerTest();

  it('a page is JSON, no-cache and has no Vary; a visitor’s incluir gets the whole list with its ETag', async () => {
    const items = await storeSeries(3);
    const page = await get(`${API_PATHS.news}?limit=2`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toBeUndefined();

    const visitor = await get(`${API_PATHS.news}?incluir=borradores`);
    expect(visitor.json<NewsItem[]>().map((item) => item.id)).toEqual(newestFirst(items));
    expect(visitor.headers.vary).toContain('Authorization');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('an administrator’s incluir=borradores without a page is whole: every item, no Link', async () => {
    const items = await storeSeries(LIMITS.newsPageDefault + 1);
    const response = await get(`${API_PATHS.news}?incluir=borradores`, bearer(token));
    expect(response.json<NewsItem[]>().map((item) => item.id)).toEqual(newestFirst(items));
    expect(response.headers.link).toBeUndefined();
  });

  it('a token without incluir=borradores lists only public items', async () => {
    const [published] = await storeSeries(1);
    await storeSeries(1, () => ({ titulo: 'Borrador', estado: 'borrador' }));
    for (const query of ['limit=10', 'incluir=todas']) {
      const response = await get(`${API_PATHS.news}?${query}`, bearer(token));
      expect(
        response.json<NewsItem[]>().map((item) => item.id),
        query,
      ).toEqual([published?.id]);
      expect(response.headers['cache-control'], query).toBe('no-cache');
    }
  });

  it('a cursor alone is read too: a bad one → 400, not the whole list', async () => {
    await storeSeries(2);
    const response = await get(`${API_PATHS.news}?cursor=no-es-un-cursor!`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: NEWS_MESSAGES.invalidCursor });
  });
});
