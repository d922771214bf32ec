// `npm run bench:web`: Lighthouse 12 over every public page, mobile and desktop, median of 3.
// Prints a table and writes bench-results/web.json. Figures, not assertions: the machine is shared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { repoRoot, startServer } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (p) => p && fs.existsSync(p),
);
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const manifest = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'web/dist/client/pages.json'), 'utf8'),
);
const pages = manifest.pages.map((p) => p.path).filter((p) => p !== '/adminlbj_');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startServer();
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-lh-'));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [...flags, `--user-data-dir=${userDataDir}`],
});
const rows = [];
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${server.url}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result.lhr;
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
  `Lighthouse ${RUNS} runs per page, median (Chromium ${chromePath ?? 'bundled'}, ${new Date().toISOString()})`,
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
