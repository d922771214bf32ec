import { clearToken } from './session.ts';

/** "Cerrar Sesión": removes the token and reloads the page (SPEC 4). */
export function logoutAndReload(): void {
  clearToken();
  window.location.reload();
}
