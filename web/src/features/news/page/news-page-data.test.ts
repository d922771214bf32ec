import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_PAGE_DATA_ID } from '@lbj/shared';
import { embeddedNewsPageData, readNewsPageData } from './news-page-data.ts';
import { loadNewPageData } from './news-page-data.test-support.ts';
import { VIEW } from './news-page.test-support.ts';

vi.mock('./news-page-data.ts', () => import('./news-page-data.test-support.ts'));

/** The script the server writes, escaped as it escapes it. */
function embed(json: string) {
  document.head.innerHTML = `<script type="application/json" id="${NEWS_PAGE_DATA_ID}">${json}</script>`;
}
const serverJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

afterEach(() => {
  document.head.innerHTML = '';
  loadNewPageData();
});

describe('readNewsPageData', () => {
  it('reads the item the server embedded, markup in its text included', () => {
    embed(serverJson({ noticia: VIEW }));
    expect(readNewsPageData(document)).toEqual({ noticia: VIEW });
  });

  it('reads "no such item"', () => {
    embed(serverJson({ noticia: null }));
    expect(readNewsPageData(document)).toEqual({ noticia: null });
  });

  it.each([
    ['no script', null],
    ['an empty script', ''],
    ['text that is not JSON', '{"noticia": '],
    ['JSON without noticia', '{"otra": 1}'],
    ['a string', '"hola"'],
    ['JSON null', 'null'],
    ['an item that is not an object', serverJson({ noticia: 'Feria científica' })],
    ['an item without its image', serverJson({ noticia: { ...VIEW, imagen: undefined } })],
    ['a title that is not text', serverJson({ noticia: { ...VIEW, titulo: 5 } })],
    ['paragraphs that are not a list', serverJson({ noticia: { ...VIEW, parrafos: 'Uno.' } })],
    ['a paragraph that is not text', serverJson({ noticia: { ...VIEW, parrafos: ['a', 1] } })],
    ['an image without srcset', serverJson({ noticia: { ...VIEW, imagen: { src: '/a' } } })],
    ['an id that is not a number', serverJson({ noticia: { ...VIEW, id: '42' } })],
  ])('gives nothing for %s (the page then fetches the item)', (_name, json) => {
    if (json !== null) embed(json);
    expect(readNewsPageData(document)).toBeUndefined();
  });
});

it('reads an item whose photo was taken down (no image)', () => {
  embed(serverJson({ noticia: { ...VIEW, imagen: null } }));
  expect(readNewsPageData(document)).toEqual({ noticia: { ...VIEW, imagen: null } });
});

describe('embeddedNewsPageData', () => {
  it('belongs to the address the page was loaded at, and only to it', () => {
    window.history.replaceState(null, '', '/news/42-feria');
    embed(serverJson({ noticia: VIEW }));
    expect(embeddedNewsPageData('/news/42-feria')).toEqual({ noticia: VIEW });
    // After a client-side navigation to another item, the page's data is not its data.
    expect(embeddedNewsPageData('/news/7-otra')).toBeUndefined();
    // Read once: a later change of the document does not change what the page came with.
    document.head.innerHTML = '';
    expect(embeddedNewsPageData('/news/42-feria')).toEqual({ noticia: VIEW });
  });
});
