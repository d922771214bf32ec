// The Chromium that the end-to-end tests (playwright.config.ts) and the Lighthouse bench
// (bench/web.mjs) run, with the same flags.
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
