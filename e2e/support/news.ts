import type { NewsItem } from '@lbj/shared';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrated } from './hydration.ts';

let small: Promise<Buffer> | undefined;

/**
 * A 480 × 300 JPEG in the school's navy, made once per worker: the photo of an item whose picture
 * is not what the test looks at (a small one keeps the server's renditions cheap).
 */
export function smallJpeg(): Promise<Buffer> {
  small ??= sharp({ create: { width: 480, height: 300, channels: 3, background: '#1f3a6b' } })
    .jpeg()
    .toBuffer();
  return small;
}

/** A published item as the API answers it: its page's address and photo are always there. */
export type PublishedNews = NewsItem & { ruta: string; imagen: string };

/**
 * Publishes an item through `POST /api/news` as the administrator of `token`, with `photo` (the
 * small JPEG unless given), expects 201 and returns the item. `fields` may add any other form
 * field (`estado`, `publicar_en`…).
 */
export async function publishNews(
  request: APIRequestContext,
  token: string,
  fields: { titulo: string; descripcion: string; tipo_noticia: string } & Record<string, string>,
  photo?: Buffer,
): Promise<PublishedNews> {
  const response = await request.post('/api/news', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      ...fields,
      imagen: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo ?? (await smallJpeg()) },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PublishedNews;
}

/**
 * Opens the detail dialog of the item titled `titulo` from its card's title on the page shown,
 * once the card's code has run (before, the title is a link to the item's page), and returns it.
 */
export async function openNewsDetail(page: Page, titulo: string): Promise<Locator> {
  const opener = page
    .getByRole('article', { name: titulo })
    .getByRole('link', { name: titulo, exact: true });
  await hydrated(opener);
  await opener.click();
  return page.getByRole('dialog', { name: titulo });
}
