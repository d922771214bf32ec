/**
 * An in-memory cache with stale-while-revalidate and stale-if-error, per key.
 *
 * - younger than `freshMs`: served as is, no upstream call;
 * - between `freshMs` and `maxStaleMs`: served at once while one background refresh runs
 *   (a failed refresh keeps the old value and is not retried for `retryAfterFailureMs`);
 * - older than `maxStaleMs`, or missing: loaded while the caller waits; a failure is thrown.
 *
 * Concurrent loads of one key share a single upstream call. Time comes from `now` so tests can
 * move the clock.
 */

export interface StaleCacheOptions<K, V> {
  load: (key: K, signal: AbortSignal) => Promise<V>;
  now: () => Date;
  freshMs: number;
  maxStaleMs: number;
  retryAfterFailureMs?: number;
  /** Told about background refresh failures, which no caller awaits. */
  onBackgroundError?: (key: K, error: unknown) => void;
}

export interface StaleCache<K, V> {
  get(key: K): Promise<V>;
  /** The values still usable (not older than `maxStaleMs`), without loading anything. */
  usable(): [K, V][];
  /** Settles when no load is running (tests, shutdown). */
  idle(): Promise<void>;
  /** Aborts running loads and waits for them. */
  close(): Promise<void>;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  failedAt?: number;
}

export const CACHE_FRESH_MS = 60 * 60 * 1000;
export const CACHE_MAX_STALE_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RETRY_AFTER_FAILURE_MS = 60 * 1000;

export function createStaleCache<K, V>(options: StaleCacheOptions<K, V>): StaleCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  const inflight = new Map<K, Promise<V>>();
  const shutdown = new AbortController();
  const retryAfterFailureMs = options.retryAfterFailureMs ?? DEFAULT_RETRY_AFTER_FAILURE_MS;
  const clock = () => options.now().getTime();

  function load(key: K): Promise<V> {
    const running = inflight.get(key);
    if (running) return running;
    const promise = options
      .load(key, shutdown.signal)
      .then(
        (value) => {
          entries.set(key, { value, storedAt: clock() });
          return value;
        },
        (error: unknown) => {
          const entry = entries.get(key);
          if (entry) entry.failedAt = clock();
          throw error;
        },
      )
      .finally(() => {
        inflight.delete(key);
      });
    inflight.set(key, promise);
    return promise;
  }

  return {
    async get(key) {
      const now = clock();
      const entry = entries.get(key);
      if (entry) {
        const age = now - entry.storedAt;
        if (age < options.freshMs) return entry.value;
        if (age < options.maxStaleMs) {
          const recentlyFailed =
            entry.failedAt !== undefined && now - entry.failedAt < retryAfterFailureMs;
          if (!recentlyFailed && !shutdown.signal.aborted) {
            load(key).catch((error: unknown) => options.onBackgroundError?.(key, error));
          }
          return entry.value;
        }
        entries.delete(key);
      }
      return load(key);
    },

    usable() {
      const now = clock();
      return [...entries]
        .filter(([, entry]) => now - entry.storedAt < options.maxStaleMs)
        .map(([key, entry]) => [key, entry.value]);
    },

    async idle() {
      while (inflight.size > 0) {
        await Promise.allSettled([...inflight.values()]);
      }
    },

    async close() {
      shutdown.abort();
      await Promise.allSettled([...inflight.values()]);
    },
  };
}
