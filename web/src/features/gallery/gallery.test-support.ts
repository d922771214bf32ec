// What the gallery's tests share: photos as the API gives them, the year's body, small image
// files, the gallery API at the network edge (fetch) and a stand-in for XMLHttpRequest (uploads
// go through it, for their progress).
import { API_PATHS, MESSAGES, type GalleryPhoto } from '@lbj/shared';
import { vi } from 'vitest';

/** A library photo of 2020 with two renditions. */
export function own(id: number): GalleryPhoto {
  return {
    id,
    year: 2020,
    url: `/uploads/p${String(id)}-960.webp`,
    width: 1600,
    height: 1200,
    variants: [
      { width: 480, url: `/uploads/p${String(id)}-480.webp` },
      { width: 960, url: `/uploads/p${String(id)}-960.webp` },
    ],
    createdAt: '2020-05-01T12:00:00.000Z',
  };
}

export const FACEBOOK_URL = 'https://scontent.example.net/fb-1.jpg';

/** GET /api/facebook-photos?year= as the server sends it: photos and, in order, items. */
export function yearBody(
  library: readonly GalleryPhoto[],
  facebook: readonly string[] = [FACEBOOK_URL],
) {
  return {
    photos: [...library.map((photo) => photo.url), ...facebook],
    items: [
      ...library.map(({ url, id, variants }) => ({ url, id, variants })),
      ...facebook.map((url) => ({ url, id: null, variants: [] })),
    ],
  };
}

/** A JPEG of `size` bytes as the browser reports it. */
export function jpeg(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A refusal as the server sends it. */
export const refusal = (status: number, message: string, field?: string) => ({
  statusCode: status,
  error: message,
  message,
  ...(field ? { field } : {}),
});

/** A promise the test settles when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** One request as the fake server saw it. */
interface SeenCall {
  method: string;
  path: string;
  auth: string | null;
  signal: AbortSignal | undefined;
  hasSignal: boolean;
}

/**
 * The gallery API behind fetch: GET of a year answers with `bodies[year]` (or an empty year),
 * GET of the years with `years`, DELETE of a photo with 204. `answer(key, …)` overrides a call
 * by "METHOD path" (every time), `hold(key)` keeps the next answer until `release`.
 */
export function serveGallery(options: { bodies?: Record<number, unknown>; years?: number[] } = {}) {
  const bodies = options.bodies ?? {};
  const calls: SeenCall[] = [];
  const overrides = new Map<string, () => Response | Promise<Response>>();

  const normal = (method: string, path: string): Response => {
    if (method === 'GET' && path === API_PATHS.galleryYears) {
      return Response.json({ years: options.years ?? [] });
    }
    const match = /^\/api\/facebook-photos\?year=(\d+)$/.exec(path);
    if (method === 'GET' && match) {
      return Response.json(bodies[Number(match[1])] ?? { photos: [], items: [] });
    }
    if (method === 'DELETE' && path.startsWith('/api/gallery/photos/')) {
      return new Response(null, { status: 204 });
    }
    return Response.json(refusal(404, MESSAGES.notFound), { status: 404 });
  };

  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: url,
      auth: new Headers(init.headers).get('Authorization'),
      signal: init.signal ?? undefined,
      hasSignal: 'signal' in init,
    });
    const override = overrides.get(`${method} ${url}`);
    return Promise.resolve(override ? override() : normal(method, url));
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetchMock,
    /** Every call that is not the year's or the years' read. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    answer: (key: string, response: () => Response | Promise<Response>) => {
      overrides.set(key, response);
    },
    hold: (key: string) => {
      const gate = deferred<undefined>();
      overrides.set(key, async () => {
        await gate.promise;
        overrides.delete(key);
        const [method = 'GET', path = ''] = key.split(' ');
        return normal(method, path);
      });
      return {
        release: () => {
          gate.resolve(undefined);
        },
      };
    },
  };
}

export { FakeXhr, fakeXhr, lastXhr } from '../../test/fake-xhr.ts';
