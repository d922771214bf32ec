/** The gallery's query keys: an upload or a delete invalidates what it changed. */
export const galleryKeys = {
  all: ['gallery'] as const,
  year: (year: number) => ['gallery', 'year', year] as const,
};
