import { describe, expect, it } from 'vitest';
import { newsFindingHref, newsPageCount, readNewsFindingQuery } from './news-finding.ts';

const read = (search: string) => readNewsFindingQuery(new URLSearchParams(search));

describe('readNewsFindingQuery', () => {
  it('reads a category without regard to case, accents or spaces around it', () => {
    expect(read('categoria=Deportes').categoria).toBe('Deportes');
    expect(read('categoria=academico').categoria).toBe('Académico');
    expect(read('categoria=%20COMUNICADOS%20').categoria).toBe('Comunicados');
    expect(read('categoria=Futbol').categoria).toBeNull();
    expect(read('').categoria).toBeNull();
  });

  it('reads pagina only as a whole number from 1', () => {
    expect(read('pagina=2').pagina).toBe(2);
    expect(read('pagina=1000000').pagina).toBe(1_000_000);
    expect(read('pagina=%203%20').pagina).toBe(3);
    for (const bad of [
      '0',
      '-2',
      '02',
      '2.5',
      '1e3',
      'dos',
      '',
      '1000001',
      '10000000',
      '2&pagina=3',
    ]) {
      expect(read(`pagina=${bad}`).pagina, bad).toBe(bad === '2&pagina=3' ? 2 : 1);
    }
  });

  it('trims the search and cuts it at 200 characters (by characters, not UTF-16 units)', () => {
    expect(read('q=%20matr%C3%ADcula%20').q).toBe('matrícula');
    expect(read(`q=${'ñ'.repeat(250)}`).q).toBe('ñ'.repeat(200));
    expect([...read(`q=${'😀'.repeat(201)}`).q]).toHaveLength(200);
    // Spaces before the search do not count; a space where it is cut is trimmed too.
    expect(read(`q=${'%20'.repeat(10)}${'a'.repeat(200)}`).q).toBe('a'.repeat(200));
    expect(read(`q=${'a'.repeat(199)}%20b`).q).toBe('a'.repeat(199));
  });

  it('reads an address without parameters as every category, no search and page 1', () => {
    expect(read('')).toEqual({ categoria: null, q: '', pagina: 1 });
  });
});

describe('newsFindingHref', () => {
  it('writes only what differs from the default, in one order', () => {
    expect(newsFindingHref({})).toBe('/news');
    expect(newsFindingHref({ categoria: null, q: '', pagina: 1 })).toBe('/news');
    expect(newsFindingHref({ pagina: 2, q: 'matrícula', categoria: 'Académico' })).toBe(
      '/news?categoria=Acad%C3%A9mico&q=matr%C3%ADcula&pagina=2',
    );
    expect(newsFindingHref({ q: 'a&b=c' })).toBe('/news?q=a%26b%3Dc');
  });
});

describe('newsPageCount', () => {
  it('is one page for nothing, one for 12, two for 13', () => {
    expect([0, 1, 12, 13, 24, 25].map(newsPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
