import { LANGS } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import { sectionLoaders } from './sections.ts';

/** Every key path of a section, with a function's parameter count. */
function shape(value: unknown, at = ''): string[] {
  if (typeof value === 'function') return [`${at}(${String(value.length)})`];
  if (Array.isArray(value)) return [`${at}[]`];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${at}.${key}`));
  }
  return [at];
}

describe('the texts of the three languages', () => {
  it('have the same sections and keys, and functions with the same number of parameters', () => {
    const spanish = shape(catalogues.es).sort();
    for (const lang of LANGS) expect(shape(catalogues[lang]).sort()).toEqual(spanish);
  });

  it('leave no French or English text empty', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    for (const lang of ['fr', 'en'] as const) {
      expect(strings(catalogues[lang]).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('load section by section, in each language, the same texts the server renders with', async () => {
    expect(Object.keys(sectionLoaders).sort()).toEqual(Object.keys(catalogues.es).sort());
    for (const [section, loaders] of Object.entries(sectionLoaders)) {
      for (const lang of LANGS) {
        const loaded = await loaders[lang]();
        expect(loaded).toBe(catalogues[lang][section as keyof typeof catalogues.es]);
      }
    }
  });
});
