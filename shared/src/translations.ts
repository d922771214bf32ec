// Staff's French and English translations of the school's own texts: news items, calendar
// events and the notice banner. What the three share is here (the languages, the Spanish texts of
// the refusals and of the activity log); each kind's answer and request shapes are beside its
// own (schemas.ts and news-api.ts, calendar.ts, notice.ts). No zod here.

import { PREFIXED_LANGS } from './lang.ts';

/**
 * The languages a text may be translated into, as the API's paths name them: the site's languages
 * other than Spanish (PREFIXED_LANGS).
 */
export type TranslationLanguage = (typeof PREFIXED_LANGS)[number];

/** The language a path segment names, or null when it names none of PREFIXED_LANGS. */
export function translationLanguageOf(raw: string): TranslationLanguage | null {
  return PREFIXED_LANGS.find((language) => language === raw) ?? null;
}

/**
 * An item's translations by language, in every answer that carries the item (`{}` when it has
 * none). `desactualizada` is true when the Spanish text it was made from changed after it was
 * last saved; saving it again makes it false.
 */
export type Translations<T> = { [L in TranslationLanguage]?: T & { desactualizada: boolean } };

const LANGUAGE_NAMES: Record<TranslationLanguage, string> = { fr: 'francés', en: 'inglés' };

/** Every Spanish text about translations: the API's refusals and the activity log's details. */
export const TRANSLATION_MESSAGES = {
  /** A path whose language is not one of PREFIXED_LANGS (field `idioma`). */
  badLanguage: 'Idioma no válido: usa fr o en.',
  languageNames: LANGUAGE_NAMES,
  /** `detalle` of the activity log's entries: the item's Spanish title, or the notice's text. */
  saved: (idioma: TranslationLanguage, titulo: string) =>
    `Traducción al ${LANGUAGE_NAMES[idioma]} guardada: «${titulo}»`,
  removed: (idioma: TranslationLanguage, titulo: string) =>
    `Traducción al ${LANGUAGE_NAMES[idioma]} eliminada: «${titulo}»`,
  noticeSaved: (idioma: TranslationLanguage, texto: string) =>
    `Traducción al ${LANGUAGE_NAMES[idioma]} del aviso guardada: «${texto}»`,
  noticeRemoved: (idioma: TranslationLanguage, texto: string) =>
    `Traducción al ${LANGUAGE_NAMES[idioma]} del aviso eliminada: «${texto}»`,
} as const;
