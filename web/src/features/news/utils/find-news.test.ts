import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@lbj/shared';
import { findNews } from './find-news.ts';

const item = (id: number, titulo: string, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  titulo,
  descripcion: 'Texto.',
  tipo_noticia: 'Eventos',
  imagen: '/uploads/k.webp',
  fecha: '2026-03-01T15:00:00.000Z',
  ...extra,
});

const ids = (items: NewsItem[]) => items.map((found) => found.id);
const all = { categoria: null, q: '', pagina: 1 } as const;

describe('findNews (the administrator’s list and a client-side navigation)', () => {
  it('pages by 12 with the count, a page past the last being the last', () => {
    const items = Array.from({ length: 13 }, (_, index) => item(13 - index, `N ${String(index)}`));
    expect(findNews(items, all)).toMatchObject({ pagina: 1, paginas: 2, total: 13 });
    expect(ids(findNews(items, { ...all, pagina: 2 }).items)).toEqual([1]);
    expect(findNews(items, { ...all, pagina: 9 }).pagina).toBe(2);
    expect(findNews(items.slice(1), all).paginas).toBe(1);
  });

  it('filters by category', () => {
    const items = [item(2, 'A', { tipo_noticia: 'Deportes' }), item(1, 'B')];
    expect(ids(findNews(items, { ...all, categoria: 'Deportes' }).items)).toEqual([2]);
  });

  it('searches as the server does: every word, no case or accents, prefixes from 3 letters, title first', () => {
    const items = [
      item(4, 'Otra', { descripcion: 'Proceso de matrícula abierto.' }),
      item(3, 'Matrícula 2027'),
      item(2, 'Matemáticas'),
      item(1, 'Un día de sol'),
    ];
    expect(ids(findNews(items, { ...all, q: 'MATRICULA' }).items)).toEqual([3, 4]);
    expect(ids(findNews(items, { ...all, q: 'matric' }).items)).toEqual([3, 4]);
    expect(ids(findNews(items, { ...all, q: 'matrícula proceso' }).items)).toEqual([4]);
    expect(ids(findNews(items, { ...all, q: 'di' }).items)).toEqual([]);
    expect(ids(findNews(items, { ...all, q: 'día' }).items)).toEqual([1]);
    expect(findNews(items, { ...all, q: '***' }).total).toBe(0);
  });

  it('takes a word of 3 letters as a prefix and a shorter one only whole; all words in the title rank first', () => {
    const items = [
      item(3, 'Feria del libro', { descripcion: 'Con ciencias y cuentos.' }),
      item(2, 'Feria de ciencias'),
      item(1, 'Acto del 5 de mayo'),
    ];
    expect(ids(findNews(items, { ...all, q: 'fer' }).items)).toEqual([3, 2]);
    expect(ids(findNews(items, { ...all, q: '5' }).items)).toEqual([1]);
    // Both words are in the title of 2; only "feria" is in the title of 3.
    expect(ids(findNews(items, { ...all, q: 'feria ciencias' }).items)).toEqual([2, 3]);
  });
});
