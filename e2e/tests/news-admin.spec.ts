// The /news page and its administrator, end to end against the built site and the real server:
// the login page and a real login, a real JPEG chosen in the publish form and resized by sharp,
// the detail dialog by keyboard, axe on every state. The form's rules (sizes, messages, the
// draft kept in sessionStorage), the board's deletes and the session's end are tested in jsdom
// next to the code (publish-news-dialog, news-board, login-form, session-store tests); the API
// in the server's tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { publishNews } from '../support/news.ts';
import { expect, signedIn, test } from '../support/staff.ts';
import { tagOf, unique } from '../support/titles.ts';

let jpegPath = '';
let tmpDir = '';

test.beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-e2e-news-'));
  jpegPath = path.join(tmpDir, 'acto-aniversario.jpg');
  fs.writeFileSync(jpegPath, await schoolJpeg());
});

test.afterAll(() => {
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});

/** Publishes through the API (a small photo: the picture is not what these tests look at). */
async function publishViaApi(
  request: APIRequestContext,
  token: string,
  titulo: string,
): Promise<{ id: number; titulo: string }> {
  const { id } = await publishNews(request, token, {
    titulo,
    descripcion: `Texto de ${titulo}. ${'Una actividad de toda la comunidad escolar. '.repeat(5)}`,
    tipo_noticia: 'Eventos',
  });
  return { id, titulo };
}

async function publicTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/news');
  return ((await response.json()) as { titulo: string }[]).map((item) => item.titulo);
}

const card = (page: Page, titulo: string): Locator => page.getByRole('article', { name: titulo });
const cardOpener = (page: Page, titulo: string): Locator =>
  card(page, titulo).getByRole('link', { name: titulo, exact: true });

test('a visitor: the feed announced, the featured cards, then the news; an item opened by keyboard, closed by Escape; axe on both', async ({
  page,
  request,
  staff,
}) => {
  const item = await publishViaApi(request, staff.token, unique('E2E visitante'));
  // Found by its word: the items the tests running alongside publish cannot push it off page 1.
  await page.goto(`/news?q=${tagOf(item.titulo)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  // The news feed, announced where the news are (the feed itself: news.feed.test.ts).
  const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute('href', '/news/feed.xml');
  await expect(feed).toHaveAttribute('title', 'Noticias del Colegio Le Beau Jour');
  const featured = page.getByRole('main').getByRole('link');
  await expect(featured.nth(0)).toHaveAttribute('href', '/horarios-atencion');
  await expect(featured.nth(0)).toContainText('Horarios de Atención');
  await expect(featured.nth(1)).toHaveAttribute('href', '/listado-utiles');
  await expect(featured.nth(1)).toContainText('Listado de Útiles Escolares');
  await expect(featured.nth(2)).toHaveAttribute('href', '/reconocimientos');
  await expect(featured.nth(2)).toContainText('Reconocimientos');
  await expect(card(page, item.titulo)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subir Noticia' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The list is in the HTML as served: until the page has hydrated, the title is a plain link to
  // the item's page.
  await hydrated(cardOpener(page, item.titulo));
  await cardOpener(page, item.titulo).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: item.titulo });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Una actividad de toda la comunidad escolar\.\s*$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cardOpener(page, item.titulo)).toBeFocused();
});

test('the login page: axe empty and with its errors; a real login opens /news as the administrator, "Cerrar Sesión" ends it', async ({
  page,
  staff,
}) => {
  await page.goto('/adminlbj_');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Acceso administradores' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Usuario' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);

  // The worker's administrator, through the form (the password is never changed).
  await page.getByRole('textbox', { name: 'Usuario' }).fill(staff.username);
  await page.getByLabel('Contraseña').fill(staff.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('button', { name: 'Subir Noticia' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(
    /^[\w-]+\.[\w-]+\.[\w-]+$/,
  );

  // Log out: the token is removed and the page reloads as a visitor's.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Cerrar Sesión' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subir Noticia' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test("the publish dialog: empty and with its errors (axe), then the server's refusal of a file that only calls itself a JPEG, in red", async ({
  page,
  staff,
}) => {
  await signedIn(page, staff.token);
  await page.goto('/news');
  await page.getByRole('button', { name: 'Subir Noticia' }).click();
  const publish = page.getByRole('dialog', { name: 'Subir Noticia' });
  await expect(publish).toBeVisible();
  await expectNoAxeViolations(page);
  await publish.getByRole('button', { name: 'Publicar' }).click();
  await expect(publish.getByText('Adjunta una imagen.')).toBeVisible();
  await expectNoAxeViolations(page);

  const titulo = unique('E2E rechazada');
  await publish.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await publish.getByRole('textbox', { name: 'Descripción' }).fill(`Descripción de ${titulo}.`);
  await publish.getByRole('combobox', { name: 'Categoría' }).selectOption('Cultural');
  await publish.getByLabel('Imagen').setInputFiles({
    name: 'falsa.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('esto no es una imagen'),
  });
  const refused = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/news'),
  );
  await publish.getByRole('button', { name: 'Publicar' }).click();
  expect((await refused).status()).toBeGreaterThanOrEqual(400);
  const alert = publish.getByRole('alert');
  await expect(alert).not.toHaveText('');
  await expect(alert).toHaveCSS('color', 'rgb(166, 27, 27)');
  await expect(publish.getByRole('textbox', { name: 'Título' })).toHaveValue(titulo);
});

test('publishing a real JPEG: the message in green, the card with its picture (axe), the detail with its share links (axe), a delete from it', async ({
  page,
  request,
  staff,
}) => {
  const titulo = unique('E2E publicada');
  await signedIn(page, staff.token);
  // The page of the item's word: the new card shows there whatever else is published meanwhile.
  await page.goto(`/news?q=${tagOf(titulo)}`);

  await test.step('published from the dialog, with a real JPEG chosen', async () => {
    await page.getByRole('button', { name: 'Subir Noticia' }).click();
    const publish = page.getByRole('dialog', { name: 'Subir Noticia' });
    await publish.getByRole('textbox', { name: 'Título' }).fill(titulo);
    await publish
      .getByRole('textbox', { name: 'Descripción' })
      .fill(`Descripción de ${titulo}.\nSegunda línea.`);
    await publish.getByRole('combobox', { name: 'Categoría' }).selectOption('Cultural');
    await publish.getByLabel('Imagen').setInputFiles(jpegPath);
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
  });

  await test.step('the card shows the picture the server made (axe)', async () => {
    const image = card(page, titulo).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  const detail = page.getByRole('dialog', { name: titulo });
  await test.step('the detail, with its share links open (axe)', async () => {
    await cardOpener(page, titulo).click();
    await expect(detail.getByText('Segunda línea.', { exact: false })).toBeVisible();
    await detail.getByRole('button', { name: /^Compartir/ }).click();
    await expect(detail.getByRole('link', { name: /^WhatsApp/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('deleted from the detail, after the confirmation', async () => {
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await detail.getByRole('button', { name: `Eliminar la noticia «${titulo}»` }).click();
    await expect(detail).toBeHidden();
    await expect(card(page, titulo)).toHaveCount(0);
    expect(confirmations).toEqual(['¿Eliminar esta noticia?']);
    expect(await publicTitles(request)).not.toContain(titulo);
  });
});
