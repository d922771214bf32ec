/**
 * The news pages' own Spanish copy. The fixed error texts and the server's messages come from MESSAGES
 * in @lbj/shared; these are the page's labels and the administrator's confirmations.
 */
export const NEWS_TEXT = {
  listHeading: 'Últimas noticias',
  loading: 'Cargando noticias…',
  empty: 'Aún no hay noticias publicadas.',
  loadFailedLog: 'No se pudieron cargar las noticias',
  deleteButton: 'Eliminar',
  deleteTarget: (titulo: string) => `la noticia «${titulo}»`,
  deleteSucceeded: 'La noticia se eliminó con éxito.',

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

  readMore: 'Leer noticia',
  openPage: 'Ver página de la noticia',
} as const;
