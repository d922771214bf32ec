// @time-zones
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chileYear } from '@lbj/shared';
import {
  FacebookError,
  createFacebookClient,
  parseGraphTime,
  pickRendition,
  type FacebookClientOptions,
} from './facebook.client.ts';
import {
  fakeGraphPhoto,
  manualDeadlines,
  startFakeGraph,
  type FakeGraph,
  type FakeGraphOptions,
} from './fake-graph.test-support.ts';

const TOKEN = 'EAAB-page-token-SECRET-1234567890';
const PAGE_ID = 'lebeaujour';

let fake: FakeGraph | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function clientFor(
  fakeOptions: FakeGraphOptions,
  clientOptions: Partial<FacebookClientOptions> = {},
) {
  fake = await startFakeGraph({ pageId: PAGE_ID, accessToken: TOKEN, ...fakeOptions });
  const client = createFacebookClient({
    graphUrl: fake.url,
    graphVersion: 'v21.0',
    pageId: PAGE_ID,
    accessToken: TOKEN,
    fetch,
    ...clientOptions,
  });
  return { client, fake };
}

async function failureOf(promise: Promise<unknown>): Promise<FacebookError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FacebookError);
    return error as FacebookError;
  }
  throw new Error('expected a FacebookError');
}

/**
 * The client's error for a year whose `requests`-th request the Graph never answers: once that
 * request has arrived, the deadline passes.
 */
async function failureOnceHanging(
  fakeOptions: FakeGraphOptions,
  requests: number,
): Promise<{ error: FacebookError; fake: FakeGraph }> {
  const deadlines = manualDeadlines();
  const { client, fake } = await clientFor(fakeOptions, { deadline: deadlines.deadline });
  const failure = failureOf(client.photosOfYear(2024));
  await vi.waitFor(() => {
    expect(fake.requests).toBe(requests);
  });
  deadlines.pass();
  return { error: await failure, fake };
}

function expectNoToken(error: FacebookError) {
  const everything = `${String(error)} ${error.stack ?? ''} ${JSON.stringify(error)}`;
  expect(everything).not.toContain(TOKEN);
}

const url = (id: string, width: number) =>
  `https://scontent.fake.fbcdn.net/v/${id}_${String(width)}.jpg`;

describe('Graph time and the Santiago calendar year', () => {
  it('parses Graph offsets without a colon', () => {
    expect(parseGraphTime('2024-12-31T23:30:00+0000')?.toISOString()).toBe(
      '2024-12-31T23:30:00.000Z',
    );
    expect(parseGraphTime('not a date')).toBeNull();
  });

  it('counts New Year in Chile, not in UTC (summer time, UTC-3)', () => {
    // 23:30 on 31 December in Santiago is already 2025 in UTC.
    expect(chileYear(new Date('2025-01-01T02:30:00Z'))).toBe(2024);
    expect(chileYear(new Date('2025-01-01T03:00:00Z'))).toBe(2025);
  });
});

describe('pickRendition', () => {
  const image = (width: number, source = `https://cdn.example/${String(width)}.jpg`) => ({
    source,
    width,
    height: width,
  });

  it('takes the largest rendition no wider than 2048 px', () => {
    expect(pickRendition([image(4032), image(2048), image(1440), image(480)])).toBe(
      'https://cdn.example/2048.jpg',
    );
    expect(pickRendition([image(3000), image(2049), image(1200), image(600)])).toBe(
      'https://cdn.example/1200.jpg',
    );
  });

  it('falls back to the narrowest when every rendition is wider than 2048 px', () => {
    expect(pickRendition([image(4096), image(3000)])).toBe('https://cdn.example/3000.jpg');
  });

  it('ignores renditions that are not https URLs or are malformed', () => {
    expect(
      pickRendition([
        image(1600, 'javascript:alert(1)'),
        image(1500, 'http://insecure.example/a.jpg'),
        { source: 42, width: 1400, height: 1 },
        image(800),
      ]),
    ).toBe('https://cdn.example/800.jpg');
    expect(pickRendition([])).toBeNull();
  });

  it('ignores a source that is not a URL at all', () => {
    expect(pickRendition([image(1600, 'not a url'), image(800)])).toBe(
      'https://cdn.example/800.jpg',
    );
  });
});

describe('FacebookClient against the fake Graph API', () => {
  it('asks for uploaded photos with images and created_time, 100 at a time', async () => {
    const { client, fake } = await clientFor({
      photos: [fakeGraphPhoto('a', '2024-05-01T12:00:00+0000')],
    });
    await client.photosOfYear(2024);
    expect(fake.requestLog).toEqual([
      `/v21.0/${PAGE_ID}/photos?type=uploaded&fields=images%2Ccreated_time&limit=100&access_token=[token]`,
    ]);
  });

  it('follows paging.next over several pages and stops once the year is passed', async () => {
    const photos = [
      fakeGraphPhoto('p2025a', '2025-02-01T12:00:00+0000'),
      fakeGraphPhoto('p2025b', '2025-01-15T12:00:00+0000'),
      fakeGraphPhoto('p2024a', '2024-11-20T12:00:00+0000'),
      fakeGraphPhoto('p2024b', '2024-09-01T12:00:00+0000'),
      fakeGraphPhoto('p2024c', '2024-06-01T12:00:00+0000'),
      fakeGraphPhoto('p2024d', '2024-03-01T12:00:00+0000'),
      fakeGraphPhoto('p2023a', '2023-12-01T12:00:00+0000'),
      fakeGraphPhoto('p2023b', '2023-10-01T12:00:00+0000'),
      fakeGraphPhoto('p2022a', '2022-10-01T12:00:00+0000'),
      fakeGraphPhoto('p2021a', '2021-10-01T12:00:00+0000'),
    ];
    const { client, fake } = await clientFor({ photos, pageSize: 3 });

    const urls = await client.photosOfYear(2024);

    expect(urls).toEqual(['p2024a', 'p2024b', 'p2024c', 'p2024d'].map((id) => url(id, 2048)));
    // Pages: [2025a,2025b,2024a] [2024b,2024c,2024d] [2023a,...] then stop: 3 of 4 pages.
    expect(fake.requests).toBe(3);
    expect(fake.requestLog[1]).toContain('after=');
  });

  it('reads to the last page for the oldest year', async () => {
    const photos = [
      fakeGraphPhoto('new', '2024-02-01T12:00:00+0000'),
      fakeGraphPhoto('mid', '2023-02-01T12:00:00+0000'),
      fakeGraphPhoto('old', '2012-02-01T12:00:00+0000'),
    ];
    const { client, fake } = await clientFor({ photos, pageSize: 1 });
    expect(await client.photosOfYear(2012)).toEqual([url('old', 2048)]);
    expect(fake.requests).toBe(3);
  });

  it('places photos near New Year in the Santiago year, whatever the UTC year', async () => {
    const photos = [
      // 00:30 on 1 January 2025 in Santiago.
      fakeGraphPhoto('ny2025', '2025-01-01T03:30:00+0000'),
      // 23:30 on 31 December 2024 in Santiago, already 2025 in UTC.
      fakeGraphPhoto('nye2024', '2025-01-01T02:30:00+0000'),
      // Winter time (UTC-4): 08:00 on 15 July 2024.
      fakeGraphPhoto('winter2024', '2024-07-15T12:00:00+0000'),
      // 00:00 on 1 January 2024 in Santiago.
      fakeGraphPhoto('ny2024', '2024-01-01T03:00:00+0000'),
      // 23:59:59 on 31 December 2023 in Santiago, already 2024 in UTC.
      fakeGraphPhoto('nye2023', '2024-01-01T02:59:59+0000'),
    ];
    const { client } = await clientFor({ photos, pageSize: 2 });

    expect(await client.photosOfYear(2024)).toEqual([
      url('nye2024', 2048),
      url('winter2024', 2048),
      url('ny2024', 2048),
    ]);
    expect(await client.photosOfYear(2025)).toEqual([url('ny2025', 2048)]);
    expect(await client.photosOfYear(2023)).toEqual([url('nye2023', 2048)]);
  });

  it('gives each photo its largest rendition no wider than 2048 px', async () => {
    const photos = [
      fakeGraphPhoto('big', '2024-05-03T12:00:00+0000', [5000, 2560, 2048, 1080]),
      fakeGraphPhoto('odd', '2024-05-02T12:00:00+0000', [3024, 2100, 1920, 720]),
      fakeGraphPhoto('small', '2024-05-01T12:00:00+0000', [800, 640]),
    ];
    const { client } = await clientFor({ photos });
    expect(await client.photosOfYear(2024)).toEqual([
      url('big', 2048),
      url('odd', 1920),
      url('small', 800),
    ]);
  });

  it('skips malformed entries but keeps the rest of the page', async () => {
    const body = JSON.stringify({
      data: [
        { id: '1', created_time: 'yesterday', images: [] },
        { id: '2' },
        fakeGraphPhoto('good', '2024-05-01T12:00:00+0000'),
        { id: '3', created_time: '2024-04-01T12:00:00+0000', images: 'nope' },
      ],
    });
    const { client } = await clientFor({ failure: { kind: 'malformed', body } });
    expect(await client.photosOfYear(2024)).toEqual([url('good', 2048)]);
  });

  it('lists the Santiago years that have photos, reading only created_time', async () => {
    const photos = [
      fakeGraphPhoto('a', '2025-01-01T02:30:00+0000'),
      fakeGraphPhoto('b', '2023-06-01T12:00:00+0000'),
      fakeGraphPhoto('c', '2023-05-01T12:00:00+0000'),
      fakeGraphPhoto('d', '2019-05-01T12:00:00+0000'),
    ];
    const { client, fake } = await clientFor({ photos, pageSize: 1 });
    expect(await client.photoYears()).toEqual([2024, 2023, 2019]);
    expect(fake.requests).toBe(4);
    expect(fake.requestLog[0]).toContain('fields=created_time&');
  });

  it('turns an upstream 500 into a token-free FacebookError', async () => {
    const { client } = await clientFor({ failure: { kind: 'status', status: 500 } });
    const error = await failureOf(client.photosOfYear(2024));
    expect(error.kind).toBe('status');
    expect(error.upstreamStatus).toBe(500);
    expectNoToken(error);
  });

  it('reports a Graph error code (a revoked token) without the token', async () => {
    const { client } = await clientFor({}, { accessToken: `${TOKEN}-revoked` });
    const error = await failureOf(client.photosOfYear(2024));
    expect(error).toMatchObject({ kind: 'status', upstreamStatus: 400, graphCode: 190 });
    expect(`${String(error)} ${error.stack ?? ''}`).not.toContain(TOKEN);
  });

  it('fails a page that does not answer within the timeout', async () => {
    const { error } = await failureOnceHanging({ failure: { kind: 'hang' } }, 1);
    expect(error.kind).toBe('timeout');
    expectNoToken(error);
  });

  it('times out a later page too, after the first pages succeeded', async () => {
    const photos = [
      fakeGraphPhoto('a', '2024-05-03T12:00:00+0000'),
      fakeGraphPhoto('b', '2024-05-02T12:00:00+0000'),
    ];
    const { error, fake } = await failureOnceHanging(
      { photos, pageSize: 1, failure: (n) => (n === 2 ? { kind: 'hang' } : undefined) },
      2,
    );
    expect(error.kind).toBe('timeout');
    expect(fake.requests).toBe(2);
  });

  it('rejects a body that is not JSON, or JSON without a data array', async () => {
    const { client, fake } = await clientFor({ failure: { kind: 'malformed' } });
    expect((await failureOf(client.photosOfYear(2024))).kind).toBe('malformed');
    fake.setFailure({ kind: 'malformed', body: JSON.stringify({ photos: [] }) });
    expect((await failureOf(client.photosOfYear(2024))).kind).toBe('malformed');
    fake.setFailure({ kind: 'malformed', body: '{"data": [' });
    expect((await failureOf(client.photosOfYear(2024))).kind).toBe('malformed');
  });

  it('never follows a paging link to another host, since it carries the token', async () => {
    let calls = 0;
    const countingFetch: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const body = JSON.stringify({
      data: [fakeGraphPhoto('a', '2024-05-01T12:00:00+0000')],
      paging: { next: `https://evil.example/photos?access_token=${TOKEN}` },
    });
    const { client } = await clientFor(
      { failure: { kind: 'malformed', body } },
      { fetch: countingFetch },
    );
    const error = await failureOf(client.photosOfYear(2024));
    expect(error.kind).toBe('malformed');
    expect(calls).toBe(1);
    expectNoToken(error);
  });

  it('reports a refused connection as a network failure without the token', async () => {
    const { client, fake } = await clientFor({});
    await fake.close();
    const error = await failureOf(client.photosOfYear(2024));
    expect(error.kind).toBe('network');
    expectNoToken(error);
  });

  it('stops at the page cap instead of paging forever', async () => {
    const photos = Array.from({ length: 10 }, (_, i) =>
      fakeGraphPhoto(`p${String(i)}`, `2024-05-${String(20 - i).padStart(2, '0')}T12:00:00+0000`),
    );
    const { client, fake } = await clientFor({ photos, pageSize: 1 }, { maxPages: 4 });
    expect(await client.photosOfYear(2024)).toHaveLength(4);
    expect(fake.requests).toBe(4);
  });
});

describe('FacebookClient: what each answer of the Graph API becomes', () => {
  const GRAPH = 'https://graph.fake.example';

  /** A client whose fetch answers from `answer`, and the requests it made. */
  function clientAnswering(answer: (url: string) => Response) {
    const requests: { url: string; init: RequestInit | undefined }[] = [];
    const client = createFacebookClient({
      graphUrl: GRAPH,
      graphVersion: 'v21.0',
      pageId: PAGE_ID,
      accessToken: TOKEN,
      fetch: (input, init) => {
        const address = input instanceof Request ? input.url : String(input);
        requests.push({ url: address, init });
        // As fetch does: a request whose signal is already aborted fails at once.
        if (init?.signal?.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
        return Promise.resolve(answer(address));
      },
    });
    return { client, requests };
  }

  const page = (data: unknown[], next?: string) =>
    Response.json({ data, ...(next ? { paging: { next } } : {}) });

  it('describes a failure for the log with its kind, HTTP status and Graph code, never more', () => {
    expect(new FacebookError('status', 400, 190)).toMatchObject({
      name: 'FacebookError',
      message: 'Graph API status (HTTP 400) (code 190)',
    });
    expect(new FacebookError('malformed', 200).message).toBe('Graph API malformed (HTTP 200)');
    expect(new FacebookError('timeout').message).toBe('Graph API timeout');
  });

  it('asks for JSON and never follows a redirect', async () => {
    const { client, requests } = clientAnswering(() => page([]));
    await client.photosOfYear(2024);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.init).toMatchObject({
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
  });

  it('calls an error page that is not JSON a status failure, and a 300 too', async () => {
    const html = clientAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failureOf(html.client.photosOfYear(2024))).toMatchObject({
      kind: 'status',
      upstreamStatus: 502,
    });
    const moved = clientAnswering(() => new Response('Moved', { status: 300 }));
    expect(await failureOf(moved.client.photosOfYear(2024))).toMatchObject({
      kind: 'status',
      upstreamStatus: 300,
    });
    const movedJson = clientAnswering(() => Response.json({ data: [] }, { status: 300 }));
    expect(await failureOf(movedJson.client.photosOfYear(2024))).toMatchObject({
      kind: 'status',
      upstreamStatus: 300,
    });
  });

  it('says "aborted" when the caller gave up, not a network failure', async () => {
    const { client } = clientAnswering(() => page([]));
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(client.photosOfYear(2024, controller.signal));
    expect(error.kind).toBe('aborted');
  });

  it('stops at an empty page even when it links to another', async () => {
    const { client, requests } = clientAnswering(() => page([], `${GRAPH}/v21.0/next-page`));
    expect(await client.photoYears()).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('skips a photo with an unreadable date or without a usable rendition', async () => {
    const good = fakeGraphPhoto('good', '2024-05-01T12:00:00+0000');
    const { client } = clientAnswering(() =>
      page([
        { ...fakeGraphPhoto('sin-fecha', 'ayer'), created_time: 'ayer' },
        { ...fakeGraphPhoto('sin-imagen', '2024-05-02T12:00:00+0000'), images: [] },
        good,
      ]),
    );
    expect(await client.photosOfYear(2024)).toEqual([url('good', 2048)]);
  });

  it('keeps the offset of a Graph time that is not UTC', () => {
    expect(parseGraphTime('2024-06-01T12:00:00-0300')?.toISOString()).toBe(
      '2024-06-01T15:00:00.000Z',
    );
    expect(parseGraphTime('2024-06-01T12:00:00+0530')?.toISOString()).toBe(
      '2024-06-01T06:30:00.000Z',
    );
  });

  it('refuses a paging link that is not a URL, without following it', async () => {
    const photo = fakeGraphPhoto('a', '2024-05-01T12:00:00+0000');
    const { client, requests } = clientAnswering(() => page([photo], 'not a url'));
    const error = await failureOf(client.photosOfYear(2024));
    expect(error.kind).toBe('malformed');
    expect(requests).toHaveLength(1);
  });

  it('lists the years newest first, from the school’s first year on, in whatever order they come', async () => {
    const { client } = clientAnswering(() =>
      page([
        fakeGraphPhoto('a', '2019-05-01T12:00:00+0000'),
        fakeGraphPhoto('b', '2024-05-01T12:00:00+0000'),
        fakeGraphPhoto('c', '1983-05-01T12:00:00+0000'),
        fakeGraphPhoto('d', '1982-05-01T12:00:00+0000'),
        fakeGraphPhoto('e', '2021-05-01T12:00:00+0000'),
      ]),
    );
    expect(await client.photoYears()).toEqual([2024, 2021, 2019, 1983]);
  });
});
