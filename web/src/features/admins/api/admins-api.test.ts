import { ADMIN_MESSAGES, MESSAGES, RENEWED_TOKEN_HEADER } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { getSessionSnapshot, readToken } from '../../../lib/session-store.ts';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import { account, refusal } from '../admins.test-support.ts';
import { changeOwnPassword, createAdmin, listAdmins, removeAdmin } from './admins-api.ts';

// The four requests of the accounts API, as they leave the browser (the fetch call itself) and
// what each makes of the answer.

function answer(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The one request sent: its address, method, headers (as a plain object) and body. */
function sent(fetchMock: ReturnType<typeof answer>) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url,
    method: init?.method,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    body: init?.body,
    signal: init?.signal,
  };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

let token = '';
beforeEach(() => {
  token = logInForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('GET /api/admins', () => {
  it('asks with the token and gives every account as listed', async () => {
    const list = [
      account('directora', { ultimo_acceso: '2026-11-23T17:05:00.000Z' }),
      account('secretaria'),
    ];
    const fetchMock = answer(() => Response.json(list));
    await expect(listAdmins()).resolves.toEqual(list);
    const request = sent(fetchMock);
    expect(request).toEqual({
      url: '/api/admins',
      method: 'GET',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      body: undefined,
      signal: undefined,
    });
  });

  it('passes the signal along', async () => {
    const fetchMock = answer(() => Response.json([]));
    const controller = new AbortController();
    await expect(listAdmins(controller.signal)).resolves.toEqual([]);
    expect(sent(fetchMock).signal).toBe(controller.signal);
  });

  it('refuses a body that is not a list of accounts', async () => {
    answer(() => Response.json([{ username: 'directora' }]));
    await expect(listAdmins()).rejects.toThrow();
    answer(() => Response.json({ username: 'directora', creado: 'x', ultimo_acceso: null }));
    await expect(listAdmins()).rejects.toThrow();
  });

  it('a refused token (401) ends the session and is thrown', async () => {
    answer(() => refusal(401, MESSAGES.unauthorized));
    const failure = await failureOf(listAdmins());
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
  });
});

describe('POST /api/admins', () => {
  it('sends the name and password as JSON with the token, and gives the new account', async () => {
    const created = account('secretaria', { creado: '2026-11-24T12:00:00.000Z' });
    const fetchMock = answer(() => Response.json(created, { status: 201 }));
    await expect(
      createAdmin({ username: 'secretaria', password: 'una-clave-larga-y-segura' }),
    ).resolves.toEqual(created);
    expect(sent(fetchMock)).toEqual({
      url: '/api/admins',
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ username: 'secretaria', password: 'una-clave-larga-y-segura' }),
      signal: undefined,
    });
  });

  it('throws the refusal with the server’s words and the field it names', async () => {
    answer(() => refusal(409, 'Ya existe un administrador llamado «ana».'));
    const taken = await failureOf(createAdmin({ username: 'ana', password: 'x'.repeat(12) }));
    expect(taken).toBeInstanceOf(ApiRequestError);
    expect((taken as ApiRequestError).status).toBe(409);
    expect((taken as ApiRequestError).body?.error).toBe(
      'Ya existe un administrador llamado «ana».',
    );

    answer(() => refusal(400, 'La contraseña debe tener al menos 12 caracteres.', 'password'));
    const short = await failureOf(createAdmin({ username: 'ana', password: 'corta' }));
    expect((short as ApiRequestError).body?.field).toBe('password');
  });

  it('refuses an answer that is not an account', async () => {
    answer(() => Response.json({ ok: true }, { status: 201 }));
    await expect(createAdmin({ username: 'ana', password: 'x'.repeat(12) })).rejects.toThrow();
  });
});

describe('DELETE /api/admins/{username}', () => {
  it('sends the name in the address, escaped, with the token and no body', async () => {
    const fetchMock = answer(() => new Response(null, { status: 204 }));
    await expect(removeAdmin('ana maría/1')).resolves.toBeUndefined();
    expect(sent(fetchMock)).toEqual({
      url: '/api/admins/ana%20mar%C3%ADa%2F1',
      method: 'DELETE',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      body: undefined,
      signal: undefined,
    });
  });

  it('throws the last administrator’s refusal (409)', async () => {
    answer(() => refusal(409, ADMIN_MESSAGES.lastAdmin));
    const failure = await failureOf(removeAdmin('directora'));
    expect((failure as ApiRequestError).status).toBe(409);
    expect((failure as ApiRequestError).body?.error).toBe(ADMIN_MESSAGES.lastAdmin);
  });

  it('throws a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await failureOf(removeAdmin('directora'));
    expect((failure as ApiRequestError).status).toBe(0);
  });
});

describe('PUT /api/admins/me/password', () => {
  it('sends {current, password} with the token and keeps the renewed token it gets back', async () => {
    const fetchMock = answer(
      () => new Response(null, { status: 204, headers: { [RENEWED_TOKEN_HEADER]: 'nuevo' } }),
    );
    await expect(
      changeOwnPassword({ current: 'clave-actual-larga', password: 'otra-clave-larga-2026' }),
    ).resolves.toBeUndefined();
    expect(sent(fetchMock)).toEqual({
      url: '/api/admins/me/password',
      method: 'PUT',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ current: 'clave-actual-larga', password: 'otra-clave-larga-2026' }),
      signal: undefined,
    });
    expect(readToken()).toBe('nuevo');
  });

  it('a wrong current password (403) is thrown and the session and token stay', async () => {
    answer(() => refusal(403, ADMIN_MESSAGES.wrongCurrentPassword, 'current'));
    const failure = await failureOf(
      changeOwnPassword({ current: 'equivocada-larga', password: 'otra-clave-larga-2026' }),
    );
    expect((failure as ApiRequestError).status).toBe(403);
    expect((failure as ApiRequestError).body?.field).toBe('current');
    expect(readToken()).toBe(token);
    expect(getSessionSnapshot().loggedIn).toBe(true);
  });
});
