// The notice banner in a browser: set in the panel, served first in the HTML of every public page
// of the build, closed per visitor with JavaScript and without, "urgente" an alert that stays, axe
// on each level. A notice shows on every page of the server it is set on, so this file runs a
// server of its own (one for the whole file: its tests run in order in one worker) against the
// same build: the other files' pages never see these notices. One width: families read the banner
// on their phones, and it has the same shape at both.
//
// Proven lower, once: the banner's markup, its levels, its window and the cookie that hides it
// (server/src/modules/notice/notice.banner.test.ts); on every kind of page the server sends, gone
// for a visitor who closed it until the text changes, "urgente" whatever the cookie
// (notice.pages.test.ts); the no-JavaScript close form and where it leads (notice.dismiss.test.ts);
// the script that closes it (web/src/features/notice/dismiss-notice.test.ts); the panel's form
// (web/src/features/notice/components/notice-panel-section.test.tsx).
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
  '/admision',
  '/calendario',
  '/news/999999-no-existe',
];

const { test, apiToken } = testWithOwnServer('aviso', { username: USERNAME, password: PASSWORD });
test.describe.configure({ mode: 'default' });

/** The administrator's token, from one login for the whole file (its server lives as long). */
let session: Promise<string> | undefined;
const adminToken = (request: APIRequestContext): Promise<string> => (session ??= apiToken(request));

async function setNotice(request: APIRequestContext, body: object): Promise<void> {
  const response = await request.put('/api/notice', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
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

test.describe('the notice banner', { tag: '@mobile' }, () => {
  test('set in the panel, it is first in the HTML of every public page', async ({
    page,
    request,
  }) => {
    const texto = unique('Mañana no hay clases por el paro de transporte.');
    const token = await adminToken(request);
    await page.addInitScript((value) => {
      window.localStorage.setItem('token', value);
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

    // Every page the build has, as the server sends it.
    for (const address of PUBLIC_PAGES) {
      const html = await (await request.get(address)).text();
      expect(html, address).toMatch(
        /<body[^>]*><section class="aviso-banner aviso-banner--aviso" aria-label="Aviso del colegio" data-aviso>/,
      );
      expect(html, address).toContain(
        `<strong class="aviso-banner__level">Aviso:</strong> ${texto} <a class="aviso-banner__link" href="/reglamentos">Más información</a>`,
      );
    }
  });

  test('a visitor without JavaScript sees it first on the page, closes it and is back on the same page without it; another visitor still gets it', async ({
    page,
    browser,
    request,
    site,
  }) => {
    const texto = unique('Feria del libro el sábado.');
    await setNotice(request, { nivel: 'aviso', texto, enlace: '/reglamentos' });
    const visitor = await noScriptVisitor(browser, page, site.origin);
    try {
      await visitor.goto('/galeria?desde=aviso');
      const shown = banner(visitor);
      await expect(shown).toContainText(`Aviso: ${texto}`);
      await expect(shown.getByRole('link', { name: 'Más información' })).toHaveAttribute(
        'href',
        '/reglamentos',
      );
      await expect(visitor.locator('body > :first-child')).toHaveAttribute('data-aviso', '');
      await closeButton(visitor).click();
      await expect(visitor).toHaveURL(/\/galeria\?desde=aviso$/);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(visitor)).toHaveCount(0);
      await visitor.goto('/reglamentos');
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(visitor)).toHaveCount(0);
    } finally {
      await visitor.context().close();
    }
    // Another visitor (no cookie) still gets it.
    expect(await (await request.get('/reglamentos')).text()).toContain(texto);
  });

  test('an "informacion" notice stays through a navigation inside the site; closed with JavaScript, it stays closed on the next page until its text changes', async ({
    page,
    request,
  }) => {
    const texto = unique('Reunión de apoderados el jueves a las 19:00.');
    await setNotice(request, { nivel: 'informacion', texto });
    await page.goto('/historia');
    await expect(banner(page)).toContainText(`Información: ${texto}`);
    await expectNoAxeViolations(page);

    // It is outside React: the app's own navigation leaves it in place.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú móvil' })
      .getByRole('link', { name: 'Noticias', exact: true })
      .click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    await expect(banner(page)).toHaveCount(1);
    await expect(banner(page)).toContainText(texto);

    // Until the dismissal code listens, the button posts the no-JavaScript form (tested above).
    await expect(page.locator('html[data-aviso-js]')).toBeAttached();
    await closeButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    // The focus goes on to what followed the banner, not back to the top of the document.
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await expect(page).toHaveURL(/\/news$/);

    await page.goto('/historia');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    const changed = unique('Reunión de apoderados: cambia la sala.');
    await setNotice(request, { nivel: 'informacion', texto: changed });
    await page.goto('/historia');
    await expect(banner(page)).toContainText(changed);
  });

  test('"urgente" is an alert without a close button, and passes axe on the pages with the most in them', async ({
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
    const texto = unique('Cambio de horario de atención durante las vacaciones de invierno.');
    await setNotice(request, { nivel: 'aviso', texto, enlace: '/horarios-atencion' });
    for (const address of ['/', '/news', '/contacto']) {
      await page.goto(address);
      await expect(banner(page), address).toContainText(texto);
      await expectNoAxeViolations(page);
    }
  });
});
