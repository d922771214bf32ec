import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, isUnauthorized } from '../../../lib/api-client.ts';
import { readToken, storeToken } from '../../../lib/session-store.ts';
import { resetSession } from '../../../lib/testing.test-support.ts';
import { getLatestNews } from './latest-news-api.ts';
import { createNews, deleteNews, updateNews } from './news-admin-api.ts';
import { getNews } from './news-api.ts';
import { getNewsItem } from './news-item-api.ts';

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
    // A field left undefined is not sent at all (not as the text "undefined").
    const item = await updateNews(
      1,
      { titulo: 'Acto nuevo', descripcion: undefined, publicar_en: '' },
      undefined,
    );
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

  it('POST /api/news sends the text fields, then the photo as "imagen" under its own name', async () => {
    const sent: { method: string; url: string; body: FormData | null }[] = [];
    class FakeXhr {
      status = 201;
      responseText = JSON.stringify(ITEM);
      upload = { addEventListener: () => undefined };
      private listeners: Record<string, () => void> = {};
      private request = { method: '', url: '', body: null as FormData | null };
      open(method: string, url: string) {
        Object.assign(this.request, { method, url });
      }
      setRequestHeader() {
        // The token is checked by the PATCH test.
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
    const photo = new File(['x'], 'acto.jpg', { type: 'image/jpeg' });
    const fields = {
      titulo: 'Acto',
      descripcion: 'Texto',
      tipo_noticia: 'Eventos',
      estado: 'publicada',
      publicar_en: '',
    } as const;
    await expect(createNews(fields, photo)).resolves.toMatchObject({ id: 1 });
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/news');
    const entries = [...(request?.body?.entries() ?? [])];
    expect(entries.map(([name]) => name)).toEqual([
      'titulo',
      'descripcion',
      'tipo_noticia',
      'estado',
      'publicar_en',
      'imagen',
    ]);
    const image = entries[5]?.[1];
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('acto.jpg');
  });

  it("the home page's latest news are the first three, read with the caller's signal", async () => {
    const items = [1, 2, 3, 4, 5].map((id) => ({ ...ITEM, id, titulo: `Acto ${String(id)}` }));
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(items), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const latest = await getLatestNews(controller.signal);
    expect(latest.map((teaser) => teaser.titulo)).toEqual(['Acto 1', 'Acto 2', 'Acto 3']);
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it("one item is read with the caller's signal", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(ITEM), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    await expect(getNewsItem(1, controller.signal)).resolves.toMatchObject({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/news/1');
    expect(init?.signal).toBe(controller.signal);
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
