/**
 * /news's filter, search and numbered pages (ADR 0033): the visitor's copy. `categoria` in the
 * sentences is the category's label in the page's language (NEWS_TEXT.categories).
 */
export const FINDING_TEXT = {
  searchLabel: 'Buscar noticias',
  searchButton: 'Buscar',
  categoriesLabel: 'Categorías de noticias',
  allCategories: 'Todas',
  pagesLabel: 'Páginas de noticias',
  previous: 'Anterior',
  next: 'Siguiente',
  pageWord: 'Página',
  allNews: 'Ver todas las noticias',
  /** "3 noticias en Deportes para «matrícula»." */
  summary: (total: number, categoria: string | null, q: string) =>
    `${String(total)} ${total === 1 ? 'noticia' : 'noticias'}${criteria(categoria, q)}.`,
  /** "No encontramos noticias en Deportes para «matrícula»." */
  none: (categoria: string | null, q: string) =>
    `No encontramos noticias${criteria(categoria, q)}.`,
} as const;

function criteria(categoria: string | null, q: string): string {
  return `${categoria ? ` en ${categoria}` : ''}${q ? ` para «${q}»` : ''}`;
}
