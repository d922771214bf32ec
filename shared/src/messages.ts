import { APP_MESSAGES } from './app-messages.ts';

/**
 * Every message a visitor or staff member reads, in Spanish (es-CL).
 * The fixed error texts are quoted exactly.
 */
export const MESSAGES = {
  // Fixed texts of the public pages
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
  chunkLoadFailed: APP_MESSAGES.chunkLoadFailed,
  unexpectedErrorTitle: APP_MESSAGES.unexpectedErrorTitle,

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

  // Gallery uploads
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
  unsupportedForm: 'Envía el formulario desde su página en el sitio del colegio.',
} as const;

/**
 * Hostile traffic and a full disk. Apart from MESSAGES so that the pages' bundles,
 * which take MESSAGES whole, do not carry texts only the server (and the lazy admin panel) use.
 */
export const STORAGE_MESSAGES = {
  requestTimeout:
    'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
  headersTooLarge:
    'La solicitud trae encabezados demasiado grandes. Cierra sesión, vuelve a entrar e inténtalo de nuevo.',
  storageFull:
    'El servidor se quedó sin espacio para guardar archivos. Lo ya publicado sigue disponible; avisa a quien administra el servidor para liberar espacio.',
  storageFailed:
    'No se pudo guardar en el servidor por un problema de disco. Inténtalo nuevamente en unos minutos.',
  diskLow:
    'Queda poco espacio en el servidor: por ahora no se pueden subir fotos ni noticias nuevas. Eliminar noticias o fotos antiguas libera espacio; avisa a quien administra el servidor.',
  /** GET /api/health answers 503 with these (one or both). */
  healthDatabase:
    'El servidor no logra leer su base de datos. Avisa a quien administra el servidor.',
  healthDataDir:
    'El servidor no logra escribir en su carpeta de datos (DATA_DIR): revisa el espacio libre y los permisos. Avisa a quien administra el servidor.',
  healthBucket:
    'El servidor no logra leer el bucket donde guarda fotos y documentos (S3_*). Avisa a quien administra el servidor.',
} as const;

/**
 * Editing, drafts, scheduling and finding news. Apart from MESSAGES, like
 * STORAGE_MESSAGES, so that pages which never edit or search do not carry them.
 */
export const NEWS_MESSAGES = {
  nothingToUpdate: 'No hay cambios que guardar: envía al menos un campo de la noticia.',
  invalidState: 'El estado debe ser «publicada» o «borrador».',
  invalidPublishAt:
    'La fecha de publicación no es válida. Escríbela con fecha, hora y zona horaria, por ejemplo 2026-03-02T08:00:00-03:00.',
  invalidLimit: (max: number) =>
    `La cantidad de noticias por página debe ser un número entero entre 1 y ${String(max)}.`,
  searchTooLong: (max: number) => `La búsqueda puede tener como máximo ${String(max)} caracteres.`,
  invalidCursor:
    'El enlace a la página siguiente no es válido o está incompleto. Vuelve a la primera página.',
} as const;

/** The administrator command line (`npm run admin -- …`) and the start-up hint that points to it. */
export const ADMIN_CLI_MESSAGES = {
  usage: [
    'Uso: npm run admin -- <comando>',
    '  create-user NOMBRE      crea un administrador (pide la contraseña)',
    '  reset-password NOMBRE   cambia la contraseña y cierra sus sesiones abiertas',
    '  delete-user NOMBRE      elimina un administrador',
    '  list-users              lista los administradores',
    '  audit [CANTIDAD]        muestra el registro de actividad (por omisión, las 100 últimas entradas)',
    '  documentos              muestra qué documentos obligatorios están vigentes, faltan o hay que revisar',
    '  inquiries --csv         exporta las consultas de admisión en CSV',
    '  boletin enviar          prepara el boletín de esta semana y lo deja en cola (una vez por semana)',
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

/** Administrator accounts managed over the API; the shared rules' texts are the CLI's. */
export const ADMIN_MESSAGES = {
  lastAdmin:
    'No se puede eliminar al último administrador: crea otro antes, o cambia esta contraseña.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
} as const;

/** The activity log: GET /api/audit-log's refusals, the texts of its entries, `npm run admin -- audit`. */
export const AUDIT_MESSAGES = {
  badUser: 'El filtro «usuario» debe ser un nombre de administrador.',
  badAction: 'El filtro «accion» no es una acción conocida del registro.',
  badLimit: (max: number) =>
    `La cantidad de entradas debe ser un número entero entre 1 y ${String(max)}.`,
  /** `detalle` of the entries. */
  unknownUser: 'Con un nombre que no es de ningún administrador',
  wrongPassword: 'Contraseña incorrecta',
  knownDevice: 'Desde un navegador ya conocido',
  newDevice: 'Desde un navegador nuevo',
  fromConsole: (name: string) => `«${name}» (desde la consola del servidor)`,
  photos: (count: number, year: number) =>
    `${String(count)} ${count === 1 ? 'foto' : 'fotos'} en ${String(year)}`,
  photo: (id: number, year: number) => `Foto n.º ${String(id)} de ${String(year)}`,
  /** The CLI. */
  cliHeader: 'Registro de actividad (más reciente primero)',
  cliColumns: ['Fecha (UTC)', 'Usuario', 'Acción', 'Detalle', 'IP'],
  cliNone: '—',
  cliEmpty: 'El registro de actividad está vacío.',
} as const;

/** Backups (`npm run backup`, `npm run restore`, the nightly backup): every text a person reads. */
export const BACKUP_MESSAGES = {
  usage: [
    'Uso:',
    '  npm run backup -- ARCHIVO.tar.gz             guarda un respaldo; el sitio puede seguir funcionando',
    '  npm run restore -- ARCHIVO.tar.gz [--force]  restaura un respaldo en DATA_DIR, con el servidor detenido',
    '--force: si DATA_DIR ya tiene datos, los aparta en DATA_DIR.antes-FECHA (no borra nada) y restaura.',
  ].join('\n'),
  unknownCommand: (command: string) => `Comando desconocido: ${command}`,
  fileRequired: 'Falta el nombre del archivo de respaldo (por ejemplo respaldo.tar.gz).',
  unknownOption: (option: string) => `Opción desconocida: ${option}`,
  tooManyArguments: 'Sobran argumentos.',
  /** Table names as a person reads them; another table is shown by its own name. */
  tables: {
    audit_log: 'entradas del registro de actividad',
    news: 'noticias',
    news_translations: 'traducciones de noticias',
    gallery_photos: 'fotos de la galería',
    users: 'administradores',
    documents: 'documentos',
    document_versions: 'versiones de documentos',
    document_imports: 'documentos traídos del sitio anterior',
    document_review_periods: 'plazos de revisión de documentos obligatorios',
    notice: 'avisos',
    notice_translations: 'traducciones del aviso',
    supply_levels: 'listas de útiles por nivel',
    supply_lines: 'líneas de listas de útiles',
    supply_state: 'estado del listado de útiles',
    photo_takedowns: 'fotos retiradas',
    photo_requests: 'solicitudes de retiro de fotos',
    calendar_events: 'eventos del calendario',
    calendar_event_translations: 'traducciones de eventos del calendario',
    admission_processes: 'procesos de admisión',
    admission_inquiries: 'consultas de admisión',
    admission_settings: 'configuración de avisos de admisión',
    mail_outbox: 'correos por enviar',
    mail_paused: 'correos en pausa (rechazados por el servidor)',
    mail_sent_times: 'ritmo de envío de correos',
    digest_subscribers: 'suscripciones al boletín',
    digest_suppressions: 'correos que no deben recibir nada más',
    digest_confirmations: 'confirmaciones de suscripción de la última hora',
    digest_settings: 'horario del boletín',
    digest_editions: 'ediciones del boletín',
    digest_deliveries: 'envíos del boletín por familia',
    digest_urgent: 'avisos urgentes enviados',
  } as Record<string, string | undefined>,
  files: 'archivos de imágenes',
  noData: (dir: string) => `No hay datos que respaldar en ${dir} (no existe lebeaujour.sqlite).`,
  backupDone: (file: string, size: string) => `Respaldo guardado en ${file} (${size}).`,
  droppedRow: (table: string, key: string) =>
    `Se dejó fuera un registro de ${table} cuya imagen se eliminó mientras se hacía el respaldo (${key}).`,
  archiveNotFound: (file: string) => `No existe el archivo ${file}.`,
  notEmpty: (dir: string) =>
    `${dir} ya tiene datos. Para reemplazarlos (se apartan, no se borran), repite el comando con --force.`,
  unreadable: 'El archivo no es un respaldo válido o está dañado: no se pudo leer como .tar.gz.',
  unsafeEntry: (entry: string) => `El respaldo contiene una entrada no permitida: «${entry}».`,
  unlisted: (entry: string) =>
    `El respaldo contiene un archivo que no figura en su manifiesto: «${entry}».`,
  missingFile: (entry: string) => `Falta en el respaldo el archivo «${entry}» de su manifiesto.`,
  checksum: (entry: string) =>
    `El archivo «${entry}» no coincide con su suma de verificación: el respaldo está dañado o fue modificado.`,
  badManifest: 'El manifiesto del respaldo (manifest.json) falta o no es válido.',
  newerSchema: (archive: number, code: number) =>
    `El respaldo viene de una versión más nueva del sitio (esquema ${String(archive)}; este código llega al ${String(code)}). Actualiza el código (git pull y npm ci) antes de restaurar.`,
  incomplete: (table: string) =>
    `El respaldo está incompleto: un registro de ${table} no tiene sus imágenes.`,
  nothingTouched: 'No se modificó nada en DATA_DIR.',
  restored: (date: string) => `Restaurado el respaldo del ${date} (hora de Chile):`,
  count: (label: string, count: number) => `  ${label}: ${String(count)}`,
  migrated: (from: number, to: number) =>
    `La base de datos se actualizó del esquema ${String(from)} al ${String(to)}.`,
  movedAside: (dir: string) => `Los datos anteriores quedaron en ${dir} (no se borró nada).`,
  restoredInto: (dir: string) => `Datos restaurados en ${dir}.`,
  stopServer:
    'Restaura con el servidor detenido; al terminar, vuelve a iniciarlo (npm start, o sudo systemctl start lebeaujour).',
  failed: 'No se pudo completar la operación:',
  nightlyFailed: (date: string, cause: string) =>
    `El respaldo automático del ${date} falló: ${cause}. Avisa a quien administra el servidor.`,
  causes: {
    noSpace: 'no queda espacio en el disco',
    noPermission: 'no hay permiso para escribir en la carpeta de respaldos',
    notAFolder: 'la carpeta de respaldos (BACKUP_DIR) no es una carpeta',
    other: 'error inesperado (el registro del servidor tiene el detalle)',
  },
  /** The portable backups of PostgreSQL or a bucket, and the moves between setups (ADR 0053). */
  storedFileGone: (table: string, file: string) =>
    `Falta en el almacenamiento el archivo «${file}», que necesita un registro de ${table}: el respaldo no se hizo. Revise el bucket o la carpeta de archivos.`,
  targetNotEmpty:
    'El destino ya tiene datos (registros en la base o archivos guardados). Para reemplazarlos, repite el comando con --force (haz antes un respaldo de lo que tiene).',
  badRows: 'Los registros del respaldo no son válidos: el respaldo está dañado o fue modificado.',
  classicNeedsSqlite:
    'Este respaldo es de un sitio con SQLite y archivos en disco. Restáuralo en un DATA_DIR sin DATABASE_URL ni S3_*, y pásalo luego con npm run move (docs/backup.md).',
  nothingTouchedTarget: 'No se modificó nada en la base de datos ni en los archivos guardados.',
  storedFiles: 'archivos guardados (imágenes y PDF)',
  restoredIntoTarget: 'Datos restaurados en la base de datos y los archivos del sitio configurado.',
  moveUsage: [
    'Uso:',
    '  npm run move -- a-postgres --desde CARPETA_DATA_DIR [--force]',
    '      pasa los datos de SQLite y los archivos de esa carpeta a DATABASE_URL y al bucket S3_* del .env',
    '  npm run move -- a-sqlite --hacia CARPETA_DATA_DIR [--force]',
    '      pasa los datos de DATABASE_URL y del bucket S3_* del .env a SQLite y archivos en esa carpeta',
    'Con el sitio detenido. --force: reemplaza un destino que ya tiene datos.',
  ].join('\n'),
  moveNeedsTarget:
    'No hay nada que mover: defina DATABASE_URL o las variables S3_* en .env (el otro lado del traslado).',
  moveSameFolder: 'La carpeta indicada es la misma DATA_DIR del .env: indique otra.',
  moveCounts: 'Registros por tabla (origen = destino):',
  moveCount: (label: string, source: number, target: number) =>
    `  ${label}: ${String(source)} = ${String(target)}`,
  moveFiles: (count: number) =>
    `Archivos guardados: ${String(count)}, con la misma suma SHA-256 en el origen y en el destino.`,
  moveDone: 'Traslado completo y verificado. Ya puede iniciar el sitio con la nueva configuración.',
  moveMismatch: (what: string) =>
    `El traslado no coincide con el origen (${what}). El origen no se modificó; revise el destino antes de usarlo.`,
} as const;
