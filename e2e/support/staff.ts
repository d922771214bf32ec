import { request as playwrightRequest, test as base, type Page } from '@playwright/test';
import { createAdminWithCli } from './admin.ts';

/** An administrator of this worker on the run's shared server, signed in once. */
export interface Staff {
  username: string;
  password: string;
  /** A session token from the real login, reused by every test of the worker. */
  token: string;
}

const PASSWORD = 'personal-clave-segura-2026';

/**
 * Playwright's `test` with `staff`: one administrator per worker, made with the real CLI and
 * signed in once through `POST /api/login`, so a test that needs a session reuses it instead of
 * paying for a login (argon2) of its own. A test of the login itself still logs in by hand.
 */
export const test = base.extend<object, { staff: Staff }>({
  staff: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, use, workerInfo) => {
      const username = createAdminWithCli(`personal-w${String(workerInfo.workerIndex)}`, PASSWORD);
      const api = await playwrightRequest.newContext({
        baseURL: workerInfo.project.use.baseURL ?? '',
      });
      const response = await api.post('/api/login', { data: { username, password: PASSWORD } });
      if (response.status() !== 200) throw new Error(`login failed: ${String(response.status())}`);
      const { token } = (await response.json()) as { token: string };
      await api.dispose();
      await use({ username, password: PASSWORD, token });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/**
 * Makes every page this `page` opens start with the staff session, as after a login (the token in
 * localStorage, where the site keeps it).
 */
export async function signedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
}
