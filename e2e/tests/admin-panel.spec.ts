// The staff panel (/adminlbj_/panel) in a browser, against the built site and the real server:
// the login at a section's address, the way in from /news and by keyboard, axe on every section
// (at the staff's desktop width; on a phone, the list of sections as tiles above the section and
// the activity as cards, with axe), the accounts' journey (created in the panel, a real login
// elsewhere, removed behind a confirmation, their session refused), one's own password changed,
// and the activity log.
//
// The rest is proven lower, once:
// - the panel's sections, their addresses, the login there and a session that ends (401):
//   web/src/app/admin-panel.test.tsx; the admin bar's "Panel" link, shown to staff only, and none
//   on the panel itself: web/src/components/admin/admin-bar.test.tsx;
// - the accounts' forms, their rules and the server's refusals in place (a taken name in other
//   capitals, the last administrator): web/src/features/admins/components/*.test.tsx; the API's
//   answers: server/src/modules/auth/admins.test.ts (the old password refused and the new one
//   accepted after a change, a forged token refused);
// - the activity's filters, their address and a reload: web/src/features/activity/components/
//   activity-panel-section.test.tsx; what the log records: server/src/modules/audit/audit.test.ts.
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { createAdminWithCli, openPanelWithToken } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { expect, signedIn, test } from '../support/staff.ts';

const PANEL = '/adminlbj_/panel';

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
const block = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('region', { name, exact: typeof name === 'string' });

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

/**
 * The log's answer for a filter (`usuario=…`, `accion=…`): until it comes, the table keeps the
 * entries of the filter before.
 */
const logAnswer = (page: Page, param: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/api/audit-log?') && response.url().includes(param) && response.ok(),
  );

async function logInThere(page: Page, username: string, password: string): Promise<void> {
  const login = loginRegion(page);
  await login.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await login.getByLabel('Contraseña').fill(password);
  await login.getByRole('button', { name: 'Entrar' }).click();
}

/** A section's link in the list: its name may be followed by what waits in it ("Admisión 1 nueva"). */
const named = (name: string) => new RegExp(`^${name}( |$)`);

/**
 * Each section's name in the list, and what shows once its data has come: axe reads the section
 * as staff see it, never half loaded.
 */
const SECTIONS: { name: string; loaded: (page: Page, staff: string) => Locator[] }[] = [
  {
    name: 'Documentos',
    loaded: (page) => [
      block(page, 'Documentos obligatorios').getByRole('listitem').first(),
      block(page, 'Documentos publicados')
        .getByRole('listitem')
        .or(page.getByText('No hay documentos publicados.'))
        .first(),
    ],
  },
  { name: 'Útiles', loaded: (page) => [page.getByRole('form', { name: / · \d{4}$/ })] },
  {
    name: 'Aviso',
    loaded: (page) => [
      block(page, 'Aviso actual')
        .getByText(/^(No hay ningún aviso publicado|Se está mostrando|Programado|Vencido)/)
        .first(),
    ],
  },
  {
    name: 'Calendario',
    loaded: (page) => [
      page.getByRole('form', { name: /^Fechas de \d{4}$/ }),
      block(page, 'Eventos')
        .getByRole('listitem')
        .or(page.getByText('Todavía no hay eventos en estas fechas.'))
        .first(),
    ],
  },
  {
    name: 'Traducciones pendientes',
    loaded: (page) => [
      block(page, 'Noticias')
        .getByRole('listitem')
        .or(page.getByText('Todas las noticias tienen sus traducciones al día.'))
        .first(),
      block(page, 'Eventos del calendario')
        .getByRole('listitem')
        .or(page.getByText('Todos los eventos tienen sus traducciones al día.'))
        .first(),
    ],
  },
  {
    name: 'Fotos',
    // The count joins the heading once the requests have come.
    loaded: (page) => [page.getByRole('heading', { level: 3, name: /^Solicitudes de retiro \(/ })],
  },
  {
    name: 'Admisión',
    loaded: (page) => [
      block(page, 'Consultas de familias')
        .getByRole('listitem')
        .or(page.getByText('No hay consultas con estos filtros.'))
        .first(),
      block(page, 'Proceso de admisión').getByRole('button', { name: 'Guardar proceso' }),
      // The test servers send no e-mail: said once the settings have come.
      block(page, 'Aviso por correo').getByText(/no tiene configurado el envío de correos/),
    ],
  },
  {
    name: 'Boletín',
    loaded: (page) => [
      block(page, 'Próxima edición').getByRole('button', { name: 'Enviar ahora' }),
      // The test servers send no e-mail: said once the summary has come.
      block(page, 'Familias suscritas').getByText(/no tiene configurado el envío de correos/),
    ],
  },
  {
    name: 'Administradores',
    loaded: (page, staff) => [page.getByRole('listitem').filter({ hasText: staff })],
  },
  {
    name: 'Actividad',
    loaded: (page) => [
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ],
  },
];

test.describe('the staff panel', () => {
  test('a visitor gets the login at a section’s address, and logging in opens that section; search engines are kept out', async ({
    page,
    request,
    staff,
  }) => {
    const html = await (await request.get(PANEL)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('panel');

    await page.goto(`${PANEL}?seccion=actividad`);
    await expect(loginRegion(page)).toBeVisible();
    await expect(sections(page)).toHaveCount(0);
    await expectAccessible(page);
    await logInThere(page, staff.username, staff.password);
    await expect(sectionHeading(page, 'Actividad')).toBeVisible();
    await expect(page).toHaveURL(/\/adminlbj_\/panel\?seccion=actividad$/);
    await expect(loginRegion(page)).toHaveCount(0);
  });

  test('from /news, "Panel" opens the first section; by keyboard alone, Enter on a section moves the focus to its heading; a reload keeps it', async ({
    page,
    staff,
  }) => {
    await signedIn(page, staff.token);
    await page.goto('/news');
    const bar = page.getByRole('group', { name: 'Administración de noticias' });
    await expect(bar.getByRole('button', { name: 'Subir Noticia' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await bar.getByRole('link', { name: 'Panel' }).click();
    await expect(page).toHaveURL(/\/adminlbj_\/panel$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    // The first section opens; the bar there has no link to itself.
    await expect(sections(page).getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await expect(sectionHeading(page, 'Documentos')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panel', exact: true })).toHaveCount(0);

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
    await expect(sectionHeading(page, 'Documentos')).toHaveCount(0);
  });

  // Each section's axe at the staff's desktop width, two sections a test (the panel's shape at
  // 375 px, with axe, is the phone's test below).
  for (const half of [0, 2, 4, 6, 8].map((first) => SECTIONS.slice(first, first + 2))) {
    const names = half.map(({ name }) => name);
    test(`${names.join(' and ')}: opened from the list, without axe violations`, async ({
      page,
      staff,
    }) => {
      await signedIn(page, staff.token);
      await page.goto(PANEL);
      await expect(sections(page).getByRole('link')).toHaveText(
        SECTIONS.map(({ name }) => named(name)),
      );
      // Before the code runs, a section's link loads the page anew (the heading unfocused).
      await hydrated(sections(page).getByRole('link').first());
      for (const { name, loaded } of half) {
        await test.step(name, async () => {
          await sections(page)
            .getByRole('link', { name: named(name) })
            .click();
          await expect(sectionHeading(page, name)).toBeFocused();
          for (const shown of loaded(page, staff.username)) await expect(shown).toBeVisible();
          await expectAccessible(page);
        });
      }
    });
  }

  test('an administrator is created in the panel and logs in elsewhere; once removed, behind a confirmation, their session is refused', async ({
    page,
    browser,
    baseURL,
    request,
    staff,
  }) => {
    await signedIn(page, staff.token);
    await page.goto(`${PANEL}?seccion=administradores`);
    // (The section as it opens has its axe in the tour of the sections above.)
    await expect(page.getByRole('listitem').filter({ hasText: staff.username })).toBeVisible();

    const second = `e2e-segunda-${randomBytes(4).toString('hex')}`;
    const secondPassword = `otra-clave-${randomBytes(6).toString('hex')}`;
    await test.step('created in the panel, after a password too short', async () => {
      const form = createForm(page);
      await form.getByRole('textbox', { name: 'Usuario' }).fill(second);
      await form.getByLabel('Contraseña', { exact: true }).fill('corta');
      await form.getByRole('button', { name: 'Crear administrador' }).click();
      await expect(
        form.getByText('La contraseña debe tener al menos 12 caracteres.'),
      ).toBeVisible();
      await expectAccessible(page);
      // Shown on request, then created.
      await form.getByRole('checkbox', { name: 'Mostrar la contraseña' }).check();
      await expect(form.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
      await form.getByLabel('Contraseña', { exact: true }).fill(secondPassword);
      await form.getByRole('button', { name: 'Crear administrador' }).click();
      await expect(
        form.getByText(`Se creó el administrador «${second}». Ya puede iniciar sesión.`),
      ).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: second })).toContainText(
        'Todavía no ha iniciado sesión',
      );
    });

    const otherContext = await browser.newContext({ baseURL });
    try {
      const other = await otherContext.newPage();
      await test.step('they log in from another browser, at the panel', async () => {
        await other.goto(`${PANEL}?seccion=administradores`);
        await logInThere(other, second, secondPassword);
        await expect(sectionHeading(other, 'Administradores')).toBeVisible();
      });
      const secondToken = await other.evaluate(() => localStorage.getItem('token'));
      expect(secondToken).toBeTruthy();
      const asSecond = { headers: { Authorization: `Bearer ${String(secondToken)}` } };
      expect((await request.get('/api/admins', asSecond)).status()).toBe(200);

      await test.step('removed from the first browser, behind a confirmation that shows a refusal in place', async () => {
        await page.reload();
        await page
          .getByRole('listitem')
          .filter({ hasText: second })
          .getByRole('button', { name: `Eliminar a ${second}` })
          .click();
        const dialog = page.getByRole('dialog', { name: `¿Eliminar a «${second}»?` });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
        // The last administrator's refusal, faked at the edge (never the last one here: other
        // tests' accounts exist): the server's words stay in the dialog.
        const refusal =
          'No se puede eliminar al último administrador: crea otro antes, o cambia esta contraseña.';
        await page.route(`**/api/admins/${second}`, (route) =>
          route.fulfill({ status: 409, json: { statusCode: 409, error: refusal, message: 'x' } }),
        );
        await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
        await expect(dialog.getByRole('alert')).toHaveText(refusal);
        await expect(dialog).toBeVisible();
        await expectAccessible(page);
        await page.unroute(`**/api/admins/${second}`);
        // Confirmed again, with the server's real answer.
        await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
        await expect(dialog).toBeHidden();
        await expect(
          page.getByText(`Se eliminó a «${second}». Sus sesiones ya no son válidas.`),
        ).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
      });

      await test.step('their token is refused at once, and their panel gives way to the login', async () => {
        expect((await request.get('/api/admins', asSecond)).status()).toBe(401);
        await other.reload();
        await expect(loginRegion(other)).toBeVisible();
        await expect(
          other.getByText('Tu sesión expiró. Vuelve a iniciar sesión para continuar.'),
        ).toBeVisible();
        expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
      });
    } finally {
      await otherContext.close();
    }
  });

  test('changing one’s password: a wrong current one is said in place; the right one keeps this session and ends the old one', async ({
    page,
    request,
  }) => {
    // An administrator of the test's own: the worker's staff keep their password.
    const password = 'clave-de-prueba-panel-2026';
    const username = createAdminWithCli('e2e-clave', password);
    const login = await request.post('/api/login', { data: { username, password } });
    expect(login.status()).toBe(200);
    const { token: oldToken } = (await login.json()) as { token: string };
    await openPanelWithToken(page, oldToken, `${PANEL}?seccion=administradores`);
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

    await form.getByLabel('Contraseña actual').fill(password);
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
  });

  test('Actividad: the log newest first, filtered by person and by action, kept by a reload', async ({
    page,
    request,
    staff,
  }) => {
    const created = `e2e-registro-${randomBytes(4).toString('hex')}`;
    const auth = { Authorization: `Bearer ${staff.token}` };
    expect(
      (
        await request.post('/api/admins', {
          headers: auth,
          data: { username: created, password: 'clave-de-registro-2026' },
        })
      ).status(),
    ).toBe(201);
    expect((await request.delete(`/api/admins/${created}`, { headers: auth })).status()).toBe(204);

    await signedIn(page, staff.token);
    await page.goto(`${PANEL}?seccion=actividad`);
    const table = page.getByRole('table');
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    await expectAccessible(page);

    // The worker's staff did this last: the removal, then the creation before it.
    const byPerson = logAnswer(page, `usuario=${staff.username}`);
    await page.getByRole('combobox', { name: 'Persona' }).selectOption(staff.username);
    await byPerson;
    await expect(page).toHaveURL(new RegExp(`usuario=${staff.username}`));
    await expect(rows.nth(0)).toContainText('Eliminó un administrador');
    await expect(rows.nth(0)).toContainText(`«${created}»`);
    await expect(rows.nth(1)).toContainText('Creó un administrador');
    await expect(rows.nth(1)).toContainText(`«${created}»`);
    await expect(rows.filter({ hasNotText: staff.username })).toHaveCount(0);

    const byAction = logAnswer(page, 'accion=administrador.crear');
    await page
      .getByRole('combobox', { name: 'Acción' })
      .selectOption({ label: 'Creó un administrador' });
    await byAction;
    await expect(page).toHaveURL(/accion=administrador\.crear/);
    await expect(rows.filter({ hasNotText: 'Creó un administrador' })).toHaveCount(0);
    await expect(rows.first()).toContainText(`«${created}»`);
    await expectAccessible(page);

    await page.reload();
    await expect(rows.first()).toContainText(`«${created}»`);
    await expect(rows.filter({ hasNotText: 'Creó un administrador' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Acción' })).toHaveValue('administrador.crear');

    // A filter that matches nothing says so: only the server itself drops old inquiries.
    await page
      .getByRole('combobox', { name: 'Acción' })
      .selectOption({ label: 'Se eliminaron consultas de más de 24 meses' });
    await expect(page.getByText('No hay actividad con estos filtros.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\?seccion=actividad$/);
    await expect(rows.first()).toBeVisible();
  });
});

test.describe('the staff panel on a phone', { tag: '@mobile' }, () => {
  test('the sections are tiles above the open one, without axe violations; each activity entry is a card that names its fields', async ({
    page,
    staff,
  }) => {
    await signedIn(page, staff.token);
    await page.goto(`${PANEL}?seccion=actividad`);
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(row).toBeVisible();
    await expectAccessible(page);
    // The list of sections comes first, above the section, not beside it.
    const list = await sections(page).boundingBox();
    const heading = await sectionHeading(page, 'Actividad').boundingBox();
    expect((list?.y ?? 0) + (list?.height ?? 0)).toBeLessThanOrEqual(heading?.y ?? 0);
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
