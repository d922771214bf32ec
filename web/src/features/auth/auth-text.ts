/**
 * The administrator login's own Spanish copy (the page at /adminlbj_ and its form). The fixed error texts
 * ("Credenciales inválidas", "Entrando…") come from MESSAGES in @lbj/shared.
 */
export const AUTH_TEXT = {
  pageTitle: 'Acceso administradores',
  pageLead: 'Ingresa con tu usuario del colegio para publicar y eliminar noticias.',
  alreadyLoggedIn: 'Ya iniciaste sesión.',
  goToNews: 'Ir a Noticias',
  usernameLabel: 'Usuario',
  passwordLabel: 'Contraseña',
  submit: 'Entrar',
} as const;
