import { isTokenUsable, readTokenExpiry, TIMING } from '@lbj/shared';

/** localStorage key of the administrator's token (SPEC 4). */
export const TOKEN_KEY = 'token';

let removalTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearToken(): void {
  clearTimeout(removalTimer);
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing to remove.
  }
  notify();
}

function scheduleRemoval(delayMs: number): void {
  clearTimeout(removalTimer);
  removalTimer = setTimeout(clearToken, Math.max(0, delayMs));
}

/** Stores the token and schedules its removal after 2 hours (SPEC 4 and 9). */
export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  scheduleRemoval(TIMING.tokenTtlMs);
  notify();
}

/** On load: removes an expired or malformed token, and schedules removal of a valid one. */
export function initSession(now: number = Date.now()): void {
  const token = getToken();
  if (token === null) return;
  if (!isTokenUsable(token, now)) {
    clearToken();
    return;
  }
  const expiry = readTokenExpiry(token);
  if (expiry !== null) scheduleRemoval(expiry - now);
}

export function isLoggedIn(now: number = Date.now()): boolean {
  const token = getToken();
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
