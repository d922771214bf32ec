// The staff panel (/adminlbj_/panel), end to end against the built site and the real
// server: accounts made with the CLI and through the panel, real logins, real tokens refused.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAdminWithCli } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const PASSWORD = 'clave-de-prueba-panel-2026';
const PANEL = '/adminlbj_/panel';

/** A token from the real login endpoint. */
async function apiToken(
  request: APIRequestContext,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const response = await request.post('/api/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Puts a token in localStorage the way a login does, then opens the panel at `section`. */
async function openPanel(page: Page, token: string, section?: string): Promise<void> {
  await page.goto('/adminlbj_');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
  await page.goto(section ? `${PANEL}?seccion=${section}` : PANEL);
}

/** A JWT-shaped token that the browser finds unexpired but this server never signed. */
function foreignToken(): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp })}.${randomBytes(32).toString('base64url')}`;
}

const sections = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Secciones del panel' });
const sectionHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 2, name, exact: true });
const loginRegion = (page: Page): Locator =>
  page.getByRole('region', { name: 'Inicia sesión para entrar al panel' });
const createForm = (page: Page): Locator =>
  page.getByRole('form', { name: 'Crear un administrador' });
const passwordForm = (page: Page): Locator =>
  page.getByRole('form', { name: 'Cambiar mi contraseña' });

/**
 * axe on the whole page, scrolled to the top: scrolled down, the sticky site header covers part of
 * a field and axe's target-size rule counts that field as a small target, depending on where the
 * last click left the page.
 */
async function expectAccessible(page: Page): Promise<void> {
  if (!(await page.getByRole('dialog').first().isVisible())) {
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
  }
  await expectNoAxeViolations(page);
}

async function logInThere(page: Page, username: string, password = PASSWORD): Promise<void> {
  const login = loginRegion(page);
  await login.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await login.getByLabel('Contraseña').fill(password);
  await login.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('the staff panel', { tag: '@both' }, () => {
  test('is private: noindex, not in the sitemap, not linked for visitors', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PANEL)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('panel');
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panel' })).toHaveCount(0);
  });

  test('a visitor gets the login there, and logging in opens the section of the address', async ({
    page,
  }) => {
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    await page.goto(`${PANEL}?seccion=actividad`);
    await expect(loginRegion(page)).toBeVisible();
    await expect(sections(page)).toHaveCount(0);
    await expectAccessible(page);
    await logInThere(page, username);
    await expect(sectionHeading(page, 'Actividad')).toBeVisible();
    await expect(page).toHaveURL(/\/adminlbj_\/panel\?seccion=actividad$/);
    await expect(loginRegion(page)).toHaveCount(0);
  });

  test('a token the server refuses brings the login back, saying the session expired', async ({
    page,
  }) => {
    await openPanel(page, foreignToken(), 'administradores');
    await expect(page.getByRole('status').filter({ hasText: 'Tu sesión expiró' })).toHaveText(
      'Tu sesión expiró. Vuelve a iniciar sesión para continuar.',
    );
    await expect(loginRegion(page)).toBeVisible();
    await expect(sections(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('"Panel" sits beside "Subir Noticia" and "Cerrar Sesión" on /news', async ({
    page,
    request,
  }) => {
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    await openPanel(page, await apiToken(request, username));
    await page.goto('/news');
    const bar = page.getByRole('group', { name: 'Administración de noticias' });
    await expect(bar.getByRole('link', { name: 'Panel' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Subir Noticia' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await bar.getByRole('link', { name: 'Panel' }).click();
    await expect(page).toHaveURL(/\/adminlbj_\/panel$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    // The first section opens; the bar there has no link to itself.
    await expect(sections(page).getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Panel', exact: true })).toHaveCount(0);
  });

  test('keyboard alone: Tab to a section, Enter opens it and moves the focus to its heading; a reload keeps it', async ({
    page,
    request,
  }) => {
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    await openPanel(page, await apiToken(request, username), 'administradores');
    await expect(sectionHeading(page, 'Administradores')).toBeVisible();
    const activity = sections(page).getByRole('link', { name: 'Actividad' });
    // From the top of the page, Tab alone reaches the section list.
    await page.locator('body').focus();
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      if (await activity.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(activity).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sectionHeading(page, 'Actividad')).toBeFocused();
    await expect(page).toHaveURL(/\?seccion=actividad$/);
    await expect(activity).toHaveAttribute('aria-current', 'page');
    // Once the section's code is in, the next Tab goes into it, to its first filter.
    await expect(page.getByRole('combobox', { name: 'Persona' })).toBeVisible();
    await expect(sectionHeading(page, 'Actividad')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Persona' })).toBeFocused();
    await page.reload();
    await expect(sectionHeading(page, 'Actividad')).toBeVisible();
    await expect(sectionHeading(page, 'Administradores')).toHaveCount(0);
  });

  test('every section, opened from the list, has axe 0 violations', async ({ page, request }) => {
    test.slow();
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    await openPanel(page, await apiToken(request, username));
    const names = [
      'Documentos',
      'Útiles',
      'Aviso',
      'Calendario',
      'Fotos',
      'Admisión',
      'Administradores',
      'Actividad',
    ];
    // A section's name may be followed by what waits in it ("Admisión 1 nueva").
    const named = (name: string) => new RegExp(`^${name}( |$)`);
    await expect(sections(page).getByRole('link')).toHaveText(names.map(named));
    for (const name of names) {
      await sections(page)
        .getByRole('link', { name: named(name) })
        .click();
      await expect(sectionHeading(page, name)).toBeFocused();
      await expect(page.getByText('Cargando la sección…')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
  });

  test('a second administrator is created, logs in, and once removed their token is refused', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    await openPanel(page, await apiToken(request, username), 'administradores');
    await expect(sectionHeading(page, 'Administradores')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: username })).toBeVisible();
    await expectAccessible(page);

    const form = createForm(page);
    const second = `e2e-segunda-${randomBytes(4).toString('hex')}`;
    const secondPassword = `otra-clave-${randomBytes(6).toString('hex')}`;
    // Too short: said beside the field, nothing sent, nothing lost.
    await form.getByRole('textbox', { name: 'Usuario' }).fill(second);
    await form.getByLabel('Contraseña', { exact: true }).fill('corta');
    await form.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(form.getByText('La contraseña debe tener al menos 12 caracteres.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Usuario' })).toHaveValue(second);
    await expectAccessible(page);
    // Shown on request, then created.
    await form.getByRole('checkbox', { name: 'Mostrar la contraseña' }).check();
    await expect(form.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
    await form.getByLabel('Contraseña', { exact: true }).fill(secondPassword);
    await form.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(
      form.getByText(`Se creó el administrador «${second}». Ya puede iniciar sesión.`),
    ).toBeVisible();
    const secondItem = page.getByRole('listitem').filter({ hasText: second });
    await expect(secondItem).toContainText('Todavía no ha iniciado sesión');
    // The same name again: 409, beside the name, with what was typed still there.
    await form.getByRole('textbox', { name: 'Usuario' }).fill(second.toUpperCase());
    await form.getByLabel('Contraseña', { exact: true }).fill(secondPassword);
    await form.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(
      form.getByText(`Ya existe un administrador llamado «${second.toUpperCase()}».`),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Usuario' })).toHaveValue(second.toUpperCase());

    // The new administrator logs in from another browser, at the panel.
    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    await other.goto(`${PANEL}?seccion=administradores`);
    await logInThere(other, second, secondPassword);
    await expect(sectionHeading(other, 'Administradores')).toBeVisible();
    const secondToken = await other.evaluate(() => localStorage.getItem('token'));
    expect(secondToken).toBeTruthy();
    const asSecond = { headers: { Authorization: `Bearer ${String(secondToken)}` } };
    expect((await request.get('/api/admins', asSecond)).status()).toBe(200);

    // Removed from the first browser, behind a confirmation.
    await page.reload();
    await page
      .getByRole('listitem')
      .filter({ hasText: second })
      .getByRole('button', { name: `Eliminar a ${second}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `¿Eliminar a «${second}»?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Se eliminó a «${second}». Sus sesiones ya no son válidas.`),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);

    // Their token is refused at once, and their panel gives way to the login.
    expect((await request.get('/api/admins', asSecond)).status()).toBe(401);
    await other.reload();
    await expect(loginRegion(other)).toBeVisible();
    await expect(
      other.getByText('Tu sesión expiró. Vuelve a iniciar sesión para continuar.'),
    ).toBeVisible();
    await otherContext.close();
  });

  test('the last administrator cannot be removed: the server’s words stay in the dialog', async ({
    page,
    request,
  }) => {
    // Never the last one here (other tests' accounts exist): a refusal faked at the edge shows
    // how the panel places it; the server's rule has its own tests.
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    await page.route(`**/api/admins/${username}`, (route) =>
      route.fulfill({
        status: 409,
        json: {
          statusCode: 409,
          error:
            'No se puede eliminar al último administrador: crea otro antes, o cambia esta contraseña.',
          message: 'x',
        },
      }),
    );
    await openPanel(page, await apiToken(request, username), 'administradores');
    await page.getByRole('button', { name: `Eliminar a ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: `¿Eliminar a «${username}»?` });
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'No se puede eliminar al último administrador: crea otro antes, o cambia esta contraseña.',
    );
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
  });

  test('changing one’s password: a wrong current one is said in place; the right one keeps this session', async ({
    page,
    request,
  }) => {
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    const oldToken = await apiToken(request, username);
    await openPanel(page, oldToken, 'administradores');
    const form = passwordForm(page);
    const next = `nueva-clave-${randomBytes(6).toString('hex')}`;
    await form.getByLabel('Contraseña actual').fill('no-es-la-clave-actual');
    await form.getByLabel('Nueva contraseña', { exact: true }).fill(next);
    await form.getByLabel('Repite la nueva contraseña').fill(next);
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await expect(form.getByLabel('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Nueva contraseña', { exact: true })).toHaveValue(next);
    await expectAccessible(page);

    await form.getByLabel('Contraseña actual').fill(PASSWORD);
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admins/me/password') && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    // 204 as the API promises; the token that continues this session comes in a header.
    expect((await answered).status()).toBe(204);
    await expect(
      form.getByText('Tu contraseña se cambió. Tus sesiones en otros equipos se cerraron.'),
    ).toBeVisible();
    // The old session's token is refused; this page goes on with the new one.
    expect(
      (
        await request.get('/api/admins', { headers: { Authorization: `Bearer ${oldToken}` } })
      ).status(),
    ).toBe(401);
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: username })).toBeVisible();
    await expect(loginRegion(page)).toHaveCount(0);
    // The new password logs in; the old one no longer does.
    expect(
      (await request.post('/api/login', { data: { username, password: PASSWORD } })).status(),
    ).toBe(401);
    await apiToken(request, username, next);
  });

  test('Actividad: the log newest first, filtered by person and by action, kept by a reload', async ({
    page,
    request,
  }) => {
    test.slow();
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    const token = await apiToken(request, username);
    const created = `e2e-registro-${randomBytes(4).toString('hex')}`;
    const auth = { Authorization: `Bearer ${token}` };
    expect(
      (
        await request.post('/api/admins', {
          headers: auth,
          data: { username: created, password: PASSWORD },
        })
      ).status(),
    ).toBe(201);
    expect((await request.delete(`/api/admins/${created}`, { headers: auth })).status()).toBe(204);

    await openPanel(page, token, 'actividad');
    await expect(sectionHeading(page, 'Actividad')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Persona' }).selectOption(username);
    await expect(page).toHaveURL(new RegExp(`usuario=${username}`));
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    // Newest first: the removal, the creation, the login.
    await expect(rows.nth(0)).toContainText('Eliminó un administrador');
    await expect(rows.nth(0)).toContainText(`«${created}»`);
    await expect(rows.nth(1)).toContainText('Creó un administrador');
    await expect(rows.last()).toContainText('Inició sesión');
    for (const row of await rows.all()) await expect(row).toContainText(username);

    await page
      .getByRole('combobox', { name: 'Acción' })
      .selectOption({ label: 'Creó un administrador' });
    await expect(page).toHaveURL(/accion=administrador\.crear/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`«${created}»`);
    await expectAccessible(page);

    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Acción' })).toHaveValue('administrador.crear');

    // A filter that matches nothing says so.
    await page
      .getByRole('combobox', { name: 'Acción' })
      .selectOption({ label: 'Eliminó una noticia' });
    await expect(page.getByText('No hay actividad con estos filtros.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\?seccion=actividad$/);
    await expect(rows.first()).toBeVisible();
  });
});

test.describe('the activity on a phone', { tag: '@mobile' }, () => {
  test('each entry is a card that names its fields', async ({ page, request }) => {
    const username = createAdminWithCli('e2e-panel', PASSWORD);
    await openPanel(page, await apiToken(request, username), 'actividad');
    await page.getByRole('combobox', { name: 'Persona' }).selectOption(username);
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: 'Inició sesión' })
      .first();
    await expect(row).toBeVisible();
    // The column headers are hidden on a phone; each cell shows its name instead.
    const header = await page.getByRole('table').locator('thead').boundingBox();
    expect(header?.height ?? 0).toBeLessThanOrEqual(1);
    await expect(row.getByText('Acción', { exact: true })).toBeVisible();
    const box = await row.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
