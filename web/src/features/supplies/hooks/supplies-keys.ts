/** The supplies list's query keys: a save, a copy or a publication refreshes what it changed. */
export const suppliesKeys = {
  all: ['supplies'] as const,
  published: ['supplies', 'published'] as const,
  years: ['supplies', 'years'] as const,
  year: (year: number) => ['supplies', 'year', year] as const,
  documents: ['supplies', 'documents'] as const,
};
