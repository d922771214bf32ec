import { describe, expect, it } from 'vitest';
import {
  newsIdFromSegment,
  newsParagraphs,
  newsPath,
  newsSlug,
  newsSummary,
  toNewsArticleView,
} from './news-page.ts';

describe('newsSlug', () => {
  it.each([
    ['Feria Científica 2026: ¡Éxito total!', 'feria-cientifica-2026-exito-total'],
    ['Matrícula 2027', 'matricula-2027'],
    ['  ¿Qué pasó?  ', 'que-paso'],
    ['Niños y niñas — año escolar', 'ninos-y-ninas-ano-escolar'],
    ['Élève • Über «Ça va»', 'eleve-uber-ca-va'],
    ['a---b___c', 'a-b-c'],
    ['<script>alert("x")</script>', 'script-alert-x-script'],
    ['¡¡¡!!!', ''],
    ['8º básico', '8o-basico'],
  ])('%j → %j', (title, slug) => {
    expect(newsSlug(title)).toBe(slug);
  });
});

describe('newsPath', () => {
  it('is /news/{id}-{slug}', () => {
    expect(newsPath(42, 'Feria Científica 2026: ¡Éxito total!')).toBe(
      '/news/42-feria-cientifica-2026-exito-total',
    );
  });
  it('is /news/{id} when the title has no letters or digits', () => {
    expect(newsPath(7, '¡¡!!')).toBe('/news/7');
  });
});

describe('newsIdFromSegment', () => {
  it.each([
    ['42-feria', 42],
    ['42', 42],
    ['42-', 42],
    ['7-acto', 7],
    ['123', 123],
    ['9007199254740991-x', 9_007_199_254_740_991],
    ['0-x', null],
    ['042-x', null],
    ['42x', null],
    ['x-42', null],
    ['', null],
    ['99999999999999999', null],
  ])('%j → %j', (segment, id) => {
    expect(newsIdFromSegment(segment)).toBe(id);
  });
});

describe('the article view', () => {
  it('keeps blank-line separated paragraphs and the line breaks inside them', () => {
    expect(newsParagraphs('Uno.\r\n\r\nDos,\nsigue.\n \n\n\nTres.\n')).toEqual([
      'Uno.',
      'Dos,\nsigue.',
      'Tres.',
    ]);
    expect(newsParagraphs('Uno.\r\rDos.')).toEqual(['Uno.', 'Dos.']);
  });
  it('summarises at a word, under the limit, with an ellipsis', () => {
    const text = `${'palabra '.repeat(40)}fin`;
    const summary = newsSummary(text);
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary).toMatch(/palabra…$/);
    expect(newsSummary('Corto.\n\nTexto.')).toBe('Corto. Texto.');
  });
  it('keeps a text of exactly the limit whole, and trims it', () => {
    const exact = 'a'.repeat(155);
    expect(newsSummary(` ${exact}\n`)).toBe(exact);
    expect(newsSummary(`${exact}b`)).toBe(`${'a'.repeat(154)}…`);
    expect(newsSummary('  Hola.  ')).toBe('Hola.');
  });
  it('cuts inside a word rather than lose half the summary, and drops the stop before «…»', () => {
    expect(newsSummary(`Hoy ${'a'.repeat(200)}`)).toBe(`Hoy ${'a'.repeat(150)}…`);
    // max 20: the last space before the cut is at 10, exactly half; more than half is needed.
    expect(newsSummary('aaaaaaaaaa bbbbbbbbbbbbbbb', 20)).toBe('aaaaaaaaaa bbbbbbbb…');
    expect(newsSummary('uno, dos.., tres cuatro', 16)).toBe('uno, dos…');
  });
  it('builds the srcset from every rendition', () => {
    const view = toNewsArticleView({
      id: 3,
      titulo: 'T',
      descripcion: 'a\n\nb',
      tipo_noticia: 'Eventos',
      fecha: '2026-03-02T12:00:00.000Z',
      imagen: '/uploads/k-960.webp',
      imagenes: [
        { width: 480, url: '/uploads/k-480.webp' },
        { width: 960, url: '/uploads/k-960.webp' },
      ],
    });
    expect(view.imagen?.srcSet).toBe('/uploads/k-480.webp 480w, /uploads/k-960.webp 960w');
    expect(view.parrafos).toEqual(['a', 'b']);
    expect(view.categoria).toBe('Eventos');
  });
  it('has an empty srcset when the item has no renditions', () => {
    const view = toNewsArticleView({
      id: 3,
      titulo: 'T',
      descripcion: 'a',
      tipo_noticia: 'Eventos',
      fecha: '2026-03-02T12:00:00.000Z',
      imagen: '/uploads/k.jpg',
    });
    expect(view.imagen).toMatchObject({ src: '/uploads/k.jpg', srcSet: '' });
  });
});
