// A news item's own page (ADR 0022), against the built site and the real server: the
// HTML as served (no JavaScript), redirects, the 404 page, hydration, links from /news, axe.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdminWithCli, schoolJpeg } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

const PASSWORD = 'clave-de-prueba-e2e-noticia';
// PUBLIC_URL as the test server runs (the default): every absolute address is built from it.
const ORIGIN = 'http://localhost:3000';
let USERNAME = '';
let jpeg: Buffer;

interface Item {
  id: number;
  titulo: string;
  ruta: string;
  fecha: string;
  imagenes: { width: number; url: string }[];
}

test.beforeAll(async () => {
  USERNAME = createAdminWithCli('e2e-pagina', PASSWORD);
  jpeg = await schoolJpeg();
});

async function publish(
  request: APIRequestContext,
  fields: Record<string, string> = {},
): Promise<Item> {
  const login = await request.post('/api/login', {
    data: { username: USERNAME, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo: `Feria Científica 2026: ¡Éxito total! ${randomBytes(3).toString('hex')}`,
      descripcion:
        'Los alumnos de quinto a octavo básico presentaron más de cuarenta proyectos a las familias.\n\nAgradecemos a los apoderados <b>que</b> acompañaron la jornada.\nLa premiación será el viernes.',
      tipo_noticia: 'Académico',
      imagen: { name: 'feria.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

/** What the page's <head> says, read in the page (no JavaScript ran on it). */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((el) =>
        el.getAttribute('content'),
      );
    const keys = [
      'description',
      'og:type',
      'og:title',
      'og:description',
      'og:url',
      'og:image',
      'og:image:width',
      'og:image:height',
      'twitter:card',
    ];
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((el) =>
        el.getAttribute('href'),
      ),
      meta: Object.fromEntries(keys.map((key) => [key, meta(key)])),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (el) => el.textContent,
      ),
    };
  });
}

test.describe('the HTML as served, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('holds the article and every share tag', async ({ page, request }) => {
    const item = await publish(request);
    const response = await page.goto(item.ruta);
    expect(response?.status()).toBe(200);
    expect(item.ruta).toMatch(
      new RegExp(`^/news/${String(item.id)}-feria-cientifica-2026-exito-total-[0-9a-f]{6}$`),
    );

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo);
    await expect(page.locator('h1')).toHaveCount(1);
    const article = page.getByRole('article', { name: item.titulo });
    await expect(article.getByText('Académico', { exact: true })).toBeVisible();
    await expect(article.locator('time')).toHaveAttribute('datetime', item.fecha);
    await expect(article.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(article.locator('p', { hasText: 'cuarenta proyectos' })).toHaveCount(1);
    // Text, never markup: the <b> typed in the text is shown as it was typed.
    await expect(article.getByText('<b>que</b>', { exact: false })).toBeVisible();
    await expect(article.locator('b')).toHaveCount(0);
    const img = article.locator('img');
    await expect(img).toHaveAttribute('width', '960');
    await expect(img).toHaveAttribute('height', '540');
    await expect(img).toHaveAttribute('srcset', /480w, .*960w, .*1600w$/);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Todas las noticias/ })).toHaveAttribute(
      'href',
      '/news',
    );

    const head = await headOf(page);
    const canonical = `${ORIGIN}${item.ruta}`;
    // The 1200 × 630 JPEG made beside the item's renditions (ADR 0027).
    const image = `${ORIGIN}${(item.imagenes.at(-1)?.url ?? '').replace(/-\d+\.webp$/, '-share.jpg')}`;
    expect(head.titles).toBe(1);
    expect(head.title).toBe(`${item.titulo} · Colegio Le Beau Jour`);
    expect(head.canonical).toEqual([canonical]);
    expect(head.meta).toMatchObject({
      'og:type': ['article'],
      'og:title': [item.titulo],
      'og:url': [canonical],
      'og:image': [image],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'twitter:card': ['summary_large_image'],
    });
    const [description] = head.meta.description ?? [];
    expect(description).toMatch(/^Los alumnos de quinto a octavo básico/);
    expect(head.meta['og:description']).toEqual([description]);

    expect(head.jsonLd).toHaveLength(1);
    const jsonLd = JSON.parse(head.jsonLd[0] ?? '') as Record<string, unknown>;
    const school = { '@type': 'ElementarySchool', name: 'Colegio Cristiano Le Beau Jour' };
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: item.titulo,
      image: [{ url: image, width: 1200, height: 630 }],
      datePublished: item.fecha,
      dateModified: item.fecha,
      author: school,
      publisher: { ...school, logo: { url: `${ORIGIN}/images/logo.png` } },
      mainEntityOfPage: { '@id': canonical },
    });
    // The share image is there, at the size the tags say.
    const shared = await request.get(image.replace(ORIGIN, ''));
    expect(shared.status()).toBe(200);
    expect(shared.headers()['content-type']).toBe('image/jpeg');
    expect([...(await shared.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  test('a page that does not exist is a 404 in the site, with a way back to /news', async ({
    page,
  }) => {
    const response = await page.goto('/news/999999-no-existe');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos esta noticia' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute(
      'href',
      '/news',
    );
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    expect(await page.title()).toBe('Noticia no encontrada · Colegio Le Beau Jour');
  });
});

test.describe('addresses', () => {
  test('the id alone and any other slug redirect permanently to the canonical address', async ({
    request,
  }) => {
    const item = await publish(request);
    for (const rest of ['', '-otra-cosa', '-FERIA']) {
      const response = await request.get(`/news/${String(item.id)}${rest}`, { maxRedirects: 0 });
      expect(response.status(), rest).toBe(301);
      expect(response.headers().location).toBe(item.ruta);
    }
    expect((await request.get(item.ruta, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('unknown, malformed, draft and scheduled items answer 404, never a redirect to /', async ({
    request,
  }) => {
    const draft = await publish(request, { estado: 'borrador' });
    const scheduled = await publish(request, {
      publicar_en: new Date(Date.now() + 86_400_000).toISOString(),
    });
    for (const url of [
      '/news/999999',
      '/news/abc',
      '/news/0-cero',
      draft.ruta,
      `/news/${String(draft.id)}`,
      scheduled.ruta,
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type'], url).toContain('text/html');
      expect(await response.text(), url).toContain('Ver todas las noticias');
    }
  });
});

test.describe('in the browser', () => {
  test('the page hydrates without an error, then navigates inside the site', async ({
    page,
    request,
  }) => {
    const item = await publish(request);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(item.ruta);
    await page.evaluate(() => {
      (window as unknown as { sinRecarga: boolean }).sinRecarga = true;
    });
    // Hydrated: the back link is a client-side navigation (the window survives it).
    const back = page.getByRole('link', { name: /Todas las noticias/ });
    await hydrated(back);
    await back.click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a card's link and the detail dialog's link open the item's page", async ({
    page,
    request,
  }) => {
    const item = await publish(request);
    await page.goto('/news');
    await page.evaluate(() => {
      (window as unknown as { sinRecarga: boolean }).sinRecarga = true;
    });
    const card = page.getByRole('article', { name: item.titulo });
    const link = card.getByRole('link', { name: 'Leer noticia' });
    await expect(link).toHaveAttribute('href', item.ruta);
    await hydrated(link);
    // Keyboard: the link takes focus and Enter follows it.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(item.ruta);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo);
    await expect(page.locator('article p', { hasText: 'cuarenta proyectos' })).toBeVisible();
    expect(await page.title()).toBe(`${item.titulo} · Colegio Le Beau Jour`);
    expect(
      await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga),
    ).toBe(true);

    await page.goBack();
    const opener = page
      .getByRole('article', { name: item.titulo })
      .getByRole('link', { name: item.titulo, exact: true });
    await hydrated(opener);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: item.titulo });
    await dialog.getByRole('link', { name: 'Ver página de la noticia' }).click();
    await expect(page).toHaveURL(item.ruta);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('accessibility of item pages', { tag: '@both' }, () => {
  test('axe: an item page and the 404 page', async ({ page, request }) => {
    const item = await publish(request);
    await page.goto(item.ruta);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.titulo);
    await expectNoAxeViolations(page);
    await page.goto('/news/999999-no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
