// The Chromium that the end-to-end tests (playwright.config.ts) and the Lighthouse bench
// (bench/web.mjs) run, with the same flags but one (TEST_CHROMIUM_ARGS).
import fs from 'node:fs';

const firstPresent = (candidates: (string | undefined)[]): string | undefined =>
  candidates.find((candidate) => candidate && fs.existsSync(candidate));

/** CHROME_PATH, else the system's Chromium when there is one; undefined: the tool's own. */
export const chromiumPath = firstPresent([process.env.CHROME_PATH, '/usr/bin/chromium']);

/**
 * The browser the tests drive: CHROME_PATH, else Debian's headless shell (the same Blink and V8
 * without the desktop browser around them: a test run spends about 40 % less CPU in it), else
 * the full Chromium. Lighthouse keeps the full browser, as a visitor's phone would run.
 */
export const testChromiumPath = firstPresent([
  process.env.CHROME_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
]);

/** No sandbox, GPU or QUIC, no first-run or background work. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The tests' browser also leaves V8's optimising compilers (Maglev, TurboFan) off: a test runs
 * each page's code for a second or two, where compiling it for speed costs more than it saves
 * (the browser tests took about a sixth less CPU without them). The interpreter and the
 * baseline compiler still run every line; the bench keeps the browser as it ships.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];
