import { expect, type Locator, type Page } from '@playwright/test';

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

/** Marks the window: a navigation within the site keeps the mark, a page load loses it. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { sinRecarga?: boolean }).sinRecarga = true;
  });
}

/** Whether the window marked by `markWindow` is still the page's (no page load since). */
export async function windowKept(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as { sinRecarga?: boolean }).sinRecarga)) === true;
}

/**
 * Goes to the home page through the site's own navigation: the logo, once React handles it, so
 * that the browser loads no page and the home page has none of the server's page data.
 */
export async function goHomeWithinTheSite(page: Page): Promise<void> {
  const logo = page.getByRole('link', {
    name: 'Colegio Cristiano Le Beau Jour (página de inicio)',
  });
  await hydrated(logo);
  await markWindow(page);
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await windowKept(page)).toBe(true);
}
