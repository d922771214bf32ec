// What the supplies feature's hook tests share: a fetch that records each request (with its
// signal) and answers by "METHOD path", holding an answer until the test releases it.
import { vi } from 'vitest';

/** One request as the fake server saw it. */
interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  auth: string | null;
  signal: AbortSignal | undefined;
}

/**
 * Answers each request from `routes` ("METHOD path" → response; 404 otherwise). `hold(key)` keeps
 * that request's answers waiting until the returned `release` is called.
 */
export function serveRoutes(routes: Record<string, () => Response>) {
  const calls: SeenRequest[] = [];
  const holds = new Map<string, Promise<void>>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      const auth = new Headers(init.headers).get('Authorization');
      calls.push({ method, path, body, auth, signal: init.signal ?? undefined });
      const key = `${method} ${path}`;
      const held = holds.get(key);
      if (held) await held;
      const route = routes[key];
      return route ? route() : Response.json({ error: 'No encontrado' }, { status: 404 });
    }),
  );
  return {
    calls,
    count: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).length,
    hold: (key: string) => {
      let release = () => {};
      holds.set(
        key,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(key);
            resolve();
          };
        }),
      );
      return () => {
        release();
      };
    },
  };
}
