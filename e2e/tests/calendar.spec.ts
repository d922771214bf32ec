// The school calendar end to end against the built site and the real server: staff add, edit
// and cancel an event and enter a school year in the panel; a family filters /calendario by
// level, opens an event's page and finds the next events on the home page (also without
// JavaScript). axe finds nothing on any of them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdminWithCli, openPanelWithToken } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { goHomeWithinTheSite, hydrated } from '../support/hydration.ts';
import { unique } from '../support/titles.ts';

const PASSWORD = 'clave-de-prueba-calendario-2026';

/** `YYYY-MM-DD` in Chile, `days` from today. */
function chileDay(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const username = createAdminWithCli('e2e-cal', PASSWORD);
  const response = await request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const openPanel = (page: Page, token: string) =>
  openPanelWithToken(page, token, '/adminlbj_/panel?seccion=calendario');

async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await expectNoAxeViolations(page);
}

test.describe('staff keep the calendar in the panel', () => {
  test('@both add, edit and cancel an event; enter a school year', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await openPanel(page, await apiToken(request));
    const form = page.getByRole('form', { name: 'Agregar un evento' });
    await hydrated(form.getByRole('button', { name: 'Guardar evento' }));
    await expectAccessible(page);

    // Bad input: a Spanish message beside its field, and nothing stored.
    await form.getByRole('button', { name: 'Guardar evento' }).click();
    await expect(form.getByText('Escribe el título del evento.')).toBeVisible();

    const title = unique('Reunión de apoderados');
    const day = chileDay(20);
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Inicio').fill(`${day}T19:00`);
    await form.getByLabel('Término').fill(`${day}T20:30`);
    await form.getByLabel('Lugar (opcional)').fill('Sala 12');
    await form.getByLabel('4º Básico').check();
    await form.getByLabel('Categoría').selectOption('reunion-apoderados');
    await form.getByRole('button', { name: 'Guardar evento' }).click();
    await expect(page.getByText(`Evento guardado: «${title}».`)).toBeVisible();
    const list = page.getByRole('region', { name: 'Eventos' });
    await expect(list.getByText(title)).toBeVisible();
    await expect(list.getByText(`${day} 19:00 – 20:30`).first()).toBeVisible();
    await expectAccessible(page);

    // Edit: the form takes the event; the list shows the new title.
    await list.getByRole('button', { name: `Editar: ${title}` }).click();
    const edit = page.getByRole('form', { name: `Editar «${title}»` });
    await expect(edit.getByLabel('Título')).toHaveValue(title);
    const edited = `${title} (nuevo horario)`;
    await edit.getByLabel('Título').fill(edited);
    await edit.getByLabel('Inicio').fill(`${day}T18:30`);
    await edit.getByRole('button', { name: 'Guardar evento' }).click();
    await expect(list.getByText(edited)).toBeVisible();
    await expect(list.getByText(`${day} 18:30 – 20:30`).first()).toBeVisible();

    // Cancel: kept, marked "Cancelado".
    await list.getByRole('button', { name: `Cancelar evento: ${edited}` }).click();
    await expect(page.getByText(`Evento cancelado: «${edited}».`)).toBeVisible();
    await expect(list.getByRole('button', { name: `Reprogramar: ${edited}` })).toBeVisible();
    await expectAccessible(page);

    // The school year: one screen, saved once (a year of its own per screen size).
    const year = testInfo.project.name === 'mobile' ? 2031 : 2032;
    const yearSection = page.getByRole('region', { name: 'Año escolar' });
    await yearSection.getByLabel('Año').fill(String(year));
    const dates = page.getByRole('form', { name: `Fechas de ${String(year)}` });
    await dates.getByLabel('Inicio de clases').fill(`${String(year)}-03-03`);
    await dates.getByLabel('Vacaciones de invierno: primer día').fill(`${String(year)}-06-23`);
    await dates.getByLabel('Vacaciones de invierno: último día').fill(`${String(year)}-07-04`);
    await dates.getByRole('button', { name: 'Agregar feriado' }).click();
    await dates
      .getByLabel('Fecha', { exact: true })
      .last()
      .fill(`${String(year)}-05-21`);
    await dates.getByLabel('Nombre', { exact: true }).last().fill('Día de las Glorias Navales');
    await dates.getByLabel('Último día de clases').fill(`${String(year)}-12-12`);
    await dates.getByRole('button', { name: 'Guardar año escolar' }).click();
    await expect(page.getByText(`Fechas del año ${String(year)} guardadas.`)).toBeVisible();
    await expectAccessible(page);

    // Families see them.
    await page.goto(`/calendario?mes=${String(year)}-03`);
    await expect(page.getByRole('link', { name: 'Inicio de clases' }).first()).toBeVisible();
    await page.goto(`/calendario?mes=${String(year)}-05`);
    await expect(
      page.getByRole('link', { name: 'Día de las Glorias Navales' }).first(),
    ).toBeVisible();
  });
});

/** Two events of tomorrow for different levels, and one for the whole school. */
async function seedEvents(request: APIRequestContext) {
  const token = await apiToken(request);
  const titles = {
    second: unique('Salida pedagógica 2º'),
    sixth: unique('Taller de robótica 6º'),
    school: unique('Misa de acción de gracias'),
  };
  const day = chileDay(1);
  for (const [key, niveles] of [
    ['second', ['2-basico']],
    ['sixth', ['6-basico']],
    ['school', []],
  ] as const) {
    const response = await request.post('/api/calendar/events', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        titulo: titles[key],
        todo_el_dia: true,
        inicio: day,
        niveles,
        categoria: 'actividad',
        lugar: 'Patio central',
      },
    });
    expect(response.status()).toBe(201);
  }
  return titles;
}

/** The family's steps; axe runs where the page's code may run (it needs JavaScript itself). */
async function familyFlow(
  page: Page,
  titles: Awaited<ReturnType<typeof seedEvents>>,
  { axe }: { axe: boolean },
) {
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario escolar' })).toBeVisible();
  await expect(page.getByRole('link', { name: titles.sixth }).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Nivel' })
    .getByRole('link', { name: '2º Básico' })
    .click();
  await expect(page).toHaveURL(/\?.*nivel=2-basico/);
  await expect(page.getByRole('link', { name: titles.second }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: titles.school }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: titles.sixth })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Abrir en mi calendario' }).last()).toHaveAttribute(
    'href',
    /^webcal:\/\/.*\/calendario\.ics\?niveles=2-basico$/,
  );
  if (axe) await expectAccessible(page);

  await page.getByRole('link', { name: titles.second }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: titles.second })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(titles.second));
  const add = page.getByRole('link', { name: 'Agregar a mi calendario' });
  await expect(add).toHaveAttribute('href', /^\/calendario\/\d+\.ics$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"@type":"Event"'))).toBe(true);
  if (axe) await expectAccessible(page);

  await page.goto('/');
  // The next five events of the whole school (other tests add theirs too), each a link.
  const next = page.getByRole('region', { name: 'Próximos eventos' });
  await expect(next.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const count = await next.getByRole('heading', { level: 3 }).count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(5);
  await expect(next.getByRole('link', { name: 'Ver el calendario' })).toHaveAttribute(
    'href',
    '/calendario',
  );
  if (!axe) return;
  // Home again through the site's own navigation: the events are asked of the server.
  await page.goto('/contacto');
  await goHomeWithinTheSite(page);
  await expect(next.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await next.getByRole('heading', { level: 3 }).count()).toBeLessThanOrEqual(5);
}

test.describe('families plan with the calendar', () => {
  test('@both filter by level, open an event, find the next events at home', async ({
    page,
    request,
  }) => {
    test.slow();
    await familyFlow(page, await seedEvents(request), { axe: true });
  });

  test('the menu’s Calendario loads the page once, as the server renders it', async ({ page }) => {
    await page.goto('/historia');
    const menuLink = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Calendario' });
    await hydrated(menuLink);
    await page.evaluate(() => {
      (window as { antes?: boolean }).antes = true;
    });
    await menuLink.click();
    // A new document, with the page the server rendered.
    await expect
      .poll(() => page.evaluate(() => (window as { antes?: boolean }).antes ?? false))
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario escolar' })).toBeVisible();
    // Loaded by the browser as a page of its own: not shown by the app without its data first,
    // then reloaded.
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigation).toBe('navigate');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('@mobile the same, from the HTML alone', async ({ page, request }) => {
      test.slow();
      await familyFlow(page, await seedEvents(request), { axe: false });
    });
  });
});
