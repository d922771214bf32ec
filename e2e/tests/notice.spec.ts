// The notice banner, end to end: set in the panel, served in the HTML of every public
// page (with and without JavaScript), closed per visitor, "urgente" an alert that stays, axe at
// 375 and 1280 px. A notice shows on every page of the server it is set on, so this file runs
// its own server (one per worker, on a data folder of its own) against the same build: the other
// files' pages never see these notices.
import { randomBytes } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { testWithOwnServer } from '../support/server.ts';

const PASSWORD = 'clave-de-prueba-aviso-2026';
const USERNAME = 'e2e-aviso';

/** Every public page, and a news item address that does not exist (the "not found" page). */
const PUBLIC_PAGES = [
  '/',
  '/aboutus',
  '/historia',
  '/equipo-directivo',
  '/reglamentos',
  '/listado-utiles',
  '/horarios-atencion',
  '/reconocimientos',
  '/galeria',
  '/galeria/2025',
  '/news',
  '/contacto',
  '/correo',
  '/news/999999-no-existe',
];

const { test, apiToken } = testWithOwnServer('aviso', { username: USERNAME, password: PASSWORD });

async function setNotice(request: APIRequestContext, body: object): Promise<void> {
  const response = await request.put('/api/notice', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: body,
  });
  expect(response.status()).toBe(200);
}

const banner = (page: Page): Locator => page.getByRole('region', { name: 'Aviso del colegio' });
const closeButton = (page: Page): Locator => page.getByRole('button', { name: 'Cerrar aviso' });
const unique = (text: string) => `${text} (${randomBytes(3).toString('hex')})`;

/** A second visitor, without JavaScript, at the same viewport. */
async function noScriptVisitor(browser: Browser, page: Page, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  });
  return context.newPage();
}

test.describe('the notice banner', { tag: '@both' }, () => {
  // Many pages per test (and axe on several), on a machine shared with other runs.
  test.describe.configure({ timeout: 90_000 });

  test('set in the panel, it is first on every public page, without JavaScript and with it', async ({
    page,
    browser,
    request,
    site,
  }) => {
    const texto = unique('Mañana no hay clases por el paro de transporte.');
    await page.goto('/adminlbj_');
    const token = await apiToken(request);
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
    }, token);
    await page.goto('/adminlbj_/panel?seccion=aviso');
    const form = page.getByRole('form', { name: 'Publicar un aviso' });
    await form.getByRole('radio', { name: /^Aviso/ }).check();
    await form.getByLabel('Texto del aviso').fill(texto);
    await form.getByLabel('Enlace (opcional)').fill('/reglamentos');
    const preview = page.getByRole('figure', { name: 'Vista previa' });
    await expect(preview).toContainText(`Aviso: ${texto} Más información`);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Publicar aviso' }).click();
    await expect(form.getByText('Aviso publicado.')).toBeVisible();
    await expect(page.getByText('Se está mostrando ahora en todas las páginas.')).toBeVisible();

    const visitor = await noScriptVisitor(browser, page, site.origin);
    try {
      for (const address of PUBLIC_PAGES) {
        await visitor.goto(address);
        const shown = banner(visitor);
        await expect(shown, address).toContainText(`Aviso: ${texto}`);
        await expect(shown.getByRole('link', { name: 'Más información' }), address).toHaveAttribute(
          'href',
          '/reglamentos',
        );
        await expect(visitor.locator('body > :first-child'), address).toHaveAttribute(
          'data-aviso',
          '',
        );
      }
    } finally {
      await visitor.context().close();
    }

    // With JavaScript: the banner stays through a client-side navigation (it is outside React).
    await page.goto('/historia');
    await expect(banner(page)).toContainText(texto);
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('link', { name: 'Noticias', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    await expect(banner(page)).toHaveCount(1);
    await expect(banner(page)).toContainText(texto);
  });

  test('an "informacion" notice closed with JavaScript stays closed on every page, until its text changes', async ({
    page,
    request,
  }) => {
    const texto = unique('Reunión de apoderados el jueves a las 19:00.');
    await setNotice(request, { nivel: 'informacion', texto });
    await page.goto('/historia');
    await expect(banner(page)).toContainText(`Información: ${texto}`);
    await expectNoAxeViolations(page);
    // Until the dismissal code listens, the button posts the no-JavaScript form (tested below).
    await expect(page.locator('html[data-aviso-js]')).toBeAttached();
    await closeButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    // The focus goes on to what followed the banner, not back to the top of the document.
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await expect(page).toHaveURL(/\/historia$/);

    for (const address of ['/historia', '/news', '/contacto', '/']) {
      await page.goto(address);
      await expect(page.locator('#root')).toBeAttached();
      await expect(banner(page), address).toHaveCount(0);
    }

    const changed = unique('Reunión de apoderados: cambia la sala.');
    await setNotice(request, { nivel: 'informacion', texto: changed });
    await page.goto('/news');
    await expect(banner(page)).toContainText(changed);
  });

  test('closed without JavaScript, the form brings the visitor back to the same page, without it', async ({
    page,
    browser,
    request,
    site,
  }) => {
    const texto = unique('Feria del libro el sábado.');
    await setNotice(request, { nivel: 'aviso', texto });
    const visitor = await noScriptVisitor(browser, page, site.origin);
    try {
      await visitor.goto('/galeria?desde=aviso');
      await expect(banner(visitor)).toContainText(texto);
      await closeButton(visitor).click();
      await expect(visitor).toHaveURL(/\/galeria\?desde=aviso$/);
      await expect(banner(visitor)).toHaveCount(0);
      await visitor.goto('/reglamentos');
      await expect(banner(visitor)).toHaveCount(0);
    } finally {
      await visitor.context().close();
    }
    // Another visitor still sees it.
    await page.goto('/reglamentos');
    await expect(banner(page)).toContainText(texto);
  });

  test('"urgente" is an alert without a close button, on every page, and passes axe', async ({
    page,
    request,
  }) => {
    const texto = unique('Hoy se suspenden las clases por emergencia.');
    await setNotice(request, { nivel: 'urgente', texto, enlace: 'https://www.mineduc.cl/' });
    for (const address of ['/', '/news', '/reglamentos']) {
      await page.goto(address);
      await expect(page.getByRole('alert').filter({ hasText: texto }), address).toHaveText(
        `Urgente: ${texto} Más información`,
      );
      await expect(closeButton(page), address).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });

  test('"aviso" passes axe on the pages with the most in them', async ({ page, request }) => {
    await setNotice(request, {
      nivel: 'aviso',
      texto: unique('Cambio de horario de atención durante las vacaciones de invierno.'),
      enlace: '/horarios-atencion',
    });
    for (const address of ['/', '/news', '/contacto']) {
      await page.goto(address);
      await expect(banner(page), address).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
