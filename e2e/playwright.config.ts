import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, testChromiumPath } from './support/chromium.ts';

// One data folder and port for the whole run; workers inherit them through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-e2e-'));
// Below Linux's ephemeral ports (32768 and up), where the local end of one of the machine's
// own connections could hold the port the server needs.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 10_000));
// The servers that tests start themselves claim their ports here, one by one (support/server.ts),
// from a base in 10000–17999.
process.env.E2E_PORT_CLAIMS ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-e2e-ports-'));
process.env.E2E_OWN_PORT_BASE ??= String(10_000 + Math.floor(Math.random() * 8_000));

const repoRoot = path.resolve(import.meta.dirname, '..');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './.results/artifacts',
  // No test may fail because the machine is slow: a wait ends when the state it waits for comes
  // (a response, a heading, a status), so a generous limit costs nothing on a green run and only
  // bounds a real failure. A test that must see something *not* happen checks after the work
  // that would have made it happen has settled, never by a wait timing out.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  // Two workers on two cores: a third made the run slower (350 s against 283 s, and a quarter
  // more CPU), its browser competing with the others for the same cores.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: './.results/playwright.json' }]],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // No trace by default: recording one costs about a quarter of a run's CPU. A failing test is
    // run again with `--trace on` to see it step by step.
    trace: 'off',
    // No service worker unless a test asks for one (offline.spec.ts): a worker would answer a
    // page's requests before `page.route` sees them, and keep pages from one step to the next.
    serviceWorkers: 'block',
    launchOptions: {
      ...(testChromiumPath ? { executablePath: testChromiumPath } : {}),
      args: TEST_CHROMIUM_ARGS,
    },
  },
  // Tests run at 1280 px; those tagged @both also at 375 px, @mobile only at 375 px; those
  // tagged @tz (pages that show a date or a year) also at 1280 px with the browser in
  // Pacific/Kiritimati, UTC+14, 17 hours ahead of Chile (ADR 0016). Projects start in this
  // order: the three @tz tests first, each on a worker of its own, rather than alone at the end
  // of the run.
  projects: [
    {
      name: 'desktop-kiritimati',
      grep: /@tz/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        timezoneId: 'Pacific/Kiritimati',
      },
    },
    {
      name: 'mobile',
      grep: /@both|@mobile/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
    },
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node server/dist/server.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '50',
      // The public forms' fill time and hourly limit, lowered for this server only: every spec
      // shares it and sends forms as fast as a script can. The tests of the defence itself set
      // the stamp (a forged one is refused like a fast one) or run at the API's level with a
      // clock of their own.
      PUBLIC_FORM_MIN_FILL_SECONDS: '0',
      PUBLIC_FORM_MAX_PER_HOUR: '100000',
      // Playwright's API client keeps connections open between a test's requests and does not
      // retry one the server closed at that very moment (a "socket hang up" seen once in CI,
      // after a browser step of about 10 s, the default). No step of a test leaves its client
      // idle for anything near 120 s, so none meets the server's closing.
      KEEP_ALIVE_TIMEOUT_SECONDS: '120',
    },
  },
});
