import { useSyncExternalStore } from 'react';
import {
  getServerSessionSnapshot,
  getSessionSnapshot,
  logoutAndReload,
  subscribeSession,
  type SessionSnapshot,
} from './session-store.ts';

export interface Session extends SessionSnapshot {
  /** "Cerrar Sesión": removes the token and reloads the page (SPEC 4). */
  logout: () => void;
}

/**
 * The administrator session, kept in step with other tabs. Logged out on the server and during
 * hydration, so the prerendered HTML is the visitor's view; the admin view follows.
 * It never exposes the token: only the API client sends it.
 */
export function useSession(): Session {
  const snapshot = useSyncExternalStore(
    subscribeSession,
    getSessionSnapshot,
    getServerSessionSnapshot,
  );
  return { ...snapshot, logout: logoutAndReload };
}
