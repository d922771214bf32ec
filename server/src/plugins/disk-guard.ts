import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DiskSpace } from '../lib/disk-space.ts';

/** How often the disk reserve is released (space low) or taken again (space back). */
const DISK_WATCH_MS = 60_000;

export interface DiskGuard {
  /**
   * Frees the reserve (logging when it did) so that deletions keep working; for whatever learns
   * that a write failed for lack of space (the error handler).
   */
  releaseReserve: () => Promise<void>;
}

/**
 * Keeps the reserve in step with free space, at start and every minute: released while space is
 * under the margin (so deleting keeps working), taken again once there is room. Resolves once the
 * first check is done; returns the stop of the timer.
 */
async function watchDisk(disk: DiskSpace, log: FastifyBaseLogger): Promise<() => void> {
  const check = async () => {
    try {
      const { state, freeBytes } = await disk.status();
      if (state === 'low') {
        if (await disk.releaseReserve()) log.warn({ freeBytes }, 'disk low: released the reserve');
        else log.warn({ freeBytes }, 'disk space is low');
      } else {
        await disk.ensureReserve();
      }
    } catch (error) {
      log.error({ err: error }, 'could not check the disk');
    }
  };
  await check();
  const timer = setInterval(() => void check(), DISK_WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The disk reserve's guard on the app (ADR 0018): the watch above, stopped when the app closes,
 * and a hook that frees the reserve before a write when space is already short. Hooks go on
 * `app` itself (not an encapsulated child), so they cover every route.
 */
export async function registerDiskGuard(app: FastifyInstance, disk: DiskSpace): Promise<DiskGuard> {
  const stopDiskWatch = await watchDisk(disk, app.log);
  app.addHook('onClose', () => {
    stopDiskWatch();
    return Promise.resolve();
  });
  const releaseReserve = async () => {
    if (await disk.releaseReserve())
      app.log.warn('disk full: released the reserve so deletions keep working');
  };
  // Before any write, free the reserve if space is already short: a deletion must not be the
  // request that finds the disk full (SQLite grows its journal to delete).
  // Callback style, not async: reads (the hot path) pass through without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      done();
      return;
    }
    disk
      .status()
      .then(({ state }) => (state === 'low' ? releaseReserve() : undefined))
      .then(() => done(), done);
  });
  return { releaseReserve };
}
