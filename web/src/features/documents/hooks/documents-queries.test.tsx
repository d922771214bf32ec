import { DOCUMENT_PATHS, type SchoolDocument } from '@lbj/shared';
import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, QueryProvider } from '../../../lib/query-client.tsx';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import { doc as documentFor } from '../documents.test-support.ts';
import {
  DOCUMENTS_QUERY_KEY,
  useDeleteDocument,
  useDocumentsForPanel,
  useStoreDocument,
  useUpdateDocument,
} from './documents-queries.ts';

/** A document without earlier versions (only the list's own changes matter here). */
const doc = (id: number, titulo: string): SchoolDocument =>
  documentFor(id, titulo, { versiones: [] });
/** GET answers with `list` the first time and then never (so only the cache's own changes show). */
function serve(list: SchoolDocument[], other: () => Response = () => Response.json(doc(1, 'x'))) {
  const calls: { method: string; path: string }[] = [];
  let gets = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path });
      if (method === 'GET') {
        gets += 1;
        return gets === 1 ? Promise.resolve(Response.json(list)) : new Promise<never>(() => {});
      }
      return Promise.resolve(other());
    }),
  );
  return calls;
}

function setup<R>(hook: () => R) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

beforeEach(() => {
  logInForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('documents queries', () => {
  it('the panel’s list is GET /api/documents under its key', async () => {
    const calls = serve([doc(1, 'A')]);
    const { result, client } = setup(() => useDocumentsForPanel());
    await waitFor(() => {
      expect(result.current.data).toEqual([doc(1, 'A')]);
    });
    expect(calls).toEqual([{ method: 'GET', path: DOCUMENT_PATHS.list }]);
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(1, 'A')]);
  });

  it('the panel’s list request is cancelled when the panel goes away', () => {
    const fetchMock = vi.fn((_path: string, _init: RequestInit) => new Promise<never>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = setup(() => useDocumentsForPanel());
    const signal = fetchMock.mock.calls[0]?.[1].signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('storing a document replaces the one with its id, or adds it at the end, and asks again', async () => {
    const calls = serve([doc(1, 'A'), doc(2, 'B')]);
    const { result, client } = setup(() => ({
      list: useDocumentsForPanel(),
      store: useStoreDocument(),
    }));
    await waitFor(() => {
      expect(result.current.list.data).toHaveLength(2);
    });
    act(() => {
      result.current.store(doc(2, 'B nuevo'));
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(1, 'A'), doc(2, 'B nuevo')]);
    act(() => {
      result.current.store(doc(3, 'C'));
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([
      doc(1, 'A'),
      doc(2, 'B nuevo'),
      doc(3, 'C'),
    ]);
    // Each change marks the list stale, and the shown list is asked for again.
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(3);
  });

  it('storing into an empty cache starts the list', () => {
    serve([]);
    const { result, client } = setup(() => useStoreDocument());
    act(() => {
      result.current(doc(5, 'E'));
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(5, 'E')]);
  });

  it('an update stores the server’s answer', async () => {
    serve([], () => Response.json(doc(2, 'B del servidor')));
    const { result, client } = setup(() => useUpdateDocument());
    client.setQueryData(DOCUMENTS_QUERY_KEY, [doc(1, 'A'), doc(2, 'B')]);
    await act(async () => {
      await result.current.mutateAsync({ id: 2, patch: { titulo: 'B nuevo' } });
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([
      doc(1, 'A'),
      doc(2, 'B del servidor'),
    ]);
  });

  it('a deletion takes the document out of the list, also when it was already gone', async () => {
    let status = 204;
    const calls = serve([], () =>
      status === 204
        ? new Response(null, { status })
        : Response.json({ error: 'No existe.', message: 'No existe.' }, { status }),
    );
    const { result, client } = setup(() => useDeleteDocument());
    client.setQueryData(DOCUMENTS_QUERY_KEY, [doc(1, 'A'), doc(2, 'B'), doc(3, 'C')]);
    await act(async () => {
      await expect(result.current.mutateAsync(2)).resolves.toBe(2);
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(1, 'A'), doc(3, 'C')]);
    expect(calls).toEqual([{ method: 'DELETE', path: DOCUMENT_PATHS.item(2) }]);
    status = 404;
    await act(async () => {
      await expect(result.current.mutateAsync(3)).resolves.toBe(3);
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(1, 'A')]);
  });

  it('a deletion marks the list stale, and the shown list is asked for again', async () => {
    const calls = serve([doc(1, 'A'), doc(2, 'B')], () => new Response(null, { status: 204 }));
    const { result, client } = setup(() => ({
      list: useDocumentsForPanel(),
      remove: useDeleteDocument(),
    }));
    await waitFor(() => {
      expect(result.current.list.data).toHaveLength(2);
    });
    await act(async () => {
      await result.current.remove.mutateAsync(1);
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(2, 'B')]);
    await waitFor(() => {
      expect(calls).toEqual([
        { method: 'GET', path: DOCUMENT_PATHS.list },
        { method: 'DELETE', path: DOCUMENT_PATHS.item(1) },
        { method: 'GET', path: DOCUMENT_PATHS.list },
      ]);
    });
  });

  it('a deletion before the list came leaves an empty list', async () => {
    serve([], () => new Response(null, { status: 204 }));
    const { result, client } = setup(() => useDeleteDocument());
    await act(async () => {
      await result.current.mutateAsync(1);
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([]);
  });

  it('a deletion the server refuses leaves the list as it was', async () => {
    serve([], () => Response.json({ error: 'Fallo.', message: 'Fallo.' }, { status: 500 }));
    const { result, client } = setup(() => useDeleteDocument());
    client.setQueryData(DOCUMENTS_QUERY_KEY, [doc(1, 'A')]);
    await act(async () => {
      await expect(result.current.mutateAsync(1)).rejects.toThrow('Fallo.');
    });
    expect(client.getQueryData(DOCUMENTS_QUERY_KEY)).toEqual([doc(1, 'A')]);
  });
});
