// Admissions, end to end: staff fill a process's facts in the panel and cannot publish it open
// with one missing; a family finds the open process from the home page, reads /admision and sends
// an inquiry (too soon first, then with the code and without it); staff see it as new, answer it
// and close it.
//
// Each fact left out in turn is the editor's (web/src/features/admissions/components/
// process-editor.test.tsx); the server's refusals (every missing fact named, the form's fill time,
// a forged stamp, the hourly limit) server/src/modules/admissions/admissions.test.ts.
//
// On the run's shared server: the process the family reads (YEAR) shows on / and /admision, which
// other specs load without asserting on it; the panel's editor works on a year of its own, lower,
// so that the process families see stays YEAR's (the open one of the highest year).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { postPublicForm } from '../support/public-form.ts';
import { expect, signedIn, test } from '../support/staff.ts';

/** The process families read: the panel's default year (next year's). */
const YEAR = '2027';
/** The year the editor test saves, lower than YEAR. */
const EDITOR_YEAR = '2026';

const LEVELS = [
  'Pre-Kínder',
  'Kínder',
  '1º Básico',
  '2º Básico',
  '3º Básico',
  '4º Básico',
  '5º Básico',
  '6º Básico',
  '7º Básico',
  '8º Básico',
];

/** Every fact of an open process but the vacancies: the panel's label and what is typed. */
const FACTS = [
  ['Criterios de admisión', 'Orden de postulación y entrevista con la familia.'],
  ['Cierre de postulación', '2026-09-30'],
  ['Fecha de resultados', '2026-10-15'],
  ['Requisitos y documentos', 'Certificado de nacimiento e informe del jardín.'],
  ['Pruebas', 'No se aplican pruebas.'],
  ['Aranceles', 'Matrícula $250.000; 10 cuotas de $310.000.'],
  ['Enlace al Proyecto Educativo (PEI)', '/documents/pei.pdf'],
] as const;

const FULL_PROCESS = {
  abierto: true,
  vacantes: {
    'pre-kinder': 12,
    kinder: 5,
    '1-basico': 3,
    '2-basico': 0,
    '3-basico': 2,
    '4-basico': 1,
    '5-basico': 0,
    '6-basico': 2,
    '7-basico': 4,
    '8-basico': 0,
  },
  criterios: 'Orden de postulación y entrevista con la familia.',
  postulacion_desde: '2026-08-01',
  postulacion_hasta: '2026-09-30',
  fecha_resultados: '2026-10-15',
  requisitos: 'Certificado de nacimiento e informe del jardín.',
  pruebas: 'No se aplican pruebas.',
  aranceles: 'Matrícula $250.000; 10 cuotas de $310.000.',
  pei_url: '/documents/pei.pdf',
};

/** The family's question, in the form and on the staff's card. */
const MESSAGE = '¿Podemos visitar el colegio antes de postular?';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Publishes YEAR's process open, with every fact (the same each time). */
async function openProcess(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.put(`/api/admissions/${YEAR}`, {
    headers: bearer(token),
    data: FULL_PROCESS,
  });
  expect(response.status()).toBe(200);
}

/** The panel's Admisión section, signed in. */
async function openPanel(page: Page): Promise<void> {
  await page.goto('/adminlbj_/panel?seccion=admision');
  await expect(page.getByRole('heading', { level: 2, name: 'Admisión' })).toBeVisible();
}

/** Fills the inquiry form of /admision as a family does. */
async function fillInquiry(page: Page, name: string): Promise<void> {
  const form = page.locator('#consulta form');
  await form.getByLabel('Nombre', { exact: true }).fill(name);
  await form.getByLabel('Correo electrónico', { exact: true }).fill('familia.rojas@ejemplo.cl');
  await form.getByLabel('Teléfono', { exact: true }).fill('+56 9 8765 4321');
  await form.getByLabel('Nivel de interés', { exact: true }).selectOption({ label: 'Kínder' });
  await form.getByLabel('Año de nacimiento', { exact: true }).fill('2021');
  await form.getByLabel('Mensaje', { exact: true }).fill(MESSAGE);
  await form.getByRole('checkbox', { name: /^Acepto que el colegio me contacte/ }).check();
}

/** A family's inquiry, sent as the form posts it (this server's fill time is 0 s). */
async function sendInquiry(request: APIRequestContext, name: string): Promise<void> {
  const response = await postPublicForm(request, '/admision', {
    nombre: name,
    email: 'familia.rojas@ejemplo.cl',
    telefono: '+56 9 8765 4321',
    nivel: 'kinder',
    anio_nacimiento: '2021',
    mensaje: MESSAGE,
    consentimiento: 'si',
  });
  expect(response.url()).toMatch(/\/admision\?enviada=1/);
}

// The staff's work, at the desktop's width.
test('staff fill the facts and cannot publish the process open with one missing; complete, it is saved open', async ({
  page,
  request,
  staff,
}) => {
  await signedIn(page, staff.token);
  await openPanel(page);
  const editor = page.getByRole('region', { name: 'Proceso de admisión' });
  await editor.getByLabel('Año escolar del proceso').fill(EDITOR_YEAR);
  await editor.getByRole('button', { name: 'Ver ese año' }).click();
  const save = editor.getByRole('button', { name: 'Guardar proceso' });
  await hydrated(save);
  await editor.getByLabel('Proceso abierto').check();
  const vacancies = editor.getByRole('group', { name: 'Vacantes por nivel' });
  for (const [index, level] of LEVELS.entries()) {
    await vacancies.getByLabel(level, { exact: true }).fill(String(index % 3));
  }
  await editor.getByLabel('Inicio de postulación').fill('2026-08-01');
  for (const [label, value] of FACTS) await editor.getByLabel(label).fill(value);
  await expectNoAxeViolations(page);

  const stored = async () => {
    const response = await request.get(`/api/admissions/${EDITOR_YEAR}`, {
      headers: bearer(staff.token),
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as { abierto: boolean; actualizado: string | null };
  };
  const before = (await stored()).actualizado;

  await test.step('a fact left out: refused, named beside its field, nothing stored', async () => {
    const field = editor.getByLabel('Pruebas');
    await field.fill('');
    await save.click();
    await expect(editor.getByText('Falta: pruebas.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByRole('alert')).toContainText('falta 1 dato');
    await expectNoAxeViolations(page);
    expect((await stored()).actualizado).toBe(before);
    await field.fill('No se aplican pruebas.');
  });

  await test.step('complete: saved open', async () => {
    await save.click();
    await expect(editor.getByText('Proceso guardado.')).toBeVisible();
    expect(await stored()).toMatchObject({ abierto: true, pruebas: 'No se aplican pruebas.' });
  });
});

// The family on a phone.
test(
  'a family finds the open process from the home page and reads /admision; an inquiry sent too soon comes back with what was typed and why; sent again, they are thanked',
  { tag: '@mobile' },
  async ({ page, request, staff }) => {
    await openProcess(request, staff.token);
    const shortcut = page.getByRole('link', { name: `Admisión ${YEAR} abierta` });

    await test.step('the home page links the open process, reached from another page by the logo', async () => {
      await page.goto('/contacto');
      await page
        .getByRole('link', { name: 'Colegio Cristiano Le Beau Jour (página de inicio)' })
        .click();
      await expect(shortcut).toBeVisible();
      await shortcut.click();
      await expect(page).toHaveURL(/\/admision$/);
    });

    await test.step('/admision: the facts, the vacancies per level, the PEI and the privacy note', async () => {
      await expect(page.getByRole('heading', { level: 1, name: `Admisión ${YEAR}` })).toBeVisible();
      await expect(
        page.getByText('recibimos postulaciones hasta el 30 de septiembre de 2026'),
      ).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('row', { name: /^2º Básico/ })).toContainText('Sin vacantes');
      await expect(table.getByRole('row', { name: /^Kínder/ })).toContainText('5 vacantes');
      await expect(page.getByRole('link', { name: /Proyecto Educativo \(PEI\)/ })).toHaveAttribute(
        'href',
        '/documents/pei.pdf',
      );
      await expect(page.getByRole('complementary', { name: 'Tus datos' })).toContainText(
        '24 meses',
      );
      await expectNoAxeViolations(page);
    });

    const name = `Familia Rojas ${randomBytes(3).toString('hex')}`;
    const send = page.getByRole('button', { name: 'Enviar' });

    await test.step('sent too soon (its stamp forged): the form again, with what was typed and why', async () => {
      await fillInquiry(page, name);
      // A forged stamp is refused like one younger than the fill time (PUBLIC_FORM_MIN_FILL_SECONDS,
      // 0 on this server): the family's page after sending too soon.
      await page
        .locator('#consulta input[name="formulario_inicio"]')
        .evaluate((input: HTMLInputElement) => {
          input.value = '1.forjado';
        });
      await send.click();
      const form = page.locator('#consulta form');
      await expect(form.getByRole('alert')).toContainText('necesita unos segundos más');
      await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue(name);
      await expect(form.getByLabel('Correo electrónico', { exact: true })).toHaveValue(
        'familia.rojas@ejemplo.cl',
      );
      await expect(form.getByLabel('Nivel de interés', { exact: true })).toHaveValue('kinder');
      await expect(form.getByLabel('Mensaje', { exact: true })).toHaveValue(MESSAGE);
      await expect(
        form.getByRole('checkbox', { name: /^Acepto que el colegio me contacte/ }),
      ).toBeChecked();
      await expectNoAxeViolations(page);
    });

    await test.step('sent again as it stands: thanked', async () => {
      await send.click();
      await expect(page).toHaveURL(/\/admision\?enviada=1#consulta$/);
      await expect(page.getByRole('heading', { name: 'Gracias por tu consulta' })).toBeVisible();
      await expect(page.getByText('te responderá por correo o por teléfono')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  },
);

// The staff's work, at the desktop's width.
test('staff see a family’s inquiry as new, answer it and close it', async ({
  page,
  request,
  staff,
}) => {
  await openProcess(request, staff.token);
  const name = `Familia Rojas ${randomBytes(3).toString('hex')}`;
  await sendInquiry(request, name);
  await signedIn(page, staff.token);
  await openPanel(page);
  const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
  await expect(nav.getByRole('link', { name: /^Admisión/ })).toContainText(/\d+ nuevas?/);
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText('Nueva');
  await expect(card).toContainText(MESSAGE);
  await expect(card.getByRole('link', { name: 'Responder por correo' })).toHaveAttribute(
    'href',
    /^mailto:familia\.rojas@ejemplo\.cl\?subject=Su%20consulta%20de%20admisi%C3%B3n/,
  );
  await expectNoAxeViolations(page);
  const answer = card.getByRole('button', { name: 'Marcar respondida' });
  await hydrated(answer);
  await answer.click();
  await expect(card).toContainText('Respondida');
  await card.getByRole('button', { name: 'Cerrar consulta' }).click();
  await expect(card).toContainText('Cerrada');
  await expect(card.getByRole('button', { name: 'Volver a nueva' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'a family reads the facts and sends an inquiry; the served thank-you says "Gracias"',
    { tag: '@mobile' },
    async ({ page, request, staff }) => {
      await openProcess(request, staff.token);
      await page.goto('/admision');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Vacantes por nivel' }),
      ).toBeVisible();
      await expect(page.getByText('No se aplican pruebas.')).toBeVisible();
      const name = `Familia sin JS ${randomBytes(3).toString('hex')}`;
      await fillInquiry(page, name);
      await page.getByRole('button', { name: 'Enviar' }).click();
      // The served HTML itself (axe needs the page's scripts: the same page is checked with them
      // above).
      await expect(page.getByRole('heading', { name: 'Gracias por tu consulta' })).toBeVisible();
      await expect(page).toHaveURL(/\/admision\?enviada=1#consulta$/);
      const inbox = await request.get('/api/admissions/inquiries?estado=nueva', {
        headers: bearer(staff.token),
      });
      const names = ((await inbox.json()) as { nombre: string }[]).map((row) => row.nombre);
      expect(names).toContain(name);
    },
  );
});
