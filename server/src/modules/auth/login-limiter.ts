/**
 * Limit on failed logins, kept per IP and per username: in memory here, in the shared database
 * when several processes answer logins (lib/shared-limits.ts). Every attempt takes a slot
 * before its password is checked and gives it back on success, so parallel guesses can't slip
 * past the limit while argon2 is busy.
 */
export interface LoginLimiter {
  /** Seconds until the caller may try again, or 0 when an attempt is allowed now. */
  retryAfter(keys: readonly string[]): number | Promise<number>;
  /**
   * Counts an attempt against every key; call before checking the password. A limiter shared by
   * several processes checks and counts in one step and answers `false` when another attempt
   * took the last place since `retryAfter` said yes: the attempt is then refused.
   */
  begin(keys: readonly string[]): void | boolean | Promise<void | boolean>;
  /** A successful login clears the keys' failures. */
  succeed(keys: readonly string[]): void | Promise<void>;
}

/** The in-process limiter: the same calls, answered at once. */
export interface MemoryLoginLimiter extends LoginLimiter {
  retryAfter(keys: readonly string[]): number;
  begin(keys: readonly string[]): void;
  succeed(keys: readonly string[]): void;
}

interface Window {
  count: number;
  startedAt: number;
}

/** Past this many tracked keys, expired windows are pruned (bounds memory under a spray). */
const PRUNE_AT = 10_000;

export function createLoginLimiter(options: {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}): MemoryLoginLimiter {
  const { maxFailures, windowMs } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  const current = (key: string, at: number): Window | undefined => {
    const window = windows.get(key);
    if (window && at - window.startedAt >= windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const prune = (at: number) => {
    if (windows.size < PRUNE_AT) return;
    for (const [key, window] of windows) {
      if (at - window.startedAt >= windowMs) windows.delete(key);
    }
    // Still full of live windows: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < PRUNE_AT) break;
      windows.delete(key);
    }
  };

  return {
    retryAfter(keys) {
      const at = now();
      let waitMs = 0;
      for (const key of keys) {
        const window = current(key, at);
        if (window && window.count >= maxFailures) {
          waitMs = Math.max(waitMs, window.startedAt + windowMs - at);
        }
      }
      return Math.ceil(waitMs / 1000);
    },
    begin(keys) {
      const at = now();
      prune(at);
      for (const key of keys) {
        const window = current(key, at);
        if (window) window.count++;
        else windows.set(key, { count: 1, startedAt: at });
      }
    },
    succeed(keys) {
      for (const key of keys) windows.delete(key);
    },
  };
}
