// /sitemap.xml and /robots.txt from the server (ADR 0027): the build's static pages
// moved to PUBLIC_URL, every public item's canonical address with lastmod, nothing else; an
// item's French and English addresses only when it is translated, with hreflang alternates.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, newsPath, pathInLang, type NewsItem } from '@lbj/shared';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { childrenNamed, only, parseXml } from '../../test/xml.ts';
import {
  createNewsSitemapRoutes,
  loadStaticSitemapEntries,
  renderRobots,
  renderSitemaps,
  SITEMAP_MAX_URLS,
} from './news.sitemap.ts';
import { newsCalls } from './news.test-support.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const HOUR = 3_600_000;
const ORIGIN = 'https://pruebas.lebeaujour.example';
const SCHOOL = 'https://www.colegiocristianolebeaujour.cl';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** The build's files as web/scripts/build.mjs and web/public write them. */
const BUILT_SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${NS}">
  <url><loc>${SCHOOL}/</loc><lastmod>2026-11-23</lastmod><changefreq>monthly</changefreq><priority>1.0</priority></url>
  <url><loc>${SCHOOL}/historia</loc><lastmod>2026-11-23</lastmod><changefreq>monthly</changefreq><priority>0.7</priority></url>
  <url><loc>${SCHOOL}/news</loc><lastmod>2026-11-23</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>
</urlset>
`;
const BUILT_ROBOTS = `User-agent: *\nAllow: /\nDisallow: /adminlbj_\nDisallow: /api/\n\nSitemap: ${SCHOOL}/sitemap.xml\n`;

let t: TestApp;
/** The apps a test started, closed after it. */
const started: TestApp[] = [];
let token: string;
let clock: Date;
let webDist: string;

async function start(withBuild: boolean) {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-web-'));
  if (withBuild) {
    fs.writeFileSync(path.join(webDist, 'sitemap.xml'), BUILT_SITEMAP);
    fs.writeFileSync(path.join(webDist, 'robots.txt'), BUILT_ROBOTS);
  }
  t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist }, { now: () => clock });
  started.push(t);
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
}

beforeEach(() => {
  clock = NOW;
});
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A build folder holding these files (name → contents), removed after the test. */
function built(files: Record<string, string>): string {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-web-'));
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(webDist, name), text);
  }
  return webDist;
}

const { bearer, publishValid, patch, get } = newsCalls(() => ({ app: t.app, token }));

async function readSitemap(url = '/sitemap.xml') {
  const response = await get(url, { host: 'malicioso.example' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.body).not.toContain('malicioso');
  const urlset = parseXml(response.body);
  expect(urlset.name).toBe('urlset');
  expect(urlset.uri).toBe(NS);
  return childrenNamed(urlset, 'url').map((entry) => ({
    loc: only(entry, 'loc').text,
    lastmod: only(entry, 'lastmod').text,
  }));
}

describe('GET /sitemap.xml', () => {
  it("lists the build's pages on PUBLIC_URL, then every public item's canonical address with lastmod", async () => {
    await start(true);
    const first = await publishValid({ titulo: 'Feria Científica 2026: ¡Éxito total!' });
    clock = new Date(NOW.getTime() + HOUR);
    const second = await publishValid({ titulo: 'Matrícula 2027' });
    // An edit moves lastmod, not the order.
    clock = new Date(NOW.getTime() + 2 * HOUR);
    await patch(first.id, { descripcion: 'Texto corregido por la dirección del colegio.' });

    expect(await readSitemap()).toEqual([
      { loc: `${ORIGIN}/`, lastmod: '2026-11-23' },
      { loc: `${ORIGIN}/historia`, lastmod: '2026-11-23' },
      { loc: `${ORIGIN}/news`, lastmod: '2026-11-23' },
      {
        loc: `${ORIGIN}${newsPath(second.id, 'Matrícula 2027')}`,
        lastmod: '2026-03-14T16:09:26Z',
      },
      {
        loc: `${ORIGIN}/news/${String(first.id)}-feria-cientifica-2026-exito-total`,
        lastmod: '2026-03-14T17:09:26Z',
      },
    ]);
  });

  it('never lists a draft or a scheduled item until it is due, then at once (ETag too)', async () => {
    await start(true);
    await publishValid({ titulo: 'Borrador', estado: 'borrador' });
    const at = new Date(NOW.getTime() + HOUR);
    const scheduled = await publishValid({ titulo: 'Programada', publicar_en: at.toISOString() });
    const items = async () =>
      (await readSitemap()).filter((entry) => entry.loc.includes('/news/')).map((e) => e.loc);

    expect(await items()).toEqual([]);
    const etag = (await get('/sitemap.xml')).headers.etag as string;
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    clock = new Date(at.getTime() - 1);
    expect(await items()).toEqual([]);
    clock = at;
    expect(await items()).toEqual([`${ORIGIN}${newsPath(scheduled.id, 'Programada')}`]);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('without a web build, lists the items alone', async () => {
    await start(false);
    const item = await publishValid({ titulo: 'Sola' });
    clock = new Date(NOW.getTime() + HOUR);
    const other = await publishValid({ titulo: 'Otra' });
    expect((await readSitemap()).map((entry) => entry.loc)).toEqual([
      `${ORIGIN}${newsPath(other.id, 'Otra')}`,
      `${ORIGIN}${newsPath(item.id, 'Sola')}`,
    ]);
    // Each item's picture, its largest rendition (an image sitemap entry).
    const picture = (news: NewsItem) =>
      `<image:image><image:loc>${ORIGIN}${news.imagenes?.at(-1)?.url ?? ''}</image:loc></image:image>`;
    // Nothing else in the document: no stray static entry.
    expect((await get('/sitemap.xml')).body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="${XHTML}">`,
        `  <url><loc>${ORIGIN}${newsPath(other.id, 'Otra')}</loc><lastmod>2026-03-14T16:09:26Z</lastmod>${picture(other)}</url>`,
        `  <url><loc>${ORIGIN}${newsPath(item.id, 'Sola')}</loc><lastmod>2026-03-14T15:09:26Z</lastmod>${picture(item)}</url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('beyond the per-file limit, becomes an index of parts that list every address once', () => {
    const addresses = Array.from({ length: 5 }, (_, i) => ({
      path: `/news/${String(i + 1)}-n`,
      lastmod: '2026-03-14T15:09:26.000Z',
    }));
    const statics = [`<url><loc>${ORIGIN}/</loc></url>`];
    const { index, parts } = renderSitemaps(statics, addresses, ORIGIN, 2);
    const sitemapindex = parseXml(index);
    expect(sitemapindex.name).toBe('sitemapindex');
    expect(childrenNamed(sitemapindex, 'sitemap').map((entry) => only(entry, 'loc').text)).toEqual(
      [1, 2, 3].map((n) => `${ORIGIN}/sitemap.xml?parte=${String(n)}`),
    );
    const locs = parts.flatMap((part) =>
      childrenNamed(parseXml(part), 'url').map((entry) => only(entry, 'loc').text),
    );
    expect(locs).toEqual([`${ORIGIN}/`, ...addresses.map((a) => `${ORIGIN}${a.path}`)]);
    // Within the limit: one urlset, no parts.
    expect(renderSitemaps(statics, addresses, ORIGIN, 6).parts).toEqual([]);
  });

  it('serves each part of a sitemap beyond the limit at ?parte=N, and 404 for any other spelling', async () => {
    const addresses = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({
      path: `/news/${String(i + 1)}-n`,
      lastmod: '2026-03-14T15:09:26.000Z',
    }));
    const app = Fastify();
    try {
      await app.register(
        createNewsSitemapRoutes({
          service: {
            addresses: () => Promise.resolve({ value: addresses, until: Infinity }),
            generation: () => 0,
          },
          // Every trailing slash comes off PUBLIC_URL.
          site: { webDist: built({}), publicUrl: `${ORIGIN}//` },
          now: () => NOW,
          log: { warn: () => undefined },
        }),
      );
      const read = (url: string) => app.inject({ method: 'GET', url });
      const index = parseXml((await read('/sitemap.xml')).body);
      expect(index.name).toBe('sitemapindex');
      expect(childrenNamed(index, 'sitemap').map((entry) => only(entry, 'loc').text)).toEqual([
        `${ORIGIN}/sitemap.xml?parte=1`,
        `${ORIGIN}/sitemap.xml?parte=2`,
      ]);
      const locs = async (part: string) => {
        const response = await read(`/sitemap.xml?parte=${part}`);
        expect(response.statusCode, part).toBe(200);
        return childrenNamed(parseXml(response.body), 'url').map((e) => only(e, 'loc').text);
      };
      const first = await locs('1');
      expect(first).toHaveLength(SITEMAP_MAX_URLS);
      expect([first[0], first.at(-1)]).toEqual([
        `${ORIGIN}/news/1-n`,
        `${ORIGIN}/news/${String(SITEMAP_MAX_URLS)}-n`,
      ]);
      expect(await locs('2')).toEqual([`${ORIGIN}/news/${String(SITEMAP_MAX_URLS + 1)}-n`]);
      for (const part of ['3', '0', '01', '1.', '1.0', '1e0', ' 1', '']) {
        expect(
          (await read(`/sitemap.xml?parte=${encodeURIComponent(part)}`)).statusCode,
          part,
        ).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it('answers 404 for a part that does not exist', async () => {
    await start(true);
    for (const part of ['1', '0', 'x', '-1']) {
      expect((await get(`/sitemap.xml?parte=${part}`)).statusCode, part).toBe(404);
    }
  });
});

describe('the items’ addresses in French and English', () => {
  /** Saves the item's translation into `idioma` over the API, expecting 200. */
  async function translate(id: number, idioma: 'fr' | 'en', titulo: string) {
    const response = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.newsTranslation(id, idioma),
      headers: bearer(token),
      payload: { titulo, descripcion: `${titulo}.` },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Each `<url>` of the served sitemap: its address, last change and alternates. */
  async function entries() {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    return childrenNamed(parseXml(response.body), 'url').map((entry) => ({
      loc: only(entry, 'loc').text,
      lastmod: only(entry, 'lastmod').text,
      alternates: childrenNamed(entry, 'xhtml:link').map((link) => {
        expect(link.uri).toBe(XHTML);
        expect(link.attributes.rel).toBe('alternate');
        return `${link.attributes.hreflang ?? ''} ${link.attributes.href ?? ''}`;
      }),
    }));
  }

  it('lists an item in each language it is translated into (outdated too), each address naming the others and Spanish as x-default', async () => {
    await start(true);
    const both = await publishValid({ titulo: 'Feria Científica' });
    clock = new Date(NOW.getTime() + HOUR);
    const french = await publishValid({ titulo: 'Día del Libro' });
    clock = new Date(NOW.getTime() + 2 * HOUR);
    const spanish = await publishValid({ titulo: 'Sólo en castellano' });
    clock = new Date(NOW.getTime() + 3 * HOUR);
    await translate(both.id, 'fr', 'Foire scientifique');
    await translate(both.id, 'en', 'Science Fair');
    await translate(french.id, 'fr', 'Journée du livre');
    // An edit of the Spanish text after the translation: outdated, still listed.
    clock = new Date(NOW.getTime() + 4 * HOUR);
    await patch(french.id, { descripcion: 'Texto corregido por la dirección del colegio.' });

    const items = (await entries()).filter((entry) => entry.loc.includes('/news/'));
    const es = (id: number, titulo: string) => `${ORIGIN}${newsPath(id, titulo)}`;
    const inLang = (lang: 'fr' | 'en', id: number, titulo: string) =>
      `${ORIGIN}${pathInLang(lang, newsPath(id, titulo))}`;
    const frenchSet = [
      `es ${es(french.id, 'Día del Libro')}`,
      `fr ${inLang('fr', french.id, 'Journée du livre')}`,
      `x-default ${es(french.id, 'Día del Libro')}`,
    ];
    const bothSet = [
      `es ${es(both.id, 'Feria Científica')}`,
      `fr ${ORIGIN}/fr/news/${String(both.id)}-foire-scientifique`,
      `en ${ORIGIN}/en/news/${String(both.id)}-science-fair`,
      `x-default ${es(both.id, 'Feria Científica')}`,
    ];
    expect(items).toEqual([
      // Untranslated: Spanish only, no alternates.
      {
        loc: es(spanish.id, 'Sólo en castellano'),
        lastmod: '2026-03-14T17:09:26Z',
        alternates: [],
      },
      {
        loc: es(french.id, 'Día del Libro'),
        lastmod: '2026-03-14T19:09:26Z',
        alternates: frenchSet,
      },
      {
        loc: inLang('fr', french.id, 'Journée du livre'),
        lastmod: '2026-03-14T19:09:26Z',
        alternates: frenchSet,
      },
      {
        loc: es(both.id, 'Feria Científica'),
        lastmod: '2026-03-14T15:09:26Z',
        alternates: bothSet,
      },
      // A translated address's last change is its translation's when that is later.
      {
        loc: `${ORIGIN}/fr/news/${String(both.id)}-foire-scientifique`,
        lastmod: '2026-03-14T18:09:26Z',
        alternates: bothSet,
      },
      {
        loc: `${ORIGIN}/en/news/${String(both.id)}-science-fair`,
        lastmod: '2026-03-14T18:09:26Z',
        alternates: bothSet,
      },
    ]);
  });

  it("keeps the build's alternates of its pages, moved to PUBLIC_URL, in a well-formed document", async () => {
    const alternates = (page: string) =>
      ['es', 'fr', 'en']
        .map(
          (lang) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${SCHOOL}${lang === 'es' ? page : `/${lang}${page === '/' ? '/' : page}`}" />`,
        )
        .join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${SCHOOL}${page}" />`;
    webDist = built({
      'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">
  <url><loc>${SCHOOL}/historia</loc>${alternates('/historia')}<lastmod>2026-11-23</lastmod></url>
  <url><loc>${SCHOOL}/fr/historia</loc>${alternates('/historia')}<lastmod>2026-11-23</lastmod></url>
</urlset>
`,
    });
    t = await createTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST: webDist }, { now: () => clock });
    started.push(t);
    const listed = (await entries()).map(({ loc, alternates: links }) => ({ loc, links }));
    const links = [
      `es ${ORIGIN}/historia`,
      `fr ${ORIGIN}/fr/historia`,
      `en ${ORIGIN}/en/historia`,
      `x-default ${ORIGIN}/historia`,
    ];
    expect(listed).toEqual([
      { loc: `${ORIGIN}/historia`, links },
      { loc: `${ORIGIN}/fr/historia`, links },
    ]);
  });
});

describe("the build's sitemap entries", () => {
  it('moves each address to PUBLIC_URL, keeps its query, and skips an entry with no usable address', () => {
    const dist = built({
      'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${NS}">
  <url><loc>${SCHOOL}/</loc><priority>1.0</priority></url>
  <url><lastmod>2026-11-23</lastmod></url>
  <url><loc>/relativa</loc></url>
  <url>
    <loc>${SCHOOL}/galeria?curso=1&amp;anio=2026</loc>
    <lastmod>2026-11-23</lastmod>
  </url>
</urlset>
`,
    });
    expect(loadStaticSitemapEntries(dist, ORIGIN)).toEqual([
      `<url><loc>${ORIGIN}/</loc><priority>1.0</priority></url>`,
      `<url>\n    <loc>${ORIGIN}/galeria?curso=1&amp;anio=2026</loc>\n    <lastmod>2026-11-23</lastmod>\n  </url>`,
    ]);
  });
});

describe('GET /robots.txt', () => {
  it("keeps the build's rules and points its Sitemap lines at PUBLIC_URL (the calendar's too)", async () => {
    await start(true);
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /adminlbj_\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\nSitemap: ${ORIGIN}/calendario/sitemap.xml\n`,
    );
  });

  it('has the same rules without a web build', async () => {
    await start(false);
    const { body } = await get('/robots.txt');
    expect(body).toContain('Disallow: /api/');
    expect(body.match(/^Sitemap: .*$/gm)).toEqual([
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      `Sitemap: ${ORIGIN}/calendario/sitemap.xml`,
    ]);
  });
});

describe('the robots.txt rules', () => {
  it("drops every Sitemap line of the build's file, however spaced or cased, and keeps comments", () => {
    const dist = built({
      'robots.txt': [
        '# Sitemap: lo agrega el servidor',
        'User-agent: *',
        'Disallow: /api/',
        `  Sitemap: ${SCHOOL}/sitemap.xml`,
        `SITEMAP : ${SCHOOL}/otro.xml`,
        '',
      ].join('\r\n'),
    });
    expect(renderRobots(dist, ORIGIN)).toBe(
      `# Sitemap: lo agrega el servidor\nUser-agent: *\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
