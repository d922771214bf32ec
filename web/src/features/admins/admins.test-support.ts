// What the admins feature's tests share: an account as the API lists it, the API's refusal, and
// the accounts API at the network edge (a list kept in memory, with answers the test may
// override or hold until it releases them, to see the busy states).
import { API_PATHS, MESSAGES, RENEWED_TOKEN_HEADER, type AdminSummary } from '@lbj/shared';
import { vi } from 'vitest';

/** An account created 2026-03-02 that never logged in; `extra` replaces any field. */
export const account = (username: string, extra: Partial<AdminSummary> = {}): AdminSummary => ({
  username,
  creado: '2026-03-02T11:30:00.000Z',
  ultimo_acceso: null,
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
}

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The accounts API: GET lists, POST adds (the name as sent), DELETE removes, PUT (own password)
 * answers 204 with `renewedToken` in its header. `answer(key, …)` overrides one call by
 * "METHOD path"; `hold(key)` keeps its next answers waiting until the returned `release`.
 */
export function serveAccounts(initial: AdminSummary[], renewedToken = 'token-renovado') {
  let accounts = [...initial];
  const calls: SeenCall[] = [];
  const overrides = new Map<string, () => Response | Promise<Response>>();

  const normal = (method: string, path: string, body: unknown): Response => {
    if (method === 'GET' && path === API_PATHS.admins) return Response.json(accounts);
    if (method === 'POST' && path === API_PATHS.admins) {
      const { username } = body as { username: string };
      const created = account(username, { creado: '2026-11-24T12:00:00.000Z' });
      accounts = [...accounts, created];
      return Response.json(created, { status: 201 });
    }
    if (method === 'DELETE' && path.startsWith(`${API_PATHS.admins}/`)) {
      const name = decodeURIComponent(path.slice(API_PATHS.admins.length + 1));
      accounts = accounts.filter((item) => item.username !== name);
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT' && path === API_PATHS.ownPassword) {
      return new Response(null, { status: 204, headers: { [RENEWED_TOKEN_HEADER]: renewedToken } });
    }
    return refusal(404, MESSAGES.notFound);
  };

  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const auth = new Headers(init.headers).get('Authorization');
    calls.push({ method, path: url, body, auth });
    const override = overrides.get(`${method} ${url}`);
    return Promise.resolve(override ? override() : normal(method, url, body));
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetchMock,
    /** Every call but the list's reads. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** How many times the list was read. */
    reads: () => calls.filter((call) => call.method === 'GET').length,
    answer: (key: string, response: () => Response | Promise<Response>) => {
      overrides.set(key, response);
    },
    /** Back to the fake server's own answer for this call. */
    restore: (key: string) => {
      overrides.delete(key);
    },
    /** Holds this call's next answer; `release()` sends what the server would have sent. */
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
