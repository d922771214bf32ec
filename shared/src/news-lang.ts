import type { Lang } from './lang.ts';
import type { TranslationLanguage } from './translations.ts';

// Which words of a news item a page in a language shows. No text of any language here: the cards
// in /news's island read it (the labels and notes are in news-lang-text.ts).

/** An item's translations as an answer or a page's data carries them (`traducciones`). */
type TranslationsOf<T> = { readonly [L in TranslationLanguage]?: T | undefined } | undefined;

/**
 * The item's translation into `lang`, or undefined: a Spanish page, or an item without one in
 * that language (the page then shows its Spanish, marked `lang="es"`).
 */
export function newsTranslation<T>(
  item: { traducciones?: TranslationsOf<T> },
  lang: Lang,
): T | undefined {
  return lang === 'es' ? undefined : item.traducciones?.[lang];
}
