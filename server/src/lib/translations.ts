import { createHash } from 'node:crypto';
import {
  PREFIXED_LANGS,
  TRANSLATION_MESSAGES,
  translationLanguageOf,
  type TranslationLanguage,
  type Translations,
} from '@lbj/shared';
import { ValidationError } from './errors.ts';

// Staff's French and English translations of a feature's texts (news items, calendar events, the
// notice): each feature stores its own, in a table of its own, with a hash of the Spanish fields
// they were made from; what they share is here.

/** The language of a translation's path, or the Spanish 400 about the field `idioma`. */
export function translationLanguage(raw: string): TranslationLanguage {
  const language = translationLanguageOf(raw);
  if (language === null) throw new ValidationError(TRANSLATION_MESSAGES.badLanguage, 'idioma');
  return language;
}

/**
 * What a translation keeps of the Spanish it was made from: a hash of those fields, in order (a
 * missing field as an empty one). A translation is outdated once the item's current fields hash
 * to something else, so the edits that change them need to know nothing of translations.
 */
export function sourceHash(fields: readonly (string | null)[]): string {
  return createHash('sha256')
    .update(JSON.stringify(fields.map((field) => field ?? '')))
    .digest('base64url');
}

/** A stored translation: its language and the hash of its source, beside its own fields. */
interface StoredTranslation {
  idioma: string;
  fuente: string;
}

/**
 * An item's stored translations as its answers carry them, in PREFIXED_LANGS' order: each
 * language's `fields`, and `desactualizada` when it was made from other Spanish than the item's
 * now (`source`, called only when the item has a translation). `{}` when it has none.
 */
export function toTranslations<R extends StoredTranslation, T>(
  stored: readonly R[],
  source: () => string,
  fields: (row: R) => T,
): Translations<T> {
  const translations: Translations<T> = {};
  if (stored.length === 0) return translations;
  const current = source();
  for (const language of PREFIXED_LANGS) {
    const row = stored.find((candidate) => candidate.idioma === language);
    if (row) translations[language] = { ...fields(row), desactualizada: row.fuente !== current };
  }
  return translations;
}

/** Stored translations by their item's id (`of` reads it from a row). */
export function byItem<R>(rows: readonly R[], of: (row: R) => number): Map<number, R[]> {
  const grouped = new Map<number, R[]>();
  for (const row of rows) {
    const id = of(row);
    const list = grouped.get(id);
    if (list) list.push(row);
    else grouped.set(id, [row]);
  }
  return grouped;
}
