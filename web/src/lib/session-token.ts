import { isTokenUsable, readTokenExpiry, TIMING } from '@lbj/shared';

/*
 * The administrator's token in localStorage and its removal after 2 hours. Kept apart
 * from session-store.ts because the entry chunk needs initSession on every page: this part
 * stays as small as it always was.
 */

/** localStorage key of the administrator's token. */
export const TOKEN_KEY = 'token';

let removalTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

export function notifySession(): void {
  for (const listener of listeners) listener();
}

/**
 * The stored token, usable or not. Only the API client sends it. Always window.localStorage,
 * never Node's global localStorage (Node 25+): on the server this throws and reads as none.
 */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Removes the token without telling anyone (session-store.ts decides what to say). */
export function removeToken(): void {
  clearTimeout(removalTimer);
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

/** "Cerrar Sesión" and the 2-hour removal: the token goes, without any message. */
export function clearToken(): void {
  removeToken();
  notifySession();
}

function scheduleRemoval(delayMs: number): void {
  clearTimeout(removalTimer);
  removalTimer = setTimeout(clearToken, Math.max(0, delayMs));
}

/** Stores the token after a login and schedules its removal after 2 hours. */
export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  scheduleRemoval(TIMING.tokenTtlMs);
  notifySession();
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
