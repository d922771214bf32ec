import { DOCUMENT_LIMITS } from '@lbj/shared';
import { DOCUMENTS_TEXT } from './documents-text.ts';

/** The largest PDF accepted, in MB as staff read it ("20"). */
const MAX_MB = String(DOCUMENT_LIMITS.maxBytes / (1024 * 1024));

/** The texts of the panel's "Documentos" section (apart, so /reglamentos does not carry them). */
export const PANEL_TEXT = {
  // The library's words the panel shares (the panel is Spanish only).
  validFrom: DOCUMENTS_TEXT.validFrom,
  loading: DOCUMENTS_TEXT.loading,
  loadFailed: DOCUMENTS_TEXT.loadFailed,
  // The panel's section
  listTitle: 'Documentos publicados',
  listEmpty: 'No hay documentos publicados. Sube el primero con el formulario de abajo.',
  newTitle: 'Subir un documento nuevo',
  newLead: `Un PDF de hasta ${MAX_MB} MB. Las familias lo verán en la página de documentos apenas lo subas.`,
  fileLabel: 'Archivo PDF',
  fileHint: `Solo PDF, hasta ${MAX_MB} MB. Sin JavaScript, adjuntos ni multimedia.`,
  titleLabel: 'Título',
  categoryLabel: 'Categoría',
  kindLabel: 'Tipo de documento requerido',
  kindHint:
    'Si es uno de los documentos que el colegio debe mantener al día, elígelo: el panel avisa cuando falta o hay que revisarlo.',
  kindNone: 'Ninguno (no es un documento obligatorio)',
  validFromLabel: 'Vigente desde',
  validFromHint: 'El día desde el que rige esta versión.',
  upload: 'Subir documento',
  uploading: (percent: number) => `Subiendo… ${String(percent)} %`,
  cancel: 'Cancelar subida',
  cancelled: 'Subida cancelada. No se guardó nada; puedes intentarlo de nuevo.',
  uploaded: (title: string) => `«${title}» quedó publicado.`,
  versionTitle: 'Subir una versión nueva',
  versionLead:
    'La versión nueva reemplaza a la actual en la misma dirección; la anterior queda en «Versiones anteriores».',
  versionUpload: 'Subir versión',
  versionUploaded: (title: string) => `Nueva versión de «${title}» publicada.`,
  edit: 'Cambiar título, categoría o tipo',
  save: 'Guardar cambios',
  saved: (title: string) => `Cambios guardados en «${title}».`,
  remove: 'Eliminar',
  removeConfirmTitle: (title: string) => `¿Eliminar «${title}»?`,
  removeConfirmText:
    'Se eliminarán el documento y todas sus versiones, y sus enlaces dejarán de funcionar. No se puede deshacer.',
  removeConfirm: 'Sí, eliminar',
  keep: 'No, conservarlo',
  removed: (title: string) => `«${title}» fue eliminado.`,
  current: 'Versión actual',
  versions: (count: number) => (count === 1 ? '1 versión' : `${String(count)} versiones`),
  open: 'Abrir',
  actionsFor: (title: string) => `Acciones para «${title}»`,
  chooseFile: 'Adjunta un archivo PDF.',
  notPdfChosen: 'El archivo elegido no es un PDF.',
  tooLargeChosen: `El archivo pesa más de ${MAX_MB} MB.`,
  dateRequired: 'Indica desde qué día rige.',
  failed: 'No se pudo guardar. Revisa los datos e inténtalo de nuevo.',
  // Required documents
  requiredTitle: 'Documentos obligatorios',
  requiredLead:
    'Los documentos que el colegio debe mantener al día y a disposición de las familias. Un documento cuenta desde que lo subes (o subes una versión nueva) hasta que pasa su plazo de revisión.',
  requiredLoading: 'Revisando los documentos obligatorios…',
  requiredFailed: 'No se pudo revisar el estado de los documentos obligatorios.',
  requiredCurrent: (title: string) => `Documento actual: «${title}»`,
  requiredNone: 'Ningún documento marcado con este tipo.',
  requiredSupplies: 'Cuenta también el listado de útiles publicado para este año (sección Útiles).',
  periodsTitle: 'Plazos de revisión',
  periodLabel: (name: string) => `Revisar «${name}» cada`,
  periodsSave: 'Guardar plazos',
  periodsSaved: 'Plazos de revisión guardados.',
} as const;
