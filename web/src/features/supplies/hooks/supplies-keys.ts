/**
 * The panel's query keys for the supplies list: a save, a copy or a publication refreshes what it
 * changed. (The public page reads the page data or asks the API on each visit: no cache to refresh.)
 */
export const suppliesKeys = {
  all: ['supplies'] as const,
  years: ['supplies', 'years'] as const,
  year: (year: number) => ['supplies', 'year', year] as const,
};
