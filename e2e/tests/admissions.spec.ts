// Admissions, end to end: staff fill the process's facts in the panel and cannot publish it open
// with any one missing; a family reads /admision and sends an inquiry (with JavaScript and
// without); staff see it as new, answer it and close it. An open process shows on the home page
// and the per-address limit counts every inquiry, so this file runs its own server (one per
// worker, on a data folder of its own) against the same build.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { goHomeWithinTheSite, hydrated } from '../support/hydration.ts';
import { testWithOwnServer } from '../support/server.ts';

const PASSWORD = 'clave-de-prueba-admision-2026';
const USERNAME = 'e2e-admision';
const YEAR = '2027';

const { test, apiToken } = testWithOwnServer('admision', {
  username: USERNAME,
  password: PASSWORD,
});

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

/** Every fact of an open process: the panel's label, what is typed, and its name when missing. */
const FACTS = [
  [
    'Criterios de admisión',
    'Orden de postulación y entrevista con la familia.',
    'criterios de admisión',
  ],
  ['Cierre de postulación', '2026-09-30', 'fecha de cierre de postulación'],
  ['Fecha de resultados', '2026-10-15', 'fecha de resultados'],
  [
    'Requisitos y documentos',
    'Certificado de nacimiento e informe del jardín.',
    'requisitos y documentos',
  ],
  ['Pruebas', 'No se aplican pruebas.', 'pruebas'],
  ['Aranceles', 'Matrícula $250.000; 10 cuotas de $310.000.', 'aranceles'],
  [
    'Enlace al Proyecto Educativo (PEI)',
    '/documents/pei.pdf',
    'enlace al Proyecto Educativo (PEI)',
  ],
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

async function openProcess(request: APIRequestContext): Promise<void> {
  const response = await request.put(`/api/admissions/${YEAR}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: FULL_PROCESS,
  });
  expect(response.status()).toBe(200);
}

async function openPanel(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/adminlbj_');
  const token = await apiToken(request);
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
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
  await form
    .getByLabel('Mensaje', { exact: true })
    .fill('¿Podemos visitar el colegio antes de postular?');
  await form.getByRole('checkbox', { name: /^Acepto que el colegio me contacte/ }).check();
}

test.describe('admissions', { tag: '@both' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff fill the facts and cannot publish the process open with any one missing', async ({
    page,
    request,
  }) => {
    await openPanel(page, request);
    const editor = page.getByRole('region', { name: 'Proceso de admisión' });
    await editor.getByLabel('Año escolar del proceso').fill(YEAR);
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

    // Each fact left out in turn: refused, named beside its field, nothing stored.
    for (const [label, value, name] of FACTS) {
      const field = editor.getByLabel(label);
      await field.fill('');
      await save.click();
      await expect(editor.getByText(`Falta: ${name}.`)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(editor.getByRole('alert')).toContainText('falta 1 dato');
      await field.fill(value);
    }
    const kinder = vacancies.getByLabel('Kínder', { exact: true });
    await kinder.fill('');
    await save.click();
    await expect(editor.getByText('Falta: vacantes por nivel.')).toBeVisible();
    await expect(kinder).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    const stored = await request.get(`/api/admissions/${YEAR}`, {
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
    });
    expect(((await stored.json()) as { actualizado: string | null }).actualizado).toBeNull();

    // The server refuses the same, naming every missing fact.
    const refused = await request.put(`/api/admissions/${YEAR}`, {
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
      data: { ...FULL_PROCESS, pruebas: '', vacantes: {} },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { faltan: string[] }).faltan).toEqual([
      'vacantes',
      'pruebas',
    ]);

    await kinder.fill('5');
    await save.click();
    await expect(editor.getByText('Proceso guardado.')).toBeVisible();
    const published = await request.get('/api/admissions');
    expect(await published.json()).toMatchObject({
      anio: 2027,
      abierto: true,
      pruebas: 'No se aplican pruebas.',
    });
  });

  test('a family reads /admision and sends an inquiry; staff see it as new, answer it and close it', async ({
    page,
    request,
  }) => {
    await openProcess(request);
    await page.goto('/');
    const shortcut = page.getByRole('link', { name: `Admisión ${YEAR} abierta` });
    await expect(shortcut).toBeVisible();
    // Also there on a home page reached through the site's own navigation.
    await page.goto('/contacto');
    await goHomeWithinTheSite(page);
    await shortcut.click();
    await expect(page).toHaveURL(/\/admision$/);
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
    await expect(page.getByRole('complementary', { name: 'Tus datos' })).toContainText('24 meses');
    await expectNoAxeViolations(page);

    const name = `Familia Rojas ${randomBytes(3).toString('hex')}`;
    await fillInquiry(page, name);
    // The form's minimum fill time is 3 s, measured by the server from the page's stamp.
    await page.waitForTimeout(3100);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/admision\?enviada=1#consulta$/);
    await expect(page.getByRole('heading', { name: 'Gracias por tu consulta' })).toBeVisible();
    await expect(page.getByText('te responderá por correo o por teléfono')).toBeVisible();
    await expectNoAxeViolations(page);

    await openPanel(page, request);
    const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(nav.getByRole('link', { name: /^Admisión/ })).toContainText(/\d+ nuevas?/);
    const card = page.getByRole('listitem', { name });
    await expect(card).toContainText('Nueva');
    await expect(card).toContainText('¿Podemos visitar el colegio antes de postular?');
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
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a family reads the facts and sends an inquiry; the served thank-you says "Gracias"', async ({
    page,
    request,
  }) => {
    await openProcess(request);
    await page.goto('/admision');
    await expect(page.getByRole('heading', { level: 2, name: 'Vacantes por nivel' })).toBeVisible();
    await expect(page.getByText('No se aplican pruebas.')).toBeVisible();
    const name = `Familia sin JS ${randomBytes(3).toString('hex')}`;
    await fillInquiry(page, name);
    await page.waitForTimeout(3100);
    await page.getByRole('button', { name: 'Enviar' }).click();
    // The served HTML itself (axe needs the page's scripts: the same page is checked with them above).
    await expect(page.getByRole('heading', { name: 'Gracias por tu consulta' })).toBeVisible();
    await expect(page).toHaveURL(/\/admision\?enviada=1#consulta$/);
    const inbox = await request.get('/api/admissions/inquiries?estado=nueva', {
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
    });
    const names = ((await inbox.json()) as { nombre: string }[]).map((row) => row.nombre);
    expect(names).toContain(name);
  });
});
