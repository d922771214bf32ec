// Apart from the gallery's schemas, so that /galeria's code reads the key without zod.

/** Page data key of /galeria: the years that have photos, newest first (number[]). */
export const GALLERY_YEARS_PAGE_DATA_KEY = 'galeria-anios';
