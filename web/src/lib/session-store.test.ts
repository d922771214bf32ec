import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  endSession,
  getSessionSnapshot,
  initSession,
  isLoggedIn,
  readToken as getToken,
  resetSessionForTests,
  storeToken,
  subscribeSession,
  TOKEN_KEY,
} from './session-store.ts';

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
    resetSessionForTests();
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
});
