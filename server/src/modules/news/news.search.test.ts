// A visitor's search as FTS5 queries: only words, each quoted; words of three letters or
// more also find longer words, shorter ones only themselves.
import { describe, expect, it } from 'vitest';
import { toNewsSearch } from './news.search.ts';

describe('toNewsSearch', () => {
  it('quotes every word, makes only words of three letters or more a prefix, and needs them all', () => {
    expect(toNewsSearch('5º de mat Matrícula')?.match).toBe('"5º" "de" "mat"* "Matrícula"*');
  });

  it('is no search when nothing typed is a letter or a digit', () => {
    // A lone combining accent is a "word" to the tokenizer's pattern, but no letter.
    expect(toNewsSearch('\u0301 \u0308')).toBeUndefined();
    expect(toNewsSearch(' -- ')).toBeUndefined();
  });
});
