/** Business constants of the product and the limits the server enforces. */
export const LIMITS = {
  tituloMax: 200,
  descripcionMax: 10_000,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
  /**
   * Widths of the WebP renditions made from every uploaded image. 720 is what a phone at 2× (or
   * Lighthouse's 1.75×) asks for a photo as wide as its screen; without it, it takes the 960.
   */
  imageWidths: [480, 720, 960, 1600] as const,
  cardDescriptionMax: 150,
  passwordMin: 12,
  usernameMax: 64,
  galleryFirstYear: 1983,
  /** Files in one gallery upload (POST /api/gallery/{year}/photos). */
  galleryMaxPhotos: 20,
  /** GET /api/news?limit=: items per page when a page is asked for, and the most in one. */
  newsPageDefault: 20,
  newsPageMax: 100,
  /** Characters of a news search (GET /api/news?q=). */
  newsSearchMax: 200,
} as const;

/** Multipart field names of the uploads. */
export const UPLOAD_FIELDS = { newsImage: 'imagen', galleryPhotos: 'fotos' } as const;

// TIMING, TIME_ZONE and LOCALE: in clock-and-locale.ts (the browser's entry chunk needs them alone).
export { LOCALE, TIME_ZONE, TIMING } from './clock-and-locale.ts';

/** MIME types accepted for uploads, as judged from the file's bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const NEWS_CATEGORIES = [
  'Académico',
  'Deportes',
  'Cultural',
  'Administrativo',
  'Eventos',
  'Comunicados',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** A news item's state: public (at once, or from `publicar_en`) or a draft only staff see. */
export const NEWS_STATES = ['publicada', 'borrador'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** GET /api/news?incluir=borradores: an administrator's list also shows drafts and scheduled items. */
export const NEWS_INCLUDE_DRAFTS = 'borradores';
