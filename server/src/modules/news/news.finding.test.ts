// /news's numbered pages (ADR 0033): the page data loader 'noticias' over a real
// database (FTS5 search, drafts, scheduled items), read from the page's address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEWS_FINDING_KEY, type NewsFinding } from '@lbj/shared';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import type { ImageStore } from '../../lib/images.ts';
import { createNewsPageData } from './news.page-data.ts';
import { createNewsRepository, type NewNewsRecord } from './news.repository.ts';
import { createNewsService } from './news.service.ts';

const NOW = new Date('2026-03-14T15:00:00.000Z');
const HOUR = 3_600_000;

let dir: string;
let database: DatabaseHandle;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-finding-'));
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

const repository = () => createNewsRepository(database.db);
let stored = 0;

/** Stores an item straight in the database, `hoursAgo` before NOW (negative: in the future). */
async function store(hoursAgo: number, fields: Partial<NewNewsRecord> = {}): Promise<number> {
  const fecha = new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();
  const row = await repository().insert({
    titulo: `Noticia de hace ${String(hoursAgo)} horas`,
    descripcion: 'Texto de la noticia.',
    tipo_noticia: 'Eventos',
    image_key: `k${String(++stored)}`,
    image_widths: '480,960',
    fecha,
    estado: 'publicada',
    publicar_en: null,
    actualizado: fecha,
    ...fields,
  });
  return row.id;
}

/** Stores `count` public items, one hour apart; returns their ids newest first. */
async function storeSeries(count: number, fields: Partial<NewNewsRecord> = {}): Promise<number[]> {
  const ids: number[] = [];
  for (let i = count; i >= 1; i--) ids.unshift(await store(i, fields));
  return ids;
}

/** The loader's answer for `/news{search}`. */
async function load(search: string): Promise<NewsFinding> {
  const service = createNewsService({
    repository: repository(),
    images,
    now: () => NOW,
    log: { warn: () => undefined },
  });
  const loader = createNewsPageData(service)[NEWS_FINDING_KEY];
  if (!loader) throw new Error('no loader for /news');
  return (await loader({
    url: new URL(`https://colegio.example/news${search}`),
    cookies: {},
  })) as NewsFinding;
}

const ids = (finding: NewsFinding) => finding.items.map((item) => item.id);

describe('/news’s page data (noticias)', () => {
  it('gives the first 12 public items, newest first, with the page count, for the bare address', async () => {
    const series = await storeSeries(13);
    const finding = await load('');
    expect(ids(finding)).toEqual(series.slice(0, 12));
    expect(finding).toMatchObject({ pagina: 1, paginas: 2, total: 13, categoria: null, q: '' });
    // As the cards and the detail dialog need them: the full text and the item's page.
    expect(finding.items[0]).toMatchObject({
      descripcion: 'Texto de la noticia.',
      ruta: expect.stringMatching(/^\/news\/\d+-noticia-de-hace-1-horas$/) as unknown,
    });
    expect(finding.items[0]).not.toHaveProperty('estado');
  });

  it('counts pages at the boundary: 12 items are one page, 13 are two (the 13th alone on page 2)', async () => {
    const series = await storeSeries(12);
    expect(await load('')).toMatchObject({ paginas: 1, total: 12 });
    expect(ids(await load('?pagina=2'))).toEqual(series.slice(0, 12));
    const oldest = await store(100);
    const second = await load('?pagina=2');
    expect(second).toMatchObject({ pagina: 2, paginas: 2, total: 13 });
    expect(ids(second)).toEqual([oldest]);
  });

  it('says there is nothing, on one page, when there is no news', async () => {
    expect(await load('?pagina=3')).toEqual({
      items: [],
      pagina: 1,
      paginas: 1,
      total: 0,
      categoria: null,
      q: '',
    });
  });

  it('filters by category, also written without its accent or capitals', async () => {
    const sports = await store(1, { tipo_noticia: 'Deportes' });
    await store(2, { tipo_noticia: 'Eventos' });
    const academic = await store(3, { tipo_noticia: 'Académico' });
    expect(await load('?categoria=Deportes')).toMatchObject({
      categoria: 'Deportes',
      total: 1,
      items: [{ id: sports }],
    });
    expect(await load('?categoria=academico')).toMatchObject({
      categoria: 'Académico',
      items: [{ id: academic }],
    });
    expect((await load('?categoria=Cultural')).total).toBe(0);
  });

  it('reads an unknown category as no category', async () => {
    await storeSeries(2);
    for (const bad of ['Futbol', '', '%27%20OR%201%3D1', 'Deportes%00']) {
      expect(await load(`?categoria=${bad}`), bad).toMatchObject({ categoria: null, total: 2 });
    }
  });

  it('searches title and text without regard to case or accents, title matches first', async () => {
    const inText = await store(1, { descripcion: 'Abrimos el proceso de matrícula 2027.' });
    const inTitle = await store(2, { titulo: 'Matrícula 2027' });
    await store(3, { titulo: 'Otra cosa' });
    const finding = await load('?q=MATRICULA');
    expect(finding).toMatchObject({ q: 'MATRICULA', total: 2 });
    expect(ids(finding)).toEqual([inTitle, inText]);
  });

  it('combines category, search and page', async () => {
    const series = await storeSeries(14, { tipo_noticia: 'Deportes', titulo: 'Torneo de fútbol' });
    await storeSeries(3, { tipo_noticia: 'Eventos', titulo: 'Torneo de ajedrez' });
    const finding = await load('?categoria=Deportes&q=torneo&pagina=2');
    expect(finding).toMatchObject({ categoria: 'Deportes', q: 'torneo', pagina: 2, paginas: 2 });
    expect(ids(finding)).toEqual(series.slice(12));
  });

  it('treats any search as text: syntax, SQL and only symbols find nothing or words, never fail', async () => {
    await store(1, { titulo: 'Matrícula abierta' });
    for (const q of [
      '"',
      '*',
      'OR',
      'NEAR(',
      "'; DROP TABLE news; --",
      '***',
      '«»',
      'a'.repeat(600),
    ]) {
      const finding = await load(`?q=${encodeURIComponent(q)}`);
      expect(finding.total, q).toBe(0);
      expect(finding.paginas, q).toBe(1);
    }
    expect((await load('?q=%22matricula%22%20OR')).total).toBe(0);
    expect((await load('?q=%22matricula%22')).total).toBe(1);
  });

  it('cuts a long search at the API’s 200 characters, and reads a blank one as none', async () => {
    await store(1);
    expect((await load(`?q=${'x'.repeat(250)}`)).q).toHaveLength(200);
    expect(await load('?q=%20%20')).toMatchObject({ q: '', total: 1 });
  });

  it('reads a page that is not a whole number from 1 as page 1, and a page past the last as the last', async () => {
    const series = await storeSeries(13);
    for (const bad of ['0', '-1', '2.5', '02', 'dos', '1e1', '', '99999999999']) {
      expect(await load(`?pagina=${bad}`), bad).toMatchObject({ pagina: 1 });
    }
    const past = await load('?pagina=7');
    expect(past.pagina).toBe(2);
    expect(ids(past)).toEqual(series.slice(12));
  });

  it('never includes drafts or scheduled items, in the items or the count', async () => {
    const series = await storeSeries(12, { titulo: 'Matrícula' });
    await store(0.5, { estado: 'borrador', titulo: 'Matrícula borrador' });
    await store(-2, { titulo: 'Matrícula programada', publicar_en: '2026-03-14T17:00:00.000Z' });
    for (const search of ['', '?q=matricula', '?categoria=Eventos']) {
      const finding = await load(search);
      expect(finding, search).toMatchObject({ total: 12, paginas: 1 });
      expect(ids(finding).sort(), search).toEqual([...series].sort());
    }
  });
});
