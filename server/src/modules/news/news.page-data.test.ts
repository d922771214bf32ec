import { describe, expect, it } from 'vitest';
import { LATEST_NEWS_KEY, NEWS_FINDING_KEY, type NewsFinding, type NewsItem } from '@lbj/shared';
import type { NewsPageRequest } from './news.listing.ts';
import { createNewsPageData } from './news.page-data.ts';

const item = (id: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  titulo: `Noticia ${String(id)}`,
  descripcion: 'Texto',
  tipo_noticia: 'Eventos',
  fecha: `2026-03-0${String(id)}T12:00:00.000Z`,
  imagen: `/uploads/k${String(id)}-960.webp`,
  imagenes: [
    { width: 480, url: `/uploads/k${String(id)}-480.webp` },
    { width: 960, url: `/uploads/k${String(id)}-960.webp` },
  ],
  ruta: `/news/${String(id)}-noticia-${String(id)}`,
  ...extra,
});

describe('the home page’s latest news', () => {
  it('asks for the three newest public items and gives each as a teaser', async () => {
    const asked: NewsPageRequest[] = [];
    const loaders = createNewsPageData({
      page: (request) => {
        asked.push(request);
        return Promise.resolve({ items: [item(3), item(2), item(1)] });
      },
      numbered: () => Promise.reject(new Error('not this page')),
    });
    const teasers = await loaders[LATEST_NEWS_KEY]?.({ url: new URL('http://x/'), cookies: {} });
    expect(asked).toEqual([{ limit: 3, includeDrafts: false }]);
    expect(teasers).toEqual([
      {
        id: 3,
        titulo: 'Noticia 3',
        categoria: 'Eventos',
        fecha: '2026-03-03T12:00:00.000Z',
        ruta: '/news/3-noticia-3',
        imagen: {
          src: '/uploads/k3-960.webp',
          srcSet: '/uploads/k3-480.webp 480w, /uploads/k3-960.webp 960w',
        },
        traducciones: {},
      },
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ id: 1 }),
    ]);
  });

  it('links an item from an older server (no ruta) to its canonical address', async () => {
    const loaders = createNewsPageData({
      page: () =>
        Promise.resolve({ items: [item(4, { ruta: undefined, titulo: 'Feria Científica' })] }),
      numbered: () => Promise.reject(new Error('not this page')),
    });
    const [teaser] = (await loaders[LATEST_NEWS_KEY]?.({
      url: new URL('http://x/'),
      cookies: {},
    })) as { ruta: string }[];
    expect(teaser?.ruta).toBe('/news/4-feria-cientifica');
  });
});

/** An item translated into French (and outdated) but not into English. */
const translated = item(5, {
  traducciones: {
    fr: { titulo: 'Actualité 5', descripcion: 'Texte', desactualizada: true },
  },
});

describe('the translations the news pages carry', () => {
  it('give each of the home page’s teasers its translated titles', async () => {
    const loaders = createNewsPageData({
      page: () => Promise.resolve({ items: [translated, item(1, { traducciones: {} })] }),
      numbered: () => Promise.reject(new Error('not this page')),
    });
    const teasers = (await loaders[LATEST_NEWS_KEY]?.({
      url: new URL('http://x/'),
      cookies: {},
    })) as { traducciones?: unknown }[];
    expect(teasers.map((teaser) => teaser.traducciones)).toEqual([
      { fr: { titulo: 'Actualité 5' } },
      {},
    ]);
  });

  it('give /news’s items whole, their translations with them', async () => {
    const loaders = createNewsPageData({
      page: () => Promise.reject(new Error('not this page')),
      numbered: () => Promise.resolve({ items: [translated], pagina: 1, total: 1 }),
    });
    const finding = (await loaders[NEWS_FINDING_KEY]?.({
      url: new URL('http://x/fr/news'),
      cookies: {},
    })) as NewsFinding;
    expect(finding.items[0]?.traducciones).toEqual(translated.traducciones);
  });
});
