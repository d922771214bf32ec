// A search's pages read tier by tier, walking the date index when a tier has many matches
// (ADR 0035): the same items in the same order as reading every match and sorting, and the
// cursor chain visits each match exactly once, also where the page crosses from title matches
// to text matches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@lbj/shared';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import type { ImageStore } from '../../lib/images.ts';
import { decodeCursor } from './news.cursor.ts';
import { SEARCH_WALK_FROM, createNewsRepository, type NewNewsRecord } from './news.repository.ts';
import { createNewsService } from './news.service.ts';

const NOW = new Date('2026-03-14T15:00:00.000Z');
const MINUTE = 60_000;

let dir: string;
let database: DatabaseHandle;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-search-walk-'));
  database = openDatabase(dir);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Only what turning a row into an item reads of the image store. */
const images = {
  url: (key: string, _widths: readonly number[], width: number) =>
    `/uploads/${key}-${String(width)}.webp`,
  variants: () => [],
} as unknown as ImageStore;

interface Stored {
  id: number;
  fecha: string;
  /** 1: the word is in the title; 0: only in the text; undefined: not at all. */
  tier: 0 | 1 | undefined;
  tipo_noticia: string;
  isPublic: boolean;
}

let stored = 0;

/** Stores an item straight in the database, `minutesAgo` before NOW. */
async function store(
  minutesAgo: number,
  tier: 0 | 1 | undefined,
  fields: Partial<NewNewsRecord> = {},
): Promise<Stored> {
  const fecha = new Date(NOW.getTime() - minutesAgo * MINUTE).toISOString();
  const row = await createNewsRepository(database.db).insert({
    titulo: tier === 1 ? `Matrícula ${String(stored)}` : `Aviso ${String(stored)}`,
    descripcion: tier === undefined ? 'Texto de la noticia.' : 'Abrimos la matrícula 2027.',
    tipo_noticia: stored % 3 === 0 ? 'Deportes' : 'Eventos',
    image_key: `k${String(++stored)}`,
    image_widths: '480',
    fecha,
    estado: 'publicada',
    publicar_en: null,
    actualizado: fecha,
    ...fields,
  });
  return {
    id: row.id,
    fecha: row.fecha,
    tier,
    tipo_noticia: row.tipo_noticia,
    isPublic: row.estado === 'publicada' && row.fecha <= NOW.toISOString(),
  };
}

/** The order the contract promises: title matches first, then newest first, the id last. */
function expectedOrder(items: Stored[], categoria?: string): number[] {
  return items
    .filter((item) => item.isPublic && item.tier !== undefined)
    .filter((item) => categoria === undefined || item.tipo_noticia === categoria)
    .sort(
      (a, b) =>
        (b.tier ?? 0) - (a.tier ?? 0) ||
        (a.fecha < b.fecha ? 1 : a.fecha > b.fecha ? -1 : 0) ||
        b.id - a.id,
    )
    .map((item) => item.id);
}

/** Follows a search's cursor chain; every page's ids, and each next cursor's tier. */
async function chain(
  searchWalkFrom: number,
  limit: number,
  categoria?: string,
): Promise<{ pages: number[][]; tiers: (number | undefined)[] }> {
  const service = createNewsService({
    repository: createNewsRepository(database.db, { searchWalkFrom }),
    images,
    now: () => NOW,
    log: { warn: () => undefined },
  });
  const pages: number[][] = [];
  const tiers: (number | undefined)[] = [];
  let cursor: string | undefined;
  do {
    const page = await service.page({
      q: 'MATRICULA',
      limit,
      includeDrafts: false,
      ...(categoria === undefined ? {} : { categoria }),
      ...(cursor === undefined ? {} : { cursor }),
    });
    pages.push(page.items.map((item) => item.id));
    cursor = page.next;
    if (cursor !== undefined) tiers.push(decodeCursor(cursor, true).tier);
    if (pages.length > 500) throw new Error('the chain does not end');
  } while (cursor !== undefined);
  return { pages, tiers };
}

/** `ids` cut into pages of `limit`. */
const paged = (ids: number[], limit: number) =>
  Array.from({ length: Math.max(1, Math.ceil(ids.length / limit)) }, (_, i) =>
    ids.slice(i * limit, (i + 1) * limit),
  );

describe('a search read tier by tier (ADR 0035)', () => {
  it('crosses from title matches to newer text matches inside a page, and the chain goes on over the switch', async () => {
    const items: Stored[] = [];
    // Text matches are the newest, title matches older: the order is by tier first.
    for (let i = 0; i < 5; i++) items.push(await store(i, 0));
    for (let i = 0; i < 5; i++) items.push(await store(10 + i, 1));
    items.push(await store(20, undefined));
    const expected = expectedOrder(items);
    expect(expected.slice(0, 5)).toEqual(items.slice(5, 10).map((item) => item.id));
    // Both ways of reading a tier: sorted from the search index (many) and by the date walk (1).
    for (const walkFrom of [1, SEARCH_WALK_FROM]) {
      const { pages, tiers } = await chain(walkFrom, 3);
      // Page 2 holds the last two title matches and the newest text match.
      expect(pages, `walk from ${String(walkFrom)}`).toEqual(paged(expected, 3));
      // The cursors after pages 1, 2 and 3: still in the titles, then in the text.
      expect(tiers, `walk from ${String(walkFrom)}`).toEqual([1, 0, 0]);
    }
  });

  it('gives the same pages by the date walk as by sorting every match, with ties, drafts, scheduled items and a category', async () => {
    const items: Stored[] = [];
    for (let i = 0; i < 60; i++) {
      const tier = i % 5 === 0 ? undefined : i % 3 === 0 ? 1 : 0;
      // Every third item shares its minute with the one before: the id breaks the tie.
      items.push(await store(Math.floor(i / 3) * 2 + (i % 3 === 2 ? 0 : i % 3), tier));
    }
    items.push(await store(3, 1, { estado: 'borrador' }));
    items.push(await store(-30, 1, { publicar_en: '2026-03-14T15:30:00.000Z' }));
    items.push(await store(-40, 0));
    for (const categoria of [undefined, 'Deportes']) {
      const expected = expectedOrder(items, categoria);
      expect(expected.length).toBeGreaterThan(10);
      for (const limit of [1, 4, 7]) {
        // 25: title matches (18) sorted, text matches (33) walked.
        for (const walkFrom of [1, 4, 25, SEARCH_WALK_FROM]) {
          const { pages } = await chain(walkFrom, limit, categoria);
          expect(
            pages,
            `${String(categoria)} limit ${String(limit)} walk ${String(walkFrom)}`,
          ).toEqual(paged(expected, limit));
        }
      }
    }
  });

  it('reads a search again by the right plan after items are added and removed (the kept counts follow writes)', async () => {
    const repository = createNewsRepository(database.db, { searchWalkFrom: 4 });
    const service = createNewsService({
      repository,
      images,
      now: () => NOW,
      log: { warn: () => undefined },
    });
    const search = async () =>
      (await service.page({ q: 'matricula', limit: 5, includeDrafts: false })).items.map(
        (item) => item.id,
      );
    const items: Stored[] = [await store(50, 0), await store(51, 1)];
    expect(await search()).toEqual(expectedOrder(items));
    // From 2 to 12 matches (past 4: now walked), some newer, then some removed.
    for (let i = 0; i < 10; i++) items.push(await store(i * 10 + 5, i % 2 === 0 ? 1 : 0));
    expect(await search()).toEqual(expectedOrder(items).slice(0, 5));
    for (const gone of items.splice(2, 9)) await repository.deleteById(gone.id);
    expect(await search()).toEqual(expectedOrder(items));
  });

  it(`visits every match exactly once in order when there are many (more than ${String(SEARCH_WALK_FROM)})`, async () => {
    const items: Stored[] = [];
    const many = Math.ceil(SEARCH_WALK_FROM * 1.5);
    for (let i = 0; i < many; i++) {
      // Text matches with a title match every seventh item, a non-match every eleventh.
      items.push(await store(i, i % 11 === 0 ? undefined : i % 7 === 0 ? 1 : 0));
    }
    const expected = expectedOrder(items);
    // The text matches alone are enough for the date walk.
    const inText = items.filter((item) => item.tier === 0).length;
    expect(inText).toBeGreaterThanOrEqual(SEARCH_WALK_FROM);
    const { pages, tiers } = await chain(SEARCH_WALK_FROM, LIMITS.newsPageMax);
    expect(pages).toEqual(paged(expected, LIMITS.newsPageMax));
    expect(new Set(pages.flat()).size).toBe(expected.length);
    // Every title match lies on the first page; then the chain walks the text matches.
    expect(tiers.every((tier) => tier === 0)).toBe(true);
  });
});
