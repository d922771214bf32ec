import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lbj/shared';
import {
  apiRequestRaw,
  ApiRequestError,
  isAbort,
  isUnauthorized,
  serverErrorField,
  serverErrorText,
  serverMessage,
  uploadForm,
} from './api-client.ts';
import { storeToken } from './session-store.ts';
import { resetSession, tokenExpiringIn } from './testing.test-support.ts';

/*
 * What the API client sends and how it reads the server's answers: the request's parts, the
 * texts of a failure (the server's Spanish ones, else the client's), and the upload's XHR.
 */

interface ProgressEvent {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** A stand-in for XMLHttpRequest that keeps each listener under its event's type. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static created = 0;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  sent: unknown;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Record<string, ((event: ProgressEvent) => void)[]> = {};
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      (this.uploadListeners[type] ??= []).push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
    FakeXhr.created += 1;
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
    for (const listener of this.listeners.abort ?? []) listener();
  }
  progress(event: ProgressEvent) {
    for (const listener of this.uploadListeners.progress ?? []) listener(event);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener();
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener();
  }
}

function answerFetch(status: number, body: string | null) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(body, { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function refuseFetch(error: Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(error)),
  );
}

/** The error a call ends with. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the call did not fail');
    },
    (caught: unknown) => caught,
  );
}

beforeEach(() => {
  storeToken(tokenExpiringIn(60_000));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.created = 0;
});
afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe('ApiRequestError', () => {
  it("says the server's text, else that there is no connection, else the HTTP status", () => {
    const body = { statusCode: 409, error: 'Ya existe.', message: 'Ya existe.' };
    expect(new ApiRequestError(409, body).message).toBe('Ya existe.');
    expect(new ApiRequestError(0, null).message).toBe(MESSAGES.network);
    expect(new ApiRequestError(502, null).message).toBe('HTTP 502');
  });
});

describe('reading a failure', () => {
  it('keeps the server’s error, message and field apart', async () => {
    answerFetch(
      400,
      JSON.stringify({
        statusCode: 400,
        error: 'Revisa el título.',
        message: 'Falta el título.',
        field: 'titulo',
      }),
    );
    const error = await failureOf(apiRequestRaw('/api/news', { method: 'POST', json: {} }));
    expect(serverErrorText(error)).toBe('Revisa el título.');
    expect(serverMessage(error)).toBe('Falta el título.');
    expect(serverErrorField(error)).toBe('titulo');
    expect((error as Error).message).toBe('Revisa el título.');
  });

  it('takes a lone message as the error text too, and names no field when none came', async () => {
    answerFetch(503, JSON.stringify({ message: 'Base de datos no disponible.' }));
    const error = await failureOf(apiRequestRaw('/api/health'));
    expect(serverErrorText(error)).toBe('Base de datos no disponible.');
    expect(serverMessage(error)).toBe('Base de datos no disponible.');
    expect(serverErrorField(error)).toBeNull();
  });

  it('takes a lone error as the message too', async () => {
    answerFetch(409, JSON.stringify({ error: 'Ya existe.' }));
    const error = await failureOf(apiRequestRaw('/api/admins', { method: 'POST', json: {} }));
    expect(serverMessage(error)).toBe('Ya existe.');
  });

  it('has no server text for a body that is not the server’s error (a proxy’s HTML page)', async () => {
    answerFetch(502, '<html>Bad Gateway</html>');
    const error = await failureOf(apiRequestRaw('/api/news'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(502);
    expect((error as ApiRequestError).message).toBe('HTTP 502');
    expect(serverErrorText(error)).toBeNull();
    expect(serverMessage(error)).toBeNull();
    expect(serverErrorField(error)).toBeNull();
  });

  it('ignores a message that is only blanks, and errors that are not the server’s', () => {
    const blank = new ApiRequestError(500, { statusCode: 500, error: 'x', message: '   ' });
    expect(serverMessage(blank)).toBeNull();
    const padded = new ApiRequestError(500, { statusCode: 500, error: 'x', message: ' Falla. ' });
    expect(serverMessage(padded)).toBe('Falla.');
    for (const other of [new Error('Falla'), new ApiRequestError(0, null)]) {
      expect(serverErrorText(other)).toBeNull();
      expect(serverMessage(other)).toBeNull();
      expect(serverErrorField(other)).toBeNull();
    }
  });

  it('counts only a 401 as an ended session, and only a deliberate cancel as an abort', () => {
    expect(isUnauthorized(new ApiRequestError(401, null))).toBe(true);
    expect(isUnauthorized(new ApiRequestError(403, null))).toBe(false);
    expect(isUnauthorized(new Error('HTTP 401'))).toBe(false);
    expect(isAbort(new DOMException('cancelada', 'AbortError'))).toBe(true);
    expect(isAbort(new DOMException('tarde', 'TimeoutError'))).toBe(false);
    expect(isAbort(new ApiRequestError(0, null))).toBe(false);
  });
});

describe('apiRequestRaw', () => {
  it('asks for JSON with a GET by default, with no body and no content type', async () => {
    const fetchMock = answerFetch(200, '[]');
    await expect(apiRequestRaw('/api/news')).resolves.toEqual([]);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
    expect(init?.body).toBeUndefined();
  });

  it('sends a form as it is, and passes the signal and the credentials on', async () => {
    const fetchMock = answerFetch(200, '{}');
    const form = new FormData();
    form.append('titulo', 'Hola');
    const controller = new AbortController();
    await apiRequestRaw('/api/login', {
      method: 'POST',
      body: form,
      signal: controller.signal,
      credentials: 'include',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.signal).toBe(controller.signal);
    expect(init?.credentials).toBe('include');
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('answers null for an empty body', async () => {
    answerFetch(200, '');
    await expect(apiRequestRaw('/api/notice')).resolves.toBeNull();
  });

  it('turns a network failure into the "no connection" error, and lets a cancel through', async () => {
    refuseFetch(new TypeError('Failed to fetch'));
    const offline = await failureOf(apiRequestRaw('/api/news'));
    expect(offline).toBeInstanceOf(ApiRequestError);
    expect((offline as ApiRequestError).status).toBe(0);
    expect((offline as ApiRequestError).message).toBe(MESSAGES.network);

    const cancel = new DOMException('cancelada', 'AbortError');
    refuseFetch(cancel);
    expect(await failureOf(apiRequestRaw('/api/news'))).toBe(cancel);

    refuseFetch(new DOMException('tarde', 'TimeoutError'));
    const late = await failureOf(apiRequestRaw('/api/news'));
    expect(late).toBeInstanceOf(ApiRequestError);
    expect((late as ApiRequestError).status).toBe(0);
  });
});

describe('uploadForm', () => {
  it('POSTs by default, or uses the method given, asking for JSON', async () => {
    const form = new FormData();
    const first = uploadForm('/api/news', form);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.headers.Accept).toBe('application/json');
    expect(FakeXhr.last?.sent).toBe(form);
    FakeXhr.last?.respond(201, { id: 1 });
    await first;
    const second = uploadForm('/api/news/1', form, { method: 'PATCH' });
    expect(FakeXhr.last?.method).toBe('PATCH');
    FakeXhr.last?.respond(200, { id: 1 });
    await expect(second).resolves.toEqual({ id: 1 });
  });

  it('reports progress only when its size is known, and needs no progress callback', async () => {
    const onProgress = vi.fn();
    const pending = uploadForm('/api/news', new FormData(), { onProgress });
    FakeXhr.last?.progress({ lengthComputable: false, loaded: 10, total: 0 });
    expect(onProgress).not.toHaveBeenCalled();
    FakeXhr.last?.progress({ lengthComputable: true, loaded: 1, total: 4 });
    expect(onProgress).toHaveBeenCalledWith(0.25);
    FakeXhr.last?.respond(200, {});
    await pending;

    const quiet = uploadForm('/api/news', new FormData());
    expect(() =>
      FakeXhr.last?.progress({ lengthComputable: true, loaded: 1, total: 2 }),
    ).not.toThrow();
    FakeXhr.last?.respond(200, {});
    await quiet;
  });

  it('resolves on every 2xx and rejects with the server’s text otherwise', async () => {
    for (const status of [200, 204, 299]) {
      const pending = uploadForm('/api/news', new FormData());
      FakeXhr.last?.respond(status, { id: status });
      await expect(pending).resolves.toEqual({ id: status });
    }
    for (const status of [199, 300, 413]) {
      const pending = uploadForm('/api/news', new FormData());
      FakeXhr.last?.respond(status, { statusCode: status, error: 'Muy grande.', message: 'x' });
      const error = await failureOf(pending);
      expect((error as ApiRequestError).status).toBe(status);
      expect(serverErrorText(error)).toBe('Muy grande.');
    }
  });

  it('rejects with the "no connection" error when the network fails', async () => {
    const pending = uploadForm('/api/news', new FormData());
    FakeXhr.last?.fail();
    const error = await failureOf(pending);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(MESSAGES.network);
  });

  it('does not start when its signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(
      uploadForm('/api/news', new FormData(), { signal: controller.signal }),
    );
    expect(isAbort(error)).toBe(true);
    expect(FakeXhr.created).toBe(0);
  });

  it('a connection the browser aborts without a cancel is a network failure', async () => {
    const pending = uploadForm('/api/news', new FormData());
    FakeXhr.last?.abort();
    const error = await failureOf(pending);
    expect(isAbort(error)).toBe(false);
    expect((error as ApiRequestError).status).toBe(0);
  });
});
