import { isTokenUsable, readTokenExpiry, TIMING } from '@lbj/shared';

/**
 * The administrator's session: the token in localStorage (SPEC 4), its removal after 2 hours,
 * and whether the server ended it. Only the API client reads the token (readToken); pages ask
 * useSession whether someone is logged in.
 */

/** localStorage key of the administrator's token (SPEC 4). */
export const TOKEN_KEY = 'token';

export interface SessionSnapshot {
  loggedIn: boolean;
  /** The server refused the token during this visit: "Tu sesión expiró…" is due. */
  expired: boolean;
}

const LOGGED_OUT: SessionSnapshot = { loggedIn: false, expired: false };

let removalTimer: ReturnType<typeof setTimeout> | undefined;
let expired = false;
let snapshot: SessionSnapshot = LOGGED_OUT;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  // window.localStorage, never Node's global one (Node 25+ has its own).
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored token, usable or not. For the API client only. */
export function readToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function computeSnapshot(): SessionSnapshot {
  const token = readToken();
  const loggedIn = token !== null && isTokenUsable(token);
  if (snapshot.loggedIn === loggedIn && snapshot.expired === expired) return snapshot;
  snapshot = { loggedIn, expired };
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function removeToken(): void {
  clearTimeout(removalTimer);
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

/** "Cerrar Sesión" and the 2-hour removal: the token goes, without any message. */
export function clearToken(): void {
  removeToken();
  notify();
}

/**
 * The server refused the token (401 on an administrator's call): the token goes and every page
 * says "Tu sesión expiró…" and drops its administrator controls.
 */
export function endSession(): void {
  removeToken();
  expired = true;
  notify();
}

function scheduleRemoval(delayMs: number): void {
  clearTimeout(removalTimer);
  removalTimer = setTimeout(clearToken, Math.max(0, delayMs));
}

/** Stores the token after a login and schedules its removal after 2 hours (SPEC 4 and 9). */
export function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  expired = false;
  scheduleRemoval(TIMING.tokenTtlMs);
  notify();
}

/** On load: removes an expired or malformed token, and schedules removal of a valid one. */
export function initSession(now: number = Date.now()): void {
  const token = readToken();
  if (token === null) return;
  if (!isTokenUsable(token, now)) {
    clearToken();
    return;
  }
  const expiry = readTokenExpiry(token);
  if (expiry !== null) scheduleRemoval(expiry - now);
}

export function isLoggedIn(now: number = Date.now()): boolean {
  const token = readToken();
  return token !== null && isTokenUsable(token, now);
}

/** The session as pages see it; the same object until something changes (useSyncExternalStore). */
export function getSessionSnapshot(): SessionSnapshot {
  return computeSnapshot();
}

/** Prerendered HTML and hydration always show the visitor's view. */
export function getServerSessionSnapshot(): SessionSnapshot {
  return LOGGED_OUT;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** "Cerrar Sesión": removes the token and reloads the page (SPEC 4). */
export function logoutAndReload(): void {
  clearToken();
  window.location.reload();
}

/** Forgets that the session expired (tests; a new visit starts clean anyway). */
export function resetSessionForTests(): void {
  expired = false;
  removeToken();
  snapshot = LOGGED_OUT;
  notify();
}
