/**
 * The panel's "Administradores" section: its own Spanish copy. The rules' texts (name, password
 * length, name taken, last administrator, wrong current password) come from @lbj/shared, the same
 * the server and the CLI use.
 */
export const ADMINS_TEXT = {
  listTitle: 'Cuentas de administrador',
  loading: 'Cargando administradores…',
  loadFailed: 'No se pudo cargar la lista de administradores.',
  created: 'Creado el',
  lastAccess: 'Último acceso',
  neverLoggedIn: 'Todavía no ha iniciado sesión',
  remove: 'Eliminar',
  removeLabel: (username: string) => `Eliminar a ${username}`,
  removeTitle: (username: string) => `¿Eliminar a «${username}»?`,
  removeBody:
    'Ya no podrá entrar al panel y sus sesiones abiertas se cerrarán de inmediato. Las noticias y fotos que publicó se conservan, y el registro de actividad guarda lo que hizo.',
  removeSelfNote: 'Si es tu propia cuenta, tu sesión también terminará.',
  removeConfirm: 'Sí, eliminar',
  removeBusy: 'Eliminando…',
  cancel: 'Cancelar',
  removed: (username: string) => `Se eliminó a «${username}». Sus sesiones ya no son válidas.`,

  createTitle: 'Crear un administrador',
  createLead:
    'La nueva persona entra con este usuario y contraseña en la página de acceso de administradores. Entrégale la contraseña en persona o por un medio privado.',
  usernameLabel: 'Usuario',
  usernameHint: 'Letras, números, punto, guion, guion bajo o @; sin espacios. Hasta 64 caracteres.',
  passwordLabel: 'Contraseña',
  passwordHint: (min: number) =>
    `Al menos ${String(min)} caracteres. Una frase larga es más segura y fácil de recordar.`,
  create: 'Crear administrador',
  createBusy: 'Creando…',
  createdMessage: (username: string) =>
    `Se creó el administrador «${username}». Ya puede iniciar sesión.`,

  passwordTitle: 'Cambiar mi contraseña',
  passwordLead:
    'Al cambiarla se cierran tus sesiones abiertas en otros equipos; esta sigue abierta.',
  currentLabel: 'Contraseña actual',
  newLabel: 'Nueva contraseña',
  repeatLabel: 'Repite la nueva contraseña',
  change: 'Cambiar contraseña',
  changeBusy: 'Cambiando…',
  changed: 'Tu contraseña se cambió. Tus sesiones en otros equipos se cerraron.',

  showOne: 'Mostrar la contraseña',
  showMany: 'Mostrar las contraseñas',
} as const;
