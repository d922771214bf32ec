import { describe, expect, it } from 'vitest';
import { FINDING_TEXT } from './news-finding-text.ts';

describe('FINDING_TEXT', () => {
  it('names only the criteria given: a category, a search, both or neither', () => {
    expect(FINDING_TEXT.summary(3, 'Deportes', '')).toBe('3 noticias en Deportes.');
    expect(FINDING_TEXT.summary(1, null, 'matrícula')).toBe('1 noticia para «matrícula».');
    expect(FINDING_TEXT.summary(3, 'Deportes', 'matrícula')).toBe(
      '3 noticias en Deportes para «matrícula».',
    );
    expect(FINDING_TEXT.none('Deportes', '')).toBe('No encontramos noticias en Deportes.');
    expect(FINDING_TEXT.none(null, 'matrícula')).toBe('No encontramos noticias para «matrícula».');
    expect(FINDING_TEXT.none(null, '')).toBe('No encontramos noticias.');
  });
});
