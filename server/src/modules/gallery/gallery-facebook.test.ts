import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  MESSAGES,
  apiErrorSchema,
  galleryPhotoListSchema,
  galleryPhotosSchema,
  galleryYearSchema,
  galleryYearsSchema,
} from '@lbj/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  fakeGraphPhoto,
  manualDeadlines,
  startFakeGraph,
  type FakeGraph,
  type FakeGraphOptions,
} from './fake-graph.test-support.ts';
import { adminToken, fixtures, uploadPhotos } from './gallery.test-support.ts';

/** GET /api/facebook-photos and /api/gallery/years with a Facebook page, against a fake Graph. */

const TOKEN = 'EAAGpageTOKEN-never-shown-0123456789abcdef';
const PAGE_ID = 'colegiolebeaujour';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const url = (id: string, width = 2048) =>
  `https://scontent.fake.fbcdn.net/v/${id}_${String(width)}.jpg`;

const PHOTOS = [
  fakeGraphPhoto('p2025a', '2025-02-20T15:00:00+0000'),
  // 00:30 on 1 January 2025 in Santiago.
  fakeGraphPhoto('p2025ny', '2025-01-01T03:30:00+0000'),
  // 23:30 on 31 December 2024 in Santiago: 2025 in UTC, 2024 for the school.
  fakeGraphPhoto('p2024nye', '2025-01-01T02:30:00+0000'),
  fakeGraphPhoto('p2024b', '2024-09-18T14:00:00+0000'),
  fakeGraphPhoto('p2024c', '2024-03-04T12:00:00+0000', [3000, 1440, 720]),
  // 23:59:59 on 31 December 2023 in Santiago.
  fakeGraphPhoto('p2023nye', '2024-01-01T02:59:59+0000'),
  fakeGraphPhoto('p2023a', '2023-06-01T12:00:00+0000'),
  fakeGraphPhoto('p2021a', '2021-11-01T12:00:00+0000'),
];
const PHOTOS_2024 = [url('p2024nye'), url('p2024b'), url('p2024c', 1440)];

interface Setup {
  t: TestApp;
  fake: FakeGraph;
  advance: (ms: number) => void;
  get: (path: string) => Promise<{ status: number; json: unknown }>;
}

let open: Setup | undefined;
afterEach(async () => {
  await open?.t.close();
  await open?.fake.close();
  open = undefined;
});

/** Every response of these tests is checked for the token, status and body and headers. */
async function setup(
  fakeOptions: FakeGraphOptions = {},
  options: { fetch?: typeof fetch; configured?: boolean; deadline?: () => AbortSignal } = {},
): Promise<Setup> {
  const fake = await startFakeGraph({
    pageId: PAGE_ID,
    accessToken: TOKEN,
    photos: PHOTOS,
    pageSize: 2,
    ...fakeOptions,
  });
  let nowMs = Date.parse('2025-03-10T12:00:00-03:00');
  const t = await createTestApp(
    {
      FACEBOOK_GRAPH_URL: fake.url,
      ...(options.configured === false
        ? {}
        : { FACEBOOK_PAGE_ID: PAGE_ID, FACEBOOK_ACCESS_TOKEN: TOKEN }),
    },
    {
      now: () => new Date(nowMs),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.deadline === undefined ? {} : { facebookDeadline: options.deadline }),
    },
  );
  const get = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.body).not.toContain(TOKEN);
    expect(JSON.stringify(response.headers)).not.toContain(TOKEN);
    return { status: response.statusCode, json: response.json<unknown>() };
  };
  open = {
    t,
    fake,
    advance: (ms) => {
      nowMs += ms;
    },
    get,
  };
  return open;
}

const photosOf = (json: unknown) => galleryPhotosSchema.parse(json).photos;

function expectUpstreamFailure(response: { status: number; json: unknown }) {
  expect(response.status).toBe(502);
  expect(apiErrorSchema.parse(response.json)).toEqual({
    statusCode: 502,
    error: MESSAGES.upstreamFailed,
    message: MESSAGES.upstreamFailed,
  });
}

describe('GET /api/facebook-photos with a Facebook page', () => {
  it("serves the year's photos, paging through Graph and filtering by Santiago year", async () => {
    const { get, fake } = await setup();
    const response = await get(API_PATHS.facebookPhotos(2024));
    expect(response.status).toBe(200);
    expect(photosOf(response.json)).toEqual(PHOTOS_2024);
    // Pages of 2: [2025a, 2025ny] [2024nye, 2024b] [2024c, 2023nye] → passed 2024, stop.
    expect(fake.requests).toBe(3);
    expect(fake.requestLog[0]).toBe(
      `/v21.0/${PAGE_ID}/photos?type=uploaded&fields=images%2Ccreated_time&limit=100&access_token=[token]`,
    );

    expect(photosOf((await get(API_PATHS.facebookPhotos(2025))).json)).toEqual([
      url('p2025a'),
      url('p2025ny'),
    ]);
    expect(photosOf((await get(API_PATHS.facebookPhotos(2023))).json)).toEqual([
      url('p2023nye'),
      url('p2023a'),
    ]);
    expect(photosOf((await get(API_PATHS.facebookPhotos(2022))).json)).toEqual([]);
  });

  it('answers an invalid year with 400 without calling Facebook', async () => {
    const { get, fake } = await setup();
    for (const year of ['1982', '2026', 'dos mil', '']) {
      const response = await get(API_PATHS.facebookPhotos(year));
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ message: MESSAGES.invalidYear });
    }
    expect(fake.requests).toBe(0);
  });

  it('does not call Facebook when the page id or token is missing', async () => {
    const { get, fake } = await setup({}, { configured: false });
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual([]);
    expect((await get(API_PATHS.galleryYears)).json).toEqual({ years: [] });
    expect(fake.requests).toBe(0);
  });
});

describe('upstream failures without a cached copy', () => {
  it('answers 502 with a Spanish message on an upstream 500', async () => {
    const { get, fake } = await setup({ failure: { kind: 'status', status: 500 } });
    expectUpstreamFailure(await get(API_PATHS.facebookPhotos(2024)));
    expect(fake.requests).toBe(1);
  });

  it('answers 502 when the token is refused (Graph error 190)', async () => {
    const { get } = await setup({ accessToken: 'another-token' });
    expectUpstreamFailure(await get(API_PATHS.facebookPhotos(2024)));
  });

  it('answers 502 on a malformed body', async () => {
    const { get } = await setup({ failure: { kind: 'malformed' } });
    expectUpstreamFailure(await get(API_PATHS.facebookPhotos(2024)));
  });

  it('answers 502 when Facebook does not answer in time', async () => {
    // The app's own client against a Graph that never answers: once the request has arrived,
    // the deadline (10 s in production) passes; with nothing cached, the documented 502.
    const deadlines = manualDeadlines();
    const { get, fake } = await setup({ failure: { kind: 'hang' } }, deadlines);
    const answer = get(API_PATHS.facebookPhotos(2024));
    await vi.waitFor(() => {
      expect(fake.requests).toBe(1);
    });
    deadlines.pass();
    expectUpstreamFailure(await answer);
    expect(fake.requests).toBe(1);
  });

  it('serves the stale copy when a refresh times out, and 502 once it is a day old', async () => {
    const deadlines = manualDeadlines();
    const { get, fake, advance } = await setup({}, deadlines);
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
    fake.setFailure({ kind: 'hang' });
    advance(2 * HOUR);
    const before = fake.requests;
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
    // The background refresh reached the silent Graph; after its deadline it gives up.
    await vi.waitFor(() => {
      expect(fake.requests).toBe(before + 1);
    });
    deadlines.pass();
    // A day old, the copy is no longer served; the Graph failed a moment ago: not asked again.
    advance(22 * HOUR);
    expectUpstreamFailure(await get(API_PATHS.facebookPhotos(2024)));
    expect(fake.requests).toBe(before + 1);
  });

  it('gives library and Facebook photos in one request: photos and items in the same order', async () => {
    const { t, get } = await setup();
    const token = await adminToken(t);
    const upload = await uploadPhotos(
      t,
      2024,
      [{ name: 'a.jpg', bytes: await fixtures.jpeg() }],
      token,
    );
    expect(upload.statusCode).toBe(201);
    const [local] = galleryPhotoListSchema.parse(upload.json()).photos;
    if (!local) throw new Error('no photo stored');

    const body = galleryYearSchema.parse((await get(API_PATHS.facebookPhotos(2024))).json);
    expect(body.photos).toEqual([local.url, ...PHOTOS_2024]);
    expect(body.items).toEqual([
      { url: local.url, id: local.id, variants: local.variants },
      ...PHOTOS_2024.map((photo) => ({ url: photo, id: null, variants: [] })),
    ]);
  });

  it('answers 502 when a later page fails, and recovers on the next request', async () => {
    const { get, fake } = await setup({
      failure: (n) => (n === 2 ? { kind: 'status', status: 503 } : undefined),
    });
    expectUpstreamFailure(await get(API_PATHS.facebookPhotos(2024)));
    fake.setFailure(undefined);
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
  });
});

describe('the per-year cache', () => {
  it('makes no upstream call for a second request within the hour', async () => {
    const { get, fake, advance } = await setup();
    await get(API_PATHS.facebookPhotos(2024));
    const calls = fake.requests;
    advance(59 * MINUTE);
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
    expect(fake.requests).toBe(calls);
  });

  it('caches each year on its own', async () => {
    const { get, fake } = await setup();
    await get(API_PATHS.facebookPhotos(2024));
    const calls = fake.requests;
    await get(API_PATHS.facebookPhotos(2025));
    expect(fake.requests).toBeGreaterThan(calls);
  });

  it('after an hour serves the stale copy at once while one refresh runs', async () => {
    const { get, fake, advance } = await setup();
    await get(API_PATHS.facebookPhotos(2024));
    const calls = fake.requests;

    fake.setPhotos([fakeGraphPhoto('p2024new', '2024-06-01T12:00:00+0000'), ...PHOTOS]);
    // Graph answers only when the test says so: both requests below are answered while the
    // refresh is still waiting for it, which proves they did not wait.
    let answerGraph: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      answerGraph = resolve;
    });
    fake.setFailure({ kind: 'held', until: held });
    advance(HOUR);

    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
    // One refresh for both requests: its first page is on its way, held.
    await vi.waitFor(() => {
      expect(fake.requests).toBe(calls + 1);
    });
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
    expect(fake.requests).toBe(calls + 1);

    fake.setFailure(undefined);
    answerGraph();
    await vi.waitFor(
      async () => {
        expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual([
          url('p2024nye'),
          url('p2024b'),
          url('p2024new'),
          url('p2024c', 1440),
        ]);
      },
      // As long as a loaded machine needs: it ends as soon as the photos are there.
      { timeout: 30_000, interval: 50 },
    );
  });

  it('serves the stale copy for up to 24 hours while Facebook fails, then 502', async () => {
    const { get, fake, advance } = await setup();
    await get(API_PATHS.facebookPhotos(2024));
    fake.setFailure({ kind: 'status', status: 500 });

    advance(2 * HOUR);
    const before = fake.requests;
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);
    // The background refresh did run, and failed.
    await vi.waitFor(() => {
      expect(fake.requests).toBeGreaterThan(before);
    });

    advance(22 * HOUR - 1);
    expect(photosOf((await get(API_PATHS.facebookPhotos(2024))).json)).toEqual(PHOTOS_2024);

    advance(1);
    expectUpstreamFailure(await get(API_PATHS.facebookPhotos(2024)));
  });

  it('merges library photos (first) with Facebook photos', async () => {
    const { t, get } = await setup();
    const token = await adminToken(t);
    const upload = await uploadPhotos(
      t,
      2024,
      [{ name: 'a.jpg', bytes: await fixtures.jpeg() }],
      token,
    );
    expect(upload.statusCode).toBe(201);
    const [local] = galleryPhotoListSchema.parse(upload.json()).photos;

    const photos = photosOf((await get(API_PATHS.facebookPhotos(2024))).json);
    expect(photos).toEqual([local?.url, ...PHOTOS_2024]);
  });
});

describe('GET /api/gallery/years with a Facebook page', () => {
  it('lists years with Facebook or library photos, newest first', async () => {
    const { t, get, fake } = await setup();
    const token = await adminToken(t);
    const upload = await uploadPhotos(
      t,
      2018,
      [{ name: 'a.jpg', bytes: await fixtures.jpeg() }],
      token,
    );
    expect(upload.statusCode).toBe(201);

    const response = await get(API_PATHS.galleryYears);
    expect(galleryYearsSchema.parse(response.json)).toEqual({
      years: [2025, 2024, 2023, 2021, 2018],
    });
    expect(fake.requestLog[0]).toContain('fields=created_time&');

    // Cached like the photos: no new upstream call within the hour.
    const calls = fake.requests;
    await get(API_PATHS.galleryYears);
    expect(fake.requests).toBe(calls);
  });

  it('falls back to library years and cached years when Facebook fails', async () => {
    const { t, get, fake } = await setup();
    const token = await adminToken(t);
    await uploadPhotos(t, 2018, [{ name: 'a.jpg', bytes: await fixtures.jpeg() }], token);
    // 2024 is cached by the photo call; the years call itself then fails. 2020, asked too, has
    // no Facebook photos: a year cached empty is not listed.
    await get(API_PATHS.facebookPhotos(2024));
    await get(API_PATHS.facebookPhotos(2020));
    fake.setFailure({ kind: 'status', status: 500 });

    const response = await get(API_PATHS.galleryYears);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ years: [2024, 2018] });
  });
});
