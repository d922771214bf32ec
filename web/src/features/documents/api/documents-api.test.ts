import { DOCUMENT_PATHS, type SchoolDocument } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import { FakeXhr } from '../documents.test-support.ts';
import {
  addDocumentVersion,
  createDocument,
  deleteDocument,
  getDocuments,
  updateDocument,
} from './documents-api.ts';

const DOC: SchoolDocument = {
  id: 7,
  titulo: 'Listado de útiles 2026',
  categoria: 'utiles',
  vigente_desde: '2026-03-01',
  url: '/documentos/7.pdf',
  tamano: 1024,
  versiones: [
    {
      url: '/documentos/7/versiones/9.pdf',
      vigente_desde: '2026-03-01',
      tamano: 1024,
      subido: '2026-02-20T12:00:00.000Z',
    },
  ],
};

/** A stand-in for XMLHttpRequest that records the request and answers at once. */
function fakeXhr(status: number, answer: unknown) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  class FakeXhr {
    status = status;
    responseText = JSON.stringify(answer);
    upload = { addEventListener: () => undefined };
    private listeners: Record<string, () => void> = {};
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: null };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    addEventListener(name: string, listener: () => void) {
      this.listeners[name] = listener;
    }
    send(body: unknown) {
      Object.assign(this.request, { body });
      sent.push(this.request);
      queueMicrotask(() => this.listeners.load?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function fakeFetch(response: () => Response) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let token: string;

beforeEach(() => {
  token = logInForTests();
});

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

describe('documents api', () => {
  it('GET /api/documents: the validated list, without the token, with the signal when given', async () => {
    const fetchMock = fakeFetch(() => Response.json([DOC]));
    await expect(getDocuments()).resolves.toEqual([DOC]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(DOCUMENT_PATHS.list);
    expect(init?.method).toBe('GET');
    expect(init).not.toHaveProperty('signal');
    expect(init?.headers).not.toHaveProperty('Authorization');

    const controller = new AbortController();
    await getDocuments(controller.signal);
    expect(fetchMock.mock.calls[1]?.[1]?.signal).toBe(controller.signal);
  });

  it('GET /api/documents refuses a list the schema does not accept', async () => {
    fakeFetch(() => Response.json([{ ...DOC, categoria: 'circular' }]));
    await expect(getDocuments()).rejects.toThrow();
  });

  it('POST /api/documents sends the form with the token and validates the answer', async () => {
    const sent = fakeXhr(201, DOC);
    const form = new FormData();
    form.append('titulo', DOC.titulo);
    await expect(createDocument(form)).resolves.toEqual(DOC);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: DOCUMENT_PATHS.list,
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: form,
      },
    ]);
  });

  it('POST /api/documents/{id}/versions sends the form to that document', async () => {
    const sent = fakeXhr(201, DOC);
    const form = new FormData();
    await expect(addDocumentVersion(7, form)).resolves.toEqual(DOC);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe(DOCUMENT_PATHS.versions(7));
    expect(sent[0]?.body).toBe(form);
  });

  it('an upload reports its progress and stops when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const uploads = [
      (options: { onProgress: (fraction: number) => void; signal: AbortSignal }) =>
        createDocument(new FormData(), options),
      (options: { onProgress: (fraction: number) => void; signal: AbortSignal }) =>
        addDocumentVersion(7, new FormData(), options),
    ];
    for (const upload of uploads) {
      FakeXhr.sent = [];
      const onProgress = vi.fn<(fraction: number) => void>();
      const controller = new AbortController();
      const sending = upload({ onProgress, signal: controller.signal });
      const [xhr] = FakeXhr.sent;
      if (!xhr) throw new Error('nothing sent');
      await xhr.progress(1, 4);
      expect(onProgress).toHaveBeenCalledExactlyOnceWith(0.25);
      controller.abort();
      expect(xhr.aborted).toBe(true);
      await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    }
  });

  it('an upload answered with something that is not a document fails', async () => {
    fakeXhr(201, { id: 'siete' });
    await expect(createDocument(new FormData())).rejects.toThrow();
    await expect(addDocumentVersion(7, new FormData())).rejects.toThrow();
  });

  it('PATCH /api/documents/{id} sends the JSON patch with the token', async () => {
    const fetchMock = fakeFetch(() => Response.json(DOC));
    await expect(updateDocument(7, { titulo: 'Nuevo' })).resolves.toEqual(DOC);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(DOCUMENT_PATHS.item(7));
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe(JSON.stringify({ titulo: 'Nuevo' }));
    expect(init?.headers).toMatchObject({
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    });
  });

  it('DELETE /api/documents/{id} sends the token, and a refusal is thrown', async () => {
    const fetchMock = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(deleteDocument(7)).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(DOCUMENT_PATHS.item(7));
    expect(init?.method).toBe('DELETE');
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}` });

    fakeFetch(() => Response.json({ error: 'No existe.', message: 'No existe.' }, { status: 404 }));
    const error: unknown = await deleteDocument(7).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
  });
});
