import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

/** PUBLIC_URL as the test server runs (its default): every absolute address is built from it. */
const ORIGIN = 'http://localhost:3000';
const distDir = path.resolve(import.meta.dirname, '../../web/dist/client');
interface PagesManifest {
  pages: { path: string; file: string }[];
}
const manifest = JSON.parse(
  fs.readFileSync(path.join(distDir, 'pages.json'), 'utf8'),
) as PagesManifest;

/**
 * JavaScript budget of a page's initial load, gzip (ADR 0008): 92 KB for every
 * informational page, 110 KB for the pages that call the API (they carry the API client, its
 * response validation and TanStack Query: ADR 0012).
 */
const JS_BUDGET_BYTES = 92 * 1024;
const API_PAGE_BUDGET_BYTES = 110 * 1024;
// /galeria is rendered with its years and loads the API code only after a client-side
// navigation: it is held to the 92 KB of an informational page.
const API_PAGES = new Set(['/news', '/adminlbj_']);
const budgetFor = (pagePath: string) =>
  API_PAGES.has(pagePath) ? API_PAGE_BUDGET_BYTES : JS_BUDGET_BYTES;

/** Pages kept out of search engines: the staff's login, a family's photo removal request. */
const NOT_INDEXED = new Set(['/adminlbj_', '/fotos/solicitar-retiro', '/fotos/solicitud-recibida']);

// Each page's head (its title, description, canonical address, share tags and JSON-LD), the
// sitemap's list and the files beside the pages are checked on the code that writes them
// (web/src/app/seo.test.ts); PUBLIC_URL in the documents and in robots.txt on the server
// (server/src/plugins/site-pages.test.ts, news.sitemap.test.ts). Here, once, the built site as
// the server sends it.
test.describe('search engines', () => {
  test('every page of the build is served with its title, its canonical address on PUBLIC_URL (or noindex) and the school JSON-LD; the sitemap lists them', async ({
    request,
  }) => {
    for (const page of manifest.pages) {
      const html = await (await request.get(page.path)).text();
      expect(html, page.path).toContain('<html lang="es-CL">');
      expect(html.match(/<title>[^<]+<\/title>/g), page.path).toHaveLength(1);
      // Every absolute address is PUBLIC_URL's, as the test server runs (its default).
      expect(html, page.path).not.toContain('lbj-origin.invalid');
      if (NOT_INDEXED.has(page.path)) {
        expect(html, page.path).toContain('<meta name="robots" content="noindex, nofollow"');
        continue;
      }
      expect(html, page.path).toContain(`<link rel="canonical" href="${ORIGIN}${page.path}"`);
      const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd ?? '{}'), page.path).toMatchObject({
        '@type': 'ElementarySchool',
        url: `${ORIGIN}/`,
      });
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // A page of many addresses (`/calendario/:slug`, one per event) is not one address to list.
    for (const page of manifest.pages.filter(
      (p) => !NOT_INDEXED.has(p.path) && !p.path.includes(':'),
    )) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    }
    expect(sitemap).not.toContain('adminlbj_');
  });
});

test.describe('JavaScript budget', () => {
  test(`each page's initial JavaScript stays under its gzip budget (92 KB, 110 KB with the API client)`, () => {
    const sizes: Record<string, number> = {};
    // The news item pages' document, which the server fills per item (ADR 0022).
    const itemTemplates = JSON.parse(
      fs.readFileSync(path.join(distDir, '_news-item.json'), 'utf8'),
    ) as { article: string };
    const documents = [
      ...manifest.pages.map((page) => ({
        path: page.path,
        html: fs.readFileSync(path.join(distDir, page.file), 'utf8'),
      })),
      { path: '/news/{id}-{slug}', html: itemTemplates.article },
    ];
    for (const { path: pagePath, html } of documents) {
      const scripts = [
        ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
        // The entry that /boot.js starts after the first paint (ADR 0028), and boot.js itself.
        ...[...html.matchAll(/<script src="([^"]+)" defer data-entry="([^"]+)"/g)].flatMap(
          (m): [string, string][] => [
            [m[0], m[1] ?? ''],
            [m[0], m[2] ?? ''],
          ],
        ),
        ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ]
        .map((m) => m[1] ?? '')
        // And the modules boot.js preloads with the entry (ADR 0028's addendum).
        .concat(
          [...html.matchAll(/<script src="\/boot\.js"[^>]*data-preload="([^"]*)"/g)].flatMap((m) =>
            (m[1] ?? '').split(' ').filter(Boolean),
          ),
        );
      const unique = [...new Set(scripts)];
      expect(unique.length, pagePath).toBeGreaterThan(0);
      sizes[pagePath] = unique.reduce(
        (sum, src) =>
          sum + zlib.gzipSync(fs.readFileSync(path.join(distDir, src)), { level: 9 }).length,
        0,
      );
    }
    expect(sizes['/'], 'home page').toBeLessThanOrEqual(JS_BUDGET_BYTES);
    for (const [pagePath, size] of Object.entries(sizes)) {
      expect(size, `${pagePath}: ${String(size)} bytes gzip`).toBeLessThanOrEqual(
        budgetFor(pagePath),
      );
    }
  });
});
