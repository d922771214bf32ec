// The /news page and its administrator, end to end against the built site and the real server:
// an administrator made with the CLI, real logins, real JPEG uploads through sharp.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAdminWithCli, schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { tagOf, unique } from '../support/titles.ts';

const PASSWORD = 'clave-de-prueba-e2e-2025';
// A fresh administrator per worker: workers run this file's tests in parallel.
let USERNAME = '';

let jpegPath = '';
let tmpDir = '';

test.beforeAll(async () => {
  USERNAME = createAdminWithCli('e2e-noticias', PASSWORD);
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-e2e-news-'));
  jpegPath = path.join(tmpDir, 'acto-aniversario.jpg');
  fs.writeFileSync(jpegPath, await schoolJpeg());
});

test.afterAll(() => {
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});

/** A token from the real login endpoint. */
async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: USERNAME, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** Puts a token in localStorage the way a login does, without the form. */
async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/adminlbj_');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
}

interface Published {
  id: number;
  titulo: string;
}

async function publishViaApi(
  request: APIRequestContext,
  token: string,
  titulo: string,
): Promise<Published> {
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo,
      descripcion: `Texto de ${titulo}. ${'Una actividad de toda la comunidad escolar. '.repeat(5)}`,
      tipo_noticia: 'Eventos',
      imagen: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(jpegPath) },
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as Published;
  return { id: body.id, titulo };
}

async function deleteViaApi(request: APIRequestContext, token: string, id: number): Promise<void> {
  await request.delete(`/api/news/${String(id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

async function newsTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/news');
  return ((await response.json()) as { titulo: string }[]).map((item) => item.titulo);
}

/** A JWT-shaped string (not signed by the server) with the given expiry. */
function craftedToken(expSeconds: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: expSeconds })}.${randomBytes(32).toString('base64url')}`;
}

const card = (page: Page, titulo: string): Locator => page.getByRole('article', { name: titulo });
const cardOpener = (page: Page, titulo: string): Locator =>
  card(page, titulo).getByRole('link', { name: titulo, exact: true });

async function waitForList(page: Page): Promise<void> {
  await expect(page.getByText('Cargando noticias…')).toHaveCount(0);
  // The list is in the HTML as served; its buttons work once the page has hydrated.
  await hydrated(page.getByRole('heading', { level: 1 }));
}

async function fillPublishForm(
  dialog: Locator,
  titulo: string,
  file: string | Parameters<Locator['setInputFiles']>[0],
) {
  await dialog.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await dialog
    .getByRole('textbox', { name: 'Descripción' })
    .fill(`Descripción de ${titulo}.\nSegunda línea.`);
  await dialog.getByRole('combobox', { name: 'Categoría' }).selectOption('Cultural');
  await dialog.getByLabel('Imagen').setInputFiles(file);
}

test.describe('news for visitors', () => {
  test('three featured cards come first, in order, then the news; no admin buttons', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const item = await publishViaApi(request, token, unique('E2E visitante'));
    try {
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
      const featured = page.getByRole('main').getByRole('link');
      await expect(featured.nth(0)).toHaveAttribute('href', '/horarios-atencion');
      await expect(featured.nth(0)).toContainText('Horarios de Atención');
      await expect(featured.nth(1)).toHaveAttribute('href', '/listado-utiles');
      await expect(featured.nth(1)).toContainText('Listado de Útiles Escolares 2025');
      await expect(featured.nth(2)).toHaveAttribute('href', '/reconocimientos');
      await expect(featured.nth(2)).toContainText('Reconocimientos');

      const newsCard = card(page, item.titulo);
      await expect(newsCard).toBeVisible();
      await expect(newsCard.getByText('Eventos')).toBeVisible();
      await expect(newsCard.getByText(/…$/)).toBeVisible();
      await expect(newsCard.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
      const image = newsCard.locator('img');
      await expect(image).toHaveAttribute('srcset', /\/uploads\/\S+ 480w/);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(page.getByRole('button', { name: 'Subir Noticia' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

      // Opened by keyboard; Escape closes and focus returns to the card. The list is in the HTML
      // as served: until the page has hydrated, the title is a plain link to the item's page.
      await hydrated(cardOpener(page, item.titulo));
      await cardOpener(page, item.titulo).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: item.titulo });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText(/Una actividad de toda la comunidad escolar\.\s*$/),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cardOpener(page, item.titulo)).toBeFocused();
    } finally {
      await deleteViaApi(request, token, item.id);
    }
  });
});

test.describe('news administration', () => {
  test('log in, publish with a real JPEG, open it, delete it from the modal and another from its card, log out', async ({
    page,
    request,
  }) => {
    // Several uploads or axe runs: allow for a loaded machine.
    test.slow();
    const titulo = unique('E2E publicada');
    await page.goto('/adminlbj_');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceso administradores' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Usuario' }).fill(USERNAME);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('button', { name: 'Subir Noticia' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );

    // Publish.
    await page.getByRole('button', { name: 'Subir Noticia' }).click();
    const publish = page.getByRole('dialog', { name: 'Subir Noticia' });
    await expect(publish).toBeVisible();
    await expect(
      publish.getByText('Formatos permitidos: JPG, PNG, WebP. Tamaño máximo: 5MB'),
    ).toBeVisible();
    await fillPublishForm(publish, titulo, jpegPath);
    await expect(publish.getByText(`${String(titulo.length)} / 200`)).toBeVisible();
    await expect(publish.getByText('acto-aniversario.jpg')).toBeVisible();
    await expect(
      publish.getByRole('img', { name: 'Vista previa de la imagen elegida' }),
    ).toBeVisible();
    await publish.getByRole('button', { name: 'Publicar' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Noticia subida con éxito.' });
    await expect(success).toBeVisible();
    await expect(success.getByText('Noticia subida con éxito.')).toHaveCSS(
      'color',
      'rgb(27, 110, 53)',
    );
    await expect(publish).toBeHidden();
    const published = card(page, titulo);
    await expect(published).toBeVisible();
    const image = published.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Open it, then delete it from the modal.
    await cardOpener(page, titulo).click();
    const detail = page.getByRole('dialog', { name: titulo });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('Segunda línea.', { exact: false })).toBeVisible();
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await detail.getByRole('button', { name: `Eliminar la noticia «${titulo}»` }).click();
    await expect(detail).toBeHidden();
    await expect(card(page, titulo)).toHaveCount(0);
    expect(confirmations).toEqual(['¿Eliminar esta noticia?']);
    expect(await newsTitles(request)).not.toContain(titulo);

    // Delete another one from its card.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const other = await publishViaApi(request, token, unique('E2E otra'));
    // The reloaded page shows the server's list at once and the administrator's list when it
    // arrives: click once that list is there (a click on the first copy, with the second
    // still on its way, once left the card on screen in CI).
    await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/news?incluir=borradores') && response.ok(),
      ),
      page.reload(),
    ]);
    await waitForList(page);
    await card(page, other.titulo)
      .getByRole('button', { name: `Eliminar la noticia «${other.titulo}»` })
      .click();
    await expect(card(page, other.titulo)).toHaveCount(0);
    expect(confirmations).toHaveLength(2);
    expect(await newsTitles(request)).not.toContain(other.titulo);

    // Log out: the token is removed and the page reloads as a visitor's.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Cerrar Sesión' }).click(),
    ]);
    await expect(page.getByRole('button', { name: 'Subir Noticia' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a wrong password shows "Credenciales inválidas" and the button reads "Entrando…" meanwhile', async ({
    page,
  }) => {
    // The answer waits until "Entrando…" has been seen, however slow the machine.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/adminlbj_');
    await page.getByRole('textbox', { name: 'Usuario' }).fill(USERNAME);
    await page.getByLabel('Contraseña').fill('una-clave-equivocada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('button', { name: 'Entrando…' })).toBeVisible();
    release();
    await expect(page.getByRole('alert')).toHaveText('Credenciales inválidas');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/adminlbj_$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('both login fields are required, with Spanish messages', async ({ page }) => {
    await page.goto('/adminlbj_');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('textbox', { name: 'Usuario' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  });

  test('an expired or malformed token is removed on load', async ({ page }) => {
    for (const token of [craftedToken(Math.floor(Date.now() / 1000) - 60), 'no-es-un-token']) {
      await storeToken(page, token);
      await page.goto('/news');
      await waitForList(page);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect(page.getByRole('button', { name: 'Subir Noticia' })).toHaveCount(0);
    }
  });

  test('a token the server refuses ends the session and says so', async ({ page, request }) => {
    const token = await apiToken(request);
    const item = await publishViaApi(request, token, unique('E2E rechazo'));
    try {
      // Unexpired in the browser's eyes, but not signed by this server.
      await storeToken(page, craftedToken(Math.floor(Date.now() / 1000) + 3600));
      // The admin bar's first call (which required documents are due) would meet the refusal
      // before any click: held back here, so that the click on "Eliminar" is the first call.
      await page.route('**/api/documents/requeridos', () => undefined);
      await page.goto('/news');
      page.on('dialog', (dialog) => void dialog.accept());
      await card(page, item.titulo)
        .getByRole('button', { name: /^Eliminar/ })
        .click();
      await expect(page.getByRole('status').filter({ hasText: 'Tu sesión expiró' })).toHaveText(
        'Tu sesión expiró. Vuelve a iniciar sesión para continuar.',
      );
      await expect(page.getByRole('button', { name: 'Subir Noticia' })).toHaveCount(0);
      await expect(card(page, item.titulo)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await deleteViaApi(request, token, item.id);
    }
  });

  test('the publish form refuses a file over 5 MB before sending, and keeps everything on a server error', async ({
    page,
    request,
  }) => {
    // Several uploads or axe runs: allow for a loaded machine.
    test.slow();
    await storeToken(page, await apiToken(request));
    await page.goto('/news');
    const titulo = unique('E2E rechazada');
    let posts = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/news')) posts += 1;
    });

    await page.getByRole('button', { name: 'Subir Noticia' }).click();
    const publish = page.getByRole('dialog', { name: 'Subir Noticia' });
    const big = {
      name: 'enorme.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
    };
    await fillPublishForm(publish, titulo, big);
    await expect(
      publish.getByText('La imagen pesa más de 5 MB. Elige una más liviana.'),
    ).toBeVisible();
    await expect(publish.getByLabel('Imagen')).toHaveAttribute('aria-invalid', 'true');
    await publish.getByRole('button', { name: 'Publicar' }).click();
    expect(posts).toBe(0);
    await expect(publish.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo);

    // A text file calling itself a JPEG passes the browser's check; the server judges the bytes.
    await publish.getByLabel('Imagen').setInputFiles({
      name: 'falsa.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('esto no es una imagen'),
    });
    await publish.getByRole('button', { name: 'Publicar' }).click();
    const alert = publish.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(alert).toHaveCSS('color', 'rgb(166, 27, 27)');
    expect(posts).toBe(1);
    await expect(publish.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo);
    await expect(publish.getByRole('textbox', { name: 'Descripción' })).toHaveValue(
      `Descripción de ${titulo}.\nSegunda línea.`,
    );
    await expect(publish.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Cultural');

    // The draft survives a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Subir Noticia' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Subir Noticia' }).getByRole('textbox', { name: 'Título' }),
    ).toHaveValue(titulo);
    expect(await newsTitles(request)).not.toContain(titulo);
  });
});

test.describe('accessibility of /news and /adminlbj_', { tag: '@both' }, () => {
  test('axe: /news for a visitor', async ({ page }) => {
    await page.goto('/news');
    await waitForList(page);
    await expectNoAxeViolations(page);
  });

  test('axe: /news logged in, and with the detail dialog open', async ({ page, request }) => {
    // Several uploads or axe runs: allow for a loaded machine.
    test.slow();
    const token = await apiToken(request);
    const item = await publishViaApi(request, token, unique('E2E axe'));
    try {
      await storeToken(page, token);
      await page.goto(`/news?q=${tagOf(item.titulo)}`);
      await expect(card(page, item.titulo)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Subir Noticia' })).toBeVisible();
      await expectNoAxeViolations(page);

      await cardOpener(page, item.titulo).click();
      await expect(page.getByRole('dialog', { name: item.titulo })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await deleteViaApi(request, token, item.id);
    }
  });

  test('axe: /news with the publish dialog open, empty and with its errors', async ({
    page,
    request,
  }) => {
    // Several uploads or axe runs: allow for a loaded machine.
    test.slow();
    await storeToken(page, await apiToken(request));
    await page.goto('/news');
    await page.getByRole('button', { name: 'Subir Noticia' }).click();
    const publish = page.getByRole('dialog', { name: 'Subir Noticia' });
    await expect(publish).toBeVisible();
    await expectNoAxeViolations(page);
    await publish.getByRole('button', { name: 'Publicar' }).click();
    await expect(publish.getByText('Adjunta una imagen.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('axe: /news detail dialog for a visitor', async ({ page, request }) => {
    const token = await apiToken(request);
    const item = await publishViaApi(request, token, unique('E2E axe visitante'));
    try {
      await page.goto(`/news?q=${tagOf(item.titulo)}`);
      await hydrated(cardOpener(page, item.titulo));
      await cardOpener(page, item.titulo).click();
      await expect(page.getByRole('dialog', { name: item.titulo })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await deleteViaApi(request, token, item.id);
    }
  });

  test('axe: /adminlbj_, empty and after a failed login', async ({ page }) => {
    // Several uploads or axe runs: allow for a loaded machine.
    test.slow();
    await page.goto('/adminlbj_');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceso administradores' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
