// "Compartir" of a news item, in the detail dialog of /news and on the item's page,
// against the built site and the real server.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdminWithCli, schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

const PASSWORD = 'clave-de-prueba-e2e-compartir';
let USERNAME = '';
let jpeg: Buffer;

interface Item {
  id: number;
  titulo: string;
  ruta: string;
}

test.beforeAll(async () => {
  USERNAME = createAdminWithCli('e2e-compartir', PASSWORD);
  jpeg = await schoolJpeg();
});

async function publish(request: APIRequestContext): Promise<Item> {
  const login = await request.post('/api/login', {
    data: { username: USERNAME, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo: `Feria Científica 2026: ¡Éxito total! ${randomBytes(3).toString('hex')}`,
      descripcion: 'Los alumnos presentaron más de cuarenta proyectos a las familias.',
      tipo_noticia: 'Académico',
      imagen: { name: 'feria.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

/** The detail dialog of an item on /news. */
async function openDetail(page: Page, item: Item) {
  await page.goto('/news');
  const opener = page
    .getByRole('article', { name: item.titulo })
    .getByRole('link', { name: item.titulo, exact: true });
  await hydrated(opener);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: item.titulo });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chromium on Linux has no Web Share API; make sure of it, whatever the build. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(navigator, 'share');
  });
}

test.describe('with the Web Share API', () => {
  test.beforeEach(async ({ page }) => {
    // A stand-in for the system's share sheet: it records what it was given.
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { sharedWith: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
  });

  const shared = (page: Page) =>
    page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith);

  test('the detail dialog shares the title and the canonical address of the item', async ({
    page,
    request,
    baseURL,
  }) => {
    const item = await publish(request);
    const dialog = await openDetail(page, item);
    await dialog.getByRole('button', { name: `Compartir la noticia «${item.titulo}»` }).click();
    await expect.poll(() => shared(page)).toHaveLength(1);
    const [data] = await shared(page);
    expect(data?.title).toBe(item.titulo);
    expect(data?.url).toBe(`${baseURL ?? ''}${item.ruta}`);
    expect(data?.text).toContain('Los alumnos presentaron');
    // The system shares: no links of its own.
    await expect(dialog.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
  });

  test("the item's page shares its own canonical address", async ({ page, request, baseURL }) => {
    const item = await publish(request);
    await page.goto(item.ruta);
    const share = page.getByRole('button', { name: /^Compartir/ });
    await hydrated(share);
    await share.click();
    await expect.poll(() => shared(page)).toHaveLength(1);
    const [data] = await shared(page);
    expect(data).toMatchObject({ title: item.titulo, url: `${baseURL ?? ''}${item.ruta}` });
  });
});

test.describe('without the Web Share API', { tag: '@both' }, () => {
  test.beforeEach(async ({ page }) => {
    await withoutWebShare(page);
  });

  test('WhatsApp, Facebook and "Copiar enlace", which says "Enlace copiado"', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const item = await publish(request);
    const url = `${baseURL ?? ''}${item.ruta}`;
    const dialog = await openDetail(page, item);
    const share = dialog.getByRole('button', { name: `Compartir la noticia «${item.titulo}»` });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = dialog.getByRole('link', { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${item.titulo} ${url}`)}`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(dialog.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    const status = dialog.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await dialog.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(status).toHaveText('Enlace copiado');
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoAxeViolations(page);
  });

  test("the item's page offers the same links, to its canonical address", async ({
    page,
    request,
    baseURL,
  }) => {
    const item = await publish(request);
    const url = `${baseURL ?? ''}${item.ruta}`;
    await page.goto(item.ruta);
    const main = page.getByRole('main');
    const share = main.getByRole('button', { name: /^Compartir/ });
    await hydrated(share);
    await share.click();
    await expect(main.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(main.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${item.titulo} ${url}`)}`,
    );
    await expectNoAxeViolations(page);
  });
});
