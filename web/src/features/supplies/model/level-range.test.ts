import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../i18n/catalogues.ts';

// The names of the levels that share one list, in French and English: Chilean names, glossed in
// a heading with the French class or the English year group. Spanish keeps the shared title.

const fr = catalogues.fr.supplies;
const en = catalogues.en.supplies;
const es = catalogues.es.supplies;

describe('the sections’ names', () => {
  it('name one level, two, or the first and last of more', () => {
    expect(fr.sectionTitle(['3-basico'])).toBe('3º básico');
    expect(fr.sectionTitle(['pre-kinder', 'kinder'])).toBe('Pre-kínder et kínder');
    expect(fr.sectionTitle(['1-basico', '2-basico', '3-basico', '4-basico'])).toBe(
      '1º à 4º básico',
    );
    expect(en.sectionTitle(['kinder', '1-basico', '2-basico'])).toBe('Kínder to 2º básico');
    expect(en.sectionTitle([])).toBe('');
  });

  it('gloss them in a heading', () => {
    expect(fr.sectionHeading(['1-basico', '2-basico', '3-basico', '4-basico'])).toBe(
      '1º à 4º básico (CP à CM1)',
    );
    expect(en.sectionHeading(['pre-kinder', 'kinder'])).toBe(
      'Pre-kínder and kínder (Reception and Year 1)',
    );
    expect(en.sectionHeading(['8-basico'])).toBe('8º básico (Year 9)');
  });

  it('keep the Spanish names as they always were', () => {
    expect(es.sectionTitle(['1-basico', '2-basico', '3-basico', '4-basico'])).toBe(
      '1º a 4º Básico',
    );
    expect(es.sectionHeading(['pre-kinder', 'kinder'])).toBe('Pre-Kínder y Kínder');
  });
});
