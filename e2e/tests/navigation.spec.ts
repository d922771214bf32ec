import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

const NAV_ITEMS = [
  ['Inicio', '/'],
  ['Galeria', '/galeria'],
  ['Noticias', '/news'],
  ['Calendario', '/calendario'],
  ['Sobre Nosotros', '/aboutus'],
  ['Documentos', '/reglamentos'],
  ['Nuestra Historia', '/historia'],
  ['Equipo Directivo', '/equipo-directivo'],
  ['Admisión', '/admision'],
] as const;

const menuButton = (page: Page) => page.getByRole('button', { name: /menú/i }).first();
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: string }).marker);
const setMarker = (page: Page, value: string) =>
  page.evaluate((v) => {
    (window as unknown as { marker: string }).marker = v;
  }, value);

// The phone menu is html-first-layout.spec.ts's (before and after the code runs, with axe). What
// the server answers to an unknown address, its real 404s and its security headers are HTTP
// facts: server/src/plugins/site.test.ts and static-site.test.ts.

test.describe('desktop navigation bar', () => {
  test('lists the items in menu order and marks the current page; the skip link, the menu, the call to action and the logo take the visitor where they say', async ({
    page,
  }) => {
    await page.goto('/historia');
    const nav = page.getByRole('navigation', { name: 'Principal' });

    await test.step('the items in menu order, the current page marked, no menu button', async () => {
      const links = nav.getByRole('link');
      await expect(links).toHaveText(NAV_ITEMS.map(([label]) => label));
      for (const [label, href] of NAV_ITEMS) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
      await expect(nav.getByRole('link', { name: 'Nuestra Historia' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menuButton(page)).toBeHidden();
    });

    await test.step('the first Tab reaches the skip link, which leads to the main content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip).toBeFocused();
      await skip.press('Enter');
      await expect(page).toHaveURL(/\/historia#contenido$/);
    });

    await test.step('a menu item loads its page, at its top, with its title', async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await nav.getByRole('link', { name: 'Documentos' }).click();
      await expect(page).toHaveURL(/\/reglamentos$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveTitle(/Documentos/);
    });

    await test.step('the call to action is a plain link to /contacto that loads a whole page', async () => {
      await setMarker(page, 'same-document');
      const cta = page.getByRole('link', { name: '¡Contactanos!' });
      await expect(cta).toHaveAttribute('href', '/contacto');
      const [navigation] = await Promise.all([page.waitForEvent('framenavigated'), cta.click()]);
      expect(navigation.url()).toMatch(/\/contacto$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
      expect(await marker(page)).toBeUndefined();
    });

    await test.step('the logo links home', async () => {
      await page
        .getByRole('link', { name: 'Colegio Cristiano Le Beau Jour (página de inicio)' })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'LE BEAU JOUR' })).toBeVisible();
    });
  });
});

/** The built file of a route's module (chunks are named by their hash alone). */
function builtChunk(source: string): RegExp {
  const manifest = JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '../../web/dist/client/.vite/manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build's manifest`);
  return new RegExp(`/${file.replaceAll('.', '\\.')}$`);
}

test.describe('chunk load failure', () => {
  test('in the staff’s app, a page whose code cannot be fetched shows a Spanish explanation with a retry button', async ({
    page,
  }) => {
    const newsChunk = builtChunk('src/app/routes/news.tsx');
    // A session the app takes as valid (it reads only the token's expiry): the login page then
    // offers the news page, which the app renders itself, with code it fetches then.
    await page.addInitScript((token) => {
      window.localStorage.setItem('token', token);
    }, fakeStaffToken());
    await page.route(/\/api\//, (route) => route.fulfill({ json: [] }));
    await page.goto('/adminlbj_');
    const goToNews = page.getByRole('link', { name: 'Ir a Noticias' });
    await hydrated(goToNews);
    await page.route(newsChunk, (route) => route.abort('failed'));
    await goToNews.click();
    await expect(
      page.getByRole('heading', { name: 'No pudimos cargar esta página' }),
    ).toBeVisible();
    await expect(page.getByText('Loading chunk news failed.')).toBeVisible();
    await page.unroute(newsChunk);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeHidden();
  });
});

/** A token shaped like the server's, expiring in an hour: the browser checks nothing else. */
function fakeStaffToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.firma`;
}

// Tagged @tz: these run in the Chilean desktop project and again in `desktop-kiritimati`
// (Pacific/Kiritimati, UTC+14), where the visitor's day and year change 17 hours before Chile's.
test.describe('dates and years are Chile’s in any time zone', { tag: '@tz' }, () => {
  test('/news shows each date as the day it was in Chile', async ({ page }) => {
    const item = (id: number, fecha: string) => ({
      id,
      titulo: `Noticia ${String(id)}`,
      descripcion: 'Texto de prueba.',
      tipo_noticia: 'Académico',
      imagen: '/uploads/no-existe.webp',
      fecha,
    });
    // 02:30 UTC on 1 March is still 28 February in Chile (UTC-3), already 1 March in UTC and
    // the afternoon of 1 March in Kiritimati.
    await page.route(/\/api\/news(\?.*)?$/, (route) =>
      route.fulfill({
        json: [item(1, '2025-03-01T02:30:00.000Z'), item(2, '2025-06-15T12:00:00.000Z')],
      }),
    );
    // A visitor's list is the server's (in Chile's time, server/src tests); the browser renders
    // it from the API for the staff's live board.
    await page.addInitScript((token) => {
      window.localStorage.setItem('token', token);
    }, fakeStaffToken());
    await page.goto('/news');
    await expect(page).toHaveURL('/news');
    const dates = page.getByRole('main').locator('time');
    await expect(dates).toHaveText(['28 de febrero de 2025', '15 de junio de 2025']);
    await expectNoAxeViolations(page);
  });

  test('/galeria/{year} on New Year’s Eve in Chile: this year is open, the next is not', async ({
    page,
  }) => {
    // 12:00 UTC on 31 December 2026: 09:00 on the 31st in Chile, 02:00 on 1 January 2027 in
    // Kiritimati.
    await page.clock.setFixedTime(new Date('2026-12-31T12:00:00Z'));
    await page.goto('/galeria/2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Fotos 2026' })).toBeVisible();
    await expect(page.getByText('El año no es válido.')).toBeHidden();
    // This page is rendered by the browser, on its clock: 2026 in Chile, 2027 in Kiritimati.
    await expect(page.getByRole('contentinfo')).toContainText('© 2026 Colegio Le Beau Jour');
    // The browser itself must refuse 2027: were it to ask, this stand-in server would say yes.
    const asked: string[] = [];
    await page.route(/\/api\/.*2027/, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ json: { photos: [], items: [] } });
    });
    await page.goto('/galeria/2027');
    await expect(page.getByRole('alert')).toHaveText('El año no es válido.');
    expect(asked).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
