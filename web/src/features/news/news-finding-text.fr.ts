import type { Texts } from '../../i18n/texts.tsx';
import type { FINDING_TEXT as SPANISH } from './news-finding-text.ts';

/** "3 actualités dans la catégorie Sport pour « inscription »." (the category is its label) */
export const FINDING_TEXT: Texts<typeof SPANISH> = {
  searchLabel: 'Rechercher dans les actualités',
  searchButton: 'Rechercher',
  categoriesLabel: 'Catégories d’actualités',
  allCategories: 'Toutes',
  pagesLabel: 'Pages d’actualités',
  previous: 'Précédente',
  next: 'Suivante',
  pageWord: 'Page',
  allNews: 'Voir toutes les actualités',
  // In French 0 and 1 take the singular.
  summary: (total, categoria, q) =>
    `${String(total)} ${total <= 1 ? 'actualité' : 'actualités'}${criteria(categoria, q)}.`,
  none: (categoria, q) => `Aucune actualité trouvée${criteria(categoria, q)}.`,
};

function criteria(categoria: string | null, q: string): string {
  return `${categoria ? ` dans la catégorie ${categoria}` : ''}${q ? ` pour «\u00a0${q}\u00a0»` : ''}`;
}
