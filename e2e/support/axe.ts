import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';
import type { Result, RunOptions } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe's run, with only the violations reported in full (what the tests read). */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
};

declare global {
  interface Window {
    axe?: typeof AxeCore;
  }
}

/**
 * Runs axe with the WCAG 2.2 AA tags in the page itself and fails listing every violation.
 * axe is put into each of the page's frames once (a second check of the same page reuses it);
 * a frame that refuses it (the digest preview's sandboxed one) is checked as its element only.
 * Parsing axe's 600 KB costs a slow machine a few hundred milliseconds, and axe's wrappers for
 * Playwright parse it twice a check and report every passing node in full: this does neither.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(() => typeof window.axe === 'object');
      if (!present) {
        await frame.evaluate(AXE_SOURCE);
        await frame.evaluate(() => {
          window.axe?.configure({ allowedOrigins: ['<same_origin>'] });
        });
      }
    } catch {
      // A frame without scripts, or one that went away meanwhile.
    }
  }
  // Colours in the middle of a transition (a button's hover as the pointer rests on it) are
  // neither state's: axe checks the page once its finite animations have ended. The pointer
  // first goes to the page's corner: a page scrolled under a resting pointer changes what it
  // hovers only at the browser's next pointer update, and that transition could start after
  // the wait below.
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations: Result[] = await page.evaluate(
    async ({ context, options }) => {
      if (!window.axe) throw new Error('axe is not in the page');
      return (await window.axe.run(context ?? document, options)).violations;
    },
    { context: include ?? null, options: RUN_OPTIONS },
  );
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? ''}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
