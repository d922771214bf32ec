// The page cache of GET /news/{id}-{slug} (ADR 0022), with a service that counts its reads: a
// page is read once until a write, and memory holds at most 500 pages, the oldest going first.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newsPath, pathInLang, type NewsItem } from '@lbj/shared';
import { createNewsPageRoutes, FALLBACK_TEMPLATES_BY_LANG } from './news.page.ts';
import type { PublicNewsItem } from './news.listing.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const ORIGIN = 'https://pruebas.lebeaujour.example';

/** A public item, dated at the clock's very instant (still public, and no later). */
const itemOf = (id: number): NewsItem => ({
  id,
  titulo: `Noticia ${String(id)}`,
  descripcion: 'Texto',
  tipo_noticia: 'Eventos',
  fecha: NOW.toISOString(),
  actualizado: NOW.toISOString(),
  imagen: `/uploads/k${String(id)}-960.webp`,
  imagenes: [{ width: 960, url: `/uploads/k${String(id)}-960.webp` }],
  ruta: newsPath(id, `Noticia ${String(id)}`),
  traducciones: {
    fr: { titulo: `Actualité ${String(id)}`, descripcion: 'Texte', desactualizada: false },
  },
});

let app: FastifyInstance;
let reads: number[];
let generation: number;

beforeEach(async () => {
  reads = [];
  generation = 0;
  app = Fastify();
  await app.register(
    createNewsPageRoutes({
      service: {
        findPublic: (id: number): Promise<PublicNewsItem | undefined> => {
          reads.push(id);
          return Promise.resolve({ item: itemOf(id), shareImage: undefined });
        },
        generation: () => generation,
      },
      templates: FALLBACK_TEMPLATES_BY_LANG,
      publicUrl: ORIGIN,
      now: () => NOW,
    }),
  );
});

afterEach(async () => {
  await app.close();
});

/** GETs item `id`'s page, expecting it; answers how many reads the service had so far. */
async function page(id: number): Promise<number> {
  const response = await app.inject({ method: 'GET', url: newsPath(id, `Noticia ${String(id)}`) });
  expect(response.statusCode, String(id)).toBe(200);
  expect(response.body).toContain(`<h1>Noticia ${String(id)}</h1>`);
  return reads.length;
}

describe('the news page cache', () => {
  it('serves a page again without reading the item, until any news write', async () => {
    expect(await page(7)).toBe(1);
    expect(await page(7)).toBe(1);
    expect(await page(7)).toBe(1);
    generation += 1;
    expect(await page(7)).toBe(2);
    expect(await page(7)).toBe(2);
    expect(reads).toEqual([7, 7]);
  });

  it('keeps at most 500 pages: the 501st pushes out the oldest, and only that one', async () => {
    for (let id = 1; id <= 500; id += 1) await page(id);
    expect(reads).toHaveLength(500);
    expect(await page(501)).toBe(501);
    // The other 499 and the new page are kept: none is read again.
    expect(await page(2)).toBe(501);
    expect(await page(500)).toBe(501);
    expect(await page(501)).toBe(501);
    // Item 1, the oldest, went.
    expect(await page(1)).toBe(502);
    expect(reads.slice(-2)).toEqual([501, 1]);
  });

  it('keeps each language’s page of an item apart, each read once until a write', async () => {
    /** GETs `url`, expecting a page whose <h1> is `h1`. */
    const served = async (url: string, h1: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(h1);
      return reads.length;
    };
    const french = pathInLang('fr', newsPath(7, 'Actualité 7'));
    // No English translation: the English page shows the Spanish, at the Spanish slug.
    const english = pathInLang('en', newsPath(7, 'Noticia 7'));
    expect(await served(french, '<h1>Actualité 7</h1>')).toBe(1);
    expect(await page(7)).toBe(2);
    expect(await served(english, '<h1 lang="es">Noticia 7</h1>')).toBe(3);
    expect(await served(french, '<h1>Actualité 7</h1>')).toBe(3);
    expect(await page(7)).toBe(3);
    expect(await served(english, '<h1 lang="es">Noticia 7</h1>')).toBe(3);
    generation += 1;
    expect(await served(french, '<h1>Actualité 7</h1>')).toBe(4);
  });
});
