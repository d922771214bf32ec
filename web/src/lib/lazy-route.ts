import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { APP_MESSAGES, TIMING } from '@lbj/shared';

/** Raised when a route's code cannot be fetched in time. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    public readonly chunkId: string,
    options?: { cause?: unknown },
  ) {
    super(APP_MESSAGES.chunkLoadFailed(chunkId), options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Loads a module, failing with ChunkLoadError on error or after the timeout. */
export function loadWithTimeout<T>(
  chunkId: string,
  load: () => Promise<T>,
  timeoutMs: number = TIMING.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(chunkId));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, { cause: error }));
      },
    );
  });
}

export interface LazyRoute {
  Component: LazyExoticComponent<ComponentType>;
  preload: () => Promise<unknown>;
}

/** A lazily loaded route module whose load can be started early (before hydration). */
export function lazyRoute(
  chunkId: string,
  load: () => Promise<{ default: ComponentType }>,
): LazyRoute {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    pending ??= loadWithTimeout(chunkId, load);
    return pending;
  };
  return { Component: lazy(start), preload: start };
}
