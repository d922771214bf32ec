import type { Texts } from '../../i18n/texts.tsx';
import type { FINDING_TEXT as SPANISH } from './news-finding-text.ts';

/** "3 news stories in Sport matching ‘enrolment’." (the category is its label) */
export const FINDING_TEXT: Texts<typeof SPANISH> = {
  searchLabel: 'Search the news',
  searchButton: 'Search',
  categoriesLabel: 'News categories',
  allCategories: 'All',
  pagesLabel: 'News pages',
  previous: 'Previous',
  next: 'Next',
  pageWord: 'Page',
  allNews: 'See all news',
  summary: (total, categoria, q) =>
    `${String(total)} ${total === 1 ? 'news story' : 'news stories'}${criteria(categoria, q)}.`,
  none: (categoria, q) => `We found no news${criteria(categoria, q)}.`,
};

function criteria(categoria: string | null, q: string): string {
  return `${categoria ? ` in ${categoria}` : ''}${q ? ` matching ‘${q}’` : ''}`;
}
