// What each page's JavaScript costs a visitor who only reads it (ADR 0008, 0046): every script the
// browser fetches from the page's load until its code has done what it does by itself (the
// `lbj-hydrated` mark: the islands near the first screen hydrated, or at once on a page with
// none), gzip-compressed here so that the figure does not depend on the server's encoding.
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { publishNews } from '../support/news.ts';
import { expect, test } from '../support/staff.ts';

const distDir = path.resolve(import.meta.dirname, '../../web/dist/client');
const pages = (
  JSON.parse(fs.readFileSync(path.join(distDir, 'pages.json'), 'utf8')) as {
    pages: { path: string }[];
  }
).pages
  .map((page) => page.path)
  // Addresses with a parameter are measured on a real one (a news item's page below).
  .filter((page) => !page.includes(':'));

/** A page that reads, and runs nothing but /boot.js: about a kilobyte. */
const PROSE_BUDGET_BYTES = 2 * 1024;
/** A page with parts that need code (React with them); the staff's app carries the API client. */
const ISLANDS_BUDGET_BYTES = 92 * 1024;
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
];

// Strings of React's and React DOM's builds: no script a prose page runs may hold them.
const REACT = /__reactFiber|Minified React error|react\.transitional\.element/;

/** The scripts `pagePath` runs by itself, by address, with their text. */
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
  await Promise.all(pending);
  page.removeAllListeners('response');
  return scripts;
}

const gzipBytes = (scripts: Map<string, string>) =>
  [...scripts.values()].reduce((sum, text) => sum + zlib.gzipSync(text, { level: 9 }).length, 0);

test('a page that only reads runs /boot.js alone (no React, under 2 KB gzip); a page with islands stays under 92 KB, the staff’s app under 110 KB', async ({
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
    } else {
      const budget = pagePath.startsWith('/adminlbj_') ? STAFF_BUDGET_BYTES : ISLANDS_BUDGET_BYTES;
      expect(size, `${pagePath}: ${String(size)} B gzip`).toBeLessThanOrEqual(budget);
    }
  }
  test.info().annotations.push({ type: 'gzip bytes per page', description: JSON.stringify(sizes) });
  console.log(JSON.stringify(sizes));
});
