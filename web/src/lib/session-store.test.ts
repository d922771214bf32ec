// @time-zones
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  endSession,
  getSessionSnapshot,
  initSession,
  isLoggedIn,
  logoutAndReload,
  readToken as getToken,
  storeToken,
  subscribeSession,
  TOKEN_KEY,
} from './session-store.ts';
import { reloadPage } from './reload-page.ts';
import { resetSession } from './testing.test-support.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenExpiringAt = (ms: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ exp: ms / 1000 })}.sig`;

describe('admin session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    window.localStorage.clear();
  });
  afterEach(() => {
    resetSession();
    vi.useRealTimers();
  });

  it('removes an expired token on load', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenExpiringAt(Date.now() - 1000));
    initSession();
    expect(getToken()).toBeNull();
  });

  it('removes a malformed token on load', () => {
    window.localStorage.setItem(TOKEN_KEY, 'not-a-jwt');
    initSession();
    expect(getToken()).toBeNull();
  });

  it('keeps a valid token and removes it when it expires', () => {
    const token = tokenExpiringAt(Date.now() + 60_000);
    window.localStorage.setItem(TOKEN_KEY, token);
    initSession();
    expect(getToken()).toBe(token);
    expect(isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(getToken()).toBeNull();
  });

  it('on load, keeps a valid token until the moment it expires', () => {
    const token = tokenExpiringAt(Date.now() + 60_000);
    window.localStorage.setItem(TOKEN_KEY, token);
    initSession();
    vi.advanceTimersByTime(59_999);
    expect(getToken()).toBe(token);
    vi.advanceTimersByTime(1);
    expect(getToken()).toBeNull();
  });

  it('schedules removal 7,200,000 ms after login', () => {
    storeToken(tokenExpiringAt(Date.now() + 7_200_000));
    vi.advanceTimersByTime(7_199_999);
    expect(getToken()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getToken()).toBeNull();
  });

  it("keeps the token under localStorage's key 'token'", () => {
    const token = tokenExpiringAt(Date.now() + 60_000);
    storeToken(token);
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  it('a logout removes the token without saying the session expired', () => {
    storeToken(tokenExpiringAt(Date.now() + 60_000));
    clearToken();
    expect(getToken()).toBeNull();
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: false });
  });

  it('endSession removes the token, marks the session expired and tells every subscriber', () => {
    storeToken(tokenExpiringAt(Date.now() + 60_000));
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    endSession();
    expect(getToken()).toBeNull();
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    // A new login starts a fresh session.
    storeToken(tokenExpiringAt(Date.now() + 60_000));
    expect(getSessionSnapshot()).toEqual({ loggedIn: true, expired: false });
  });

  it('hands out the same snapshot until something changes', () => {
    storeToken(tokenExpiringAt(Date.now() + 60_000));
    expect(getSessionSnapshot()).toBe(getSessionSnapshot());
  });

  it('a second token (a renewed session) is removed at its own time, not the first one’s', () => {
    storeToken(tokenExpiringAt(Date.now() + 7_200_000));
    vi.advanceTimersByTime(3_600_000);
    const renewed = tokenExpiringAt(Date.now() + 7_200_000);
    storeToken(renewed);
    vi.advanceTimersByTime(3_600_001);
    expect(getToken()).toBe(renewed);
    vi.advanceTimersByTime(3_600_000);
    expect(getToken()).toBeNull();
  });

  it('a visitor without a token loads as a visitor', () => {
    expect(() => {
      initSession();
    }).not.toThrow();
    expect(isLoggedIn()).toBe(false);
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: false });
  });

  it('is not logged in with an expired token, nor once it expires', () => {
    window.localStorage.setItem(TOKEN_KEY, tokenExpiringAt(Date.now() - 1000));
    expect(isLoggedIn()).toBe(false);
    window.localStorage.setItem(TOKEN_KEY, tokenExpiringAt(Date.now() + 60_000));
    expect(isLoggedIn()).toBe(true);
    expect(isLoggedIn(Date.now() + 60_000)).toBe(false);
  });

  it('reads no token when the browser refuses access to its storage', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Acceso denegado', 'SecurityError');
      },
    });
    try {
      expect(getToken()).toBeNull();
      expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: false });
    } finally {
      if (storage) Object.defineProperty(window, 'localStorage', storage);
      else Reflect.deleteProperty(window, 'localStorage');
    }
  });

  it('"Cerrar Sesión" removes the token, without saying the session expired, and reloads', () => {
    vi.mocked(reloadPage).mockClear();
    storeToken(tokenExpiringAt(Date.now() + 60_000));
    logoutAndReload();
    expect(getToken()).toBeNull();
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: false });
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('follows a login or logout in another tab, and stops listening once unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    // Another tab cleared the whole storage.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    // Another key changed: nothing about the session.
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-cosa' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    storeToken(tokenExpiringAt(Date.now() + 60_000));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
