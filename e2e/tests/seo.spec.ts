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

test.describe('search engines', () => {
  test('every public page has one title, a description, a canonical URL and the school JSON-LD', async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const page of manifest.pages) {
      const html = await (await request.get(page.path)).text();
      expect(html, page.path).toContain('<html lang="es-CL">');
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, page.path).toBeTruthy();
      titles.add(title ?? '');
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      if (NOT_INDEXED.has(page.path)) {
        expect(html).toContain('noindex');
        continue;
      }
      // Every absolute address is PUBLIC_URL's, as the test server runs (its default).
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${page.path}"`);
      expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/og-image.png"`);
      expect(html).not.toContain('lbj-origin.invalid');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain('<meta name="geo.region" content="CL-VS"');
      expect(html).toContain('<meta name="ICBM" content="-33.00467, -71.53512"');
      const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
      const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
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
    }
    expect(titles.size).toBe(manifest.pages.length);
  });

  test('sitemap, robots, manifest, favicon and share image are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // A page of many addresses (`/calendario/:slug`, one per event) is not one address to list.
    for (const page of manifest.pages.filter(
      (p) => !NOT_INDEXED.has(p.path) && !p.path.includes(':'),
    )) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    }
    expect(sitemap).not.toContain('adminlbj_');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const webManifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      theme_color: string;
    };
    expect(webManifest.theme_color).toBe('#b71c1c');
    expect((await request.get('/favicon.ico')).status()).toBe(200);
    const og = await request.get('/images/og-image.png');
    expect(og.status()).toBe(200);
    const png = await og.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
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

test.describe('after the first paint', () => {
  test('the page marks lbj-hydrated once React owns it, for bench:web (ADR 0038)', async ({
    page,
  }) => {
    for (const pagePath of ['/', '/historia']) {
      await page.goto(pagePath);
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('lbj-hydrated').length))
        .toBe(1);
    }
  });
});

test.describe('prerendered HTML', () => {
  test.use({ javaScriptEnabled: false });
  test('shows the navigation and footer without JavaScript', async ({ page }) => {
    await page.goto('/historia');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // This year in Chile, which the server writes as it sends the page.
    await expect(
      page.getByText(/^© \d{4} Colegio Le Beau Jour\. Todos los derechos reservados\.$/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '(+56) 32 3241150' })).toHaveAttribute(
      'href',
      'tel:+56323241150',
    );
    await expect(
      page.getByRole('link', { name: 'colegio_lebeaujour@hotmail.com' }),
    ).toHaveAttribute('href', 'mailto:colegio_lebeaujour@hotmail.com');
  });
});
