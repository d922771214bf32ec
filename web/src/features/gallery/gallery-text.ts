/**
 * The gallery's own Spanish copy. The fixed error texts and the server's messages come from
 * MESSAGES in @lbj/shared; these are the page's labels and the administrator's confirmations.
 */
export const GALLERY_TEXT = {
  indexHeading: 'Galería de fotos',
  yearHeading: (year: number) => `Fotos ${String(year)}`,
  yearDocumentTitle: (year: number) => `Fotos ${String(year)} · Colegio Le Beau Jour`,
  invalidYearDocumentTitle: 'Galería de fotos · Colegio Le Beau Jour',
  allYears: 'Todos los años',
  otherYears: 'Ver las fotos de otros años',
  newTab: '(se abre en una pestaña nueva)',
  newTabVisible: 'Se abre en una pestaña nueva',
  photoAlt: (position: number, total: number, year: number) =>
    `Foto ${String(position)} de ${String(total)} del año ${String(year)}`,
  photoCount: (total: number) => (total === 1 ? '1 foto' : `${String(total)} fotos`),
  gridHint: 'Elige una foto para verla en tamaño completo en una pestaña nueva.',
  retry: 'Reintentar',

  yearsHeading: 'Fotos por año',
  yearsLoading: 'Cargando años…',
  yearsFailed: 'No se pudo cargar la lista de años.',
  yearsEmpty:
    'Todavía no hay fotos publicadas en el sitio. Mientras tanto, visita nuestra página de Facebook.',
  yearLinkPrefix: 'Fotos del año',

  facebookTitle: 'Nuestras fotos en Facebook',
  facebookText: 'Álbumes de actos, salidas y celebraciones en la página del colegio.',

  adminGroup: 'Administración de la galería',
  uploadHeading: (year: number) => `Subir fotos a ${String(year)}`,
  uploadLabel: 'Fotos',
  uploadManyHint: 'Puedes elegir varias a la vez (hasta 20 por envío).',
  /** "1 foto elegida (840 KB)", "3 fotos elegidas (4,2 MB)". */
  selection: (count: number, size: string) =>
    `${count === 1 ? '1 foto elegida' : `${String(count)} fotos elegidas`} (${size})`,
  unnamedFile: 'sin nombre',
  uploadButton: 'Subir fotos',
  uploadBusy: 'Subiendo…',
  preparing: 'Preparando las fotos…',
  cancelUpload: 'Cancelar subida',
  uploadProgress: (percent: number) => `Subiendo fotos: ${String(percent)} %`,
  uploadSucceeded: (count: number) =>
    count === 1 ? 'Se subió 1 foto con éxito.' : `Se subieron ${String(count)} fotos con éxito.`,
  uploadFailed: 'No se pudieron subir las fotos. Inténtalo de nuevo.',
  deleteConfirm: '¿Eliminar esta foto?',
  deleteButton: 'Eliminar',
  /** Completes "Eliminar" for screen readers: "Eliminar foto 3 de 12". */
  deleteTarget: (position: number, total: number) => `foto ${String(position)} de ${String(total)}`,
  deleting: 'Eliminando…',
  deleteSucceeded: 'La foto se eliminó con éxito.',
  fromFacebook: 'Publicada en Facebook',
} as const;
