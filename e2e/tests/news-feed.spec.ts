// The news feed, the sitemap and the share image (ADR 0027), against the built site and
// the real server: the feed parsed as XML by the browser, the item's canonical address in the
// sitemap, and the JPEG that og:image names.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createAdminWithCli, schoolJpeg } from '../support/admin.ts';

const PASSWORD = 'clave-de-prueba-e2e-feed';
// PUBLIC_URL as the test server runs (the default): every absolute address is built from it.
const ORIGIN = 'http://localhost:3000';
let USERNAME = '';

interface Item {
  id: number;
  titulo: string;
  ruta: string;
  fecha: string;
}

test.beforeAll(() => {
  USERNAME = createAdminWithCli('e2e-feed', PASSWORD);
});

async function publish(request: APIRequestContext): Promise<Item> {
  const login = await request.post('/api/login', {
    data: { username: USERNAME, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo: `Noticias & avisos <del> "colegio" ${randomBytes(3).toString('hex')}`,
      descripcion: 'Las familias recibirán el calendario de reuniones durante la semana.',
      tipo_noticia: 'Comunicados',
      imagen: { name: 'aviso.jpg', mimeType: 'image/jpeg', buffer: await schoolJpeg() },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

test('the feed is RSS that the browser parses as XML, with the item; /news announces it', async ({
  page,
  request,
}) => {
  const item = await publish(request);
  await page.goto('/news');
  const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveAttribute('href', '/news/feed.xml');
  await expect(alternate).toHaveAttribute('title', 'Noticias del Colegio Le Beau Jour');

  const feed = await page.evaluate(async () => {
    const response = await fetch('/news/feed.xml');
    const text = await response.text();
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    const first = (parent: Element | Document, name: string) =>
      parent.getElementsByTagName(name)[0]?.textContent ?? null;
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      errors: xml.getElementsByTagName('parsererror').length,
      root: xml.documentElement.nodeName,
      version: xml.documentElement.getAttribute('version'),
      language: first(xml, 'language'),
      self: xml
        .getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
        ?.getAttribute('href'),
      items: [...xml.getElementsByTagName('item')].map((entry) => ({
        title: first(entry, 'title'),
        link: first(entry, 'link'),
        guid: first(entry, 'guid'),
        pubDate: first(entry, 'pubDate'),
        enclosure: entry.getElementsByTagName('enclosure')[0]?.getAttribute('type') ?? null,
      })),
    };
  });
  expect(feed).toMatchObject({
    status: 200,
    type: 'application/rss+xml; charset=utf-8',
    errors: 0,
    root: 'rss',
    version: '2.0',
    language: 'es-CL',
    self: `${ORIGIN}/news/feed.xml`,
  });
  expect(feed.items.length).toBeLessThanOrEqual(20);
  const entry = feed.items.find((candidate) => candidate.title === item.titulo);
  expect(entry).toEqual({
    title: item.titulo,
    link: `${ORIGIN}${item.ruta}`,
    guid: `${ORIGIN}${item.ruta}`,
    pubDate: new Date(item.fecha).toUTCString(),
    enclosure: 'image/jpeg',
  });
});

test("the sitemap lists the item's canonical address, and robots.txt points at it", async ({
  request,
}) => {
  const item = await publish(request);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toContain(`<loc>${ORIGIN}${item.ruta}</loc>`);
  // The build's pages too, on the same origin.
  expect(xml).toContain(`<loc>${ORIGIN}/news</loc>`);
  expect(xml).not.toContain('colegiocristianolebeaujour.cl');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('og:image of the item page is a 1200 × 630 JPEG under 300 KB', async ({ page, request }) => {
  const item = await publish(request);
  await page.goto(item.ruta);
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(new RegExp(`^${ORIGIN}/uploads/[a-f0-9]{32}-share\\.jpg$`));
  await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute(
    'content',
    'image/jpeg',
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', og ?? '');

  // PUBLIC_URL is the default; the file is fetched from the test server by its path.
  const image = await request.get(new URL(og ?? '').pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const bytes = await image.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(bytes.length).toBeLessThan(300 * 1024);
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
});
