// @time-zones
// The news feed (ADR 0027): RSS 2.0 at /news/feed.xml, parsed strictly as XML; the
// latest 20 public items only, a scheduled one appearing by the injected clock; escaping. The
// French and English feeds: the translated items only, in that language, linking to its pages.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, newsPath, pathInLang, type NewsItem } from '@lbj/shared';
import { createAdmin, loginAs, withDatabase } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { childrenNamed, only, parseXml, type XmlElement } from '../../test/xml.ts';
import Fastify from 'fastify';
import { xmlText } from '../../lib/xml.ts';
import { createNewsFeedRoutes, renderNewsFeed } from './news.feed.ts';
import type { PublicNewsItem } from './news.listing.ts';
import { newsCalls, solidImage } from './news.test-support.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const HOUR = 3_600_000;
const ORIGIN = 'https://pruebas.lebeaujour.example';
const FEED = '/news/feed.xml';

let t: TestApp;
let token: string;
let clock: Date;

beforeEach(async () => {
  clock = NOW;
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` }, { now: () => clock });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterEach(async () => {
  await t.close();
});

const { bearer, publishValid, get } = newsCalls(() => ({ app: t.app, token }));

/** Rows straight into the database (no image files: no enclosure), `minutesAgo` apart. */
async function insertRows(
  rows: { titulo: string; minutesAgo: number; estado?: string; descripcion?: string }[],
) {
  await withDatabase(t.dataDir, async ({ db }) => {
    for (const row of rows) {
      const fecha = new Date(NOW.getTime() - row.minutesAgo * 60_000).toISOString();
      await db
        .insertInto('news')
        .values({
          titulo: row.titulo,
          descripcion: row.descripcion ?? `Texto de ${row.titulo}.`,
          tipo_noticia: 'Eventos',
          image_key: crypto.randomBytes(16).toString('hex'),
          image_widths: '480',
          fecha,
          estado: row.estado ?? 'publicada',
          publicar_en: null,
          actualizado: fecha,
        })
        .execute();
    }
  });
}

async function readFeed() {
  const response = await get(FEED);
  expect(response.statusCode).toBe(200);
  const rss = parseXml(response.body);
  expect(rss.name).toBe('rss');
  expect(rss.attributes.version).toBe('2.0');
  const channel = only(rss, 'channel');
  return { response, channel, items: childrenNamed(channel, 'item') };
}

const titles = (items: XmlElement[]) => items.map((item) => only(item, 'title').text);

describe('GET /news/feed.xml', () => {
  it('is RSS 2.0 with the channel and each item as a reader needs them, every address from PUBLIC_URL', async () => {
    const item = await publishValid(
      {
        titulo: 'Feria Científica 2026: ¡Éxito total!',
        descripcion: `Los alumnos presentaron sus proyectos.\n\n${'Texto largo. '.repeat(20)}`,
        tipo_noticia: 'Académico',
      },
      await solidImage(1600, 1000),
    );
    const response = await get(FEED, { host: 'malicioso.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('malicioso');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const rss = parseXml(response.body);
    const channel = only(rss, 'channel');
    expect(only(channel, 'title').text).toBe('Noticias del Colegio Le Beau Jour');
    expect(only(channel, 'link').text).toBe(`${ORIGIN}/news`);
    expect(only(channel, 'description').text).toMatch(/Le Beau Jour/);
    expect(only(channel, 'language').text).toBe('es-CL');
    const self = only(channel, 'atom:link');
    expect(self.uri).toBe('http://www.w3.org/2005/Atom');
    expect(self.attributes).toMatchObject({
      href: `${ORIGIN}${FEED}`,
      rel: 'self',
      type: 'application/rss+xml',
    });
    expect(only(channel, 'lastBuildDate').text).toBe('Sat, 14 Mar 2026 15:09:26 GMT');

    const [entry, ...rest] = childrenNamed(channel, 'item');
    expect(rest).toEqual([]);
    if (!entry) throw new Error('no item');
    const canonical = `${ORIGIN}/news/${String(item.id)}-feria-cientifica-2026-exito-total`;
    expect(only(entry, 'title').text).toBe('Feria Científica 2026: ¡Éxito total!');
    expect(only(entry, 'link').text).toBe(canonical);
    expect(only(entry, 'guid').text).toBe(canonical);
    expect(only(entry, 'guid').attributes.isPermaLink).toBe('true');
    expect(only(entry, 'pubDate').text).toBe('Sat, 14 Mar 2026 15:09:26 GMT');
    expect(new Date(only(entry, 'pubDate').text).toISOString()).toBe(item.fecha);
    expect(only(entry, 'category').text).toBe('Académico');
    const summary = only(entry, 'description').text;
    expect(summary.startsWith('Los alumnos presentaron sus proyectos. Texto largo.')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(155);

    // The share image as enclosure: its absolute URL, its real length, its type.
    const key = /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? '';
    const enclosure = only(entry, 'enclosure');
    expect(enclosure.attributes).toEqual({
      url: `${ORIGIN}/uploads/${key}-share.jpg`,
      length: String(fs.statSync(path.join(t.config.uploadsDir, `${key}-share.jpg`)).size),
      type: 'image/jpeg',
    });
  });

  it('is the feed, not an item page: never a 404 or a redirect, and HEAD answers too', async () => {
    const response = await get(FEED);
    expect(response.statusCode).toBe(200);
    expect(parseXml(response.body).name).toBe('rss');
    expect(childrenNamed(only(parseXml(response.body), 'channel'), 'item')).toEqual([]);
    const head = await t.app.inject({ method: 'HEAD', url: FEED });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  });

  it('holds the latest 20 public items, newest first', async () => {
    await insertRows(
      Array.from({ length: 23 }, (_, i) => ({ titulo: `Noticia ${String(i)}`, minutesAgo: i + 1 })),
    );
    const { items } = await readFeed();
    expect(titles(items)).toEqual(Array.from({ length: 20 }, (_, i) => `Noticia ${String(i)}`));
    // No share image file for these rows: no enclosure rather than a wrong one.
    expect(items.flatMap((item) => childrenNamed(item, 'enclosure'))).toEqual([]);
  });

  it('never holds a draft or a scheduled item, and holds the scheduled one from its moment (same ETag until then)', async () => {
    await insertRows([{ titulo: 'Pública', minutesAgo: 5 }]);
    await publishValid({ titulo: 'Borrador', estado: 'borrador' });
    const at = new Date(NOW.getTime() + 2 * HOUR);
    await publishValid({ titulo: 'Programada', publicar_en: at.toISOString() });

    const before = await readFeed();
    expect(titles(before.items)).toEqual(['Pública']);
    const etag = before.response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await get(FEED, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);

    clock = new Date(at.getTime() - 1);
    expect(titles((await readFeed()).items)).toEqual(['Pública']);
    expect((await get(FEED, { 'if-none-match': etag })).statusCode).toBe(304);

    clock = at;
    const after = await readFeed();
    expect(titles(after.items)).toEqual(['Programada', 'Pública']);
    expect(after.response.headers.etag).not.toBe(etag);
    expect((await get(FEED, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('changes at once after a write (an edit shows, a deleted item goes)', async () => {
    const item: NewsItem = await publishValid({ titulo: 'Antes' });
    expect(titles((await readFeed()).items)).toEqual(['Antes']);
    await newsCalls(() => ({ app: t.app, token })).patch(item.id, { titulo: 'Después' });
    const { items } = await readFeed();
    expect(titles(items)).toEqual(['Después']);
    expect(only(items[0] as XmlElement, 'link').text).toBe(
      `${ORIGIN}${newsPath(item.id, 'Después')}`,
    );
    await t.app.inject({
      method: 'DELETE',
      url: `/api/news/${String(item.id)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await readFeed()).items).toEqual([]);
  });

  it('escapes markup and quotes and drops characters XML cannot hold', async () => {
    const titulo = `A & B <b>"dobles"</b> 'simples' ]]> \u0000\u0001\u0008\u000B\u000C\u001F\u007F\u0085 fin`;
    // (A lone surrogate cannot reach the database: SQLite's UTF-8 turns it into U+FFFD; xmlText's
    // own test covers it.)
    const descripcion = `<script>alert("x")</script> & \u0002texto\uFFFE con\u0003 fin`;
    await insertRows([{ titulo, descripcion, minutesAgo: 1 }]);
    const { items, response } = await readFeed();
    expect(response.body).not.toContain('<b>');
    expect(response.body).not.toContain('<script>');
    const [entry] = items;
    if (!entry) throw new Error('no item');
    expect(only(entry, 'title').text).toBe(`A & B <b>"dobles"</b> 'simples' ]]>  fin`);
    expect(only(entry, 'description').text).toBe(`<script>alert("x")</script> & texto con fin`);
  });
});

describe('GET /fr/news/feed.xml and /en/news/feed.xml', () => {
  /** Saves the item's translation into `idioma` over the API, expecting 200. */
  async function translate(id: number, idioma: 'fr' | 'en', titulo: string, descripcion: string) {
    const response = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.newsTranslation(id, idioma),
      headers: bearer(token),
      payload: { titulo, descripcion },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The feed at `url`, parsed: its channel and items. */
  async function read(url: string) {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = only(parseXml(response.body), 'channel');
    return { response, channel, items: childrenNamed(channel, 'item') };
  }

  it('holds only the items translated into its language (an outdated one too), in that language, linking to its pages', async () => {
    const both = await publishValid({ titulo: 'Feria Científica', tipo_noticia: 'Académico' });
    clock = new Date(NOW.getTime() + HOUR);
    const french = await publishValid({ titulo: 'Día del Libro', tipo_noticia: 'Cultural' });
    clock = new Date(NOW.getTime() + 2 * HOUR);
    const spanish = await publishValid({ titulo: 'Sólo en castellano' });
    await translate(both.id, 'fr', 'Foire scientifique', 'Les élèves ont présenté leurs projets.');
    await translate(both.id, 'en', 'Science Fair', 'The pupils showed their projects.');
    await translate(french.id, 'fr', 'Journée du livre', 'Une journée de lecture partagée.');
    // The Spanish text changes afterwards: the French one is outdated, and still in the feed.
    await newsCalls(() => ({ app: t.app, token })).patch(french.id, {
      descripcion: 'Texto corregido por la dirección del colegio.',
    });

    const fr = await read('/fr/news/feed.xml');
    expect(only(fr.channel, 'title').text).toBe('Actualités du Collège Le Beau Jour');
    expect(only(fr.channel, 'link').text).toBe(`${ORIGIN}/fr/news`);
    expect(only(fr.channel, 'description').text).toMatch(/Collège Chrétien Le Beau Jour/);
    expect(only(fr.channel, 'language').text).toBe('fr');
    expect(only(fr.channel, 'atom:link').attributes.href).toBe(`${ORIGIN}/fr/news/feed.xml`);
    expect(titles(fr.items)).toEqual(['Journée du livre', 'Foire scientifique']);
    const [day, fair] = fr.items as [XmlElement, XmlElement];
    const dayLink = `${ORIGIN}/fr/news/${String(french.id)}-journee-du-livre`;
    expect(dayLink).toBe(`${ORIGIN}${pathInLang('fr', newsPath(french.id, 'Journée du livre'))}`);
    expect(only(day, 'link').text).toBe(dayLink);
    expect(only(day, 'guid').text).toBe(dayLink);
    expect(only(day, 'description').text).toBe('Une journée de lecture partagée.');
    expect(only(day, 'category').text).toBe('Culture');
    expect(only(fair, 'link').text).toBe(`${ORIGIN}/fr/news/${String(both.id)}-foire-scientifique`);
    expect(only(fair, 'category').text).toBe('Pédagogie');
    expect(only(fair, 'pubDate').text).toBe('Sat, 14 Mar 2026 15:09:26 GMT');

    const en = await read('/en/news/feed.xml');
    expect(only(en.channel, 'title').text).toBe('Le Beau Jour School news');
    expect(only(en.channel, 'link').text).toBe(`${ORIGIN}/en/news`);
    expect(only(en.channel, 'language').text).toBe('en');
    expect(only(en.channel, 'atom:link').attributes.href).toBe(`${ORIGIN}/en/news/feed.xml`);
    expect(titles(en.items)).toEqual(['Science Fair']);
    expect(only(en.items[0] as XmlElement, 'link').text).toBe(
      `${ORIGIN}/en/news/${String(both.id)}-science-fair`,
    );
    expect(only(en.items[0] as XmlElement, 'description').text).toBe(
      'The pupils showed their projects.',
    );
    expect(only(en.items[0] as XmlElement, 'category').text).toBe('Academic');

    // The Spanish feed is as it was: every item, in Spanish, at its Spanish address.
    const es = await readFeed();
    expect(only(es.channel, 'language').text).toBe('es-CL');
    expect(titles(es.items)).toEqual(['Sólo en castellano', 'Día del Libro', 'Feria Científica']);
    expect(only(es.items[0] as XmlElement, 'link').text).toBe(
      `${ORIGIN}${newsPath(spanish.id, 'Sólo en castellano')}`,
    );
  });

  it('shows a new translation at once, keeps its own ETag, and drops a removed one', async () => {
    const item = await publishValid({ titulo: 'Acto de aniversario' });
    const before = await read('/fr/news/feed.xml');
    expect(before.items).toEqual([]);
    const etag = before.response.headers.etag as string;
    expect((await get('/fr/news/feed.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(FEED, { 'if-none-match': etag })).statusCode).toBe(200);

    await translate(item.id, 'fr', 'Cérémonie d’anniversaire', 'Toute la communauté réunie.');
    const after = await read('/fr/news/feed.xml');
    expect(titles(after.items)).toEqual(['Cérémonie d’anniversaire']);
    expect((await get('/fr/news/feed.xml', { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await read('/en/news/feed.xml')).items).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsTranslation(item.id, 'fr'),
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await read('/fr/news/feed.xml')).items).toEqual([]);
  });

  it('holds the latest 20 translated items, however many untranslated ones are newer', async () => {
    await insertRows(
      Array.from({ length: 25 }, (_, i) => ({ titulo: `Noticia ${String(i)}`, minutesAgo: i + 1 })),
    );
    // The five newest stay in Spanish; the 20 after them, and one more, are translated.
    await withDatabase(t.dataDir, async ({ db }) => {
      const rows = await db.selectFrom('news').select(['id', 'titulo']).execute();
      for (const row of rows) {
        const n = Number(row.titulo.split(' ')[1]);
        if (n < 5) continue;
        await db
          .insertInto('news_translations')
          .values({
            news_id: row.id,
            idioma: 'en',
            titulo: `News ${String(n)}`,
            descripcion: 'Text.',
            fuente: 'otra',
            actualizado: NOW.toISOString(),
          })
          .execute();
      }
    });
    const { items } = await read('/en/news/feed.xml');
    expect(titles(items)).toEqual(Array.from({ length: 20 }, (_, i) => `News ${String(i + 5)}`));
    expect((await read('/fr/news/feed.xml')).items).toEqual([]);
  });
});

describe('renderNewsFeed and xmlText', () => {
  it(
    'escape the five XML characters and keep tab, new line and astral characters',
    { tags: ['zone-free'] },
    () => {
      expect(xmlText(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
      expect(xmlText('a\tb\nc\rd 😀 ñ')).toBe('a\tb\nc\rd 😀 ñ');
      expect(xmlText('\u0000a\u001Fb\uDC00c\uFFFFd')).toBe('abcd');
    },
  );

  it('writes an empty channel without lastBuildDate, still well-formed', () => {
    const channel = only(parseXml(renderNewsFeed([], ORIGIN)), 'channel');
    expect(childrenNamed(channel, 'lastBuildDate')).toEqual([]);
    expect(childrenNamed(channel, 'item')).toEqual([]);
    const lines = renderNewsFeed([], ORIGIN).split('\n');
    const selfLink = lines.findIndex((line) => line.includes('<atom:link'));
    expect(lines.slice(selfLink + 1)).toEqual(['  </channel>', '</rss>', '']);
  });

  const item = (id: number, fecha: string, actualizado?: string): PublicNewsItem => ({
    item: {
      id,
      titulo: `Noticia ${String(id)}`,
      descripcion: 'Texto.',
      tipo_noticia: 'Eventos',
      imagen: `/uploads/n${String(id)}-960.webp`,
      fecha,
      ...(actualizado === undefined ? {} : { actualizado }),
    },
    shareImage: undefined,
  });

  it('dates the channel by the latest change of any item, an edit counting over publication', () => {
    const lastBuild = (items: PublicNewsItem[]) =>
      only(only(parseXml(renderNewsFeed(items, ORIGIN)), 'channel'), 'lastBuildDate').text;
    const older = item(1, '2026-03-01T10:00:00.000Z', '2026-03-05T10:00:00.000Z');
    const newer = item(2, '2026-03-03T10:00:00.000Z');
    expect(lastBuild([newer, older])).toBe('Thu, 05 Mar 2026 10:00:00 GMT');
    expect(lastBuild([older, newer])).toBe('Thu, 05 Mar 2026 10:00:00 GMT');
    expect(lastBuild([newer])).toBe('Tue, 03 Mar 2026 10:00:00 GMT');
    expect(lastBuild([item(3, '2026-03-03T10:00:00.000Z'), newer])).toBe(
      'Tue, 03 Mar 2026 10:00:00 GMT',
    );
  });

  it('writes one element a line, an item without a share image without an enclosure', () => {
    const lines = renderNewsFeed([item(4, '2026-03-03T10:00:00.000Z')], ORIGIN).split('\n');
    const start = lines.indexOf('    <item>');
    expect(lines.slice(start + 1, lines.indexOf('    </item>'))).toEqual([
      '      <title>Noticia 4</title>',
      `      <link>${ORIGIN}${newsPath(4, 'Noticia 4')}</link>`,
      `      <guid isPermaLink="true">${ORIGIN}${newsPath(4, 'Noticia 4')}</guid>`,
      '      <pubDate>Tue, 03 Mar 2026 10:00:00 GMT</pubDate>',
      '      <category>Eventos</category>',
      '      <description>Texto.</description>',
    ]);
    expect(lines.slice(-3)).toEqual(['  </channel>', '</rss>', '']);
  });

  it('takes every trailing slash off PUBLIC_URL', async () => {
    const app = Fastify();
    try {
      await app.register(
        createNewsFeedRoutes({
          service: {
            latest: () => Promise.resolve({ value: [], until: Infinity }),
            generation: () => 0,
          },
          publicUrl: `${ORIGIN}///`,
          now: () => NOW,
        }),
      );
      const response = await app.inject({ method: 'GET', url: FEED });
      expect(only(only(parseXml(response.body), 'channel'), 'link').text).toBe(`${ORIGIN}/news`);
    } finally {
      await app.close();
    }
  });
});
