import { describe, expect, it } from 'vitest';
import { createStaleCache } from './photo-cache.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function setup() {
  let nowMs = Date.parse('2025-03-10T12:00:00-03:00');
  let version = 0;
  let failing = false;
  let loads = 0;
  const backgroundErrors: unknown[] = [];
  const cache = createStaleCache<number, string>({
    now: () => new Date(nowMs),
    freshMs: HOUR,
    maxStaleMs: 24 * HOUR,
    retryAfterFailureMs: MINUTE,
    load: async (key) => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failing) throw new Error('upstream down');
      return `${String(key)}-v${String(++version)}`;
    },
    onBackgroundError: (_key, error) => backgroundErrors.push(error),
  });
  return {
    cache,
    advance: (ms: number) => {
      nowMs += ms;
    },
    fail: (value: boolean) => {
      failing = value;
    },
    loads: () => loads,
    backgroundErrors,
  };
}

describe('createStaleCache', () => {
  it('serves a fresh value without loading again within the hour', async () => {
    const t = setup();
    expect(await t.cache.get(2024)).toBe('2024-v1');
    t.advance(HOUR - 1);
    expect(await t.cache.get(2024)).toBe('2024-v1');
    expect(t.loads()).toBe(1);
  });

  it('keeps one entry per key', async () => {
    const t = setup();
    expect(await t.cache.get(2024)).toBe('2024-v1');
    expect(await t.cache.get(2023)).toBe('2023-v2');
    expect(await t.cache.get(2024)).toBe('2024-v1');
    expect(t.loads()).toBe(2);
  });

  it('shares one load among concurrent callers', async () => {
    const t = setup();
    const values = await Promise.all([t.cache.get(2024), t.cache.get(2024), t.cache.get(2024)]);
    expect(values).toEqual(['2024-v1', '2024-v1', '2024-v1']);
    expect(t.loads()).toBe(1);
  });

  it('after an hour serves the stale value at once and refreshes in the background', async () => {
    const t = setup();
    await t.cache.get(2024);
    t.advance(HOUR);
    expect(await t.cache.get(2024)).toBe('2024-v1');
    // A second caller during the refresh gets the stale value too, with no second load.
    expect(await t.cache.get(2024)).toBe('2024-v1');
    expect(t.loads()).toBe(2);
    await t.cache.idle();
    expect(await t.cache.get(2024)).toBe('2024-v2');
    expect(t.loads()).toBe(2);
  });

  it('serves stale for up to 24 hours while the upstream fails, then throws', async () => {
    const t = setup();
    await t.cache.get(2024);
    t.fail(true);
    t.advance(2 * HOUR);
    expect(await t.cache.get(2024)).toBe('2024-v1');
    await t.cache.idle();
    expect(t.backgroundErrors).toHaveLength(1);
    t.advance(22 * HOUR - 1);
    expect(await t.cache.get(2024)).toBe('2024-v1');
    await t.cache.idle();
    t.advance(1);
    await expect(t.cache.get(2024)).rejects.toThrow('upstream down');
    expect(t.cache.usable()).toEqual([]);
  });

  it('waits a minute before retrying a failed background refresh', async () => {
    const t = setup();
    await t.cache.get(2024);
    t.fail(true);
    t.advance(2 * HOUR);
    await t.cache.get(2024);
    await t.cache.idle();
    expect(t.loads()).toBe(2);
    t.advance(MINUTE - 1);
    await t.cache.get(2024);
    await t.cache.idle();
    expect(t.loads()).toBe(2);
    t.fail(false);
    t.advance(1);
    expect(await t.cache.get(2024)).toBe('2024-v1');
    await t.cache.idle();
    expect(t.loads()).toBe(3);
    expect(await t.cache.get(2024)).toBe('2024-v2');
  });

  it('throws when nothing is cached, and tries again on the next call', async () => {
    const t = setup();
    t.fail(true);
    await expect(t.cache.get(2024)).rejects.toThrow('upstream down');
    t.fail(false);
    expect(await t.cache.get(2024)).toBe('2024-v1');
    expect(t.loads()).toBe(2);
  });

  it('lists only values younger than 24 hours as usable', async () => {
    const t = setup();
    await t.cache.get(2023);
    t.advance(12 * HOUR);
    t.fail(true);
    await t.cache.get(2024).catch(() => undefined);
    t.fail(false);
    await t.cache.get(2022);
    expect(t.cache.usable().map(([key]) => key)).toEqual([2023, 2022]);
    t.advance(12 * HOUR);
    expect(t.cache.usable().map(([key]) => key)).toEqual([2022]);
  });

  it('aborts running loads on close', async () => {
    let aborted = false;
    const cache = createStaleCache<number, string>({
      now: () => new Date(),
      freshMs: HOUR,
      maxStaleMs: 24 * HOUR,
      load: (_key, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    const pending = cache.get(2024);
    await cache.close();
    await expect(pending).rejects.toThrow('aborted');
    expect(aborted).toBe(true);
  });

  it('settles on close only once the running loads have settled', async () => {
    let settled = false;
    const cache = createStaleCache<number, string>({
      now: () => new Date(),
      freshMs: HOUR,
      maxStaleMs: 24 * HOUR,
      load: (_key, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            setTimeout(() => {
              settled = true;
              reject(new Error('aborted'));
            }, 5);
          });
        }),
    });
    const pending = cache.get(2024).catch(() => undefined);
    await cache.close();
    expect(settled).toBe(true);
    await pending;
  });

  it('waits one minute by default before retrying, with no one told of a background failure', async () => {
    let nowMs = Date.parse('2025-03-10T12:00:00-03:00');
    let loads = 0;
    let failing = false;
    const cache = createStaleCache<number, string>({
      now: () => new Date(nowMs),
      freshMs: HOUR,
      maxStaleMs: 24 * HOUR,
      load: (key) => {
        loads++;
        return failing
          ? Promise.reject(new Error('upstream down'))
          : Promise.resolve(`${String(key)}-v${String(loads)}`);
      },
    });
    await cache.get(2024);
    failing = true;
    nowMs += 2 * HOUR;
    expect(await cache.get(2024)).toBe('2024-v1');
    await cache.idle();
    expect(loads).toBe(2);
    nowMs += MINUTE - 1;
    expect(await cache.get(2024)).toBe('2024-v1');
    await cache.idle();
    expect(loads).toBe(2);
    nowMs += 1;
    expect(await cache.get(2024)).toBe('2024-v1');
    await cache.idle();
    expect(loads).toBe(3);
  });
});
