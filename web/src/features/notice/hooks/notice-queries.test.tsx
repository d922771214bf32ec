import { API_PATHS, MESSAGES, type Notice } from '@lbj/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { act, createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { createQueryClient, QueryProvider } from '../../../lib/query-client.tsx';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import {
  GET_STORED,
  PUT_NOTICE,
  DELETE_NOTICE,
  refusal,
  serveNotice,
  STORED_PATH,
  storedNotice,
} from '../notice.test-support.ts';
import { noticeKey, usePublishNotice, useRemoveNotice, useStoredNotice } from './notice-queries.ts';

// The section's three hooks over one query cache: the stored notice is read once, and publishing
// or removing updates it in place (no second read).

const STORED = storedNotice({ nivel: 'aviso', texto: 'Reunión de apoderados' });

function renderWithClient<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryProvider, { client, children });
  return { client, ...renderHook(hook, { wrapper }) };
}

beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('noticeKey', () => {
  it('is the section’s own key', () => {
    expect(noticeKey).toEqual(['notice', 'stored']);
  });
});

describe('useStoredNotice', () => {
  it('reads the stored notice with the token, cancellable, and keeps it under the key', async () => {
    const api = serveNotice(STORED);
    const { result, client } = renderWithClient(() => useStoredNotice());
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(result.current.data).toEqual(STORED);
    expect(client.getQueryData(['notice', 'stored'])).toEqual(STORED);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: STORED_PATH });
    expect(api.calls[0]?.auth).toMatch(/^Bearer /);
    expect(api.calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('is null when none is stored', async () => {
    serveNotice(null);
    const { result } = renderWithClient(() => useStoredNotice());
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(result.current.data).toBeNull();
  });

  it('fails with the server’s refusal', async () => {
    const api = serveNotice(STORED);
    api.answer(GET_STORED, () => refusal(500, MESSAGES.serverError));
    const { result } = renderWithClient(() => useStoredNotice());
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect((result.current.error as ApiRequestError).status).toBe(500);
  });
});

describe('usePublishNotice', () => {
  it('sends the notice and puts the stored one in the cache in place of the old', async () => {
    const api = serveNotice(STORED);
    const { result, client } = renderWithClient(() => ({
      stored: useStoredNotice(),
      publish: usePublishNotice(),
    }));
    await waitFor(() => {
      expect(result.current.stored.data).toEqual(STORED);
    });
    let answer: Notice | undefined;
    await act(async () => {
      answer = await result.current.publish.mutateAsync({
        nivel: 'urgente',
        texto: 'Hoy se suspenden las clases.',
      });
    });
    const expected = storedNotice({ nivel: 'urgente', texto: 'Hoy se suspenden las clases.' });
    expect(answer).toEqual(expected);
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: API_PATHS.notice,
        body: { nivel: 'urgente', texto: 'Hoy se suspenden las clases.' },
      }),
    ]);
    expect(client.getQueryData(noticeKey)).toEqual(expected);
    await waitFor(() => {
      expect(result.current.stored.data).toEqual(expected);
    });
    // Updated in place: not read again.
    expect(api.reads()).toBe(1);
  });

  it('leaves the cache alone when the server refuses', async () => {
    const api = serveNotice(STORED);
    api.answer(PUT_NOTICE, () => refusal(400, 'No', 'texto'));
    const { result, client } = renderWithClient(() => ({
      stored: useStoredNotice(),
      publish: usePublishNotice(),
    }));
    await waitFor(() => {
      expect(result.current.stored.data).toEqual(STORED);
    });
    await act(async () => {
      await result.current.publish
        .mutateAsync({ nivel: 'aviso', texto: 'Otro' })
        .catch(() => undefined);
    });
    await waitFor(() => {
      expect(result.current.publish.isError).toBe(true);
    });
    expect(client.getQueryData(noticeKey)).toEqual(STORED);
  });
});

describe('useRemoveNotice', () => {
  it('deletes it and leaves null in the cache, without reading again', async () => {
    const api = serveNotice(STORED);
    const { result, client } = renderWithClient(() => ({
      stored: useStoredNotice(),
      remove: useRemoveNotice(),
    }));
    await waitFor(() => {
      expect(result.current.stored.data).toEqual(STORED);
    });
    await act(async () => {
      await result.current.remove.mutateAsync();
    });
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: API_PATHS.notice }),
    ]);
    expect(api.writes()[0]?.auth).toMatch(/^Bearer /);
    expect(client.getQueryData(noticeKey)).toBeNull();
    await waitFor(() => {
      expect(result.current.stored.data).toBeNull();
    });
    expect(api.reads()).toBe(1);
  });

  it('leaves the cache alone when the server refuses', async () => {
    const api = serveNotice(STORED);
    api.answer(DELETE_NOTICE, () => refusal(500, MESSAGES.serverError));
    const { result, client } = renderWithClient(() => ({
      stored: useStoredNotice(),
      remove: useRemoveNotice(),
    }));
    await waitFor(() => {
      expect(result.current.stored.data).toEqual(STORED);
    });
    await act(async () => {
      await result.current.remove.mutateAsync().catch(() => undefined);
    });
    await waitFor(() => {
      expect(result.current.remove.isError).toBe(true);
    });
    expect(client.getQueryData(noticeKey)).toEqual(STORED);
  });
});
