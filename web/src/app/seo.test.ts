// What search engines read of every page the build writes (app/seo.ts: its <head>, the sitemap)
// and the files they fetch beside the pages (web/public). The server puts PUBLIC_URL where these
// write the origin token (server/src/plugins/site-pages.test.ts); the build and the server
// together are checked once on the served site (e2e/tests/seo.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { LANGS, SITE_ORIGIN_TOKEN, pathInLang } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { pages, type PageMeta } from '../content/pages.ts';
import { buildHead, buildSitemap } from './seo.ts';

const webRoot = path.resolve(import.meta.dirname, '../..');
const NO_ASSETS = { modulePreloads: [], styles: [], fonts: [] };

/** The pages the build writes a document for (pages.json): prerendered or rendered per request. */
const documents = pages.filter((page) => !page.serverFilled && (page.prerender || page.serverData));

/** The head of `page` as the build writes it, read the way a browser reads it. */
function head(page: PageMeta): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${buildHead(page, page.path, NO_ASSETS)}</head><body></body></html>`,
    'text/html',
  );
}

const meta = (doc: Document, key: string) =>
  [...doc.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((el) =>
    el.getAttribute('content'),
  );

describe('every page’s head', () => {
  it('the pages kept out of search engines are the staff’s login, a family’s photo removal request and the page shown without a connection', () => {
    expect(documents.filter((page) => !page.indexable).map((page) => page.path)).toEqual([
      '/adminlbj_',
      '/fotos/solicitar-retiro',
      '/fotos/solicitud-recibida',
      '/sin-conexion',
    ]);
  });

  it.each(documents.map((page) => [page.path, page] as const))(
    '%s has one title, a description, its canonical address or noindex, and the share and place tags',
    (address, page) => {
      const doc = head(page);
      expect(doc.head.querySelectorAll('title')).toHaveLength(1);
      expect(doc.title).toBe(page.title);
      expect(meta(doc, 'description')[0]?.length).toBeGreaterThanOrEqual(40);
      const canonical = doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (!page.indexable) {
        expect(meta(doc, 'robots')).toEqual(['noindex, nofollow']);
        expect(canonical).toBeUndefined();
        return;
      }
      expect(canonical).toBe(`${SITE_ORIGIN_TOKEN}${address}`);
      expect(meta(doc, 'robots')).toEqual([]);
      expect(meta(doc, 'og:url')).toEqual([canonical]);
      expect(meta(doc, 'og:image')).toEqual([`${SITE_ORIGIN_TOKEN}/images/og-image.png`]);
      expect(meta(doc, 'twitter:card')).toEqual(['summary_large_image']);
      expect(meta(doc, 'geo.region')).toEqual(['CL-VS']);
      expect(meta(doc, 'ICBM')).toEqual(['-33.00467, -71.53512']);
    },
  );

  it.each(documents.map((page) => [page.path, page] as const))(
    '%s describes the school in JSON-LD',
    (_address, page) => {
      const scripts = head(page).head.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]?.textContent ?? '{}') as Record<string, unknown>;
      expect(data['@type']).toBe('ElementarySchool');
      expect(data).toMatchObject({
        name: 'Colegio Cristiano Le Beau Jour',
        telephone: '+56323241150',
        email: 'colegio_lebeaujour@hotmail.com',
        foundingDate: '1983',
        founder: { name: 'Hernán Bastos' },
        geo: { latitude: -33.00467, longitude: -71.53512 },
        openingHoursSpecification: [{ opens: '08:00', closes: '17:00' }],
        sameAs: [
          'https://www.facebook.com/CollegeLeBeauJour/',
          'https://www.instagram.com/colegiolebeaujour/',
        ],
      });
    },
  );

  it('announces the news feed on /news only', () => {
    const feeds = (page: PageMeta) =>
      [
        ...head(page).head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]'),
      ].map((link) => [link.getAttribute('href'), link.getAttribute('title')]);
    const news = documents.find((page) => page.path === '/news');
    if (!news) throw new Error('no /news page');
    expect(feeds(news)).toEqual([['/news/feed.xml', 'Noticias del Colegio Le Beau Jour']]);
    for (const page of documents.filter((other) => other.path !== '/news')) {
      expect(feeds(page), page.path).toEqual([]);
    }
  });

  it('no two pages share a title', () => {
    const titles = documents.map((page) => head(page).title);
    expect(new Set(titles).size).toBe(documents.length);
  });

  it('is in a document in Chilean Spanish', () => {
    expect(fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8')).toContain(
      '<html lang="es-CL">',
    );
  });
});

describe('the sitemap the build writes', () => {
  it('lists every page open to search engines, once, and none of the others', () => {
    const sitemap = buildSitemap(pages, '2026-03-14');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // A page of many addresses (`/calendario/:slug`, one per event) is not one address to list:
    // the calendar's own sitemap lists the events.
    // Each in its three languages, one after the other.
    const expected = documents
      .filter((page) => page.indexable && !page.path.includes(':'))
      .flatMap((page) => LANGS.map((lang) => `${SITE_ORIGIN_TOKEN}${pathInLang(lang, page.path)}`));
    expect(listed).toEqual(expected);
    expect(listed).toContain(`${SITE_ORIGIN_TOKEN}/fr/historia`);
    expect(listed).toContain(`${SITE_ORIGIN_TOKEN}/en/`);
    expect(sitemap).not.toContain('adminlbj_');
    expect(sitemap).not.toContain('/fotos/');
    expect(sitemap).not.toContain('/sin-conexion');
  });

  it('gives each address every language as an alternate, the same as the page says', () => {
    const sitemap = buildSitemap(pages, '2026-03-14');
    const entry = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)]
      .map((m) => m[1] ?? '')
      .find((url) => url.includes(`<loc>${SITE_ORIGIN_TOKEN}/en/historia</loc>`));
    const alternates = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1] ?? ''} ${m[2] ?? ''}`,
    );
    expect(alternates).toEqual([
      `es ${SITE_ORIGIN_TOKEN}/historia`,
      `fr ${SITE_ORIGIN_TOKEN}/fr/historia`,
      `en ${SITE_ORIGIN_TOKEN}/en/historia`,
      `x-default ${SITE_ORIGIN_TOKEN}/historia`,
    ]);
    const page = pages.find((meta) => meta.path === '/historia');
    if (!page) throw new Error('no /historia');
    const head = buildHead(
      page,
      '/en/historia',
      { modulePreloads: [], styles: [], fonts: [] },
      'en',
    );
    for (const alternate of alternates) {
      const [lang = '', href = ''] = alternate.split(' ');
      expect(head).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
    }
    expect(head).toContain(`<link rel="canonical" href="${SITE_ORIGIN_TOKEN}/en/historia" />`);
    expect(head).toContain('<meta property="og:locale" content="en_GB" />');
  });
});

describe('the files search engines and browsers fetch beside the pages', () => {
  const file = (name: string) => path.join(webRoot, 'public', name);

  it('the web app manifest has the school’s red as its theme', () => {
    const manifest = JSON.parse(fs.readFileSync(file('manifest.webmanifest'), 'utf8')) as {
      theme_color: string;
    };
    expect(manifest.theme_color).toBe('#b71c1c');
  });

  it('the favicon is there, and the share image is 1200 × 630', () => {
    expect(fs.statSync(file('favicon.ico')).size).toBeGreaterThan(0);
    const png = fs.readFileSync(file('images/og-image.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
