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

  // Gallery uploads (issue 4)
  photosRequired: 'Adjunta al menos una foto.',
  tooManyPhotos: (max: number) => `Puedes subir como máximo ${String(max)} fotos a la vez.`,
  photoRejected: (fileName: string, reason: string) =>
    `La foto «${fileName}» no se pudo subir. ${reason}`,

  // Session and server
  sessionExpired: 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.',
  unauthorized: 'Debes iniciar sesión como administrador.',
  tooManyAttempts: 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
  notFound: 'No encontramos lo que buscas.',
  newsNotFound: 'La noticia no existe o ya fue eliminada.',
  photoNotFound: 'La foto no existe o ya fue eliminada.',
  badRequest: 'La solicitud no es válida.',
  serverError: 'Ocurrió un error en el servidor. Inténtalo nuevamente en unos minutos.',
  upstreamFailed: 'No se pudieron obtener las fotos desde Facebook. Inténtalo más tarde.',
  network: 'No hay conexión con el servidor. Revisa tu conexión a internet.',
  multipartRequired: 'La noticia debe enviarse como formulario, con la imagen adjunta.',
} as const;

/**
 * Hostile traffic and a full disk (issue 14). Apart from MESSAGES so that the pages' bundles,
 * which take MESSAGES whole, do not carry texts only the server (and the lazy admin panel) use.
 */
export const STORAGE_MESSAGES = {
  requestTimeout:
    'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
  storageFull:
    'El servidor se quedó sin espacio para guardar archivos. Lo ya publicado sigue disponible; avisa a quien administra el servidor para liberar espacio.',
  storageFailed:
    'No se pudo guardar en el servidor por un problema de disco. Inténtalo nuevamente en unos minutos.',
  diskLow:
    'Queda poco espacio en el servidor: por ahora no se pueden subir fotos ni noticias nuevas. Eliminar noticias o fotos antiguas libera espacio; avisa a quien administra el servidor.',
} as const;

/** The administrator command line (`npm run admin -- …`) and the start-up hint that points to it. */
export const ADMIN_CLI_MESSAGES = {
  usage: [
    'Uso: npm run admin -- <comando>',
    '  create-user NOMBRE      crea un administrador (pide la contraseña)',
    '  reset-password NOMBRE   cambia la contraseña y cierra sus sesiones abiertas',
    '  delete-user NOMBRE      elimina un administrador',
    '  list-users              lista los administradores',
    'Sin terminal, la contraseña se lee de la primera línea de la entrada estándar.',
  ].join('\n'),
  unknownCommand: (command: string) => `Comando desconocido: ${command}`,
  nameRequired: (command: string) => `Falta el nombre: npm run admin -- ${command} NOMBRE`,
  tooManyArguments: 'Sobran argumentos.',
  noAdministrators: 'No hay administradores. Crea uno con: npm run admin -- create-user NOMBRE',
  listEmpty: 'No hay administradores.',
  listHeader: 'Administradores (nombre, creado el):',
  passwordPrompt: (min: number) => `Contraseña (mínimo ${String(min)} caracteres): `,
  passwordRepeatPrompt: 'Repite la contraseña: ',
  passwordMismatch: 'Las contraseñas no coinciden.',
  passwordMissing: 'No se recibió ninguna contraseña por la entrada estándar.',
  passwordTooShort: (min: number) => `La contraseña debe tener al menos ${String(min)} caracteres.`,
  passwordTooLong: (max: number) =>
    `La contraseña puede tener como máximo ${String(max)} caracteres.`,
  usernameInvalid: (max: number) =>
    `El nombre debe tener entre 1 y ${String(max)} caracteres: letras, números, punto, guion, guion bajo o @.`,
  userExists: (name: string) => `Ya existe un administrador llamado «${name}».`,
  userNotFound: (name: string) => `No existe un administrador llamado «${name}».`,
  userCreated: (name: string) => `Administrador «${name}» creado.`,
  passwordReset: (name: string) =>
    `Contraseña de «${name}» cambiada. Sus sesiones abiertas se cerraron.`,
  userDeleted: (name: string) =>
    `Administrador «${name}» eliminado. Sus sesiones abiertas ya no son válidas.`,
  cancelled: 'Cancelado.',
  failed: 'No se pudo completar la operación:',
} as const;
