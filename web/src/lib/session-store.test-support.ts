// session-store.ts as the web's tests load it: each test starts as a visitor's page just loaded
// (no token, no session ended by the server), whatever the tests before it did. Every web test
// gets it in the module's place (src/test/setup.ts):
//   vi.mock('../lib/session-store.ts', () => import('../lib/session-store.test-support.ts'));
// and `resetSession()` of testing.test-support.ts calls `startAsVisitor()` after each test. The
// session memory itself is the module's own.
import { vi } from 'vitest';
import type * as SessionStoreModule from './session-store.ts';

const actual = await vi.importActual<typeof SessionStoreModule>('./session-store.ts');

export const {
  clearToken,
  createSessionStore,
  getServerSessionSnapshot,
  initSession,
  isLoggedIn,
  logoutAndReload,
  readToken,
  subscribeSession,
  TOKEN_KEY,
} = actual;

let page = createSessionStore();

export function storeToken(token: string): void {
  page.storeToken(token);
}

export function endSession(): void {
  page.endSession();
}

export function getSessionSnapshot() {
  return page.getSnapshot();
}

/** A visitor's page just loaded: no token stored, and no session the server ended. */
export function startAsVisitor(): void {
  page = createSessionStore();
  clearToken();
}
