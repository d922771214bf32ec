import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element: on a public page, the island around it (ADR 0046),
 * which loads when it comes near the screen or is first used; in the staff's app, the app. Until
 * then the markup does what HTML alone does (a link loads a whole page, a form posts).
 *
 * React tags an element with its `__reactFiber$…` while it renders the hydration, before it
 * commits it; a click in between finds no handler yet, and a link then loads a whole page. So the
 * element's root must also have committed its hydration (its current state no longer dehydrated).
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => isHydrated(locator)).toBe(true);
}

/**
 * As `hydrated`, on a page whose clock the test has stopped (`page.clock.pauseAt`): the page's
 * time moves on a second at a time while it waits, as a part declared `later` loads a few
 * seconds after the page's load. The part's own timers run only from its hydration on.
 */
export async function hydratedOnStoppedClock(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(async () => {
      // Not there yet (a part the code adds) or not hydrated: the page's time moves on.
      if ((await locator.count()) > 0 && (await isHydrated(locator))) return true;
      await page.clock.runFor(1_000);
      return false;
    })
    .toBe(true);
}

/** Whether React has hydrated the element and committed its root (see `hydrated`). */
function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    if (!Object.keys(el).some((key) => key.startsWith('__reactFiber$'))) return false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const key = Object.keys(node).find((name) => name.startsWith('__reactContainer$'));
      if (!key) continue;
      const hostRoot = (node as unknown as Record<string, unknown>)[key] as {
        stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } };
      };
      return hostRoot.stateNode.current.memoizedState?.isDehydrated === false;
    }
    return false;
  });
}

/**
 * What goes wrong on `page` from now on: uncaught errors, and console messages of the `kinds`
 * given. A test expects the list it returns to be empty at its end.
 */
export function pageProblems(page: Page, kinds: readonly string[] = ['error']): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Browser tests block service workers (but the offline ones): the page's registration fails
    // on purpose there, and Chromium says so in the console.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (kinds.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
