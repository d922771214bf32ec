// What each page's JavaScript costs a visitor who only reads it (ADR 0008, 0046): every script the
// browser fetches from the page's load until its code has done what it does by itself (the
// `lbj-hydrated` mark: the islands near the first screen hydrated, or at once on a page with
// none), gzip-compressed here so that the figure does not depend on the server's encoding.
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { hydrated } from '../support/hydration.ts';
import { publishNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';

const distDir = path.resolve(import.meta.dirname, '../../web/dist/client');
const allPages = (
  JSON.parse(fs.readFileSync(path.join(distDir, 'pages.json'), 'utf8')) as {
    pages: { path: string }[];
  }
).pages
  .map((page) => page.path)
  // Addresses with a parameter are measured on a real one (a news item's page below).
  .filter((page) => !page.includes(':'));
/** The Spanish pages (French and English ones are measured against them below). */
const pages = allPages.filter((page) => !/^\/(fr|en)(\/|$)/.test(page));

/** A page that reads, and runs nothing but /boot.js: about a kilobyte. */
const PROSE_BUDGET_BYTES = 2 * 1024;
/** A page with parts that need code (React with them); the staff's app carries the API client. */
const ISLANDS_BUDGET_BYTES = 100 * 1024;
const STAFF_BUDGET_BYTES = 110 * 1024;

/** Pages whose every part works as HTML: no island, so no React. */
const PROSE = [
  '/aboutus',
  '/historia',
  '/equipo-directivo',
  '/reconocimientos',
  '/horarios-atencion',
  '/calendario',
  '/admision',
  '/reglamentos',
  '/galeria',
  '/fotos/solicitud-recibida',
  '/sin-conexion',
];

/**
 * Pages whose only code is the islands' entry without any island (the supplies list's print
 * button, wired by the entry itself): no React either.
 */
const ENTRY_ONLY = ['/listado-utiles'];
const ENTRY_ONLY_BUDGET_BYTES = 6 * 1024;

// Strings of React's and React DOM's builds: no script a prose page runs may hold them.
const REACT = /__reactFiber|Minified React error|react\.transitional\.element/;

/**
 * The scripts `pagePath` runs by itself, and at a visitor's first use of the parts whose code
 * waits for that or for the page to settle (islands declared `later`), by address, with their
 * text.
 */
async function initialScripts(page: Page, pagePath: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    pending.push(
      response.text().then((text) => {
        scripts.set(url.pathname, text);
      }),
    );
  });
  await page.goto(pagePath);
  // Every script the page ran by itself has come by the mark (the staff's app sets it too, once
  // it owns the page).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('lbj-hydrated').length))
    .toBe(1);
  // A first use of each part that waits: its code comes now, and counts.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-island][data-later]')) {
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
  });
  // Each island lays out as its content: React's own element is its first child.
  for (const island of await page.locator('[data-island][data-later]').all()) {
    await hydrated(island.locator(':scope > *').first());
  }
  await Promise.all(pending);
  page.removeAllListeners('response');
  return scripts;
}

const gzipBytes = (scripts: Map<string, string>) =>
  [...scripts.values()].reduce((sum, text) => sum + zlib.gzipSync(text, { level: 9 }).length, 0);

test('a page that only reads runs /boot.js alone (no React, under 2 KB gzip), the supplies list no React; a page with islands stays under 100 KB, the staff’s app under 110 KB', async ({
  page,
  request,
  staff,
}) => {
  const item = await publishNews(request, staff.token, {
    titulo: 'Presupuesto de código',
    descripcion: 'Una noticia para medir lo que su página carga.',
    tipo_noticia: 'Académico',
  });
  const sizes: Record<string, number> = {};
  for (const pagePath of [...pages, item.ruta]) {
    const scripts = await initialScripts(page, pagePath);
    const size = gzipBytes(scripts);
    sizes[pagePath] = size;
    if (PROSE.includes(pagePath)) {
      expect([...scripts.keys()], pagePath).toEqual(['/boot.js']);
      for (const text of scripts.values()) expect(text, pagePath).not.toMatch(REACT);
      expect(size, `${pagePath}: ${String(size)} B gzip`).toBeLessThanOrEqual(PROSE_BUDGET_BYTES);
    } else if (ENTRY_ONLY.includes(pagePath)) {
      for (const text of scripts.values()) expect(text, pagePath).not.toMatch(REACT);
      expect(size, `${pagePath}: ${String(size)} B gzip`).toBeLessThanOrEqual(
        ENTRY_ONLY_BUDGET_BYTES,
      );
    } else {
      const budget = pagePath.startsWith('/adminlbj_') ? STAFF_BUDGET_BYTES : ISLANDS_BUDGET_BYTES;
      expect(size, `${pagePath}: ${String(size)} B gzip`).toBeLessThanOrEqual(budget);
    }
  }
  test.info().annotations.push({ type: 'gzip bytes per page', description: JSON.stringify(sizes) });
  console.log(JSON.stringify(sizes));
});

/** A text of each language that a script of the news board would carry if it held that language. */
const LANGUAGE_MARK = { es: 'Copiar enlace', fr: 'Copier le lien', en: 'Copy link' } as const;

test('a French or English page runs at most 1 KB gzip more than the same page in Spanish, and no other language’s texts', async ({
  page,
  request,
  staff,
}) => {
  const item = await publishNews(request, staff.token, {
    titulo: 'Presupuesto por idioma',
    descripcion: 'Una noticia para medir lo que su página carga en cada idioma.',
    tipo_noticia: 'Académico',
  });
  // Every page with islands (those that load code), and one that only reads.
  const measured = [
    ...pages.filter((p) => !PROSE.includes(p) && !p.startsWith('/adminlbj_')),
    '/historia',
  ];
  const sizes: Record<string, number> = {};
  for (const spanishPath of measured) {
    const spanish = gzipBytes(await initialScripts(page, spanishPath));
    sizes[spanishPath] = spanish;
    for (const lang of ['fr', 'en'] as const) {
      const address = spanishPath === '/' ? `/${lang}/` : `/${lang}${spanishPath}`;
      const scripts = await initialScripts(page, address);
      const size = gzipBytes(scripts);
      sizes[address] = size;
      expect(
        size,
        `${address}: ${String(size)} B against ${String(spanish)} B`,
      ).toBeLessThanOrEqual(spanish + 1024);
      const code = [...scripts.values()].join('\n');
      for (const [other, mark] of Object.entries(LANGUAGE_MARK)) {
        if (other !== lang) expect(code.includes(mark), `${address} carries ${other}`).toBe(false);
      }
    }
  }
  // The news board's island does load its language's texts (the mark above is real).
  const frenchItem = `/fr${item.ruta}`;
  const scripts = await initialScripts(page, '/fr/news');
  expect([...scripts.values()].join('\n')).toContain(LANGUAGE_MARK.fr);
  expect((await page.goto(frenchItem))?.status()).toBe(200);
  console.log(JSON.stringify(sizes));
});

/** /boot.js alone, gzip, before the service worker: every page without islands ran this much. */
const BEFORE_WORKER_BYTES = 495;
/** What registering the worker may add to any page's initial JavaScript (ADR 0048). */
const WORKER_GROWTH_BYTES = 512;
/** The worker itself: a file of its own, fetched by the browser apart from any page. */
const WORKER_FILE_BYTES = 6 * 1024;

test('the service worker adds at most 0.5 KB gzip to a page’s initial JavaScript (/reglamentos’s save buttons included) and is a file of its own', async ({
  request,
}) => {
  const gzip = async (address: string) => {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    return zlib.gzipSync(await response.text(), { level: 9 }).length;
  };
  const boot = await gzip('/boot.js');
  // The only page that loads /guardar.js (once the worker is active) is /reglamentos.
  const save = await gzip('/guardar.js');
  const worker = await gzip('/sw.js');
  const sizes = { boot, save, worker, growth: boot + save - BEFORE_WORKER_BYTES };
  console.log(JSON.stringify(sizes));
  expect(boot + save, JSON.stringify(sizes)).toBeLessThanOrEqual(
    BEFORE_WORKER_BYTES + WORKER_GROWTH_BYTES,
  );
  expect(worker, JSON.stringify(sizes)).toBeLessThanOrEqual(WORKER_FILE_BYTES);
  // The worker's code is no page's: no page names it as a script.
  const home = await (await request.get('/')).text();
  expect(home).not.toMatch(/<script[^>]+src="\/sw\.js"/);
});
