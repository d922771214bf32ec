/**
 * The administrator's Spanish copy of /news (publishing, editing, deleting, drafts, scheduling):
 * apart from NEWS_TEXT, so that it loads with the admin controls and never weighs on a visitor's
 * page. The staff's pages and controls are Spanish only: this is in no language's catalogue.
 */
export const NEWS_ADMIN_TEXT = {
  adminGroup: 'Administración de noticias',
  publishButton: 'Subir Noticia',
  publishTitle: 'Subir Noticia',
  formIntro: 'Todos los campos son obligatorios.',
  tituloLabel: 'Título',
  descripcionLabel: 'Descripción',
  categoriaLabel: 'Categoría',
  categoriaPlaceholder: 'Selecciona una categoría',
  imagenLabel: 'Imagen',
  preparingImage: 'Preparando la imagen…',
  preparingThenPublish: 'Preparando la imagen… Se enviará en cuanto esté lista.',
  previewAlt: 'Vista previa de la imagen elegida',
  progressLabel: 'Progreso de la subida',
  publish: 'Publicar',
  cancelUpload: 'Cancelar subida',

  deleteButton: 'Eliminar',
  deleteTarget: (titulo: string) => `la noticia «${titulo}»`,
  deleteSucceeded: 'La noticia se eliminó con éxito.',
  /** For the browser's console, not the page. */
  loadFailedLog: 'No se pudieron cargar las noticias',

  editButton: 'Editar',
  editTarget: (titulo: string) => `la noticia «${titulo}»`,
  editTitle: 'Editar noticia',
  editIntro:
    'Cambia lo que necesites. La imagen es opcional: si no eliges otra, se mantiene la actual.',
  save: 'Guardar cambios',
  currentImageAlt: 'Imagen actual de la noticia',
  currentImage: 'Imagen actual',
  noChanges: 'No hay cambios que guardar.',
  editSucceeded: 'Los cambios se guardaron con éxito.',

  estadoLegend: 'Estado',
  estadoPublicada: 'Publicada',
  estadoBorrador: 'Borrador',
  estadoHint: 'Un borrador solo lo ven los administradores, hasta que lo publiques.',
  programarLabel: 'Programar publicación',
  publicarEnLabel: 'Fecha y hora de publicación (hora de Chile)',
  publicarEnHint: 'La noticia aparecerá sola en ese momento.',
  publicarEnRequired: 'Elige la fecha y la hora de publicación.',

  draftSaved: 'Borrador guardado con éxito. Solo lo ven los administradores.',
  scheduled: (fecha: string) => `Noticia programada con éxito para el ${fecha}.`,

  badgeDraft: 'Borrador',
  badgeScheduled: (fecha: string) => `Programada: ${fecha}`,
} as const;
