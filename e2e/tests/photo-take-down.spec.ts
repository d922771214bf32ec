// Children's images, in a browser: a family's request to take a photo down, sent from the link
// under the photo (with the code and without it), refused when sent too soon with what was typed
// kept, answered by staff in the panel, after which the item's page shows no photo; and staff
// taking one down from under the photo itself.
//
// What a take-down does everywhere at once (the item page, its share tags and ETag, the feed, the
// sitemap, /news, the API, its files and old addresses) is the server's:
// server/src/photo-take-down.test.ts; the request form's checks, its fill time and hourly limit
// server/src/modules/photos/photos.page.test.ts. Requests are listed together in the panel and
// each test publishes a photo of its own, so this file runs on the run's shared server.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';
import { publishNews, type PublishedNews } from '../support/news.ts';
import { postPublicForm } from '../support/public-form.ts';
import { expect, signedIn, test } from '../support/staff.ts';

let jpeg: Buffer;

type Item = PublishedNews;

test.beforeAll(async () => {
  jpeg = await schoolJpeg();
});

function publish(request: APIRequestContext, token: string): Promise<Item> {
  return publishNews(
    request,
    token,
    {
      titulo: `Día del deporte ${randomBytes(3).toString('hex')}`,
      descripcion: 'Los cursos compitieron en atletismo y básquetbol durante toda la mañana.',
      tipo_noticia: 'Deportes',
    },
    jpeg,
  );
}

const keyOf = (item: Item) => /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen)?.[1] ?? 'none';

/** From the item's page, the link under its photo to the request form. */
async function openRequestForm(page: Page, item: Item) {
  const key = keyOf(item);
  await page.goto(item.ruta);
  const link = page.getByRole('link', { name: 'Solicitar retiro de esta foto' });
  await expect(link).toHaveAttribute('href', `/fotos/solicitar-retiro?foto=${key}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/fotos/solicitar-retiro\\?foto=${key}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitar retiro de una foto' }),
  ).toBeVisible();
  await expect(page.locator(`img[src*="${key}"]`)).toBeVisible();
}

const REQUEST = {
  email: 'apoderada@example.cl',
  relacion: 'Madre',
  motivo: 'No autorizamos que se publique la imagen de mi hijo.',
};

/** Fills the request form as a family would. */
async function fillRequest(page: Page, name: string) {
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Correo electrónico').fill(REQUEST.email);
  await page.getByLabel('Relación con el estudiante').fill(REQUEST.relacion);
  await page.getByLabel('Motivo').fill(REQUEST.motivo);
}

async function expectReceived(page: Page) {
  await expect(page).toHaveURL(/\/fotos\/solicitud-recibida$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recibimos tu solicitud' }),
  ).toBeVisible();
  await expect(page.getByText(/plazo de 5 días/)).toBeVisible();
}

/** A family's request, sent as the form posts it (this server's fill time is 0 s). */
async function sendRequest(request: APIRequestContext, key: string, name: string) {
  const response = await postPublicForm(request, `/fotos/solicitar-retiro?foto=${key}`, {
    foto: key,
    nombre: name,
    ...REQUEST,
  });
  expect(response.url()).toMatch(/\/fotos\/solicitud-recibida$/);
}

// The family on a phone.
test(
  'a family asks for a photo to be taken down from the link under it; sent too soon, the form comes back with what was typed and why; sent again, it is received',
  { tag: '@mobile' },
  async ({ page, request, staff }) => {
    const item = await publish(request, staff.token);
    const key = keyOf(item);
    const name = `Carolina ${randomBytes(2).toString('hex')}`;
    const submit = page.getByRole('button', { name: 'Enviar solicitud' });

    await test.step('the link under the photo opens the form with the photo; no staff shortcut for a visitor', async () => {
      await openRequestForm(page, item);
      await expect(page.getByRole('link', { name: /personal del colegio/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step('sent too soon (its stamp forged): the form again, with what was typed and why', async () => {
      await fillRequest(page, name);
      // A forged stamp is refused like one younger than the fill time (PUBLIC_FORM_MIN_FILL_SECONDS,
      // 0 on this server): the family's page after sending too soon.
      await page.locator('input[name="formulario_inicio"]').evaluate((input: HTMLInputElement) => {
        input.value = '1.forjado';
      });
      await submit.click();
      await expect(page.getByText(/necesita unos segundos más/)).toBeVisible();
      await expect(page.getByLabel('Nombre')).toHaveValue(name);
      await expect(page.getByLabel('Correo electrónico')).toHaveValue(REQUEST.email);
      await expect(page.getByLabel('Relación con el estudiante')).toHaveValue(REQUEST.relacion);
      await expect(page.getByLabel('Motivo')).toHaveValue(REQUEST.motivo);
      await expect(page.locator(`img[src*="${key}"]`)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('sent again as it stands: received, with the 5-day target', async () => {
      await submit.click();
      await expectReceived(page);
      await expectNoAxeViolations(page);
    });
  },
);

// The staff's work, at the desktop's width.
test('staff see a family’s request in the panel and take the photo down; the item page shows it no more', async ({
  page,
  request,
  staff,
}) => {
  const item = await publish(request, staff.token);
  const key = keyOf(item);
  const name = `Carolina ${randomBytes(2).toString('hex')}`;
  await sendRequest(request, key, name);
  await signedIn(page, staff.token);

  await test.step('the request, received, in the panel; the photo taken down from its card', async () => {
    await page.goto('/adminlbj_/panel?seccion=fotos');
    await expect(page.getByRole('heading', { level: 2, name: 'Fotos', exact: true })).toBeVisible();
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
  });

  await test.step('the item page keeps its text, without the photo or its share tag', async () => {
    await page.goto(item.ruta);
    await expect(page.getByRole('heading', { level: 1, name: item.titulo })).toBeVisible();
    await expect(page.getByText('Los cursos compitieron')).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    await expect(page.locator(`img[src*="${key}"]`)).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    expect([404, 410]).toContain((await request.get(item.imagen)).status());
    // The built home page's latest news, which the server's tests have no build to render.
    expect(await (await request.get('/')).text()).not.toContain(key);
  });
});

test('staff take a photo down from under the photo itself, through the panel with it filled in', async ({
  page,
  request,
  staff,
}) => {
  const item = await publish(request, staff.token);
  const key = keyOf(item);
  // Signed in, a staff member follows the same link under the photo as a family.
  await signedIn(page, staff.token);
  await openRequestForm(page, item);
  await page.getByRole('link', { name: 'Retirar esta foto (personal del colegio)' }).click();
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
});

// axe runs its checks as a script in the page: with JavaScript off it cannot, so the same pages
// are checked with it on, above.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the request form is sent and reaches the staff',
    { tag: '@mobile' },
    async ({ page, request, staff }) => {
      const item = await publish(request, staff.token);
      const name = `Ignacio ${randomBytes(2).toString('hex')}`;
      await openRequestForm(page, item);
      await fillRequest(page, name);
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expectReceived(page);

      const requests = await request.get('/api/photos/solicitudes', {
        headers: { Authorization: `Bearer ${staff.token}` },
      });
      const list = (await requests.json()) as { foto: string; nombre: string; estado: string }[];
      expect(list).toContainEqual(
        expect.objectContaining({ foto: keyOf(item), nombre: name, estado: 'recibida' }),
      );
    },
  );
});
