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

test.describe('desktop navigation bar', () => {
  test('lists the items in menu order and marks the current page', async ({ page }) => {
    await page.goto('/historia');
    const nav = page.getByRole('navigation', { name: 'Principal' });
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

  test('navigates without a page load and scrolls back to the top', async ({ page }) => {
    await page.goto('/aboutus');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const link = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Documentos' });
    // Before the code runs the link loads a whole page, as a link does; the router takes it after.
    await hydrated(link);
    await link.click();
    await expect(page).toHaveURL(/\/reglamentos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    await expect(page).toHaveTitle(/Documentos/);
  });

  test('the call to action is a plain link to /contacto that loads a whole page', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'before';
    });
    const cta = page.getByRole('link', { name: '¡Contactanos!' });
    await expect(cta).toHaveAttribute('href', '/contacto');
    const [navigation] = await Promise.all([page.waitForEvent('framenavigated'), cta.click()]);
    expect(navigation.url()).toMatch(/\/contacto$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { marker?: string }).marker),
    ).toBeUndefined();
  });

  test('the logo links home and the skip link reaches the main content', async ({ page }) => {
    await page.goto('/historia');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#contenido$/);
    await page
      .getByRole('link', { name: 'Colegio Cristiano Le Beau Jour (página de inicio)' })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('opens over an overlay; inside clicks keep it open; the overlay closes it', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const button = menuButton(page);
    await hydrated(button);
    await expect(button).not.toHaveAttribute('aria-expanded');
    await expect(button).toHaveAttribute('aria-controls', 'menu-movil');
    await button.click();
    const popup = page.getByTestId('menu-popup');
    await expect(popup).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await popup.getByText('Menú', { exact: true }).click();
    await expect(popup).toBeVisible();

    await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 300 } });
    await expect(popup).toBeHidden();
    await expect(button).not.toHaveAttribute('aria-expanded');
  });

  test('a menu item navigates and closes the menu', async ({ page }) => {
    await page.goto('/aboutus');
    await hydrated(menuButton(page));
    await menuButton(page).click();
    const mobileNav = page.getByRole('navigation', { name: 'Menú móvil' });
    await expect(mobileNav.getByRole('link', { name: 'Sobre Nosotros' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await mobileNav.getByRole('link', { name: 'Equipo Directivo' }).click();
    await expect(page).toHaveURL(/\/equipo-directivo$/);
    await expect(page.getByTestId('menu-popup')).toBeHidden();
  });

  test('Escape closes the menu and focus returns to the button', async ({ page }) => {
    await page.goto('/historia');
    const button = menuButton(page);
    await hydrated(button);
    await button.click();
    await expect(page.getByTestId('menu-popup')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('menu-popup')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });

  test('has no axe violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await hydrated(menuButton(page));
    await menuButton(page).click();
    await expect(page.getByTestId('menu-popup')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('unknown paths', () => {
  test('redirect to / from the server', async ({ request }) => {
    const response = await request.get('/no-existe/para-nada', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/');
  });

  test('redirect to / in the browser', async ({ page }) => {
    await page.goto('/pagina-inexistente');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'LE BEAU JOUR' })).toBeVisible();
  });

  test('API, asset and upload paths give a real 404', async ({ request }) => {
    for (const path of ['/api/no-existe', '/assets/no-existe.js', '/uploads/no-existe.webp']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
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
  test('shows a Spanish explanation with a retry button', async ({ page }) => {
    const historyChunk = builtChunk('src/app/routes/history.tsx');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'LE BEAU JOUR' })).toBeVisible();
    await hydrated(page.getByRole('heading', { level: 1, name: 'LE BEAU JOUR' }));
    // The history page's code cannot be fetched.
    await page.route(historyChunk, (route) => route.abort('failed'));
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Nuestra Historia' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'No pudimos cargar esta página' }),
    ).toBeVisible();
    await expect(page.getByText('Loading chunk history failed.')).toBeVisible();
    await page.unroute(historyChunk);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/historia$/);
    await expect(page.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeHidden();
  });
});

test.describe('security headers', () => {
  test('every page is served with a strict policy', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBeTruthy();
  });
});

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
    // The browser renders the list only after a client-side navigation (on a load, the server
    // has rendered it, ADR 0033): from another page, once hydrated, through the menu.
    await page.goto('/historia');
    const link = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Noticias' });
    await expect
      .poll(() =>
        link.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
      )
      .toBe(true);
    await link.click();
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
