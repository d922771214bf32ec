// Finding news on /news (ADR 0033), against the built site and the real server: the
// category links, the search form and the numbered pages work without JavaScript, each choice
// in the address; the filtered page hydrates without an error or an API call; axe at 375 and
// 1280 px with a filter applied.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdminWithCli, schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

const PASSWORD = 'clave-de-prueba-e2e-buscar';
/** A word only this worker's items have: their search finds exactly them. */
let tag = '';

/** 13 items in Deportes ("Torneo {tag} 1" oldest … 13 newest), then one in Cultural. */
async function seed(request: APIRequestContext): Promise<void> {
  const username = createAdminWithCli('e2e-buscar', PASSWORD);
  const jpeg = await schoolJpeg();
  const login = await request.post('/api/login', { data: { username, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const publish = async (titulo: string, tipo_noticia: string) => {
    const response = await request.post('/api/news', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        titulo,
        descripcion: `Resultados y fotos de la jornada. ${titulo}.`,
        tipo_noticia,
        imagen: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      },
    });
    expect(response.status()).toBe(201);
  };
  for (let n = 1; n <= 13; n++) await publish(`Torneo ${tag} ${String(n)}`, 'Deportes');
  await publish(`Muestra cultural ${tag}`, 'Cultural');
}

test.beforeAll(async ({ playwright }, testInfo) => {
  tag = `t${randomBytes(4).toString('hex')}`;
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL ?? '',
  });
  await seed(request);
  await request.dispose();
});

const cards = (page: Page) =>
  page.getByRole('region', { name: 'Últimas noticias' }).getByRole('article');
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('without JavaScript: a category link, page 2 by its link and the search form, each in the address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  // Everything with the word: 14 items, 12 on the first page.
  await page.goto(`/news?q=${tag}`);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText(`14 noticias para «${tag}».`)).toBeVisible();

  // A category link keeps the search: the 13 in Deportes, newest first, the Cultural one gone.
  await page
    .getByRole('navigation', { name: 'Categorías de noticias' })
    .getByRole('link', { name: 'Deportes' })
    .click();
  expect(params(page)).toEqual({ categoria: 'Deportes', q: tag });
  await expect(page.getByText(`13 noticias en Deportes para «${tag}».`)).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first()).toHaveAccessibleName(`Torneo ${tag} 13`);
  await expect(page.getByRole('article', { name: `Muestra cultural ${tag}` })).toHaveCount(0);
  const pages = page.getByRole('navigation', { name: 'Páginas de noticias' });
  await expect(pages.getByRole('link', { name: 'Página 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Page 2 by its link: the 13th alone, the address holds all three.
  await pages.getByRole('link', { name: 'Página 2' }).click();
  expect(params(page)).toEqual({ categoria: 'Deportes', q: tag, pagina: '2' });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName(`Torneo ${tag} 1`);
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
    'href',
    `/news?categoria=Deportes&q=${tag}`,
  );
  await expect(pages.getByRole('link', { name: 'Siguiente' })).toHaveCount(0);

  // The search form, from the bare page.
  await page.goto('/news');
  await page.getByLabel('Buscar noticias').fill(`muestra ${tag}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  expect(params(page)).toEqual({ q: `muestra ${tag}` });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName(`Muestra cultural ${tag}`);
  await expect(page.getByLabel('Buscar noticias')).toHaveValue(`muestra ${tag}`);

  // A category link alone: the newest Cultural item is this one.
  await page.goto('/news');
  await page
    .getByRole('navigation', { name: 'Categorías de noticias' })
    .getByRole('link', { name: 'Cultural' })
    .click();
  expect(params(page)).toEqual({ categoria: 'Cultural' });
  await expect(page.getByRole('article', { name: `Muestra cultural ${tag}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Torneo ${tag} 13` })).toHaveCount(0);

  // Nothing found: said plainly, with the way back.
  await page.goto(`/news?q=nada${tag}`);
  await expect(page.getByText(`No encontramos noticias para «nada${tag}».`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute(
    'href',
    '/news',
  );
  await context.close();
});

test('with JavaScript: a filtered page hydrates without an error or an API call, and opens an item', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto(`/news?categoria=Deportes&q=${tag}&pagina=2`);
  // Hydrated: the card's title opens the detail from the page's own data.
  const title = page.getByRole('link', { name: `Torneo ${tag} 1`, exact: true });
  await hydrated(title);
  await title.click();
  await expect(page.getByRole('dialog', { name: `Torneo ${tag} 1` })).toBeVisible();
  await expect(
    page.getByRole('dialog').getByText(`Resultados y fotos de la jornada. Torneo ${tag} 1.`),
  ).toBeVisible();
  expect(errors).toEqual([]);
  expect(apiCalls).toEqual([]);
});

test('axe finds nothing on /news with a filter and pages @both', async ({ page }) => {
  await page.goto(`/news?categoria=Deportes&q=${tag}`);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Páginas de noticias' })).toBeVisible();
  await expectNoAxeViolations(page);
});
