// The documents library in a browser, against the built site and the real server: staff upload a
// document and a new version in the panel and delete it; /reglamentos shows a document with its
// earlier version, with JavaScript and without. One width: the panel is the staff's desktop work
// (/reglamentos at 375 px, with axe, is in public-pages.spec.ts).
//
// Proven lower, once: the panel's forms, their checks and refusals in place
// (web/src/features/documents/components/*.test.tsx); the library's rendering from the page's
// data, by category and kind (document-library.test.tsx); the API's answers
// (server/src/modules/documents/*.test.ts); the old addresses' 301 to the library
// (documents.legacy.test.ts).
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pdf } from '../support/pdf.ts';
import { expect, signedIn, test } from '../support/staff.ts';

const PANEL = '/adminlbj_/panel?seccion=documentos';

/** Titles this worker uploaded: whatever a failed test left is deleted, so other specs see only theirs. */
const uploaded: string[] = [];

test.afterEach(async ({ request, staff }) => {
  for (const title of uploaded.splice(0)) {
    const id = await documentId(request, title);
    if (id !== undefined) {
      await request.delete(`/api/documents/${String(id)}`, {
        headers: { Authorization: `Bearer ${staff.token}` },
      });
    }
  }
});

async function openPanel(page: Page): Promise<void> {
  await page.goto(PANEL);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Documentos', exact: true }),
  ).toBeVisible();
}

const pdfFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdf(text),
});

const panelItem = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: title, exact: true }) });

/** The document's card on /reglamentos. */
const libraryCard = (page: Page, title: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

async function documentId(request: APIRequestContext, title: string): Promise<number | undefined> {
  const list = (await (await request.get('/api/documents')).json()) as {
    id: number;
    titulo: string;
  }[];
  return list.find((item) => item.titulo === title)?.id;
}

/** /reglamentos shows the document's current version and its earlier one. */
async function expectLibraryShows(page: Page, title: string, id: number): Promise<void> {
  await page.goto('/reglamentos');
  const card = libraryCard(page, title);
  await expect(card.getByText('Vigente desde 1 de marzo de 2027')).toBeVisible();
  await expect(
    card.getByRole('link', { name: new RegExp(`^Descargar.*: ${title}$`) }),
  ).toHaveAttribute('href', `/documentos/${String(id)}.pdf`);
  await expect(card.getByRole('heading', { level: 4, name: 'Versiones anteriores' })).toBeVisible();
  await expect(
    card.getByRole('link', {
      name: new RegExp(`^Versión vigente desde 1 de marzo de 2026 ?: ${title}$`),
    }),
  ).toHaveAttribute('href', new RegExp(`^/documentos/${String(id)}/versiones/\\d+\\.pdf$`));
}

/** A document of `title` through the API, valid from 1 March 2026, then its 2027 version. */
async function seedDocumentWithVersion(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/documents', {
    headers,
    multipart: {
      titulo: title,
      categoria: 'otro',
      vigente_desde: '2026-03-01',
      archivo: pdfFile('circular.pdf', 'Version 1'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const version = await request.post(`/api/documents/${String(id)}/versions`, {
    headers,
    multipart: { vigente_desde: '2027-03-01', archivo: pdfFile('circular-2.pdf', 'Version 2') },
  });
  expect(version.status(), await version.text()).toBe(201);
  return id;
}

test.describe('the documents library', () => {
  test('staff upload a document and a new version in the panel (the server’s refusal said in place), then delete it', async ({
    page,
    request,
    staff,
  }) => {
    const title = `Circular de prueba ${randomBytes(3).toString('hex')}`;
    uploaded.push(title);
    await signedIn(page, staff.token);
    // (The section as it opens has its axe in admin-panel.spec.ts.)
    await openPanel(page);

    // A new document.
    const form = page.getByRole('form', { name: 'Subir un documento nuevo' });
    await form.getByLabel('Archivo PDF').setInputFiles(pdfFile('circular.pdf', 'Version 1'));
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Categoría').selectOption({ label: 'Otros documentos' });
    await form.getByLabel('Vigente desde').fill('2026-03-01');
    await form.getByRole('button', { name: 'Subir documento' }).click();
    await expect(form.getByText(`«${title}» quedó publicado.`)).toBeVisible();
    const item = panelItem(page, title);
    await expect(item).toContainText('Vigente desde 1 de marzo de 2026');
    const id = await documentId(request, title);
    expect(id).toBeDefined();

    // The server's refusal is said beside the file and keeps the date typed.
    await item.getByRole('button', { name: 'Subir una versión nueva' }).click();
    const versionForm = item.getByRole('form', { name: 'Subir una versión nueva' });
    await versionForm.getByLabel('Archivo PDF').setInputFiles({
      name: 'no-es-pdf.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Esto es texto, no un PDF'),
    });
    await versionForm.getByLabel('Vigente desde').fill('2027-03-01');
    await versionForm.getByRole('button', { name: 'Subir versión' }).click();
    await expect(versionForm.getByText(/El archivo no es un PDF/)).toBeVisible();
    await expect(versionForm.getByLabel('Vigente desde')).toHaveValue('2027-03-01');
    await expectNoAxeViolations(page);

    // The new version: served at the document's address.
    await versionForm
      .getByLabel('Archivo PDF')
      .setInputFiles(pdfFile('circular-2.pdf', 'Version 2'));
    await versionForm.getByRole('button', { name: 'Subir versión' }).click();
    await expect(page.getByText(`Nueva versión de «${title}» publicada.`)).toBeVisible();
    await expect(item).toContainText('Vigente desde 1 de marzo de 2027');
    await expect(item).toContainText('2 versiones');
    const current = await request.get(`/documentos/${String(id)}.pdf`);
    expect(current.status()).toBe(200);
    expect(current.headers()['content-type']).toBe('application/pdf');
    expect((await current.body()).toString('latin1')).toContain('Version 2');

    // Deleted behind a confirmation: its file and its card go.
    await item.getByRole('button', { name: /^Eliminar/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText(`«${title}» fue eliminado.`)).toBeVisible();
    expect((await request.get(`/documentos/${String(id)}.pdf`)).status()).toBe(404);
    const library = await (await request.get('/reglamentos')).text();
    expect(library).toContain('Documentos y reglamentos');
    expect(library).not.toContain(title);
  });

  test('/reglamentos shows a document’s current version and its earlier one, with JavaScript and without', async ({
    page,
    browser,
    request,
    staff,
  }) => {
    const title = `Circular con versiones ${randomBytes(3).toString('hex')}`;
    uploaded.push(title);
    const id = await seedDocumentWithVersion(request, staff.token, title);

    await expectLibraryShows(page, title, id);
    await expectNoAxeViolations(page);

    // The HTML as served holds it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await expectLibraryShows(await context.newPage(), title, id);
    } finally {
      await context.close();
    }
  });
});
