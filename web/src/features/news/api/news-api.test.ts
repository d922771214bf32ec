import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, isUnauthorized } from '../../../lib/api-client.ts';
import { readToken, storeToken } from '../../../lib/session-store.ts';
import { resetSession } from '../../../lib/testing.test-support.ts';
import { deleteNews, updateNews } from './news-admin-api.ts';
import { getNews } from './news-api.ts';

const ITEM = {
  id: 1,
  titulo: 'Acto',
  descripcion: 'Texto',
  tipo_noticia: 'Eventos',
  imagen: '/uploads/a-960.webp',
  fecha: '2025-04-01T12:00:00.000Z',
};

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

describe('news api', () => {
  it('GET /api/news returns the validated list', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify([ITEM]), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getNews()).resolves.toEqual([ITEM]);
    expect(fetchMock).toHaveBeenCalledWith('/api/news', expect.objectContaining({ method: 'GET' }));
  });

  it("an administrator's list asks for the drafts and scheduled items, with the token", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify([ITEM]), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeToken('abc');
    await expect(getNews(undefined, true)).resolves.toEqual([ITEM]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/news?incluir=borradores');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc' });
    // A visitor's list never sends the token.
    await getNews();
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('PATCH /api/news/{id} sends only the fields given, as multipart, with the token', async () => {
    const sent: {
      method: string;
      url: string;
      body: FormData | null;
      headers: Record<string, string>;
    }[] = [];
    class FakeXhr {
      status = 200;
      responseText = JSON.stringify({ ...ITEM, titulo: 'Acto nuevo' });
      upload = { addEventListener: () => undefined };
      private listeners: Record<string, () => void> = {};
      private request = {
        method: '',
        url: '',
        body: null as FormData | null,
        headers: {} as Record<string, string>,
      };
      open(method: string, url: string) {
        Object.assign(this.request, { method, url });
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name] = value;
      }
      addEventListener(name: string, listener: () => void) {
        this.listeners[name] = listener;
      }
      send(body: FormData) {
        this.request.body = body;
        sent.push(this.request);
        queueMicrotask(() => this.listeners.load?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    storeToken('abc');
    const item = await updateNews(1, { titulo: 'Acto nuevo', publicar_en: '' }, undefined);
    expect(item.titulo).toBe('Acto nuevo');
    const [request] = sent;
    expect(request?.method).toBe('PATCH');
    expect(request?.url).toBe('/api/news/1');
    expect(request?.headers).toMatchObject({ Authorization: 'Bearer abc' });
    expect([...(request?.body?.entries() ?? [])]).toEqual([
      ['titulo', 'Acto nuevo'],
      ['publicar_en', ''],
    ]);
  });

  it('DELETE /api/news/{id} sends the bearer token', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeToken('abc');
    await deleteNews(5);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/news/5');
    expect(init?.method).toBe('DELETE');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });

  it('a 401 is recognised as the end of the session, and ends it', async () => {
    const body = {
      statusCode: 401,
      error: 'Debes iniciar sesión como administrador.',
      message: 'x',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 401 }))),
    );
    storeToken('abc');
    const error: unknown = await deleteNews(5).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(isUnauthorized(error)).toBe(true);
    expect(readToken()).toBeNull();
  });
});
