import { MESSAGES } from '@lbj/shared';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { createQueryClient, QueryProvider } from '../../../lib/query-client.tsx';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import {
  FACEBOOK_URL,
  FakeXhr,
  fakeXhr,
  jpeg,
  lastXhr,
  own,
  refusal,
  serveGallery,
  yearBody,
} from '../gallery.test-support.ts';
import { galleryKeys } from './gallery-keys.ts';
import { useDeletePhoto, useUploadPhotos, useYearPhotos } from './gallery-queries.ts';

const YEAR_PATH = '/api/facebook-photos?year=2020';

function setup<R>(hook: () => R, client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryProvider client={client}>{children}</QueryProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}

const gridOf = (...ids: number[]) =>
  ids.map((id) => ({ url: own(id).url, id, variants: own(id).variants }));

let token: string;

beforeEach(() => {
  token = logInForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('useYearPhotos', () => {
  it('is loading, then shows the year from one GET with a signal, cached under its key', async () => {
    const body = yearBody([own(1), own(2)]);
    const server = serveGallery({ bodies: { 2020: body } });
    const held = server.hold(`GET ${YEAR_PATH}`);
    const { result, client } = setup(() => useYearPhotos(2020));
    expect(result.current.view).toEqual({ kind: 'loading' });
    expect(result.current.refreshing).toBe(false);
    await waitFor(() => {
      expect(server.calls).toHaveLength(1);
    });
    expect(server.calls[0]?.path).toBe(YEAR_PATH);
    expect(server.calls[0]?.signal).toBeInstanceOf(AbortSignal);
    held.release();
    await waitFor(() => {
      expect(result.current.view.kind).toBe('photos');
    });
    expect(result.current.view).toEqual({
      kind: 'photos',
      photos: [...gridOf(1, 2), { url: FACEBOOK_URL, id: null, variants: [] }],
    });
    expect(result.current.refreshing).toBe(false);
    expect(client.getQueryData(['gallery', 'year', 2020])).toEqual({ body });
  });

  it('cancels the request when the page goes away', async () => {
    const server = serveGallery();
    server.hold(`GET ${YEAR_PATH}`);
    const { unmount } = setup(() => useYearPhotos(2020));
    await waitFor(() => {
      expect(server.calls).toHaveLength(1);
    });
    expect(server.calls[0]?.signal?.aborted).toBe(false);
    unmount();
    expect(server.calls[0]?.signal?.aborted).toBe(true);
  });

  it('a body that is not JSON is a bad format, not an endless loading', async () => {
    const server = serveGallery();
    server.answer(`GET ${YEAR_PATH}`, () => new Response('<html>no</html>'));
    const { result } = setup(() => useYearPhotos(2020));
    await waitFor(() => {
      expect(result.current.view).toEqual({ kind: 'badFormat' });
    });
  });

  it("a failure shows the server's message, and reload asks again", async () => {
    const server = serveGallery({ bodies: { 2020: yearBody([own(3)], []) } });
    server.answer(`GET ${YEAR_PATH}`, () =>
      Response.json(refusal(502, MESSAGES.upstreamFailed), { status: 502 }),
    );
    const { result } = setup(() => useYearPhotos(2020));
    await waitFor(() => {
      expect(result.current.view).toEqual({ kind: 'error', message: MESSAGES.upstreamFailed });
    });
    server.answer(`GET ${YEAR_PATH}`, () => Response.json(yearBody([own(3)], [])));
    act(() => {
      result.current.reload();
    });
    await waitFor(() => {
      expect(result.current.view).toEqual({ kind: 'photos', photos: gridOf(3) });
    });
    expect(server.calls.map((call) => call.path)).toEqual([YEAR_PATH, YEAR_PATH]);
  });

  it('keeps the grid while it reloads, marked as refreshing', async () => {
    const server = serveGallery({ bodies: { 2020: yearBody([own(1)], []) } });
    const { result, client } = setup(() => useYearPhotos(2020));
    await waitFor(() => {
      expect(result.current.view.kind).toBe('photos');
    });
    const held = server.hold(`GET ${YEAR_PATH}`);
    act(() => {
      void client.invalidateQueries({ queryKey: galleryKeys.year(2020) });
    });
    await waitFor(() => {
      expect(result.current.refreshing).toBe(true);
    });
    expect(result.current.view).toEqual({ kind: 'photos', photos: gridOf(1) });
    held.release();
    await waitFor(() => {
      expect(result.current.refreshing).toBe(false);
    });
  });
});

describe('useDeletePhoto', () => {
  async function loadedYear(body: unknown = yearBody([own(1), own(2)])) {
    const server = serveGallery({ bodies: { 2020: body } });
    const view = setup(() => ({ photos: useYearPhotos(2020), remove: useDeletePhoto(2020) }));
    await waitFor(() => {
      expect(view.result.current.photos.view.kind).toBe('photos');
    });
    return { server, ...view };
  }

  it('DELETEs the photo with the token and drops it from the year without a reload', async () => {
    const { server, result, client } = await loadedYear();
    const [first] = gridOf(1);
    if (!first) throw new Error('no photo');
    await act(() => result.current.remove.mutateAsync(first));
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/gallery/photos/1',
        auth: `Bearer ${token}`,
      }),
    ]);
    await waitFor(() => {
      expect(result.current.photos.view).toEqual({
        kind: 'photos',
        photos: [...gridOf(2), { url: FACEBOOK_URL, id: null, variants: [] }],
      });
    });
    expect(client.getQueryData(galleryKeys.year(2020))).toEqual({
      body: yearBody([own(2)]),
    });
    expect(server.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('treats a photo already gone (404) as deleted', async () => {
    const { server, result } = await loadedYear();
    server.answer('DELETE /api/gallery/photos/2', () =>
      Response.json(refusal(404, MESSAGES.notFound), { status: 404 }),
    );
    await act(() => result.current.remove.mutateAsync(gridOf(2)[0] ?? own(2)));
    await waitFor(() => {
      expect(result.current.photos.view).toEqual({
        kind: 'photos',
        photos: [...gridOf(1), { url: FACEBOOK_URL, id: null, variants: [] }],
      });
    });
  });

  it('throws any other refusal and keeps the photo', async () => {
    const { server, result, client } = await loadedYear();
    server.answer('DELETE /api/gallery/photos/2', () => Response.json({}, { status: 500 }));
    const error: unknown = await act(() =>
      result.current.remove.mutateAsync(gridOf(2)[0] ?? own(2)).catch((caught: unknown) => caught),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(500);
    expect(client.getQueryData(galleryKeys.year(2020))).toEqual({
      body: yearBody([own(1), own(2)]),
    });
  });

  it('sends nothing for a photo without id', async () => {
    const { server, result } = await loadedYear();
    await act(() =>
      result.current.remove.mutateAsync({ url: FACEBOOK_URL, id: null, variants: [] }),
    );
    expect(server.writes()).toEqual([]);
  });

  it('leaves a year that is not loaded alone', async () => {
    const server = serveGallery();
    const { result, client } = setup(() => useDeletePhoto(2020));
    await act(() => result.current.mutateAsync(gridOf(1)[0] ?? own(1)));
    expect(server.writes()).toHaveLength(1);
    expect(client.getQueryData(galleryKeys.year(2020))).toBeUndefined();
  });
});

describe('useUploadPhotos', () => {
  it('POSTs the files to the year with the context, then invalidates every gallery query', async () => {
    serveGallery();
    fakeXhr();
    const client = createQueryClient();
    client.setQueryData(galleryKeys.year(2020), { body: yearBody([]) });
    client.setQueryData(galleryKeys.year(2019), { body: yearBody([]) });
    client.setQueryData(['gallery', 'years'], [2020]);
    client.setQueryData(['news'], []);
    const { result } = setup(() => useUploadPhotos(2020), client);
    const controller = new AbortController();
    const onProgress = vi.fn();
    const files = [jpeg('a.jpg'), jpeg('b.jpg')];
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.mutateAsync({
        files,
        context: { onProgress, signal: controller.signal },
      });
    });
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/gallery/2020/photos');
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr.body?.getAll('fotos')).toEqual(files);
    await xhr.progress(1, 2);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    expect(client.getQueryState(galleryKeys.year(2019))?.isInvalidated).toBe(false);

    await xhr.respond(201, { photos: [own(4)] });
    await expect(pending).resolves.toEqual([own(4)]);
    await waitFor(() => {
      expect(client.getQueryState(galleryKeys.year(2020))?.isInvalidated).toBe(true);
    });
    expect(client.getQueryState(galleryKeys.year(2019))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['gallery', 'years'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['news'])?.isInvalidated).toBe(false);
  });

  it('passes the signal: aborting cancels the upload and invalidates nothing', async () => {
    serveGallery();
    fakeXhr();
    const client = createQueryClient();
    client.setQueryData(galleryKeys.year(2021), { body: yearBody([]) });
    const { result } = setup(() => useUploadPhotos(2021), client);
    const controller = new AbortController();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current
        .mutateAsync({
          files: [jpeg('a.jpg')],
          context: { onProgress: () => undefined, signal: controller.signal },
        })
        .catch((caught: unknown) => caught);
    });
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    expect(lastXhr().url).toBe('/api/gallery/2021/photos');
    act(() => {
      controller.abort();
    });
    expect(lastXhr().aborted).toBe(true);
    expect(((await outcome) as DOMException).name).toBe('AbortError');
    expect(client.getQueryState(galleryKeys.year(2021))?.isInvalidated).toBe(false);
  });
});
