import fs from 'node:fs';
import path from 'node:path';
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
 * Pages kept out of search engines: the staff's login, a family's photo removal request, the page
 * a phone shows with no signal.
 */
const NOT_INDEXED = new Set(
  ['/adminlbj_', '/fotos/solicitar-retiro', '/fotos/solicitud-recibida', '/sin-conexion'].flatMap(
    (path) => (path.startsWith('/adminlbj_') ? [path] : [path, `/fr${path}`, `/en${path}`]),
  ),
);

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
      const lang = /^\/(fr|en)(\/|$)/.exec(page.path)?.[1] ?? 'es-CL';
      expect(html, page.path).toContain(`<html lang="${lang}">`);
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
