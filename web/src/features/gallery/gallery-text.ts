import { MESSAGES, PHOTO_TEXT } from '@lbj/shared';

/**
 * The gallery's Spanish copy: its pages' labels (the administrator's are in
 * gallery-admin-text.ts). Its loading, empty and error texts are MESSAGES' in @lbj/shared, which
 * the server's answers share.
 */
export const GALLERY_TEXT = {
  indexHeading: 'Galería de fotos',
  indexLead: 'Actos, salidas, celebraciones y el día a día de nuestra comunidad escolar.',
  yearHeading: (year: number) => `Fotos ${String(year)}`,
  yearDocumentTitle: (year: number) => `Fotos ${String(year)} · Colegio Le Beau Jour`,
  invalidYearDocumentTitle: 'Galería de fotos · Colegio Le Beau Jour',
  invalidYear: MESSAGES.invalidYear,
  allYears: 'Todos los años',
  otherYears: 'Ver las fotos de otros años',
  newTab: '(se abre en una pestaña nueva)',
  newTabVisible: 'Se abre en una pestaña nueva',
  photoAlt: (position: number, total: number, year: number) =>
    `Foto ${String(position)} de ${String(total)} del año ${String(year)}`,
  photoCount: (total: number) => (total === 1 ? '1 foto' : `${String(total)} fotos`),
  gridHint: 'Elige una foto para verla en tamaño completo en una pestaña nueva.',
  retry: 'Reintentar',
  loading: MESSAGES.galleryLoading,
  empty: MESSAGES.galleryEmpty,
  badFormat: MESSAGES.galleryBadFormat,
  /** A failure to load the year's photos (a Spanish page shows the server's own message). */
  loadFailed: MESSAGES.galleryLoadFailed,
  /** The link under every library photo to the removal request form. */
  requestLink: PHOTO_TEXT.requestLink,
  /** Completes a photo's link or button for screen readers: "… foto 3 de 12". */
  photoTarget: (position: number, total: number) => `foto ${String(position)} de ${String(total)}`,

  yearsHeading: 'Fotos por año',
  yearsLoading: 'Cargando años…',
  yearsFailed: 'No se pudo cargar la lista de años.',
  yearsEmpty:
    'Todavía no hay fotos publicadas en el sitio. Mientras tanto, visita nuestra página de Facebook.',
  yearLinkPrefix: 'Fotos del año',

  facebookTitle: 'Nuestras fotos en Facebook',
  facebookText: 'Álbumes de actos, salidas y celebraciones en la página del colegio.',
} as const;
