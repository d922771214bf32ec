// `node e2e/bench/screens.mjs BEFORE_DIST [AFTER_DIST]`: compares what two builds of the site
// show, pixel by pixel. The same server (server/dist) serves each build (WEB_DIST) from its own
// copy of one DATA_DIR (an administrator and what `seedSite` puts there); every public page, an item's page and an event's page are
// captured whole, at 375 and at 1280 px, once the page's code has done what it does by itself
// (the `lbj-hydrated` mark, or 5 s), fonts loaded, motion reduced (the carousel stays put).
// Prints one line per page and width (equal, or how many pixels differ and where the
// screenshots are kept) and exits 1 if any differ. AFTER_DIST defaults to web/dist/client.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { testChromiumPath } from '../support/chromium.ts';
import { createAdmin, login, sharp } from './reliability-support.mjs';
import { seedSite } from './seed.mjs';
import { freePort, repoRoot, spawnBuiltServer, waitFor } from './serve.mjs';

const [beforeDist, afterDist = path.join(repoRoot, 'web/dist/client')] = process.argv
  .slice(2)
  .map((dir) => path.resolve(dir));
if (!beforeDist) throw new Error('usage: node e2e/bench/screens.mjs BEFORE_DIST [AFTER_DIST]');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-screens-'));

/** Starts the built server on `dataDir` serving `webDist`; returns its URL and stop(). */
async function serve(dataDir, webDist) {
  const port = await freePort();
  const child = spawnBuiltServer(port, dataDir, {
    env: { LOG_LEVEL: 'warn', WEB_DIST: webDist },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  await waitFor(`${url}/api/health`);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, stop };
}

// One DATA_DIR, filled through the API, then copied for the other build.
const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-screens-data-'));
createAdmin(seedDir);
const seeding = await serve(seedDir, afterDist);
const { itemPath, eventPath } = await seedSite(seeding.url, await login(seeding.url));
await seeding.stop();
const copyDir = `${seedDir}-copy`;
spawnSync('cp', ['-a', seedDir, copyDir]);

const manifest = JSON.parse(fs.readFileSync(path.join(afterDist, 'pages.json'), 'utf8'));
const pages = [
  ...manifest.pages.map((page) => page.path).filter((page) => !page.includes(':')),
  itemPath,
  eventPath,
];

const browser = await chromium.launch({ executablePath: testChromiumPath });
async function capture(url, width) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  await page.goto(url);
  await page
    .waitForFunction(() => performance.getEntriesByName('lbj-hydrated').length > 0, null, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await globalThis.document.fonts.ready;
    await Promise.all(
      [...globalThis.document.images]
        .filter((img) => !img.complete)
        .map((img) => img.decode().catch(() => undefined)),
    );
  });
  const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await page.close();
  return png;
}

const before = await serve(copyDir, beforeDist);
const after = await serve(seedDir, afterDist);
let differing = 0;
try {
  for (const width of [375, 1280]) {
    for (const pagePath of pages) {
      const [a, b] = [
        await capture(`${before.url}${pagePath}`, width),
        await capture(`${after.url}${pagePath}`, width),
      ];
      const [ra, rb] = await Promise.all(
        [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
      );
      const sameSize = ra.info.width === rb.info.width && ra.info.height === rb.info.height;
      let pixels = 0;
      if (sameSize) {
        for (let i = 0; i < ra.data.length; i += ra.info.channels) {
          if (ra.data.compare(rb.data, i, i + ra.info.channels, i, i + ra.info.channels) !== 0) {
            pixels++;
          }
        }
      }
      const name = `${String(width)}${pagePath.replace(/[^a-z0-9]+/gi, '-')}`;
      if (sameSize && pixels === 0) {
        console.log(`equal    ${String(width)} ${pagePath}`);
        continue;
      }
      differing++;
      fs.writeFileSync(path.join(outDir, `${name}-before.png`), a);
      fs.writeFileSync(path.join(outDir, `${name}-after.png`), b);
      console.log(
        `DIFFERS  ${String(width)} ${pagePath}: ${
          sameSize
            ? `${String(pixels)} pixels`
            : `${String(ra.info.width)}×${String(ra.info.height)} against ${String(rb.info.width)}×${String(rb.info.height)}`
        } (${path.join(outDir, name)}-before/after.png)`,
      );
    }
  }
} finally {
  await browser.close();
  await before.stop();
  await after.stop();
  fs.rmSync(seedDir, { recursive: true, force: true });
  fs.rmSync(copyDir, { recursive: true, force: true });
}
console.log(
  `${String(pages.length * 2 - differing)} of ${String(pages.length * 2)} screenshots equal${differing ? `; the others in ${outDir}` : ''}`,
);
process.exitCode = differing ? 1 : 0;
