import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEWED_TOKEN_HEADER } from '@lbj/shared';
import {
  apiRequestRaw,
  ApiRequestError,
  deleteOrGone,
  isAbort,
  isUnauthorized,
  uploadForm,
} from './api-client.ts';
import { getSessionSnapshot, readToken, storeToken } from './session-store.ts';
import { resetSession, tokenExpiringIn } from './testing.test-support.ts';

/** A stand-in for XMLHttpRequest: records the request and answers when told. */
class FakeXhr {
  static last: FakeXhr | undefined;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  sent: unknown;
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  upload = {
    listeners: [] as ((event: {
      lengthComputable: boolean;
      loaded: number;
      total: number;
    }) => void)[],
    addEventListener(
      _type: string,
      listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void,
    ) {
      this.listeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    for (const listener of this.listeners.abort ?? []) listener();
  }
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners)
      listener({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener();
  }
}

const UNAUTHORIZED = { statusCode: 401, error: 'Debes iniciar sesión.', message: 'x' };

function answerFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status, headers })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let token: string;
beforeEach(() => {
  token = tokenExpiringIn(60_000);
  storeToken(token);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('the API client and the administrator session', () => {
  it("sends the stored token on an administrator's call, and never on a public one", async () => {
    const fetchMock = answerFetch(204, null);
    await apiRequestRaw('/api/news/1', { method: 'DELETE', admin: true });
    await apiRequestRaw('/api/news');
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({
      Authorization: `Bearer ${token}`,
    });
    expect(fetchMock.mock.calls[1]?.[1].headers).not.toHaveProperty('Authorization');
  });

  const adminCalls: [string, () => Promise<unknown>, () => void][] = [
    [
      'a DELETE through fetch',
      () => apiRequestRaw('/api/news/1', { method: 'DELETE', admin: true }),
      () => answerFetch(401, UNAUTHORIZED),
    ],
    [
      'a POST through fetch',
      () => apiRequestRaw('/api/x', { method: 'POST', json: {}, admin: true }),
      () => answerFetch(401, UNAUTHORIZED),
    ],
    [
      'a PUT through fetch',
      () => apiRequestRaw('/api/x', { method: 'PUT', json: {}, admin: true }),
      () => answerFetch(401, UNAUTHORIZED),
    ],
    ['an upload through XHR', () => uploadForm('/api/news', new FormData()), () => undefined],
  ];

  it.each(adminCalls)(
    'any 401 on an administrator call ends the session: %s',
    async (_name, call, arrange) => {
      arrange();
      const pending = call().catch((caught: unknown) => caught);
      FakeXhr.last?.respond(401, UNAUTHORIZED);
      const error = await pending;
      expect(isUnauthorized(error)).toBe(true);
      expect(readToken()).toBeNull();
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(getSessionSnapshot()).toEqual({ loggedIn: false, expired: true });
    },
  );

  it('sends a PUT with its JSON body and the token (one’s own password)', async () => {
    const fetchMock = answerFetch(204, null);
    const body = await apiRequestRaw('/api/admins/me/password', {
      method: 'PUT',
      json: { current: 'a', password: 'b' },
      admin: true,
    });
    expect(body).toBeNull();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ current: 'a', password: 'b' }));
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    });
  });

  it('stores the token a 2xx answer to an administrator call renews, and sends it next', async () => {
    const renewed = tokenExpiringIn(120_000);
    const fetchMock = answerFetch(204, null, { [RENEWED_TOKEN_HEADER]: renewed });
    await apiRequestRaw('/api/admins/me/password', { method: 'PUT', json: {}, admin: true });
    expect(readToken()).toBe(renewed);
    expect(getSessionSnapshot()).toEqual({ loggedIn: true, expired: false });
    await apiRequestRaw('/api/admins', { admin: true });
    expect(fetchMock.mock.calls[1]?.[1].headers).toMatchObject({
      Authorization: `Bearer ${renewed}`,
    });
  });

  it.each([
    ['a public call', () => apiRequestRaw('/api/news'), 200],
    [
      'a refused administrator call',
      () => apiRequestRaw('/api/admins/me/password', { method: 'PUT', json: {}, admin: true }),
      403,
    ],
  ])('ignores a renewed-token header on %s', async (_name, call, status) => {
    answerFetch(status, status === 200 ? [] : { statusCode: status, error: 'x', message: 'x' }, {
      [RENEWED_TOKEN_HEADER]: tokenExpiringIn(120_000),
    });
    await call().catch(() => undefined);
    expect(readToken()).toBe(token);
  });

  it('a 401 on a public call (the login) leaves the session alone', async () => {
    answerFetch(401, UNAUTHORIZED);
    const error = await apiRequestRaw('/api/login', { method: 'POST', json: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(isUnauthorized(error)).toBe(true);
    expect(readToken()).toBe(token);
    expect(getSessionSnapshot().expired).toBe(false);
  });

  it('other failures keep the session', async () => {
    answerFetch(500, { statusCode: 500, error: 'Falla', message: 'Falla' });
    const error = await apiRequestRaw('/api/news/1', { method: 'DELETE', admin: true }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(readToken()).toBe(token);
  });
});

describe('uploadForm', () => {
  it('sends the token, reports progress and resolves with the body', async () => {
    const onProgress = vi.fn();
    const pending = uploadForm('/api/news', new FormData(), { onProgress });
    const xhr = FakeXhr.last;
    expect(xhr?.headers.Authorization).toBe(`Bearer ${token}`);
    xhr?.progress(42, 100);
    expect(onProgress).toHaveBeenCalledWith(0.42);
    xhr?.respond(201, { id: 3 });
    await expect(pending).resolves.toEqual({ id: 3 });
  });

  it('cancels when its signal aborts, with an AbortError (not a network failure)', async () => {
    const controller = new AbortController();
    const pending = uploadForm('/api/news', new FormData(), { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    controller.abort();
    const error = await pending;
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(isAbort(error)).toBe(true);
    expect(readToken()).toBe(token);
  });
});

describe('deleteOrGone', () => {
  it('counts a deletion the server no longer finds as done, and throws any other failure', async () => {
    await expect(deleteOrGone(() => Promise.resolve('ok'))).resolves.toBeUndefined();
    await expect(
      deleteOrGone(() => Promise.reject(new ApiRequestError(404, null))),
    ).resolves.toBeUndefined();
    const refused = new ApiRequestError(409, null);
    await expect(deleteOrGone(() => Promise.reject(refused))).rejects.toBe(refused);
    const offline = new ApiRequestError(0, null);
    await expect(deleteOrGone(() => Promise.reject(offline))).rejects.toBe(offline);
  });
});
