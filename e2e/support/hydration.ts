import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element: on a public page, the island around it (ADR 0046),
 * which loads when it comes near the screen or is first used; in the staff's app, the app. Until
 * then the markup does what HTML alone does (a link loads a whole page, a form posts).
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

/**
 * What goes wrong on `page` from now on: uncaught errors, and console messages of the `kinds`
 * given. A test expects the list it returns to be empty at its end.
 */
export function pageProblems(page: Page, kinds: readonly string[] = ['error']): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (kinds.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
