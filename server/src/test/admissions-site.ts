// An app whose built site (WEB_DIST) has /admision (and /fr/admision, /en/admision) as a
// server-rendered page with its form, and / as its home page reading the admissions' "open" key:
// the page's POST is registered only for a page the build lists. The render bundle stands in for
// the web's: it writes the page data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ADMISSION_PAGE, ADMISSION_PAGE_DATA, LANGS, PAGE_DATA_ID, pathInLang } from '@lbj/shared';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { testConfig } from './helpers.ts';

const TEMPLATE = `<!doctype html><html><head></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;

export interface AdmissionsSite {
  app: FastifyInstance;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A built site with /admision (in each language) and / as server-rendered pages, on `dataDir` (a
 * fresh one by default).
 */
export function admissionsSite(
  options: BuildAppOptions & { dataDir?: string; env?: Record<string, string> } = {},
): Promise<AdmissionsSite> {
  return formSite(
    [
      { path: '/', data: [ADMISSION_PAGE_DATA.open] },
      ...LANGS.map((lang) => ({
        path: pathInLang(lang, ADMISSION_PAGE.path),
        data: [ADMISSION_PAGE_DATA.process, ADMISSION_PAGE_DATA.form],
      })),
    ],
    options,
  );
}

/**
 * A built site whose pages are each rendered per request with the given page data keys (a page
 * with a module's form has its POST registered), on `dataDir` (a fresh one by default).
 */
export async function formSite(
  pages: readonly { path: string; data: string[] }[],
  options: BuildAppOptions & { dataDir?: string; env?: Record<string, string> } = {},
): Promise<AdmissionsSite> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-adm-'));
  const root = path.join(dataDir, 'site');
  const webDist = path.join(root, 'client');
  fs.mkdirSync(webDist, { recursive: true });
  fs.mkdirSync(path.join(root, 'server'), { recursive: true });
  fs.writeFileSync(path.join(webDist, '_page.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(webDist, 'pages.json'),
    JSON.stringify({
      pages: pages.map((page) => ({ ...page, file: '_page.html' })),
      clientRoutes: [],
    }),
  );
  fs.writeFileSync(
    path.join(root, 'server/entry-server.js'),
    `export async function renderWithData(location) { return '<main data-location="' + location + '"></main>'; }`,
  );
  const config = testConfig(dataDir, webDist, {
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...options.env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
    },
  };
}

/** The page data a served page carries. */
export function pageDataOf(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no page data in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}
