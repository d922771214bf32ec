// The supplies list as data, end to end: staff edit a level and prepare, copy and
// publish a year in the panel; /listado-utiles and the featured cards of / and /news follow, with
// and without JavaScript. These tests change which year the whole site shows, so they run
// against a server of their own (its own DATA_DIR and port, started here), never the shared one
// the other specs read the 2025 list from.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startOwnServer, type OwnServer } from '../support/server.ts';

const USERNAME = 'directora-utiles';
const PASSWORD = 'clave-de-prueba-utiles-2026';
// A server of this file's own for each run of it (once per project, maybe two at once).
let site: OwnServer | undefined;
let base = '';
const at = (address: string) => `${base}${address}`;

// Serial: the second test prepares the year after the list the first one edited. Long journeys
// with axe on a long form: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  site = await startOwnServer('utiles', { username: USERNAME, password: PASSWORD });
  base = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
});

async function openSuppliesPanel(page: Page): Promise<void> {
  const response = await page.request.post(at('/api/login'), {
    data: { username: USERNAME, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto(at('/adminlbj_'));
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
  await page.goto(at('/adminlbj_/panel?seccion=utiles'));
  await expect(page.getByRole('heading', { level: 2, name: 'Útiles' })).toBeVisible();
}

const editor = (page: Page, title: RegExp) => page.getByRole('form', { name: title });

/** The page as a visitor without JavaScript gets it: the server's HTML only. */
async function withoutJavaScript<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the supplies list in the panel', { tag: '@both' }, () => {
  test('a level edited in the panel shows on /listado-utiles, with and without JavaScript', async ({
    page,
    browser,
  }) => {
    await openSuppliesPanel(page);
    await expect(
      page.getByText('El listado 2025 es el que ven las familias en el sitio.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Nivel').selectOption({ label: '3º Básico' });
    const form = editor(page, /^3º Básico · 2025$/);
    await form.getByRole('button', { name: 'Agregar útil' }).click();
    // The new line's field has the focus: type at once.
    await page.keyboard.type('Estuche con cierre');
    const lines = form.getByRole('listitem');
    const last = lines.last();
    await last.getByLabel('Detalle (cantidad, tamaño o color)').fill('marcado con el nombre');
    // Up three places by keyboard: the focus stays on "Subir" of the moved line.
    await last.getByRole('button', { name: 'Subir «Estuche con cierre»' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Subir «Estuche con cierre»' })).toBeFocused();
    const count = await lines.count();
    await expect(lines.nth(count - 4).getByLabel('Útil', { exact: true })).toHaveValue(
      'Estuche con cierre',
    );
    // Removing a line, then saving.
    await form.getByRole('button', { name: 'Quitar «Plasticina»' }).click();
    await expect(form.getByText('Hay cambios sin guardar en este nivel.')).toBeVisible();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Cambios guardados en 3º Básico.')).toBeVisible();

    // An empty line is refused in place, and nothing typed is lost.
    await form.getByRole('button', { name: 'Agregar título de grupo' }).click();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      form.getByText('Escribe el útil o el título del grupo, o quita la línea.'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Quitar «línea sin texto»' }).click();

    // Visitors: 3º Básico now has a list of its own, between "1º y 2º" and 4º.
    const check = async (p: Page) => {
      await p.goto(at('/listado-utiles'));
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
    await check(page);
    await withoutJavaScript(browser, check);
    await expectNoAxeViolations(page);
  });

  test('next year is copied, prepared out of sight, then published: the page and the cards follow', async ({
    page,
    browser,
  }) => {
    await openSuppliesPanel(page);
    await page.getByLabel('Año escolar').selectOption('2026');
    await expect(page.getByText(/El listado 2026 está en preparación/)).toBeVisible();
    await page.getByRole('button', { name: 'Copiar el listado de 2025' }).click();
    await expect(page.getByText('Listo: 2026 empieza con una copia de 2025.')).toBeVisible();

    await page.getByLabel('Nivel').selectOption({ label: 'Kínder' });
    const form = editor(page, /^Kínder · 2026$/);
    await form.getByRole('button', { name: 'Agregar útil' }).click();
    await page.keyboard.type('Delantal cuadrillé');
    // Switching level and back keeps what was typed, unsaved.
    await page.getByLabel('Nivel').selectOption({ label: '8º Básico' });
    await expect(page.getByText('Cambios sin guardar en: Kínder 2026.')).toBeVisible();
    await page.getByLabel('Nivel').selectOption({ label: 'Kínder (sin guardar)' });
    await expect(form.getByRole('listitem').last().getByLabel('Útil', { exact: true })).toHaveValue(
      'Delantal cuadrillé',
    );
    // Leaving with unsaved changes asks first; staying keeps them.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/adminlbj_\/panel/);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByText('Cambios guardados en Kínder.')).toBeVisible();

    // Still 2025 for families.
    await page.goto(at('/listado-utiles'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Listado de útiles escolares 2025',
    );
    expect((await page.request.get(at('/api/supplies/2026'))).status()).toBe(404);

    await openSuppliesPanel(page);
    await page.getByLabel('Año escolar').selectOption('2026');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Publicar el listado 2026' }).click();
    await expect(page.getByText('Listo: las familias ahora ven el listado 2026.')).toBeVisible();
    await expectNoAxeViolations(page);

    const check = async (p: Page) => {
      await p.goto(at('/listado-utiles'));
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(
        'Listado de útiles escolares 2026',
      );
      await expect(p.getByRole('main')).toContainText('Delantal cuadrillé');
      await p.goto(at('/'));
      await expect(
        p.getByRole('region', { name: 'Destacados' }).getByRole('heading', { level: 3 }),
      ).toContainText(['Listado de Útiles 2026']);
      await p.goto(at('/news'));
      await expect(
        p.getByRole('heading', { name: 'Listado de Útiles Escolares 2026' }),
      ).toBeVisible();
    };
    await check(page);
    await withoutJavaScript(browser, check);
    await page.goto(at('/listado-utiles'));
    await expectNoAxeViolations(page);
  });

  test('prints one level per page', async ({ page }) => {
    await page.goto(at('/listado-utiles'));
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
