/**
 * The Spanish copy of the gallery's administration (the upload form, the delete buttons): staff
 * only, in Spanish on every page (the public labels are in gallery-text.ts).
 */
export const GALLERY_ADMIN_TEXT = {
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
