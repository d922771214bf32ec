import type { NewsSearch } from './news.repository.ts';

/** A word as FTS5's unicode61 tokenizer sees one: letters, digits and their accents. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Words this long or longer also find longer words ("matric" finds "matrícula"). */
const PREFIX_FROM = 3;

/**
 * A visitor's search as FTS5 queries, and as a PostgreSQL text-search query. Only the words are kept, each quoted as a string, so
 * nothing typed is ever FTS5 syntax: quotes, `*`, `OR`, `NEAR(`, `-`, `:` or SQL are text (or
 * separators), never operators. Every word must appear (in the title or the text); case and
 * accents are folded by the index's tokenizer. Undefined when there are no words at all.
 */
export function toNewsSearch(q: string): NewsSearch | undefined {
  const words = (q.normalize('NFC').match(WORD) ?? []).filter((word) =>
    HAS_LETTER_OR_DIGIT.test(word),
  );
  if (words.length === 0) return undefined;
  const match = words
    .map((word) => `"${word}"${[...word].length >= PREFIX_FROM ? '*' : ''}`)
    .join(' ');
  const titleMatch = `titulo : (${match})`;
  // PostgreSQL (ADR 0050): the same words, each a quoted lexeme, the same ones as prefixes.
  const tsquery = words
    .map((word) => `'${word}'${[...word].length >= PREFIX_FROM ? ':*' : ''}`)
    .join(' & ');
  return { match, titleMatch, restMatch: `(${match}) NOT (${titleMatch})`, tsquery };
}
