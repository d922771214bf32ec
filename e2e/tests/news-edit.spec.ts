// Editing, drafts and scheduled items on /news, against the built site and the real
// server: an administrator made with the CLI, real logins, real JPEG uploads through sharp.
import { randomBytes } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { createAdminWithCli, schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { tagOf, unique } from '../support/titles.ts';

const PASSWORD = 'clave-de-prueba-e2e-edicion';
let USERNAME = '';
let jpeg: Buffer;

interface Item {
  id: number;
  titulo: string;
  ruta: string;
  fecha: string;
  estado?: string;
  publicar_en?: string | null;
}

test.beforeAll(async () => {
  USERNAME = createAdminWithCli('e2e-edicion', PASSWORD);
  jpeg = await schoolJpeg();
});

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: USERNAME, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function publish(
  request: APIRequestContext,
  token: string,
  titulo: string,
  fields: Record<string, string> = {},
): Promise<Item> {
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo,
      descripcion: `Texto de ${titulo}. Una actividad de toda la comunidad escolar.`,
      tipo_noticia: 'Eventos',
      imagen: { name: 'acto.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

/** Every item an administrator sees, drafts and scheduled ones included. */
async function adminItems(request: APIRequestContext, token: string): Promise<Item[]> {
  const response = await request.get('/api/news?incluir=borradores', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Item[];
}

async function publicTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/news');
  return ((await response.json()) as Item[]).map((item) => item.titulo);
}

/** An administrator's page: the token stored the way a login stores it. */
async function asAdmin(page: Page, token: string): Promise<void> {
  await page.goto('/adminlbj_');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
  }, token);
}

/** A visitor in a browser of their own (no token, nothing shared with the administrator). */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const card = (page: Page, titulo: string): Locator => page.getByRole('article', { name: titulo });

test.describe('editing', () => {
  test(
    'from its card at 375 px: the title changes in the list and on the item page',
    {
      tag: '@mobile',
    },
    async ({ page, request }) => {
      test.slow();
      const token = await apiToken(request);
      const item = await publish(request, token, unique('E2E antes'));
      const nuevo = unique('E2E después');
      let patches = 0;
      page.on('request', (req) => {
        if (req.method() === 'PATCH' && req.url().endsWith(`/api/news/${String(item.id)}`)) {
          patches += 1;
        }
      });
      await asAdmin(page, token);
      await page.goto('/news');
      await card(page, item.titulo)
        .getByRole('button', { name: `Editar la noticia «${item.titulo}»` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Editar noticia' });
      await expect(dialog).toBeVisible();
      const titulo = dialog.getByRole('textbox', { name: 'Título' });
      await expect(titulo).toHaveValue(item.titulo);
      await expect(dialog.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Eventos');
      await expect(dialog.getByRole('img', { name: 'Imagen actual de la noticia' })).toBeVisible();
      await titulo.fill(nuevo);
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();

      await expect(
        page.getByRole('status').filter({ hasText: 'Los cambios se guardaron con éxito.' }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card(page, nuevo)).toBeVisible();
      await expect(card(page, item.titulo)).toHaveCount(0);
      expect(patches).toBe(1);

      // Its page, reached from the card (client-side) and loaded afresh from the server.
      await card(page, nuevo).getByRole('link', { name: 'Leer noticia' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nuevo);
      const saved = (await adminItems(request, token)).find((entry) => entry.id === item.id);
      expect(saved?.titulo).toBe(nuevo);
      await expect(page).toHaveURL(saved?.ruta ?? '');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nuevo);
      // The old address now leads to the new one.
      const old = await request.get(item.ruta, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(saved?.ruta);
    },
  );
});

test.describe('drafts and scheduled items', () => {
  test('a draft published from the form: the administrator sees "Borrador", a visitor nothing', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const token = await apiToken(request);
    const titulo = unique('E2E borrador');
    await asAdmin(page, token);
    await page.goto('/news');
    await page.getByRole('button', { name: 'Subir Noticia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir Noticia' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill(titulo);
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill(`Texto de ${titulo}.`);
    await dialog.getByRole('combobox', { name: 'Categoría' }).selectOption('Comunicados');
    await dialog
      .getByLabel('Imagen')
      .setInputFiles({ name: 'acto.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await dialog.getByRole('radio', { name: 'Borrador' }).check();
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Borrador guardado con éxito.' }),
    ).toBeVisible();
    const draft = card(page, titulo);
    await expect(draft).toBeVisible();
    await expect(draft.getByText('Borrador', { exact: true })).toBeVisible();
    await expect(draft.getByRole('link', { name: 'Leer noticia' })).toHaveCount(0);

    const visitor = await visitorPage(browser);
    await visitor.goto('/news');
    await expect(visitor.getByRole('heading', { name: 'Últimas noticias' })).toBeVisible();
    await expect(visitor.getByText('Cargando noticias…')).toHaveCount(0);
    await expect(card(visitor, titulo)).toHaveCount(0);
    expect(await publicTitles(request)).not.toContain(titulo);
    await visitor.context().close();

    // Published from its card: now everyone sees it.
    await draft.getByRole('button', { name: `Editar la noticia «${titulo}»` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar noticia' });
    await edit.getByRole('radio', { name: 'Publicada' }).check();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(card(page, titulo).getByText('Borrador', { exact: true })).toHaveCount(0);
    expect(await publicTitles(request)).toContain(titulo);
  });

  test(
    'scheduled in the form in Chile time, whatever the browser zone',
    { tag: '@tz' },
    async ({ page, request }) => {
      test.slow();
      const token = await apiToken(request);
      const item = await publish(request, token, unique('E2E programar'));
      await asAdmin(page, token);
      await page.goto(`/news?q=${tagOf(item.titulo)}`);
      await card(page, item.titulo)
        .getByRole('button', { name: `Editar la noticia «${item.titulo}»` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Editar noticia' });
      await dialog.getByRole('checkbox', { name: 'Programar publicación' }).check();
      await dialog
        .getByLabel('Fecha y hora de publicación (hora de Chile)')
        .fill('2099-07-15T18:30');
      await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: 'Noticia programada con éxito para el 15 de julio de 2099 a las 18:30.',
        }),
      ).toBeVisible();
      await expect(
        card(page, item.titulo).getByText('Programada: 15 de julio de 2099 a las 18:30'),
      ).toBeVisible();
      // 18:30 in Chile's winter (UTC−4) is 22:30 UTC.
      const saved = (await adminItems(request, token)).find((entry) => entry.id === item.id);
      expect(saved?.publicar_en).toBe('2099-07-15T22:30:00.000Z');
      expect(await publicTitles(request)).not.toContain(item.titulo);
    },
  );

  test('a scheduled item: "Programada" for the administrator, then public by itself when due', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const token = await apiToken(request);
    // The server's clock is the system's: due 25 s ahead, then wait for it (no timing claims).
    // The checks made before it is due take a few seconds; 8 s was once too short in CI on a
    // loaded machine, and the item was already public.
    const due = new Date(Date.now() + 25_000);
    const item = await publish(request, token, unique('E2E programada'), {
      publicar_en: due.toISOString(),
    });
    expect((await request.get(item.ruta)).status()).toBe(404);
    await asAdmin(page, token);
    await page.goto('/news');
    const scheduled = card(page, item.titulo);
    await expect(
      scheduled.getByText(/^Programada: \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}$/),
    ).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto('/news');
    await expect(visitor.getByText('Cargando noticias…')).toHaveCount(0);
    await expect(card(visitor, item.titulo)).toHaveCount(0);
    expect((await request.get(item.ruta)).status()).toBe(404);

    // It becomes public by itself: the list, its page, the visitor's /news.
    await expect
      .poll(async () => publicTitles(request), { timeout: 60_000, intervals: [1_000] })
      .toContain(item.titulo);
    expect((await request.get(item.ruta)).status()).toBe(200);
    await visitor.reload();
    await expect(card(visitor, item.titulo)).toBeVisible();
    await visitor.context().close();
    // The administrator's tag goes once the list is read again.
    await page.reload();
    await expect(card(page, item.titulo)).toBeVisible();
    await expect(card(page, item.titulo).getByText(/^Programada/)).toHaveCount(0);
  });
});

test.describe("accessibility of the administrator's /news", { tag: '@both' }, () => {
  test('axe: drafts and scheduled items, the detail and the edit dialog', async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await apiToken(request);
    // One word shared by the three titles: the list is found by it, so the other tests' items
    // (every run leaves a 2099 item at the top of the administrator's list) cannot push one of
    // these onto page 2.
    const tag = randomBytes(4).toString('hex');
    const shown = await publish(request, token, `E2E axe edición ${tag}`);
    const draft = await publish(request, token, `E2E axe borrador ${tag}`, { estado: 'borrador' });
    const scheduled = await publish(request, token, `E2E axe programada ${tag}`, {
      publicar_en: '2099-03-02T08:00:00-03:00',
    });
    await asAdmin(page, token);
    await page.goto(`/news?q=${tag}`);
    await expect(card(page, draft.titulo).getByText('Borrador', { exact: true })).toBeVisible();
    await expect(
      card(page, scheduled.titulo).getByText('Programada: 2 de marzo de 2099 a las 08:00'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The detail, with its share links open.
    await card(page, shown.titulo).getByRole('link', { name: shown.titulo, exact: true }).click();
    const detail = page.getByRole('dialog', { name: shown.titulo });
    await detail.getByRole('button', { name: /^Compartir/ }).click();
    await expect(detail.getByRole('link', { name: /^WhatsApp/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The edit over it, scheduling ticked and refused (no date).
    await detail.getByRole('button', { name: `Editar la noticia «${shown.titulo}»` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar noticia' });
    await expect(edit).toBeVisible();
    await expectNoAxeViolations(page);
    await edit.getByRole('checkbox', { name: 'Programar publicación' }).check();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit.getByText('Elige la fecha y la hora de publicación.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
