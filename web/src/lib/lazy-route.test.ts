import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { TIMING } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyRoute, loadWithTimeout } from './lazy-route.ts';

/** Settles a promise's state without waiting: 'pending', 'resolved' or 'rejected'. */
async function stateOf(promise: Promise<unknown>): Promise<string> {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await Promise.resolve();
  await Promise.resolve();
  return state;
}

describe('ChunkLoadError', () => {
  it('names the chunk in the fixed error words and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new ChunkLoadError('news', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.chunkId).toBe('news');
    expect(error.message).toBe('Loading chunk news failed.');
    expect(error.cause).toBe(cause);
  });
});

describe('isChunkLoadError', () => {
  it('recognises a ChunkLoadError, also one from another copy of the module (by name)', () => {
    expect(isChunkLoadError(new ChunkLoadError('home'))).toBe(true);
    const foreign = new Error('Loading chunk home failed.');
    foreign.name = 'ChunkLoadError';
    expect(isChunkLoadError(foreign)).toBe(true);
  });

  it('rejects other errors and values that are not errors', () => {
    expect(isChunkLoadError(new Error('Loading chunk home failed.'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it loads in time and leaves no timer behind', async () => {
    await expect(loadWithTimeout('home', () => Promise.resolve({ ok: 1 }))).resolves.toEqual({
      ok: 1,
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits 120 seconds by default, then fails with ChunkLoadError', async () => {
    expect(TIMING.chunkLoadTimeoutMs).toBe(120_000);
    const pending = loadWithTimeout('news', () => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toMatchObject({
      name: 'ChunkLoadError',
      chunkId: 'news',
      message: 'Loading chunk news failed.',
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(await stateOf(pending)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('takes another timeout when given one', async () => {
    const pending = loadWithTimeout('news', () => new Promise(() => undefined), 1_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(999);
    expect(await stateOf(pending)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('turns a failed import into ChunkLoadError keeping the cause, without waiting', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const pending = loadWithTimeout('about', () => Promise.reject(cause));
    expect(await stateOf(pending)).toBe('rejected');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect((error as ChunkLoadError).message).toBe('Loading chunk about failed.');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('lazyRoute', () => {
  const page = () => createElement('h1', null, 'Página cargada');

  it('preloading twice starts the load once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: page }));
    const route = lazyRoute('home', load);
    expect(load).not.toHaveBeenCalled();
    await route.preload();
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rendering after a preload uses the module already loading', async () => {
    const load = vi.fn(() => Promise.resolve({ default: page }));
    const route = lazyRoute('home', load);
    void route.preload();
    render(createElement(Suspense, { fallback: 'cargando' }, createElement(route.Component)));
    expect(await screen.findByRole('heading', { name: 'Página cargada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloading after a render does not load again', async () => {
    const load = vi.fn(() => Promise.resolve({ default: page }));
    const route = lazyRoute('home', load);
    render(createElement(Suspense, { fallback: 'cargando' }, createElement(route.Component)));
    expect(await screen.findByRole('heading', { name: 'Página cargada' })).toBeTruthy();
    await route.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load rejects the preload with ChunkLoadError for that chunk', async () => {
    const route = lazyRoute('news', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(route.preload()).rejects.toMatchObject({
      name: 'ChunkLoadError',
      chunkId: 'news',
    });
  });
});
