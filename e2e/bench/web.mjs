// `npm run bench:web`: Lighthouse over every public page (and a news item's page, with three
// items published so the home page shows its latest news), mobile and desktop, median of 3.
// BENCH_RUNS changes the count, BENCH_PAGES (comma-separated paths; `item` for the item page,
// `evento` for a calendar event's page)
// the pages, BENCH_FORM_FACTORS (`mobile`, `desktop` or both, comma-separated) the devices,
// BENCH_TRACE_DIR (a folder) keeps each run's trace, WEB_DIST measures another build of the site.
// Prints a table and writes bench-results/web.json. Figures, not assertions: the machine is
// shared.
//
// The first row, `control`, is not the site: a page of under 300 bytes (a heading and a
// paragraph, no CSS, image or script) from the bench's own server, measured in the same run and
// the same browser. What it scores is the floor of that machine on that day: the TBT a page
// cannot go below there, however little it does. It is measured when BENCH_PAGES is unset or
// names `control`.
//
// Beside Lighthouse's score, LCP and TBT, each row says why (ADR 0038):
// - longest: the longest main-thread task that ends after the first paint, as Lighthouse's
//   simulation (Lantern) times it — the same simulation as its `long-tasks` audit, which lists
//   only those of 50 ms and more.
// - TBT*, longest*: the same, from the same trace with each task as long as the CPU time its
//   thread spent in it. On a machine where other processes compete for the CPU a task of 3 ms of
//   work can last 40 ms, and Lantern multiplies that by four; the starred figures are what an
//   idle machine would show, and they stay put from run to run where TBT does not.
// - hydrated*: from the first paint until React owns every element of the page (the entry's
//   `lbj-hydrated` mark), in the starred simulation: the end of the last task that started, or
//   script that finished, before the mark, less the end of the first paint's task.
// - inert: visible controls that need the page's code, counted on the page with its code held
//   back (every /assets/*.js request fails), which is what a visitor has between the first paint
//   and hydration. A control is a button, [role=button], summary, input, select or textarea with
//   a box on the page (anywhere, not only in the first screen); it works as HTML, and is not
//   counted, when it is inside a link, a details' summary, a popover or command button
//   (popovertarget, commandfor), or a field or submit button of a form with an action (or a
//   button with formaction). Disabled controls count: they are there and do nothing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { Audit } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { probe, probeLine } from '../../scripts/cpu-probe.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';
import { createAdmin, login } from './reliability-support.mjs';
import { seedSite } from './seed.mjs';
import { repoRoot, startServer } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const flags = ['--headless=new', ...CHROMIUM_ARGS];
const HYDRATED_MARK = 'lbj-hydrated';

const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'web/dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(webDist, 'pages.json'), 'utf8'));
const allPages = manifest.pages.map((p) => p.path).filter((p) => p !== '/adminlbj_');
const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());

/** Median of the numbers; null when a run had none (e.g. no hydration mark). */
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};
const round = (value) => (typeof value === 'number' ? Math.round(value) : null);

/**
 * The trace with every complete event on a thread lasting its thread (CPU) time, laid out from
 * the start of its top-level task by the thread clock, so nesting holds.
 */
function onCpuTime(trace) {
  const tops = new Map();
  const sorted = trace.traceEvents
    .filter((e) => e.ph === 'X' && typeof e.tts === 'number' && typeof e.tdur === 'number')
    .sort((a, b) => a.ts - b.ts);
  for (const event of sorted) {
    const key = `${String(event.pid)}:${String(event.tid)}`;
    const list = tops.get(key) ?? [];
    const last = list.at(-1);
    if (!last || event.ts >= last.ts + last.dur) list.push(event);
    tops.set(key, list);
  }
  const enclosing = (event) => {
    const list = tops.get(`${String(event.pid)}:${String(event.tid)}`) ?? [];
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].ts <= event.ts) lo = mid + 1;
      else hi = mid - 1;
    }
    const top = list[hi];
    return top && event.ts <= top.ts + top.dur ? top : undefined;
  };
  const traceEvents = trace.traceEvents.map((event) => {
    if (typeof event.tts !== 'number' || !['X', 'I', 'R'].includes(event.ph)) return event;
    const top = enclosing(event);
    const ts = top ? top.ts + (event.tts - top.tts) : event.ts;
    return event.ph === 'X' && typeof event.tdur === 'number'
      ? { ...event, ts, dur: event.tdur }
      : { ...event, ts };
  });
  return { ...trace, traceEvents };
}

/**
 * Lantern's view of one trace: TBT, the longest task ending after the first paint and when the
 * hydration mark falls, all simulated (mobile: slow 4G and a CPU four times slower).
 */
async function simulate(artifacts, settings, trace) {
  const context = { computedCache: new Map(), settings };
  const tbt = await LanternTotalBlockingTime.request(
    Audit.makeMetricComputationDataInput({ ...artifacts, Trace: trace }, context),
    context,
  );
  const graph = await PageDependencyGraph.request(
    {
      settings,
      trace,
      devtoolsLog: artifacts.DevtoolsLog,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      fromTrace: false,
    },
    context,
  );
  const simulator = await LoadSimulator.request(
    { devtoolsLog: artifacts.DevtoolsLog, settings },
    context,
  );
  const nodes = [...simulator.simulate(graph, { label: 'lbj-bench' }).nodeTimings];
  const cpu = nodes.filter(([node]) => node.type === 'cpu');
  const at = (name) => trace.traceEvents.find((e) => e.name === name && e.ph !== 'e')?.ts;
  // The first paint: the end of the task it happened in (or the last one before it).
  const paintTs = at('firstContentfulPaint');
  const before = cpu.filter(([node]) => node.startTime <= paintTs);
  const paint = before.length > 0 ? Math.max(...before.map(([, t]) => t.endTime)) : 0;
  const after = cpu.filter(([, t]) => t.endTime > paint).map(([, t]) => t.duration);
  const markTs = trace.traceEvents.find(
    (e) => e.name === HYDRATED_MARK && e.cat?.includes('blink.user_timing'),
  )?.ts;
  let hydrated = null;
  if (markTs !== undefined) {
    const done = nodes
      .filter(([node]) =>
        node.type === 'cpu'
          ? node.startTime <= markTs
          : node.request?.resourceType === 'Script' && node.endTime <= markTs,
      )
      .map(([, t]) => t.endTime);
    hydrated = Math.max(paint, ...done) - paint;
  }
  return {
    tbt: tbt.timing,
    longest: after.length > 0 ? Math.max(...after) : 0,
    hydrated,
    observedHydrated: markTs !== undefined && paintTs ? (markTs - paintTs) / 1000 : null,
  };
}

/** The controls a visitor sees before the page's code runs and that do nothing until it does. */
async function inertControls(browser, url, settings) {
  const { width, height, deviceScaleFactor, mobile } = settings.screenEmulation;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: mobile,
    hasTouch: mobile,
    userAgent: settings.emulatedUserAgent || undefined,
  });
  try {
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => {
      const worksAsHtml = (el) => {
        if (el.closest('a[href]')) return true;
        if (el.localName === 'summary') return el.parentElement?.localName === 'details';
        if (el.hasAttribute('popovertarget') || el.hasAttribute('commandfor')) return true;
        const posts = Boolean(el.form?.hasAttribute('action')) || el.hasAttribute('formaction');
        const isButton =
          el.localName === 'button' ||
          el.getAttribute('role') === 'button' ||
          (el.localName === 'input' && ['submit', 'image', 'reset', 'button'].includes(el.type));
        if (!isButton) return posts;
        return ['submit', 'image'].includes(el.type) ? posts : el.type === 'reset' && !!el.form;
      };
      const found = [];
      const selector = 'button, [role=button], summary, input:not([type=hidden]), select, textarea';
      // The browser's document (this function runs in the page).
      for (const el of globalThis.document.querySelectorAll(selector)) {
        const box = el.getBoundingClientRect();
        const visible =
          box.width > 0 &&
          box.height > 0 &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        if (!visible || worksAsHtml(el)) continue;
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push(`${el.localName}${el.id ? `#${el.id}` : ''}${name ? ` "${name}"` : ''}`);
      }
      return found;
    });
  } finally {
    await context.close();
  }
}

const server = await startServer();
createAdmin(server.dataDir);
const { itemPath, eventPath } = await seedSite(server.url, await login(server.url));
const pages = [...allPages.filter((page) => !page.includes(':')), itemPath, eventPath].filter(
  (page) =>
    !only ||
    only.includes(page) ||
    (page === itemPath && only.includes('item')) ||
    (page === eventPath && only.includes('evento')),
);
const CONTROL_HTML =
  '<!doctype html><html lang="es-CL"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title>' +
  '</head><body><h1>Horarios de atención</h1>' +
  '<p>Secretaría atiende de lunes a viernes, de 8:00 a 16:00.</p></body></html>';
const control = http.createServer((request, response) => {
  const found = request.url === '/';
  response.writeHead(found ? 200 : 404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(found ? CONTROL_HTML : '');
});
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
const controlUrl = `http://127.0.0.1:${String(control.address().port)}/`;
const targets = [
  ...(!only || only.includes('control') ? [{ page: 'control', url: controlUrl }] : []),
  ...pages.map((page) => ({ page, url: `${server.url}${page}` })),
];
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-lh-'));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...flags, `--user-data-dir=${userDataDir}`],
});
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: CHROMIUM_ARGS,
});
if (TRACE_DIR) fs.mkdirSync(TRACE_DIR, { recursive: true });
// How fast this machine is today, before the runs (the figures scale with it): the project's
// cpu-probe, and Lighthouse's own benchmarkIndex of each run (its median printed below).
const cpuProbe = probe();
console.error(probeLine(cpuProbe));
const benchmarkIndexes = [];
const rows = [];
try {
  // One run not counted, first: a fresh browser's first load also starts its GPU and network
  // processes and fills its font caches, work that no later page pays.
  await lighthouse(controlUrl, { port: chrome.port, output: 'json', logLevel: 'error' });
  const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f === 'mobile' || f === 'desktop');
  for (const formFactor of formFactors) {
    for (const { page, url } of targets) {
      const runs = [];
      let failures = 0;
      let settings;
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
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
        settings = lhr.configSettings;
        if (typeof lhr.environment?.benchmarkIndex === 'number') {
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        }
        const trace = result.artifacts.Trace;
        if (TRACE_DIR) {
          const slug = page.startsWith('/') ? page : `/${page}`;
          const name = `${formFactor}${slug.replace(/[^a-z0-9]+/gi, '-')}-${String(i + 1)}.json`;
          fs.writeFileSync(path.join(TRACE_DIR, name), JSON.stringify(trace));
        }
        const asRun = await simulate(result.artifacts, settings, trace);
        const onCpu = await simulate(result.artifacts, settings, onCpuTime(trace));
        const items = lhr.audits['resource-summary']?.details?.items ?? [];
        const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          longestTaskMs: round(asRun.longest),
          cpuTbtMs: round(onCpu.tbt),
          cpuLongestTaskMs: round(onCpu.longest),
          hydratedMs: round(asRun.hydrated),
          cpuHydratedMs: round(onCpu.hydrated),
          observedHydratedMs: round(asRun.observedHydrated),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          totalKb: Math.round(lhr.audits['total-byte-weight'].numericValue / 1024),
          jsKb: Math.round(scriptBytes / 1024),
        });
      }
      const inert = await inertControls(browser, url, settings);
      const row = { formFactor, page };
      for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]));
      row.inertControls = inert.length;
      row.inert = inert;
      rows.push(row);
      console.error(
        `${formFactor.padEnd(7)} ${page.padEnd(20)} perf ${String(row.performance)}, TBT ${String(row.tbtMs)} (${String(row.cpuTbtMs)} on CPU time), inert ${String(inert.length)}`,
      );
    }
  }
} finally {
  await browser.close();
  await chrome.kill();
  await server.stop();
  await new Promise((resolve) => control.close(resolve));
  fs.rmSync(userDataDir, { recursive: true, force: true });
}

const columns = [
  ['device', (r) => r.formFactor],
  ['page', (r) => r.page],
  ['perf', (r) => r.performance],
  ['LCP ms', (r) => r.lcpMs],
  ['TBT ms', (r) => r.tbtMs],
  ['longest ms', (r) => r.longestTaskMs],
  ['TBT* ms', (r) => r.cpuTbtMs],
  ['longest* ms', (r) => r.cpuLongestTaskMs],
  ['hydrated* ms', (r) => r.cpuHydratedMs ?? '–'],
  ['inert', (r) => r.inertControls],
  ['CLS', (r) => r.cls],
  ['JS KB', (r) => r.jsKb],
  ['a11y', (r) => r.accessibility],
  ['best', (r) => r.bestPractices],
  ['seo', (r) => r.seo],
];
const header = columns.map(([name]) => name);
const lines = rows.map((r) => columns.map(([, value]) => value(r)));
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
const format = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
console.log(
  `Lighthouse ${String(RUNS)} runs per page, median (Chromium ${chromiumPath ?? 'bundled'}, ${new Date().toISOString()})`,
);
console.log(
  `${probeLine(cpuProbe)}; Lighthouse benchmarkIndex: median ${String(median(benchmarkIndexes))} (${String(Math.min(...benchmarkIndexes))}–${String(Math.max(...benchmarkIndexes))})`,
);
console.log(format(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const line of lines) console.log(format(line));
console.log(
  '* on CPU time: each task as long as its thread ran, what an idle machine shows. longest: the ' +
    'longest task after the first paint; hydrated: first paint to the lbj-hydrated mark; ' +
    'inert: visible controls that need the code (ADR 0038). control: a page of under 300 ' +
    "bytes with no CSS or script, this machine's floor today.",
);
for (const row of rows.filter((r) => r.inert.length > 0)) {
  console.log(`inert on ${row.formFactor} ${row.page}: ${row.inert.join(', ')}`);
}

fs.mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
fs.writeFileSync(
  path.join(repoRoot, 'bench-results/web.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      cpuProbeMs: cpuProbe.median,
      benchmarkIndex: median(benchmarkIndexes),
      rows,
    },
    null,
    2,
  ),
);
console.log('written bench-results/web.json');
