// The school calendar in a browser, against the built site and the real server: staff add, edit
// and cancel an event and enter a school year in the panel, and /calendario shows it (its month
// grid a table at 1280 px, with axe); a family on a phone filters /calendario by level and opens an
// event's page (its months a list at 375 px, with axe), and finds the same, and the next events on
// the home page, without JavaScript.
//
// Proven lower, once: a refusal of the server said beside its field in the panel's form
// (web/src/features/calendar/components/calendar-panel-section.test.tsx, the rule in
// server/src/modules/calendar/calendar.test.ts); the menu's "Calendario" loaded as a whole page
// (web/src/app/layout/navbar.test.tsx); the home page's next events, rendered by the server and
// asked of the API after a navigation inside the site
// (web/src/features/calendar/components/next-events.test.tsx); the pages' data, the event's
// schema.org Event and the feeds (server/src/modules/calendar/*.test.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { chileDay } from '../support/dates.ts';
import { expect, signedIn, test } from '../support/staff.ts';
import { unique } from '../support/titles.ts';

async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await expectNoAxeViolations(page);
}

test.describe('staff keep the calendar in the panel', () => {
  test('add, edit and cancel an event', async ({ page, staff }) => {
    await signedIn(page, staff.token);
    await page.goto('/adminlbj_/panel?seccion=calendario');
    const form = page.getByRole('form', { name: 'Agregar un evento' });
    // (The section as it opens has its axe in admin-panel.spec.ts.)
    await hydrated(form.getByRole('button', { name: 'Guardar evento' }));

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
    await expect(list.getByText(title, { exact: true })).toBeVisible();
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
    await expect(list.getByText(edited, { exact: true })).toBeVisible();
    await expect(list.getByText(`${day} 18:30 – 20:30`).first()).toBeVisible();

    // Cancel: kept, marked "Cancelado".
    await list.getByRole('button', { name: `Cancelar evento: ${edited}` }).click();
    await expect(page.getByText(`Evento cancelado: «${edited}».`)).toBeVisible();
    await expect(list.getByRole('button', { name: `Reprogramar: ${edited}` })).toBeVisible();
    await expectAccessible(page);
  });

  test('enter a school year, which families see', async ({ page, request, staff }) => {
    await signedIn(page, staff.token);
    await page.goto('/adminlbj_/panel?seccion=calendario');
    await hydrated(page.getByRole('button', { name: 'Guardar año escolar' }));
    // The school year: one screen, saved once (a year no other test enters).
    const year = 2031;
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

    // Families see them, the month a table at this width.
    await page.goto(`/calendario?mes=${String(year)}-03`);
    await expect(page.getByRole('link', { name: 'Inicio de clases' }).first()).toBeVisible();
    await expectAccessible(page);
    const may = await (await request.get(`/calendario?mes=${String(year)}-05`)).text();
    expect(may).toContain('Día de las Glorias Navales');
  });
});

/** Two events of tomorrow for different levels, and one for the whole school. */
async function seedEvents(request: APIRequestContext, token: string) {
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
  // At 375 px the filters are folded under the ones in use, the month's events first.
  const filters = page.getByText('Filtros: Todos los niveles · todas las categorías');
  await expect(page.getByRole('navigation', { name: 'Nivel' })).toBeHidden();
  await filters.click();
  await page
    .getByRole('navigation', { name: 'Nivel' })
    .getByRole('link', { name: '2º Básico' })
    .click();
  await expect(page).toHaveURL(/\?.*nivel=2-basico/);
  await expect(page.getByText('Filtros: 2º Básico · todas las categorías')).toBeVisible();
  // The subscription follows the filter: the page shown is the filtered one.
  await expect(page.getByRole('link', { name: 'Abrir en mi calendario' }).last()).toHaveAttribute(
    'href',
    /^webcal:\/\/.*\/calendario\.ics\?niveles=2-basico$/,
  );
  await expect(page.getByRole('link', { name: titles.second }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: titles.school }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: titles.sixth })).toHaveCount(0);
  if (axe) await expectAccessible(page);

  await page.getByRole('link', { name: titles.second }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: titles.second })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(titles.second));
  const add = page.getByRole('link', { name: 'Agregar a mi calendario' });
  await expect(add).toHaveAttribute('href', /^\/calendario\/\d+\.ics$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"@type":"Event"'))).toBe(true);
  if (axe) await expectAccessible(page);
}

// On a phone: families plan there, and the months are a list at this width.
test.describe('families plan with the calendar', { tag: '@mobile' }, () => {
  test('filter by level and open an event', async ({ page, request, staff }) => {
    const titles = await seedEvents(request, staff.token);
    await familyFlow(page, titles, { axe: true });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the same from the HTML alone, and the next events on the home page', async ({
      page,
      request,
      staff,
    }) => {
      await familyFlow(page, await seedEvents(request, staff.token), { axe: false });
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
    });
  });
});
