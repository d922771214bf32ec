import type { NewsItem } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { newsShownIn } from './news-shown.ts';

const ITEM: NewsItem = {
  id: 7,
  titulo: 'Feria científica',
  descripcion: 'Los cursos presentan sus proyectos.',
  tipo_noticia: 'Académico',
  imagen: '/uploads/a-960.webp',
  fecha: '2026-03-02T11:00:00.000Z',
  ruta: '/news/7-feria-cientifica',
  traducciones: {
    fr: {
      titulo: 'Foire scientifique',
      descripcion: 'Les classes présentent leurs projets.',
      desactualizada: true,
    },
  },
};

describe('newsShownIn', () => {
  it('is the Spanish on a Spanish page, at the page the server names, with no lang of its own', () => {
    expect(newsShownIn(ITEM, 'es')).toEqual({
      titulo: 'Feria científica',
      descripcion: 'Los cursos presentan sus proyectos.',
      lang: undefined,
      path: '/news/7-feria-cientifica',
    });
  });

  it('is the translation on a page in its language (outdated too), at its own slug', () => {
    expect(newsShownIn(ITEM, 'fr')).toEqual({
      titulo: 'Foire scientifique',
      descripcion: 'Les classes présentent leurs projets.',
      lang: undefined,
      path: '/news/7-foire-scientifique',
    });
  });

  it('is the Spanish marked lang="es" on a page in a language it has no translation into', () => {
    expect(newsShownIn(ITEM, 'en')).toEqual({
      titulo: 'Feria científica',
      descripcion: 'Los cursos presentan sus proyectos.',
      lang: 'es',
      path: '/news/7-feria-cientifica',
    });
  });

  it("is at /news/{id} for an older server's item, which redirects from there", () => {
    const { ruta: _ruta, traducciones: _none, ...older } = ITEM;
    expect(newsShownIn(older, 'es').path).toBe('/news/7');
    expect(newsShownIn(older, 'fr')).toMatchObject({ path: '/news/7', lang: 'es' });
  });

  it('is a teaser’s translated title, with no text', () => {
    const teaser = {
      id: 3,
      titulo: 'Torneo',
      ruta: '/news/3-torneo',
      traducciones: { en: { titulo: 'Tournament' } },
    };
    expect(newsShownIn(teaser, 'en')).toEqual({
      titulo: 'Tournament',
      descripcion: undefined,
      lang: undefined,
      path: '/news/3-tournament',
    });
  });
});
