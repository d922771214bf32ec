// `npm run bench:web`: Lighthouse over every public page (and a news item's page, with three
// items published so the home page shows its latest news), mobile and desktop, median of 3.
// BENCH_RUNS changes the count, BENCH_PAGES (comma-separated paths; `item` for the item page)
// the pages, BENCH_FORM_FACTORS (`mobile`, `desktop` or both, comma-separated) the devices. Prints a table and writes bench-results/web.json. Figures, not assertions: the
// machine is shared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';
import { createAdmin, login, newsFields, formBody, photo } from './reliability-support.mjs';
import { repoRoot, startServer } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const flags = ['--headless=new', ...CHROMIUM_ARGS];

const manifest = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'web/dist/client/pages.json'), 'utf8'),
);
const allPages = manifest.pages.map((p) => p.path).filter((p) => p !== '/adminlbj_');
const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startServer();
// Three items with photos: the home page's latest news, and an item page to measure.
createAdmin(server.dataDir);
const token = await login(server.url);
let itemPath = '';
for (const titulo of ['Feria científica 2026', 'Jornada deportiva', 'Muestra de fin de semestre']) {
  const { payload, contentType } = await formBody(newsFields(titulo, await photo(3000, 2000)));
  const response = await fetch(`${server.url}/api/news`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: payload,
  });
  if (response.status !== 201) throw new Error(`publish: ${String(response.status)}`);
  itemPath = (await response.json()).ruta;
}
const pages = [...allPages, itemPath].filter(
  (page) => !only || only.includes(page) || (page === itemPath && only.includes('item')),
);
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-lh-'));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...flags, `--user-data-dir=${userDataDir}`],
});
const rows = [];
try {
  const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f === 'mobile' || f === 'desktop');
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const runs = [];
      let failures = 0;
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${server.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          // A run Lighthouse could not complete (e.g. no paint seen on an overloaded machine):
          // said, and run again, not counted.
          console.error(`${page}: ${lhr.runtimeError.code}, run again`);
          failures++;
          if (failures > 5) throw new Error(`${page}: Lighthouse failed ${String(failures)} times`);
          i--;
          continue;
        }
        const items = lhr.audits['resource-summary']?.details?.items ?? [];
        const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          totalKb: Math.round(lhr.audits['total-byte-weight'].numericValue / 1024),
          jsKb: Math.round(scriptBytes / 1024),
        });
      }
      const row = { formFactor, page };
      for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]));
      rows.push(row);
      console.error(`${formFactor.padEnd(7)} ${page.padEnd(20)} perf ${row.performance}`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}

const header = [
  'device',
  'page',
  'perf',
  'a11y',
  'best',
  'seo',
  'LCP ms',
  'CLS',
  'total KB',
  'JS KB',
];
const lines = rows.map((r) => [
  r.formFactor,
  r.page,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.seo,
  r.lcpMs,
  r.cls,
  r.totalKb,
  r.jsKb,
]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
const format = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(
  `Lighthouse ${RUNS} runs per page, median (Chromium ${chromiumPath ?? 'bundled'}, ${new Date().toISOString()})`,
);
console.log(format(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const line of lines) console.log(format(line));

fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
fs.writeFileSync(
  path.join(repoRoot, 'bench-results/web.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2),
);
console.log('written bench-results/web.json');
