import { isTokenUsable } from '@lbj/shared';
import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from '../session.ts';

export interface Session {
  /** The administrator's token while it is unexpired, else null. */
  token: string | null;
  loggedIn: boolean;
}

function usableToken(): string | null {
  const token = getToken();
  return token !== null && isTokenUsable(token) ? token : null;
}

// Prerendered HTML and hydration always show the visitor's view; the admin view follows.
const serverSnapshot = (): string | null => null;

/** The administrator session from localStorage, kept in step with other tabs. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribeSession, usableToken, serverSnapshot);
  return { token, loggedIn: token !== null };
}
