// The required documents in a browser: staff see in the panel which one is missing, upload it
// with its kind and see it current, and the admin bar's warning goes with it; /reglamentos groups
// the documents by kind without JavaScript. Which documents are missing is the whole server's
// state, so this file runs a server of its own (one for the whole file: its tests run in order in
// one worker) against the same build. One width: the panel is the staff's desktop work, and
// /reglamentos groups its documents alike at both.
//
// Proven lower, once: the states of each kind and their periods (server/src/modules/documents/
// required-documents.test.ts); the CLI's `documentos`, which says what the panel says
// (server/src/admin-commands.test.ts); the panel's block and the admin bar's warning
// (web/src/features/documents/components/required-documents.test.tsx,
// web/src/components/admin/admin-bar-required.test.tsx); the grouping by kind, in the kinds' order
// (web/src/features/documents/components/document-library.test.tsx).
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pdf } from '../support/pdf.ts';
import { testWithOwnServer } from '../support/server.ts';

const PASSWORD = 'clave-de-prueba-requeridos-2026';
const USERNAME = 'e2e-requeridos';
const PISE = 'Plan Integral de Seguridad Escolar (PISE)';

const { test, apiToken } = testWithOwnServer('requeridos', {
  username: USERNAME,
  password: PASSWORD,
});
test.describe.configure({ mode: 'default' });

/** The administrator's token, from one login for the whole file (its server lives as long). */
let session: Promise<string> | undefined;
const adminToken = (request: APIRequestContext): Promise<string> => (session ??= apiToken(request));

/** Uploads a document through the API; `tipo` empty for none. */
async function uploadDocument(
  request: APIRequestContext,
  token: string,
  fields: { titulo: string; categoria: string; tipo: string },
): Promise<void> {
  const response = await request.post('/api/documents', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      ...fields,
      vigente_desde: '2026-03-01',
      archivo: { name: 'documento.pdf', mimeType: 'application/pdf', buffer: pdf(fields.titulo) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;

/** A kind's card in the panel's "Documentos obligatorios". */
const kindCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Documentos obligatorios' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });

/** The admin bar's warning (the panel's own block says «Documentos obligatorios» without a colon). */
const barWarning = (page: Page) =>
  page.locator('p').filter({ hasText: 'Documentos obligatorios:' });

test.describe('the required documents', () => {
  test('staff see the PISE missing, upload it with its kind, see it current, and the warning goes', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    // Every other kind current, so that the PISE is what the warning names.
    for (const [tipo, categoria] of [
      ['pei', 'otro'],
      ['reglamento-interno', 'reglamento'],
      ['reglamento-evaluacion', 'reglamento'],
      ['utiles', 'utiles'],
      ['uniforme', 'otro'],
    ] as const) {
      await uploadDocument(request, token, {
        titulo: unique(`Documento ${tipo}`),
        categoria,
        tipo,
      });
    }

    await page.addInitScript((value) => {
      window.localStorage.setItem('token', value);
    }, token);
    await page.goto('/adminlbj_/panel?seccion=documentos');
    const pise = kindCard(page, PISE);
    await expect(pise.getByText('falta', { exact: true })).toBeVisible();
    await expect(kindCard(page, 'Normas de uniforme').getByText('vigente')).toBeVisible();
    // The admin bar names it and leads to this section.
    const warning = barWarning(page);
    await expect(warning).toHaveText(`Documentos obligatorios: falta ${PISE}.`);
    await expect(
      page.getByRole('link', { name: 'Ver en el panel, sección Documentos' }),
    ).toHaveAttribute('href', '/adminlbj_/panel?seccion=documentos');
    await expectNoAxeViolations(page);

    // The upload, with its kind.
    const title = unique('PISE 2026');
    const form = page.getByRole('form', { name: 'Subir un documento nuevo' });
    await form.getByLabel('Archivo PDF').setInputFiles({
      name: 'pise.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('PISE 2026'),
    });
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Categoría').selectOption({ label: 'Otros documentos' });
    await form.getByLabel('Tipo de documento requerido').selectOption({ label: PISE });
    await form.getByRole('button', { name: 'Subir documento' }).click();
    await expect(form.getByText(`«${title}» quedó publicado.`)).toBeVisible();

    await expect(pise.getByText('vigente', { exact: true })).toBeVisible();
    await expect(pise.getByText(`Documento actual: «${title}»`)).toBeVisible();
    await expect(barWarning(page)).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Ver en el panel, sección Documentos' }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('/reglamentos groups the documents by kind, without JavaScript', async ({
    browser,
    request,
    page,
    site,
  }) => {
    const token = await adminToken(request);
    const uniform = unique('Normas de uniforme 2026');
    const circular = unique('Circular de marzo');
    await uploadDocument(request, token, { titulo: uniform, categoria: 'otro', tipo: 'uniforme' });
    await uploadDocument(request, token, { titulo: circular, categoria: 'otro', tipo: '' });

    const context = await browser.newContext({
      baseURL: site.origin,
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
    });
    try {
      const visitor = await context.newPage();
      await visitor.goto('/reglamentos');
      const main = visitor.getByRole('main');
      const group = (name: string) => main.getByRole('region', { name, exact: true });
      // The kind's group holds its document; a document of no kind stays under its category.
      await expect(
        group('Normas de uniforme').getByRole('heading', { level: 3, name: uniform }),
      ).toBeVisible();
      await expect(
        group('Otros documentos').getByRole('heading', { level: 3, name: circular }),
      ).toBeVisible();
      await expect(group('Otros documentos').getByText(uniform)).toHaveCount(0);
      // The kinds come first, in their order; the categories after.
      const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.indexOf('Normas de uniforme')).toBeLessThan(
        headings.indexOf('Otros documentos'),
      );
      await expect(
        group('Normas de uniforme').getByRole('link', {
          name: new RegExp(`^Descargar.*: ${uniform}$`),
        }),
      ).toHaveAttribute('href', /^\/documentos\/\d+\.pdf$/);
    } finally {
      await context.close();
    }
    // axe needs the page's scripts: the same page, with them.
    await page.goto('/reglamentos');
    await expect(
      page.getByRole('region', { name: 'Normas de uniforme', exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
