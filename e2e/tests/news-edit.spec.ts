// Editing, drafts and scheduled items on /news, against the built site and the real server.
// What the browser shows: the edit dialog at 375 px, the tags an administrator sees and a
// visitor's page without those items, a schedule typed in Chile's time whatever the browser's
// zone, axe on those states. The rules themselves are tested lower: a scheduled item becoming
// public by itself when the injected clock reaches its moment (news.edit.test.ts, "a scheduled
// item appears by itself when the clock passes publicar_en"; news.page.test.ts, feed and
// sitemap tests), what an edit sends (news-board and publish-news-dialog tests), the old address
// redirecting after a new title (news.page.test.ts, "follows the title").
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { openNewsDetail, publishNews, smallJpeg, type PublishedNews } from '../support/news.ts';
import { expect, signedIn, test } from '../support/staff.ts';
import { tagOf, unique } from '../support/titles.ts';

function publish(
  request: APIRequestContext,
  token: string,
  titulo: string,
  fields: Record<string, string> = {},
): Promise<PublishedNews> {
  return publishNews(request, token, {
    titulo,
    descripcion: `Texto de ${titulo}. Una actividad de toda la comunidad escolar.`,
    tipo_noticia: 'Eventos',
    ...fields,
  });
}

const card = (page: Page, titulo: string): Locator => page.getByRole('article', { name: titulo });

test(
  'edited from its detail at 375 px (axe on the edit over the detail): the new title in the detail, then on its page',
  { tag: '@mobile' },
  async ({ page, request, staff }) => {
    const item = await publish(request, staff.token, unique('E2E antes'));
    const tag = tagOf(item.titulo);
    // The new title keeps the word the page is filtered by.
    const nuevo = `E2E después ${tag}`;
    await signedIn(page, staff.token);
    await page.goto(`/news?q=${tag}`);
    // The administrator's list, once the page has hydrated (before, the title is a plain link to
    // the item's page).
    await expect(
      card(page, item.titulo).getByRole('button', { name: `Editar la noticia «${item.titulo}»` }),
    ).toBeVisible();
    const detail = await openNewsDetail(page, item.titulo);
    await detail.getByRole('button', { name: `Editar la noticia «${item.titulo}»` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar noticia' });
    const titulo = edit.getByRole('textbox', { name: 'Título' });
    await expect(titulo).toHaveValue(item.titulo);
    await expect(edit.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Eventos');
    await expect(edit.getByRole('img', { name: 'Imagen actual de la noticia' })).toBeVisible();
    await expectNoAxeViolations(page);
    await titulo.fill(nuevo);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Los cambios se guardaron con éxito.' }),
    ).toBeVisible();
    await expect(edit).toBeHidden();
    const edited = page.getByRole('dialog', { name: nuevo });
    await expect(edited.getByRole('heading', { name: nuevo })).toBeVisible();

    // Its page, from the detail, at the address of the new title.
    await edited.getByRole('link', { name: 'Ver página de la noticia' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${String(item.id)}-e2e-despues-${tag}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nuevo);
  },
);

test('a draft from the form and a scheduled item: "Borrador" and "Programada" for the administrator (axe), neither for a visitor', async ({
  page,
  request,
  browser,
  staff,
}) => {
  // One word shared by the titles: the pages are filtered by it, so the items the other tests
  // publish meanwhile cannot push one of these onto page 2.
  const tag = randomBytes(4).toString('hex');
  const shown = await publish(request, staff.token, `E2E pública ${tag}`);
  const scheduled = await publish(request, staff.token, `E2E programada ${tag}`, {
    publicar_en: '2099-03-02T08:00:00-03:00',
  });
  const borrador = `E2E borrador ${tag}`;
  await signedIn(page, staff.token);
  await page.goto(`/news?q=${tag}`);
  await expect(
    card(page, scheduled.titulo).getByText('Programada: 2 de marzo de 2099 a las 08:00'),
  ).toBeVisible();
  await expect(card(page, shown.titulo)).toBeVisible();

  await test.step('a draft saved from the publish form is tagged "Borrador" (axe)', async () => {
    await page.getByRole('button', { name: 'Subir Noticia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir Noticia' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill(borrador);
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill(`Texto de ${borrador}.`);
    await dialog.getByRole('combobox', { name: 'Categoría' }).selectOption('Comunicados');
    await dialog
      .getByLabel('Imagen')
      .setInputFiles({ name: 'acto.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
    await dialog.getByRole('radio', { name: 'Borrador' }).check();
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Borrador guardado con éxito.' }),
    ).toBeVisible();
    const draft = card(page, borrador);
    await expect(draft.getByText('Borrador', { exact: true })).toBeVisible();
    await expect(draft.getByRole('link', { name: 'Leer noticia' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("a visitor's page of the word holds the public item alone", async () => {
    // A visitor in a browser of their own (no token, nothing shared with the administrator).
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/news?q=${tag}`);
    await expect(visitor.getByText(`1 noticia para «${tag}».`)).toBeVisible();
    await expect(card(visitor, shown.titulo)).toBeVisible();
    await expect(card(visitor, borrador)).toHaveCount(0);
    await expect(card(visitor, scheduled.titulo)).toHaveCount(0);
    await context.close();
  });
});

test('a draft published from its card, after a schedule without a date is refused (axe)', async ({
  page,
  request,
  staff,
}) => {
  const draft = await publish(request, staff.token, unique('E2E borrador'), {
    estado: 'borrador',
  });
  await signedIn(page, staff.token);
  await page.goto(`/news?q=${tagOf(draft.titulo)}`);
  await expect(card(page, draft.titulo).getByText('Borrador', { exact: true })).toBeVisible();
  await card(page, draft.titulo)
    .getByRole('button', { name: `Editar la noticia «${draft.titulo}»` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar noticia' });
  await edit.getByRole('checkbox', { name: 'Programar publicación' }).check();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit.getByText('Elige la fecha y la hora de publicación.')).toBeVisible();
  await expectNoAxeViolations(page);

  await edit.getByRole('checkbox', { name: 'Programar publicación' }).uncheck();
  await edit.getByRole('radio', { name: 'Publicada' }).check();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit).toBeHidden();
  await expect(card(page, draft.titulo).getByText('Borrador', { exact: true })).toHaveCount(0);
  await expect(card(page, draft.titulo).getByRole('link', { name: 'Leer noticia' })).toBeVisible();
  const response = await request.get('/api/news');
  expect(((await response.json()) as PublishedNews[]).map((item) => item.titulo)).toContain(
    draft.titulo,
  );
});

test(
  'scheduled in the form in Chile time, whatever the browser zone',
  { tag: '@tz' },
  async ({ page, request, staff }) => {
    const item = await publish(request, staff.token, unique('E2E programar'));
    await signedIn(page, staff.token);
    await page.goto(`/news?q=${tagOf(item.titulo)}`);
    await card(page, item.titulo)
      .getByRole('button', { name: `Editar la noticia «${item.titulo}»` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar noticia' });
    await dialog.getByRole('checkbox', { name: 'Programar publicación' }).check();
    await dialog.getByLabel('Fecha y hora de publicación (hora de Chile)').fill('2099-07-15T18:30');
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
    const response = await request.get('/api/news?incluir=borradores', {
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    const saved = ((await response.json()) as PublishedNews[]).find(
      (entry) => entry.id === item.id,
    );
    expect(saved?.publicar_en).toBe('2099-07-15T22:30:00.000Z');
  },
);
