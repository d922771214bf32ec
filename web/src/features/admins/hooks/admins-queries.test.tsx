import { ADMIN_MESSAGES, API_PATHS, MESSAGES } from '@lbj/shared';
import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { createQueryClient, QueryProvider } from '../../../lib/query-client.tsx';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import { account, refusal, serveAccounts } from '../admins.test-support.ts';
import {
  adminsKey,
  useAdmins,
  useChangeOwnPassword,
  useCreateAdmin,
  useRemoveAdmin,
} from './admins-queries.ts';

function setup<R>(hook: () => R) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

const ANA = account('ana');
const BETO = account('beto');

beforeEach(() => {
  logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the accounts queries', () => {
  it('the key is ["admins"]', () => {
    expect(adminsKey).toEqual(['admins']);
  });

  it('the list is GET /api/admins, kept under that key', async () => {
    const api = serveAccounts([ANA, BETO]);
    const { result, client } = setup(() => useAdmins());
    await waitFor(() => {
      expect(result.current.data).toEqual([ANA, BETO]);
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/admins']);
    expect(client.getQueryData(['admins'])).toEqual([ANA, BETO]);
  });

  it('the list’s request is cancelled when the section goes away', () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<never>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = setup(() => useAdmins());
    const signal = fetchMock.mock.calls[0]?.[1].signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('creating an account sends it and reads the list again', async () => {
    const api = serveAccounts([ANA]);
    const { result } = setup(() => ({ list: useAdmins(), create: useCreateAdmin() }));
    await waitFor(() => {
      expect(result.current.list.data).toEqual([ANA]);
    });
    await act(() =>
      result.current.create.mutateAsync({ username: 'beto', password: 'x'.repeat(12) }),
    );
    await waitFor(() => {
      expect(result.current.list.data?.map((item) => item.username)).toEqual(['ana', 'beto']);
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/admins',
      'POST /api/admins',
      'GET /api/admins',
    ]);
  });

  it('a creation or a removal reads the accounts again, and no other data of the page', async () => {
    serveAccounts([ANA, BETO]);
    const other = vi.fn(() => Promise.resolve('actividad'));
    const { client, result } = setup(() => ({
      list: useAdmins(),
      other: useQuery({ queryKey: ['actividad'], queryFn: other }),
      create: useCreateAdmin(),
      remove: useRemoveAdmin(),
    }));
    await waitFor(() => {
      expect(result.current.list.isSuccess && result.current.other.isSuccess).toBe(true);
    });
    await act(() =>
      result.current.create.mutateAsync({ username: 'carla', password: 'x'.repeat(12) }),
    );
    await act(() => result.current.remove.mutateAsync('beto'));
    await waitFor(() => {
      expect(result.current.list.data?.map((item) => item.username)).toEqual(['ana', 'carla']);
    });
    expect(client.getQueryState(['actividad'])?.isInvalidated).toBe(false);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('a refused creation reads nothing again', async () => {
    const api = serveAccounts([ANA]);
    api.answer(`POST ${API_PATHS.admins}`, () => refusal(409, 'Ya existe.'));
    const { result } = setup(() => ({ list: useAdmins(), create: useCreateAdmin() }));
    await waitFor(() => {
      expect(result.current.list.isSuccess).toBe(true);
    });
    await act(async () => {
      await result.current.create
        .mutateAsync({ username: 'ana', password: 'x'.repeat(12) })
        .catch(() => undefined);
    });
    expect(api.reads()).toBe(1);
  });

  it('removing an account deletes it by name and reads the list again', async () => {
    const api = serveAccounts([ANA, BETO]);
    const { result } = setup(() => ({ list: useAdmins(), remove: useRemoveAdmin() }));
    await waitFor(() => {
      expect(result.current.list.isSuccess).toBe(true);
    });
    await act(() => result.current.remove.mutateAsync('beto'));
    await waitFor(() => {
      expect(result.current.list.data).toEqual([ANA]);
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/admins',
      'DELETE /api/admins/beto',
      'GET /api/admins',
    ]);
  });

  it('an account already gone (404) counts as removed, and the list is read again', async () => {
    const api = serveAccounts([ANA]);
    api.answer(`DELETE ${API_PATHS.admin('beto')}`, () => refusal(404, MESSAGES.notFound));
    const { result } = setup(() => ({ list: useAdmins(), remove: useRemoveAdmin() }));
    await waitFor(() => {
      expect(result.current.list.isSuccess).toBe(true);
    });
    await act(() => result.current.remove.mutateAsync('beto'));
    await waitFor(() => {
      expect(api.reads()).toBe(2);
    });
  });

  it('any other refusal of a removal is thrown, and nothing is read again', async () => {
    const api = serveAccounts([ANA]);
    api.answer(`DELETE ${API_PATHS.admin('ana')}`, () => refusal(409, ADMIN_MESSAGES.lastAdmin));
    const { result } = setup(() => ({ list: useAdmins(), remove: useRemoveAdmin() }));
    await waitFor(() => {
      expect(result.current.list.isSuccess).toBe(true);
    });
    let failure: unknown = null;
    await act(async () => {
      failure = await result.current.remove.mutateAsync('ana').catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(409);
    expect(api.reads()).toBe(1);
  });

  it('changing one’s password sends it and reads nothing again', async () => {
    const api = serveAccounts([ANA]);
    const { result } = setup(() => ({ list: useAdmins(), change: useChangeOwnPassword() }));
    await waitFor(() => {
      expect(result.current.list.isSuccess).toBe(true);
    });
    await act(() =>
      result.current.change.mutateAsync({ current: 'a'.repeat(12), password: 'b'.repeat(12) }),
    );
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admins/me/password',
        body: { current: 'a'.repeat(12), password: 'b'.repeat(12) },
        auth: expect.stringMatching(/^Bearer /) as unknown,
      },
    ]);
    expect(api.reads()).toBe(1);
  });
});
