import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the Graph API's `/{version}/{page-id}/photos` edge on 127.0.0.1, for tests and
 * offline runs: photos newest first, cursor paging with `paging.next` (which, as on Facebook,
 * carries the access token), field selection, and failures on demand.
 */

interface FakeGraphImage {
  source: string;
  width: number;
  height: number;
}

export interface FakeGraphPhoto {
  id: string;
  /** Graph's format, e.g. `2024-12-31T23:30:00+0000`. */
  created_time: string;
  images: FakeGraphImage[];
}

type FakeGraphFailure =
  /** An HTTP error; the body defaults to a Graph error object. */
  | { kind: 'status'; status: number; body?: string }
  /** 200 with a body that isn't a Graph page. */
  | { kind: 'malformed'; body?: string }
  /** Never answers (until close). */
  | { kind: 'hang' }
  /** Answers normally once `until` settles: the test decides when upstream answers. */
  | { kind: 'held'; until: Promise<unknown> };

export interface FakeGraphOptions {
  pageId?: string;
  accessToken?: string;
  graphVersion?: string;
  photos?: FakeGraphPhoto[];
  /** Photos per page; defaults to the request's `limit`, as on Facebook. */
  pageSize?: number;
  /** Applied to every request, or chosen per request (numbered from 1). */
  failure?: FakeGraphFailure | ((requestNumber: number) => FakeGraphFailure | undefined);
}

export interface FakeGraph {
  /** Base URL for FACEBOOK_GRAPH_URL. */
  url: string;
  /** Requests received so far. */
  readonly requests: number;
  /** Path and query of each request, with the token replaced by `[token]`. */
  readonly requestLog: readonly string[];
  setPhotos(photos: FakeGraphPhoto[]): void;
  setFailure(failure: FakeGraphOptions['failure']): void;
  close(): Promise<void>;
}

const DEFAULT_WIDTHS = [4032, 2048, 1440, 960, 720, 480, 320];

/** A photo with Facebook-like renditions (widest first, as Graph sends them). */
export function fakeGraphPhoto(
  id: string,
  createdTime: string,
  widths: readonly number[] = DEFAULT_WIDTHS,
): FakeGraphPhoto {
  return {
    id,
    created_time: createdTime,
    images: widths.map((width) => ({
      source: `https://scontent.fake.fbcdn.net/v/${id}_${String(width)}.jpg`,
      width,
      height: Math.round((width * 3) / 4),
    })),
  };
}

const graphError = (message: string, type: string, code: number) =>
  JSON.stringify({ error: { message, type, code, fbtrace_id: 'FAKE' } });

export async function startFakeGraph(options: FakeGraphOptions = {}): Promise<FakeGraph> {
  const pageId = options.pageId ?? 'lebeaujour';
  const accessToken = options.accessToken ?? 'fake-page-token';
  const graphVersion = options.graphVersion ?? 'v21.0';
  let photos = options.photos ?? [];
  let failure = options.failure;
  let requests = 0;
  const requestLog: string[] = [];

  const server = http.createServer((req, res) => {
    requests++;
    const requestNumber = requests;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requestLog.push(
      `${url.pathname}?${url.searchParams.toString()}`.replace(
        /access_token=[^&]*/g,
        'access_token=[token]',
      ),
    );
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(body);
    };

    const chosen = typeof failure === 'function' ? failure(requestNumber) : failure;
    if (chosen?.kind === 'hang') return;
    if (chosen?.kind === 'status') {
      send(
        chosen.status,
        chosen.body ?? graphError('An unexpected error has occurred.', 'OAuthException', 2),
      );
      return;
    }
    if (chosen?.kind === 'malformed') {
      send(200, chosen.body ?? '<html><body>Sorry, something went wrong.</body></html>');
      return;
    }

    const answer = () => {
      if (req.method !== 'GET' || url.pathname !== `/${graphVersion}/${pageId}/photos`) {
        send(400, graphError('Unsupported get request.', 'GraphMethodException', 100));
        return;
      }
      if (url.searchParams.get('access_token') !== accessToken) {
        send(400, graphError('Invalid OAuth access token data.', 'OAuthException', 190));
        return;
      }
      const limit = Number(url.searchParams.get('limit') ?? '25');
      const size = options.pageSize ?? (Number.isInteger(limit) && limit > 0 ? limit : 25);
      const offset = Number(
        Buffer.from(url.searchParams.get('after') ?? '', 'base64url').toString() || '0',
      );
      const fields = new Set((url.searchParams.get('fields') ?? '').split(','));
      const sorted = [...photos].sort(
        (a, b) => graphTime(b.created_time) - graphTime(a.created_time),
      );
      const data = sorted.slice(offset, offset + size).map((photo) => ({
        id: photo.id,
        ...(fields.has('created_time') ? { created_time: photo.created_time } : {}),
        ...(fields.has('images') ? { images: photo.images } : {}),
      }));
      const nextOffset = offset + size;
      const paging: Record<string, unknown> = {
        cursors: {
          before: Buffer.from(String(offset)).toString('base64url'),
          after: Buffer.from(String(nextOffset - 1)).toString('base64url'),
        },
      };
      if (nextOffset < sorted.length) {
        const next = new URL(url.pathname, fake.url);
        for (const [name, value] of url.searchParams) {
          if (name !== 'after') next.searchParams.set(name, value);
        }
        next.searchParams.set('after', Buffer.from(String(nextOffset)).toString('base64url'));
        paging['next'] = next.toString();
      }
      send(200, JSON.stringify({ data, paging }));
    };

    if (chosen?.kind === 'held') {
      const release = () => {
        if (!res.destroyed) answer();
      };
      chosen.until.then(release, release);
      return;
    }
    answer();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  // Never the reason a test run stays alive.
  server.unref();
  const { port } = server.address() as AddressInfo;

  const fake: FakeGraph = {
    url: `http://127.0.0.1:${String(port)}`,
    get requests() {
      return requests;
    },
    get requestLog() {
      return requestLog;
    },
    setPhotos(next) {
      photos = next;
    },
    setFailure(next) {
      failure = next;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
    },
  };
  return fake;
}

function graphTime(raw: string): number {
  return Date.parse(raw.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

/**
 * Deadlines for the Facebook client that pass only when the test says: `pass()` ends every call
 * still running as timed out. A test of a Graph that never answers waits for its request to
 * arrive, then passes the deadline; no call ever times out because the machine is slow.
 */
export function manualDeadlines(): { deadline: () => AbortSignal; pass: () => void } {
  const controllers: AbortController[] = [];
  return {
    deadline: () => {
      const controller = new AbortController();
      controllers.push(controller);
      return controller.signal;
    },
    pass: () => {
      for (const controller of controllers) {
        controller.abort(new DOMException('The deadline passed.', 'TimeoutError'));
      }
    },
  };
}
