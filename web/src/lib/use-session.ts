import { useSyncExternalStore } from 'react';
import {
  getServerSessionSnapshot,
  getSessionSnapshot,
  subscribeSession,
  type SessionSnapshot,
} from './session-store.ts';

export type Session = SessionSnapshot;

/**
 * The administrator session, kept in step with other tabs. Logged out on the server and during
 * hydration, so the prerendered HTML is the visitor's view; the admin view follows.
 * It never exposes the token: only the API client sends it.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
}
