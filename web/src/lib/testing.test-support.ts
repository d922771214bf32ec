/*
 * Helpers for the web's unit tests (never imported by the site): a fresh query cache per render,
 * a logged-in administrator, and what the API client does when the server refuses the token.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { ApiRequestError } from './api-client.ts';
import { createQueryClient, QueryProvider } from './query-client.tsx';
import { endSession, storeToken } from './session-store.ts';
import { startAsVisitor } from './session-store.test-support.ts';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** A JWT-shaped token that expires in `ms` milliseconds (the browser never checks the signature). */
export function tokenExpiringIn(ms: number): string {
  return `${encode({ alg: 'HS256' })}.${encode({ exp: (Date.now() + ms) / 1000 })}.firma`;
}

/** Renders with its own query cache, so that no data outlives the test. */
export function renderWithQuery(ui: ReactElement, options?: RenderOptions) {
  const client = createQueryClient();
  return {
    client,
    ...render(ui, {
      ...options,
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(QueryProvider, { client, children }),
    }),
  };
}

/** Logs an administrator in (token stored as after /adminlbj_); returns the token. */
export function logInForTests(): string {
  const token = tokenExpiringIn(60 * 60 * 1000);
  storeToken(token);
  return token;
}

/** Back to a visitor with no expired session (afterEach). */
export function resetSession(): void {
  startAsVisitor();
}

/** What an administrator's call does when the server answers 401 (see api-client.ts). */
export function rejectAsUnauthorized(): Promise<never> {
  endSession();
  return Promise.reject(new ApiRequestError(401, null));
}
