import { describe, expect, it } from 'vitest';
import { toNewsTeaser } from './news-lists.ts';

describe('toNewsTeaser', () => {
  it('has an empty srcset when the item has no renditions', () => {
    const teaser = toNewsTeaser({
      id: 4,
      titulo: 'Feria Científica',
      tipo_noticia: 'Eventos',
      fecha: '2026-03-02T12:00:00.000Z',
      imagen: '/uploads/k4.jpg',
    });
    expect(teaser).toEqual({
      id: 4,
      titulo: 'Feria Científica',
      categoria: 'Eventos',
      fecha: '2026-03-02T12:00:00.000Z',
      ruta: '/news/4-feria-cientifica',
      imagen: { src: '/uploads/k4.jpg', srcSet: '' },
      traducciones: {},
    });
  });

  it('carries the title of each translation, and nothing else of it', () => {
    const teaser = toNewsTeaser({
      id: 4,
      titulo: 'Feria Científica',
      tipo_noticia: 'Eventos',
      fecha: '2026-03-02T12:00:00.000Z',
      imagen: null,
      traducciones: {
        en: { titulo: 'Science Fair', descripcion: 'Text.', desactualizada: true },
      },
    } as Parameters<typeof toNewsTeaser>[0]);
    expect(teaser.traducciones).toEqual({ en: { titulo: 'Science Fair' } });
  });
});
