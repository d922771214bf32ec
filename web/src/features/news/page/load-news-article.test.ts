import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '@lbj/shared';
import { loadNewsArticle } from './load-news-article.ts';

const ITEM: NewsItem = {
  id: 7,
  titulo: 'Matrícula 2027',
  descripcion: 'Primero.',
  tipo_noticia: 'Comunicados',
  imagen: '/uploads/k-960.webp',
  fecha: '2026-03-14T15:09:26.000Z',
  ruta: '/news/7-matricula-2027',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadNewsArticle', () => {
  it('gives the item, with the address the server gave it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(ITEM)));
    const state = await loadNewsArticle(7, new AbortController().signal);
    expect(state).toMatchObject({ status: 'ready', canonical: '/news/7-matricula-2027' });
  });

  it('gives the item in the page’s language: its translation at its own slug, else its Spanish', async () => {
    const translated: NewsItem = {
      ...ITEM,
      traducciones: {
        fr: { titulo: 'Inscriptions 2027', descripcion: 'D’abord.', desactualizada: true },
      },
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(translated)));
    expect(await loadNewsArticle(7, new AbortController().signal, 'fr')).toMatchObject({
      status: 'ready',
      canonical: '/news/7-inscriptions-2027',
      view: {
        titulo: 'Inscriptions 2027',
        parrafos: ['D’abord.'],
        idioma: 'fr',
        fechaTexto: '14 mars 2026',
        aviso: {
          texto: 'Le texte espagnol a été modifié depuis cette traduction.',
          enlace: { href: '/news/7-matricula-2027', texto: 'Lire la version espagnole' },
        },
      },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(translated)));
    expect(await loadNewsArticle(7, new AbortController().signal, 'en')).toMatchObject({
      status: 'ready',
      canonical: '/news/7-matricula-2027',
      view: {
        titulo: 'Matrícula 2027',
        idioma: 'es',
        aviso: { texto: 'This news item is only available in Spanish.', enlace: null },
      },
    });
  });

  it('a 404 is "not found", any other failure an error (the page then says it could not load)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ error: 'No existe' }, { status: 404 })),
    );
    await expect(loadNewsArticle(7, new AbortController().signal)).resolves.toEqual({
      status: 'not-found',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(Response.json({ error: 'Error interno' }, { status: 500 })),
    );
    await expect(loadNewsArticle(7, new AbortController().signal)).resolves.toEqual({
      status: 'error',
    });
  });

  it('gives nothing for a cancelled request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError')),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(loadNewsArticle(7, controller.signal)).resolves.toBeUndefined();
  });
});
