import { MESSAGES } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/session-store.ts';
import { logInForTests, resetSession } from '../../../lib/testing.test-support.ts';
import {
  fakeXhr,
  jpeg,
  lastXhr,
  own,
  refusal,
  serveGallery,
  yearBody,
} from '../gallery.test-support.ts';
import {
  deletePhoto,
  getGalleryYears,
  getYearPhotosBody,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_FIELD,
  uploadPhotos,
} from './gallery-api.ts';

let token: string;

beforeEach(() => {
  token = logInForTests();
});

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

describe('gallery api constants', () => {
  it('sends photos in the "fotos" field, at most 20 per upload', () => {
    expect(PHOTO_FIELD).toBe('fotos');
    expect(MAX_PHOTOS_PER_UPLOAD).toBe(20);
  });
});

describe('getYearPhotosBody', () => {
  it('GET /api/facebook-photos?year=: the raw body, without the token and without a signal', async () => {
    const body = yearBody([own(1)]);
    const server = serveGallery({ bodies: { 2020: body } });
    await expect(getYearPhotosBody(2020)).resolves.toEqual(body);
    expect(server.calls).toEqual([
      {
        method: 'GET',
        path: '/api/facebook-photos?year=2020',
        auth: null,
        signal: undefined,
        hasSignal: false,
      },
    ]);
  });

  it('passes the signal it is given', async () => {
    const server = serveGallery();
    const controller = new AbortController();
    await getYearPhotosBody(2019, controller.signal);
    expect(server.calls[0]?.path).toBe('/api/facebook-photos?year=2019');
    expect(server.calls[0]?.signal).toBe(controller.signal);
  });

  it('returns a body without a photos array as it is (not an error)', async () => {
    serveGallery({ bodies: { 2020: { fotos: [] } } });
    await expect(getYearPhotosBody(2020)).resolves.toEqual({ fotos: [] });
  });

  it('returns undefined for a body that is not JSON', async () => {
    const server = serveGallery();
    server.answer('GET /api/facebook-photos?year=2020', () => new Response('<html>'));
    await expect(getYearPhotosBody(2020)).resolves.toBeUndefined();
  });

  it("throws the server's refusal with its status and message", async () => {
    const server = serveGallery();
    server.answer('GET /api/facebook-photos?year=2020', () =>
      Response.json(refusal(502, MESSAGES.upstreamFailed), { status: 502 }),
    );
    const error: unknown = await getYearPhotosBody(2020).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(502);
    expect((error as ApiRequestError).body?.message).toBe(MESSAGES.upstreamFailed);
  });
});

describe('getGalleryYears', () => {
  it('GET /api/gallery/years: the years as the server orders them, without the token', async () => {
    const server = serveGallery({ years: [2025, 2021, 2019] });
    await expect(getGalleryYears()).resolves.toEqual([2025, 2021, 2019]);
    expect(server.calls).toEqual([
      {
        method: 'GET',
        path: '/api/gallery/years',
        auth: null,
        signal: undefined,
        hasSignal: false,
      },
    ]);
  });

  it('passes the signal it is given', async () => {
    const server = serveGallery({ years: [2024] });
    const controller = new AbortController();
    await expect(getGalleryYears(controller.signal)).resolves.toEqual([2024]);
    expect(server.calls[0]?.signal).toBe(controller.signal);
  });

  it('refuses a body the schema does not accept', async () => {
    const server = serveGallery();
    server.answer('GET /api/gallery/years', () => Response.json({ years: ['2024'] }));
    await expect(getGalleryYears()).rejects.toThrow();
    server.answer('GET /api/gallery/years', () => Response.json([2024]));
    await expect(getGalleryYears()).rejects.toThrow();
  });
});

describe('uploadPhotos', () => {
  it('POSTs every file in the "fotos" field with the token to the year, and returns the photos', async () => {
    fakeXhr();
    const files = [jpeg('a.jpg'), jpeg('b.jpg')];
    const pending = uploadPhotos(2021, files);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/gallery/2021/photos');
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    });
    const sent = xhr.body?.getAll('fotos') ?? [];
    expect(sent).toHaveLength(2);
    expect(sent.map((file) => (file as File).name)).toEqual(['a.jpg', 'b.jpg']);
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['fotos', 'fotos']);
    await xhr.respond(201, { photos: [own(8), own(9)] });
    await expect(pending).resolves.toEqual([own(8), own(9)]);
  });

  it('reports progress and stops when the signal aborts', async () => {
    fakeXhr();
    const controller = new AbortController();
    const onProgress = vi.fn();
    const outcome = uploadPhotos(2020, [jpeg('a.jpg')], {
      onProgress,
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    const xhr = lastXhr();
    await xhr.progress(1, 4);
    expect(onProgress).toHaveBeenCalledWith(0.25);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('refuses an answer that is not a list of photos', async () => {
    fakeXhr();
    const outcome = uploadPhotos(2020, [jpeg('a.jpg')]).catch((caught: unknown) => caught);
    await lastXhr().respond(201, { photos: [{ id: 'ocho' }] });
    expect(await outcome).toBeInstanceOf(Error);
    expect(await outcome).not.toBeInstanceOf(ApiRequestError);
  });

  it("throws the server's refusal", async () => {
    fakeXhr();
    const message = 'La foto «a.jpg» no se pudo subir.';
    const outcome = uploadPhotos(2020, [jpeg('a.jpg')]).catch((caught: unknown) => caught);
    await lastXhr().respond(400, refusal(400, message, 'fotos'));
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(400);
    expect((error as ApiRequestError).body?.message).toBe(message);
  });
});

describe('deletePhoto', () => {
  it('DELETE /api/gallery/photos/{id} with the token', async () => {
    const server = serveGallery();
    await expect(deletePhoto(7)).resolves.toBeUndefined();
    expect(server.calls).toEqual([
      {
        method: 'DELETE',
        path: '/api/gallery/photos/7',
        auth: `Bearer ${token}`,
        signal: undefined,
        hasSignal: false,
      },
    ]);
  });

  it('throws a refusal; a 401 ends the session', async () => {
    const server = serveGallery();
    server.answer('DELETE /api/gallery/photos/7', () =>
      Response.json(refusal(404, MESSAGES.notFound), { status: 404 }),
    );
    const missing: unknown = await deletePhoto(7).catch((caught: unknown) => caught);
    expect((missing as ApiRequestError).status).toBe(404);
    expect(readToken()).toBe(token);

    server.answer('DELETE /api/gallery/photos/7', () =>
      Response.json(refusal(401, MESSAGES.sessionExpired), { status: 401 }),
    );
    const refused: unknown = await deletePhoto(7).catch((caught: unknown) => caught);
    expect((refused as ApiRequestError).status).toBe(401);
    expect(readToken()).toBeNull();
  });
});
