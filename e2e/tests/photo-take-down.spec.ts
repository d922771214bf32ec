// Children's images: a photo taken down everywhere in one step (the item page, its share tags
// and JSON-LD, the feed, the sitemap, its files and every old address), and a family's request
// to take one down, sent with or without JavaScript and answered in the staff panel. Requests
// are limited per address and listed together in the panel, so this file runs its own server
// (one per worker, on a data folder of its own) against the same build.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { testWithOwnServer } from '../support/server.ts';

const { test, apiToken: login } = testWithOwnServer('fotos', {
  username: 'e2e-fotos',
  password: 'clave-de-prueba-e2e-fotos',
});
let jpeg: Buffer;

interface Item {
  id: number;
  titulo: string;
  ruta: string;
  imagen: string;
  imagenes: { width: number; url: string }[];
}

test.beforeAll(async () => {
  jpeg = await schoolJpeg();
});

async function publish(request: APIRequestContext, token: string): Promise<Item> {
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo: `Día del deporte ${randomBytes(3).toString('hex')}`,
      descripcion: 'Los cursos compitieron en atletismo y básquetbol durante toda la mañana.',
      tipo_noticia: 'Deportes',
      imagen: { name: 'deporte.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

const keyOf = (item: Item) => /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen)?.[1] ?? 'none';

/** The files of an image in the server's DATA_DIR. */
function filesOf(dataDir: string, key: string): string[] {
  const uploads = path.join(dataDir, 'uploads');
  return fs.readdirSync(uploads).filter((name) => name.startsWith(`${key}-`));
}

test('a news photo taken down leaves every page, tag, feed and sitemap at once, its files and addresses gone', async ({
  page,
  request,
  site,
}) => {
  const token = await login(request);
  const item = await publish(request, token);
  const key = keyOf(item);

  // Shared: the page, its share tags and JSON-LD, the feed and the sitemap all name the photo.
  await page.goto(item.ruta);
  await expect(page.getByRole('heading', { level: 1, name: item.titulo })).toBeVisible();
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toContain(key);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain(key);
  await expect(page.getByRole('link', { name: 'Solicitar retiro de esta foto' })).toHaveAttribute(
    'href',
    `/fotos/solicitar-retiro?foto=${key}`,
  );
  const first = await request.get(item.ruta);
  const etag = first.headers().etag ?? '';
  expect(etag).not.toBe('');
  expect((await request.get(item.ruta, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  expect(await (await request.get('/news/feed.xml')).text()).toContain(key);
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(
    new RegExp(`<image:loc>[^<]*${key}-`),
  );
  const addresses = [...item.imagenes.map((variant) => variant.url), `/uploads/${key}-share.jpg`];
  for (const address of addresses) expect((await request.get(address)).status()).toBe(200);
  expect(filesOf(site.dataDir, key).length).toBe(addresses.length);

  // Staff take it down.
  const takeDown = await request.post(`/api/photos/${key}/retirar`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { motivo: 'La familia no autorizó la publicación' },
  });
  expect(takeDown.status()).toBe(204);

  // The next request: nothing names it; the page kept its text; the earlier copy is replaced.
  const revalidated = await request.get(item.ruta, { headers: { 'If-None-Match': etag } });
  expect(revalidated.status()).toBe(200);
  expect(revalidated.headers().etag).not.toBe(etag);
  const html = await revalidated.text();
  expect(html).not.toContain(key);
  expect(html).toContain('Los cursos compitieron');
  for (const url of ['/news/feed.xml', '/sitemap.xml', '/news', '/', '/api/news']) {
    expect(await (await request.get(url)).text()).not.toContain(key);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: item.titulo })).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
  await expect(page.locator(`img[src*="${key}"]`)).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  // Its old addresses are gone for good, and its files with them.
  for (const address of addresses) {
    const gone = await request.get(address);
    expect([404, 410]).toContain(gone.status());
  }
  expect(filesOf(site.dataDir, key)).toEqual([]);
});

/** Signs the browser in as staff: the token a login stores. */
async function signIn(page: Page, token: string) {
  await page.goto('/adminlbj_');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
}

/** The staff panel at the Fotos section, signed in. */
async function openPhotosPanel(page: Page, token: string) {
  await signIn(page, token);
  await page.goto('/adminlbj_/panel?seccion=fotos');
  await expect(page.getByRole('heading', { level: 2, name: 'Fotos', exact: true })).toBeVisible();
}

/** Fills the request form as a family would (the server wants at least 3 s since it was served). */
async function askForRemoval(page: Page, name: string) {
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo electrónico').fill('apoderada@example.cl');
  await page.getByLabel('Relación con el estudiante').fill('Madre');
  await page.getByLabel('Motivo').fill('No autorizamos que se publique la imagen de mi hijo.');
  await page.waitForTimeout(3_200);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/fotos\/solicitud-recibida$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recibimos tu solicitud' }),
  ).toBeVisible();
  await expect(page.getByText(/plazo de 5 días/)).toBeVisible();
}

test.describe('a family asks for a photo to be taken down', { tag: '@both' }, () => {
  test('staff see the request, take the photo down and it is done', async ({ page, request }) => {
    const token = await login(request);
    const item = await publish(request, token);
    const key = keyOf(item);
    const name = `Carolina ${randomBytes(2).toString('hex')}`;

    await page.goto(item.ruta);
    await page.getByRole('link', { name: 'Solicitar retiro de esta foto' }).click();
    await expect(page).toHaveURL(new RegExp(`/fotos/solicitar-retiro\\?foto=${key}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitar retiro de una foto' }),
    ).toBeVisible();
    await expect(page.locator(`img[src*="${key}"]`)).toBeVisible();
    await expectNoAxeViolations(page);
    await askForRemoval(page, name);
    await expectNoAxeViolations(page);

    await openPhotosPanel(page, token);
    await expect(page.getByRole('link', { name: /Fotos.*abierta/ })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('Recibida', { exact: true })).toBeVisible();
    await expect(card.getByText(/Plazo: /)).toBeVisible();
    await expect(card.getByRole('link', { name: /Responder por correo/ })).toHaveAttribute(
      'href',
      /^mailto:apoderada@example\.cl\?subject=/,
    );
    await expectNoAxeViolations(page);
    const takeDown = card.getByRole('button', { name: 'Retirar foto' });
    await hydrated(takeDown);
    await takeDown.click();
    await expect(card.getByText('Foto retirada', { exact: true })).toBeVisible();
    await expect(card.getByText('La foto ya no está publicada.')).toBeVisible();

    const gone = await request.get(item.imagen);
    expect([404, 410]).toContain(gone.status());
    expect(await (await request.get(item.ruta)).text()).not.toContain(key);
  });
});

test('staff take a photo down from under the photo itself, through the panel with it filled in', async ({
  page,
  request,
}) => {
  const token = await login(request);
  const item = await publish(request, token);
  const key = keyOf(item);
  // Signed in, a staff member follows the same link under the photo as a family.
  await signIn(page, token);
  await page.goto(item.ruta);
  await page.getByRole('link', { name: 'Solicitar retiro de esta foto' }).click();
  const shortcut = page.getByRole('link', { name: 'Retirar esta foto (personal del colegio)' });
  await shortcut.click();
  await expect(page).toHaveURL(new RegExp(`seccion=fotos&foto=${key}$`));
  // Within its own section: the requests other tests sent are listed beside it, each with a
  // reason field of its own.
  const takeDown = page.getByRole('region', { name: 'Retirar una foto del sitio' });
  await expect(takeDown.getByLabel('Dirección de la foto')).toHaveValue(key);
  await takeDown.getByLabel('Motivo del retiro').fill('La familia lo pidió por teléfono.');
  const button = takeDown.getByRole('button', { name: 'Retirar foto' });
  await hydrated(button);
  await button.click();
  await expect(page.getByText('Foto retirada de todo el sitio.')).toBeVisible();
  expect([404, 410]).toContain((await request.get(item.imagen)).status());
  // A visitor sees no such shortcut.
  await page.evaluate(() => {
    localStorage.removeItem('token');
  });
  await page.goto(`/fotos/solicitar-retiro?foto=${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /personal del colegio/ })).toHaveCount(0);
});

// axe runs its checks as a script in the page: with JavaScript off it cannot, so the same
// pages are checked with it on, above.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the request form works, and a fast or incomplete one keeps what was typed', async ({
    page,
    request,
  }) => {
    const token = await login(request);
    const item = await publish(request, token);
    const key = keyOf(item);

    await page.goto(item.ruta);
    await page.getByRole('link', { name: 'Solicitar retiro de esta foto' }).click();
    await expect(page.locator(`img[src*="${key}"]`)).toBeVisible();
    // Sent at once, without a name: the page comes back with what was typed and the messages.
    await page.getByLabel('Correo electrónico').fill('padre@example.cl');
    await page.getByLabel('Relación con el estudiante').fill('Padre');
    await page.getByLabel('Motivo').fill('Prefiero que no se publique.');
    await page.getByLabel('Nombre').fill('x');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText(/necesita unos segundos más/)).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('padre@example.cl');
    await askForRemoval(page, 'Ignacio sin JavaScript');

    const requests = await request.get('/api/photos/solicitudes', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const list = (await requests.json()) as { foto: string; nombre: string; estado: string }[];
    expect(list).toContainEqual(
      expect.objectContaining({ foto: key, nombre: 'Ignacio sin JavaScript', estado: 'recibida' }),
    );
  });
});
