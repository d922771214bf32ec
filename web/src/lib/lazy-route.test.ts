import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyRoute, loadWithTimeout } from './lazy-route.ts';

describe('loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it loads in time', async () => {
    await expect(loadWithTimeout('home', () => Promise.resolve({ ok: 1 }))).resolves.toEqual({
      ok: 1,
    });
  });

  it('fails with ChunkLoadError after 120 seconds', async () => {
    const pending = loadWithTimeout('news', () => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk news failed.',
    });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('turns a failed import into ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout('about', () => Promise.reject(cause)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as ChunkLoadError).message).toBe('Loading chunk about failed.');
  });
});

describe('lazyRoute', () => {
  it('starts the load once, whether preloaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    const route = lazyRoute('home', load);
    await route.preload();
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
