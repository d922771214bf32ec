import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element. A public page's code starts after its first paint
 * (ADR 0028): until then its prerendered markup does what HTML alone does (a link loads a whole
 * page, a button does nothing).
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}
