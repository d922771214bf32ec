import { API_PATHS, NOTICE_INCLUDE_STORED, type Notice } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session-token.ts';
import { deleteNotice, getStoredNotice, putNotice } from './notice-api.ts';

// The panel's three calls: what each sends (always with the administrator's token) and how it
// reads the answer.

const NOTICE: Notice = {
  nivel: 'aviso',
  texto: 'Reunión de apoderados el jueves.',
  desde: '2026-03-02T11:00:00.000Z',
  clave: 'k1',
  actualizado: '2026-03-01T12:00:00.000Z',
  estado: 'programado',
};

function answer(response: () => Response) {
  const fetchMock = vi.fn((_path: string, _init?: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [path, init] = fetchMock.mock.calls[0] ?? [];
  return { path, init, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  window.localStorage.setItem(TOKEN_KEY, 'token-de-prueba');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('getStoredNotice', () => {
  it('asks for the stored notice, even scheduled or expired, with the token', async () => {
    const fetchMock = answer(() => Response.json(NOTICE));
    await expect(getStoredNotice()).resolves.toEqual(NOTICE);
    const { path, init, headers } = sent(fetchMock);
    expect(path).toBe(`${API_PATHS.notice}?incluir=${NOTICE_INCLUDE_STORED}`);
    expect(init?.method ?? 'GET').toBe('GET');
    expect(headers.get('authorization')).toBe('Bearer token-de-prueba');
  });

  it('is null when there is no notice (204)', async () => {
    answer(() => new Response(null, { status: 204 }));
    await expect(getStoredNotice()).resolves.toBeNull();
  });

  it('passes the query’s signal on, so that leaving the page cancels it', async () => {
    const fetchMock = answer(() => Response.json(NOTICE));
    const controller = new AbortController();
    await getStoredNotice(controller.signal);
    expect(sent(fetchMock).init?.signal).toBe(controller.signal);
  });

  it('refuses an answer that is not a notice', async () => {
    answer(() => Response.json({ nivel: 'otro', texto: 1 }));
    await expect(getStoredNotice()).rejects.toThrow();
  });
});

describe('putNotice', () => {
  it('sends the notice as JSON with PUT and the token, and reads the stored one', async () => {
    const fetchMock = answer(() => Response.json(NOTICE));
    const body = { nivel: 'aviso' as const, texto: NOTICE.texto, desde: NOTICE.desde };
    await expect(putNotice(body)).resolves.toEqual(NOTICE);
    const { path, init, headers } = sent(fetchMock);
    expect(path).toBe(API_PATHS.notice);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual(body);
    expect(headers.get('content-type')).toContain('application/json');
    expect(headers.get('authorization')).toBe('Bearer token-de-prueba');
  });

  it('refuses an answer that is not a notice', async () => {
    answer(() => Response.json({}));
    await expect(putNotice({ nivel: 'aviso', texto: 'x' })).rejects.toThrow();
  });
});

describe('deleteNotice', () => {
  it('sends DELETE with the token', async () => {
    const fetchMock = answer(() => new Response(null, { status: 204 }));
    await expect(deleteNotice()).resolves.toBeUndefined();
    const { path, init, headers } = sent(fetchMock);
    expect(path).toBe(API_PATHS.notice);
    expect(init?.method).toBe('DELETE');
    expect(headers.get('authorization')).toBe('Bearer token-de-prueba');
  });
});
