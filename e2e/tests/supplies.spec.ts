// The supplies list as data, in a browser: staff edit a level, and prepare, copy and publish a
// year in the panel; /listado-utiles and the featured cards of / and /news follow, with and without
// JavaScript; the list prints one level per page. These tests change which year the whole site
// shows, so they run against a server of their own (one for the whole file: its tests run in order
// in one worker), never the shared one the other specs read the 2025 list from. One width: the
// panel is the staff's desktop work (/listado-utiles at 375 px, with axe, is in
// public-pages.spec.ts).
//
// Proven lower, once: the editor's lines, their moves by keyboard and the focus, the checks before
// saving, unsaved levels kept across levels and years, copying and publishing with their refusals
// (web/src/features/supplies/components/supplies-panel-section.test.tsx, model/*.test.ts); the
// API's answers, and which year families see (server/src/modules/supplies/supplies.test.ts); the
// page from the server's data (web/src/app/supplies-page.test.tsx, supplies-list.test.tsx).
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { testWithOwnServer } from '../support/server.ts';

const USERNAME = 'directora-utiles';
const PASSWORD = 'clave-de-prueba-utiles-2026';

const { test, apiToken } = testWithOwnServer('utiles', { username: USERNAME, password: PASSWORD });
test.describe.configure({ mode: 'default' });

/** The administrator's token, from one login for the whole file (its server lives as long). */
let session: Promise<string> | undefined;
const adminToken = (request: APIRequestContext): Promise<string> => (session ??= apiToken(request));

async function openSuppliesPanel(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
  }, token);
  await page.goto('/adminlbj_/panel?seccion=utiles');
  await expect(page.getByRole('heading', { level: 2, name: 'Útiles' })).toBeVisible();
}

const editor = (page: Page, title: RegExp) => page.getByRole('form', { name: title });

/** The page as a visitor without JavaScript gets it: the server's HTML only. */
async function withoutJavaScript(
  browser: Browser,
  origin: string,
  fn: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  try {
    await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the supplies list in the panel', () => {
  test('a level edited in the panel shows on /listado-utiles, with and without JavaScript', async ({
    page,
    browser,
    request,
    site,
  }) => {
    await openSuppliesPanel(page, request);
    // (The section as it opens, on the 2025 list, has its axe in admin-panel.spec.ts.)
    await expect(
      page.getByText('El listado 2025 es el que ven las familias en el sitio.'),
    ).toBeVisible();

    await page.getByLabel('Nivel').selectOption({ label: '3º Básico' });
    const form = editor(page, /^3º Básico · 2025$/);
    await form.getByRole('button', { name: 'Agregar útil' }).click();
    // The new line's field has the focus: type at once.
    await page.keyboard.type('Estuche con cierre');
    await form
      .getByRole('listitem')
      .last()
      .getByLabel('Detalle (cantidad, tamaño o color)')
      .fill('marcado con el nombre');
    await form.getByRole('button', { name: 'Quitar «Plasticina»' }).click();
    await expect(form.getByText('Hay cambios sin guardar en este nivel.')).toBeVisible();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Cambios guardados en 3º Básico.')).toBeVisible();

    // Visitors: 3º Básico now has a list of its own, between "1º y 2º" and 4º.
    const check = async (p: Page) => {
      await p.goto('/listado-utiles');
      const main = p.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        'Listado de útiles escolares 2025',
      );
      await expect(main.getByRole('heading', { level: 2, name: '1º y 2º Básico' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: '4º Básico' })).toBeVisible();
      const third = main.getByRole('region', { name: '3º Básico' });
      await expect(third).toContainText('Estuche con cierre: marcado con el nombre');
      await expect(third).not.toContainText('Plasticina');
      await expect(main.getByRole('region', { name: '1º y 2º Básico' })).toContainText(
        'Plasticina',
      );
    };
    await withoutJavaScript(browser, site.origin, check);
    await check(page);
    await expectNoAxeViolations(page);
  });

  test('next year is copied, prepared out of sight, then published: the page and the cards follow', async ({
    page,
    browser,
    request,
    site,
  }) => {
    await openSuppliesPanel(page, request);
    await page.getByLabel('Año escolar').selectOption('2026');
    await expect(page.getByText(/El listado 2026 está en preparación/)).toBeVisible();
    await page.getByRole('button', { name: 'Copiar el listado de 2025' }).click();
    await expect(page.getByText('Listo: 2026 empieza con una copia de 2025.')).toBeVisible();

    await page.getByLabel('Nivel').selectOption({ label: 'Kínder' });
    const form = editor(page, /^Kínder · 2026$/);
    await form.getByRole('button', { name: 'Agregar útil' }).click();
    await page.keyboard.type('Delantal cuadrillé');
    await expect(form.getByText('Hay cambios sin guardar en este nivel.')).toBeVisible();
    // Leaving with unsaved changes asks first; staying keeps them.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.dismiss();
    });
    await page.locator('header a[href="/"]').first().click();
    await expect.poll(() => asked).not.toBe('');
    await expect(page).toHaveURL(/\/adminlbj_\/panel/);
    await expect(form.getByRole('listitem').last().getByLabel('Útil', { exact: true })).toHaveValue(
      'Delantal cuadrillé',
    );
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Cambios guardados en Kínder.')).toBeVisible();

    // Still 2025 for families.
    expect(await (await request.get('/listado-utiles')).text()).toContain(
      'Listado de útiles escolares 2025',
    );
    expect((await request.get('/api/supplies/2026')).status()).toBe(404);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Publicar el listado 2026' }).click();
    await expect(page.getByText('Listo: las familias ahora ven el listado 2026.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The server's HTML: the list and the featured cards of / and /news.
    await withoutJavaScript(browser, site.origin, async (p) => {
      await p.goto('/listado-utiles');
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(
        'Listado de útiles escolares 2026',
      );
      await expect(p.getByRole('main')).toContainText('Delantal cuadrillé');
      await p.goto('/');
      await expect(
        p.getByRole('region', { name: 'Destacados' }).getByRole('heading', { level: 3 }),
      ).toContainText(['Listado de Útiles 2026']);
      await p.goto('/news');
      await expect(
        p.getByRole('heading', { name: 'Listado de Útiles Escolares 2026' }),
      ).toBeVisible();
    });
    await page.goto('/listado-utiles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Listado de útiles escolares 2026',
    );
    await expect(page.getByRole('main')).toContainText('Delantal cuadrillé');
    await expectNoAxeViolations(page);
  });

  test('prints one level per page', async ({ page }) => {
    await page.goto('/listado-utiles');
    await page.emulateMedia({ media: 'print' });
    const sections = page.getByRole('main').locator('section[id]');
    await expect(sections.first()).toBeVisible();
    const breaks = await sections.evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node).breakBefore),
    );
    expect(breaks.length).toBeGreaterThan(1);
    expect(new Set(breaks)).toEqual(new Set(['page']));
    await expect(page.getByRole('button', { name: 'Imprimir el listado' })).toBeHidden();
  });
});
