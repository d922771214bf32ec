// What the notice feature's tests share: a notice as the API stores it, the API's refusal, and
// the notice API at the network edge (one notice kept in memory, with answers the test may
// override or hold until it releases them, to see the loading and busy states).
import { API_PATHS, MESSAGES, NOTICE_INCLUDE_STORED, type Notice } from '@lbj/shared';
import { vi } from 'vitest';

/** GET of the stored notice, as the panel asks for it. */
export const STORED_PATH = `${API_PATHS.notice}?incluir=${NOTICE_INCLUDE_STORED}`;
export const GET_STORED = `GET ${STORED_PATH}`;
export const PUT_NOTICE = `PUT ${API_PATHS.notice}`;
export const DELETE_NOTICE = `DELETE ${API_PATHS.notice}`;

/** A notice shown now, with no link and no dates; `extra` replaces any field. */
export const storedNotice = (extra: Partial<Notice> = {}): Notice => ({
  nivel: 'informacion',
  texto: 'Feria del libro',
  clave: 'clave12345ab',
  actualizado: '2026-03-01T12:00:00.000Z',
  estado: 'activo',
  ...extra,
});

/** A refusal as the server sends it, with the field it blames when there is one. */
export const refusal = (status: number, error: string, field?: string) =>
  Response.json(
    { statusCode: status, error, message: error, ...(field ? { field } : {}) },
    { status },
  );

/** One request as the fake server saw it. */
interface SeenCall {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
  signal: AbortSignal | null;
}

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type Answer = () => Response | Promise<Response>;

/**
 * The notice API: GET answers the stored notice (204 when none), PUT stores what it is sent
 * (`programado` with a `desde`, else `activo`), DELETE removes it. `answer(key, …)` overrides a
 * call by "METHOD path" (a thrown error is a network failure); `hold(key)` keeps its next answer
 * waiting until `release()`.
 */
export function serveNotice(initial: Notice | null) {
  let notice = initial;
  const calls: SeenCall[] = [];
  const overrides = new Map<string, Answer>();

  const normal = (method: string, path: string, body: unknown): Response => {
    if (method === 'GET' && path === STORED_PATH) {
      return notice ? Response.json(notice) : new Response(null, { status: 204 });
    }
    if (method === 'PUT' && path === API_PATHS.notice) {
      const input = body as Omit<Notice, 'clave' | 'actualizado'>;
      notice = {
        ...input,
        clave: 'clave12345ab',
        actualizado: '2026-03-01T12:00:00.000Z',
        estado: input.desde ? 'programado' : 'activo',
      };
      return Response.json(notice);
    }
    if (method === 'DELETE' && path === API_PATHS.notice) {
      notice = null;
      return new Response(null, { status: 204 });
    }
    return refusal(404, MESSAGES.notFound);
  };

  const fetchMock = vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({
      method,
      path,
      body,
      auth: new Headers(init.headers).get('Authorization'),
      signal: init.signal ?? null,
    });
    const override = overrides.get(`${method} ${path}`);
    return override ? override() : normal(method, path, body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetchMock,
    /** Every call but the reads. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** How many times the stored notice was read. */
    reads: () => calls.filter((call) => call.method === 'GET').length,
    /** What the server now holds. */
    stored: () => notice,
    answer: (key: string, response: Answer) => {
      overrides.set(key, response);
    },
    /** Back to the fake server's own answer for this call. */
    restore: (key: string) => {
      overrides.delete(key);
    },
    /** Holds this call's next answer; `release()` sends `response` or the server's own. */
    hold: (key: string, response?: () => Response) => {
      const gate = deferred<undefined>();
      overrides.set(key, async () => {
        await gate.promise;
        overrides.delete(key);
        const [method = 'GET', path = ''] = key.split(' ');
        const last = calls.findLast((call) => call.method === method && call.path === path);
        return response ? response() : normal(method, path, last?.body ?? null);
      });
      return {
        release: () => {
          gate.resolve(undefined);
        },
      };
    },
  };
}

/** The text of a field's error, through its aria-errormessage. */
export function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-errormessage');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The texts that describe a control, through its aria-describedby, in order. */
export function descriptionsOf(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`);
}
