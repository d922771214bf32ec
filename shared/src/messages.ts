/**
 * Every message a visitor or staff member reads, in Spanish (es-CL).
 * SPEC.md section 8 texts are quoted exactly.
 */
export const MESSAGES = {
  // SPEC 8
  loginFailed: 'Credenciales inválidas',
  loginBusy: 'Entrando…',
  publishFailed: 'Error al subir noticia',
  publishSucceeded: 'Noticia subida con éxito.',
  deleteFailed: 'No se pudo eliminar',
  deleteConfirm: '¿Eliminar esta noticia?',
  galleryLoadFailed: 'Error al cargar las fotos',
  galleryBadFormat: 'Formato de respuesta inválido',
  galleryEmpty: 'No hay fotos disponibles para este año',
  galleryLoading: 'Cargando fotos…',
  contactThanks:
    '¡Gracias por contactarnos! Se abrirá tu cliente de correo para enviar el mensaje.',
  chunkLoadFailed: (id: string) => `Loading chunk ${id} failed.`,
  unexpectedErrorTitle: 'Unexpected Application Error!',

  // Forms
  required: 'Este campo es obligatorio.',
  invalidEmail: 'Escribe un correo electrónico válido, por ejemplo nombre@correo.cl.',
  categoryRequired: 'Elige una categoría.',
  imageRequired: 'Adjunta una imagen.',
  imageHint: 'Formatos permitidos: JPG, PNG, WebP. Tamaño máximo: 5MB',
  imageTooLarge: 'La imagen pesa más de 5 MB. Elige una más liviana.',
  imageWrongType: 'El archivo no es una imagen JPG, PNG o WebP.',
  imageTooManyPixels: 'La imagen es demasiado grande (más de 40 megapíxeles).',
  imageUnreadable: 'No se pudo leer la imagen. Puede estar dañada o incompleta.',
  titleTooLong: (max: number) => `El título puede tener como máximo ${String(max)} caracteres.`,
  descriptionTooLong: (max: number) =>
    `La descripción puede tener como máximo ${String(max)} caracteres.`,
  unknownCategory: 'La categoría no es válida.',
  invalidYear: 'El año no es válido.',

  // Session and server
  sessionExpired: 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.',
  unauthorized: 'Debes iniciar sesión como administrador.',
  tooManyAttempts:
    'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
  notFound: 'No encontramos lo que buscas.',
  newsNotFound: 'La noticia no existe o ya fue eliminada.',
  photoNotFound: 'La foto no existe o ya fue eliminada.',
  badRequest: 'La solicitud no es válida.',
  serverError: 'Ocurrió un error en el servidor. Inténtalo nuevamente en unos minutos.',
  upstreamFailed: 'No se pudieron obtener las fotos desde Facebook. Inténtalo más tarde.',
  network: 'No hay conexión con el servidor. Revisa tu conexión a internet.',
} as const;
