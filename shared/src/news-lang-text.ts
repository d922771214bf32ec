import type { Lang } from './lang.ts';
import type { NewsCategory } from './limits.ts';
import type { TranslationLanguage } from './translations.ts';

// The news's own words in the site's three languages that the server's item pages and the web's
// text sections both need, so each has one source. Only those import it: no island's code
// carries it (its texts come in the page's language with the sections).

type CategoryLabels = Readonly<Record<NewsCategory, string>>;

// The label each category is shown with, one constant per language: a web text section imports
// its own language's alone, so no page's code carries another language's labels. The categories
// themselves are the server's Spanish values (NEWS_CATEGORIES), kept in addresses and data.
export const NEWS_CATEGORY_LABELS_ES: CategoryLabels = {
  Académico: 'Académico',
  Deportes: 'Deportes',
  Cultural: 'Cultural',
  Administrativo: 'Administrativo',
  Eventos: 'Eventos',
  Comunicados: 'Comunicados',
};
export const NEWS_CATEGORY_LABELS_FR: CategoryLabels = {
  Académico: 'Pédagogie',
  Deportes: 'Sport',
  Cultural: 'Culture',
  Administrativo: 'Administration',
  Eventos: 'Événements',
  Comunicados: 'Communiqués',
};
export const NEWS_CATEGORY_LABELS_EN: CategoryLabels = {
  Académico: 'Academic',
  Deportes: 'Sport',
  Cultural: 'Culture',
  Administrativo: 'Administration',
  Eventos: 'Events',
  Comunicados: 'Announcements',
};

/** Every language's labels, for the server's item pages and feeds. */
export const NEWS_CATEGORY_LABELS: Readonly<Record<Lang, CategoryLabels>> = {
  es: NEWS_CATEGORY_LABELS_ES,
  fr: NEWS_CATEGORY_LABELS_FR,
  en: NEWS_CATEGORY_LABELS_EN,
};

/**
 * The label of a category in one language's `labels`, or the value itself when they have none: a
 * category the server added since, or the item page template's placeholder, which the server
 * fills.
 */
export function categoryLabel(labels: Readonly<Record<string, string>>, categoria: string): string {
  return Object.hasOwn(labels, categoria) ? (labels[categoria] ?? categoria) : categoria;
}

/** The label of a category in `lang` (the server's pages and feeds). */
export function newsCategoryLabel(categoria: string, lang: Lang): string {
  return categoryLabel(NEWS_CATEGORY_LABELS[lang], categoria);
}

/** The notes of NEWS_TRANSLATION_NOTES in one language. */
export interface NewsTranslationNotes {
  onlySpanish: string;
  outdated: string;
  readSpanish: string;
}

/**
 * What a French or English item page says when it shows the Spanish (the item has no translation
 * into the page's language), or a translation made before the Spanish text last changed.
 */
export const NEWS_TRANSLATION_NOTES: Readonly<Record<TranslationLanguage, NewsTranslationNotes>> = {
  fr: {
    onlySpanish: 'Cette actualité n’est disponible qu’en espagnol.',
    outdated: 'Le texte espagnol a été modifié depuis cette traduction.',
    readSpanish: 'Lire la version espagnole',
  },
  en: {
    onlySpanish: 'This news item is only available in Spanish.',
    outdated: 'The Spanish text has changed since this translation.',
    readSpanish: 'Read the Spanish version',
  },
};
