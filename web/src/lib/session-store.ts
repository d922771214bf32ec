import { isTokenUsable } from '@lbj/shared';
import {
  clearToken,
  notifySession,
  readToken,
  removeToken,
  storeToken as storeTokenOnly,
} from './session-token.ts';
import { reloadPage } from './reload-page.ts';

/**
 * The administrator's session as pages see it: logged in or not, and whether the server ended
 * it (a 401 on an administrator's call). The token itself lives in session-token.ts and only
 * the API client reads it.
 */
export {
  clearToken,
  initSession,
  isLoggedIn,
  readToken,
  subscribeSession,
  TOKEN_KEY,
} from './session-token.ts';

export interface SessionSnapshot {
  loggedIn: boolean;
  /** The server refused the token during this visit: "Tu sesión expiró…" is due. */
  expired: boolean;
}

const LOGGED_OUT: SessionSnapshot = { loggedIn: false, expired: false };

/** What a page remembers of the session: whether the server ended it during this visit. */
export interface SessionStore {
  /** See storeToken below. */
  storeToken: (token: string) => void;
  /** See endSession below. */
  endSession: () => void;
  /** See getSessionSnapshot below. */
  getSnapshot: () => SessionSnapshot;
}

/** The session of a page just loaded: nothing has expired yet. */
export function createSessionStore(): SessionStore {
  let expired = false;
  let snapshot: SessionSnapshot = LOGGED_OUT;
  return {
    storeToken: (token) => {
      expired = false;
      storeTokenOnly(token);
    },
    endSession: () => {
      removeToken();
      expired = true;
      notifySession();
    },
    getSnapshot: () => {
      const token = readToken();
      const loggedIn = token !== null && isTokenUsable(token);
      if (snapshot.loggedIn !== loggedIn || snapshot.expired !== expired) {
        snapshot = { loggedIn, expired };
      }
      return snapshot;
    },
  };
}

// This document's session memory: it lasts as long as the page, and a reload starts a new one.
const thisDocument = createSessionStore();

/** Stores the token after a login (a new session: nothing has expired). */
export function storeToken(token: string): void {
  thisDocument.storeToken(token);
}

/**
 * The server refused the token (401 on an administrator's call): the token goes and every page
 * says "Tu sesión expiró…" and drops its administrator controls.
 */
export function endSession(): void {
  thisDocument.endSession();
}

/** The session as pages see it; the same object until something changes (useSyncExternalStore). */
export function getSessionSnapshot(): SessionSnapshot {
  return thisDocument.getSnapshot();
}

/** Prerendered HTML and hydration always show the visitor's view. */
export function getServerSessionSnapshot(): SessionSnapshot {
  return LOGGED_OUT;
}

/** "Cerrar Sesión": removes the token and reloads the page. */
export function logoutAndReload(): void {
  clearToken();
  reloadPage();
}
