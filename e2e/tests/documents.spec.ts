// The documents library, end to end against the built site and the real server: an
// administrator made with the CLI uploads a document and a new version in the panel, and
// /reglamentos follows, with JavaScript and without.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAdminWithCli } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pdf } from '../support/pdf.ts';

const PASSWORD = 'clave-de-prueba-documentos-2026';
const PANEL = '/adminlbj_/panel?seccion=documentos';

let USERNAME = '';
let tmpDir = '';

test.beforeAll(() => {
  USERNAME = createAdminWithCli('e2e-documentos', PASSWORD);
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-e2e-docs-'));
});

test.afterAll(() => {
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});

/** Titles this worker uploaded: whatever a failed test left is deleted, so other specs see only theirs. */
const uploaded: string[] = [];

test.afterEach(async ({ request }) => {
  if (uploaded.length === 0) return;
  const token = await apiToken(request);
  for (const title of uploaded.splice(0)) {
    const id = await documentId(request, title);
    if (id !== undefined) {
      await request.delete(`/api/documents/${String(id)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  }
});

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: USERNAME, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function openPanel(page: Page, token: string): Promise<void> {
  await page.goto('/adminlbj_');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
  await page.goto(PANEL);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Documentos', exact: true }),
  ).toBeVisible();
}

function writePdf(name: string, text: string): string {
  const file = path.join(tmpDir, name);
  fs.writeFileSync(file, pdf(text));
  return file;
}

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

test.describe('the documents library', { tag: '@both' }, () => {
  test('a document and a new version uploaded in the panel show on /reglamentos, also without JavaScript', async ({
    page,
    browser,
    request,
  }) => {
    // Two uploads, four page loads, three axe runs and a second browser context.
    test.setTimeout(90_000);
    const title = `Circular de prueba ${randomBytes(3).toString('hex')}`;
    uploaded.push(title);
    const token = await apiToken(request);
    await openPanel(page, token);
    await expectNoAxeViolations(page);

    // A new document.
    const form = page.getByRole('form', { name: 'Subir un documento nuevo' });
    await form.getByLabel('Archivo PDF').setInputFiles(writePdf('circular.pdf', 'Version 1'));
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Categoría').selectOption({ label: 'Otros documentos' });
    await form.getByLabel('Vigente desde').fill('2026-03-01');
    await form.getByRole('button', { name: 'Subir documento' }).click();
    await expect(form.getByText(`«${title}» quedó publicado.`)).toBeVisible();
    const item = panelItem(page, title);
    await expect(item).toContainText('Vigente desde 1 de marzo de 2026');
    const id = await documentId(request, title);
    expect(id).toBeDefined();

    // A refusal is said beside the file and keeps the date typed.
    await item.getByRole('button', { name: 'Subir una versión nueva' }).click();
    const versionForm = item.getByRole('form', { name: 'Subir una versión nueva' });
    const notPdf = path.join(tmpDir, 'no-es-pdf.pdf');
    fs.writeFileSync(notPdf, 'Esto es texto, no un PDF');
    await versionForm.getByLabel('Archivo PDF').setInputFiles(notPdf);
    await versionForm.getByLabel('Vigente desde').fill('2027-03-01');
    await versionForm.getByRole('button', { name: 'Subir versión' }).click();
    await expect(versionForm.getByText(/El archivo no es un PDF/)).toBeVisible();
    await expect(versionForm.getByLabel('Vigente desde')).toHaveValue('2027-03-01');
    await expectNoAxeViolations(page);

    // The new version.
    await versionForm
      .getByLabel('Archivo PDF')
      .setInputFiles(writePdf('circular-2.pdf', 'Version 2'));
    await versionForm.getByRole('button', { name: 'Subir versión' }).click();
    await expect(page.getByText(`Nueva versión de «${title}» publicada.`)).toBeVisible();
    await expect(item).toContainText('Vigente desde 1 de marzo de 2027');
    await expect(item).toContainText('2 versiones');

    // /reglamentos follows, with JavaScript…
    await expectLibraryShows(page, title, id ?? 0);
    await expectNoAxeViolations(page);
    const current = await request.get(`/documentos/${String(id)}.pdf`);
    expect(current.status()).toBe(200);
    expect(current.headers()['content-type']).toBe('application/pdf');
    expect((await current.body()).toString('latin1')).toContain('Version 2');

    // …and without: the HTML as served holds it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await expectLibraryShows(noScript, title, id ?? 0);
    } finally {
      await context.close();
    }

    // Deleting it in the panel takes it off the page.
    await openPanel(page, token);
    await panelItem(page, title)
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByText(`«${title}» fue eliminado.`)).toBeVisible();
    expect((await request.get(`/documentos/${String(id)}.pdf`)).status()).toBe(404);
    await page.goto('/reglamentos');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Documentos y reglamentos' }),
    ).toBeVisible();
    await expect(libraryCard(page, title)).toHaveCount(0);
  });

  test('/reglamentos has no axe violations and keeps the old addresses working', async ({
    page,
    request,
  }) => {
    await page.goto('/reglamentos');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Reglamentos y protocolos' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const old = await request.get('/documents/protocolos-de-actuacion.pdf', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toMatch(/^\/documentos\/\d+\.pdf$/);
  });
});
