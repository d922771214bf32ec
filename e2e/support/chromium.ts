// The Chromium that the end-to-end tests (playwright.config.ts) and the Lighthouse bench
// (bench/web.mjs) both run, with the same flags.
import fs from 'node:fs';

/** CHROME_PATH, else the system's Chromium when there is one; undefined: the tool's own. */
export const chromiumPath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (candidate) => candidate && fs.existsSync(candidate),
);

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
