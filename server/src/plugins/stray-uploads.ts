import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/feature-module.ts';
import { namesIn, removeUnkept } from '../lib/folder.ts';
import { DOCUMENTS_FOLDER, INCOMING_UPLOAD } from '../modules/documents/documents.files.ts';

/**
 * Age (since the last write) past which a temporary upload is a leftover: an upload still
 * arriving writes to its file all the time, and the connection limits end a stalled one long
 * before an hour.
 */
export const STRAY_UPLOAD_AGE_MS = 60 * 60 * 1000;

/** How often the running server looks for leftovers. */
export const STRAY_SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Removes from `dir` the temporary uploads last written more than `maxAgeMs` before `now`
 * (strictly), with the start-up sweep's removal (lib/folder.ts); says how many it removed. A
 * folder not there yet holds none.
 */
export async function removeStrayUploads(
  dir: string,
  now: Date,
  maxAgeMs: number = STRAY_UPLOAD_AGE_MS,
): Promise<number> {
  const stale = new Set<string>();
  for (const name of await namesIn(dir)) {
    if (!INCOMING_UPLOAD.test(name)) continue;
    try {
      const stats = await fsp.lstat(path.join(dir, name));
      if (stats.isFile() && now.getTime() - stats.mtimeMs > maxAgeMs) stale.add(name);
    } catch {
      // Gone meanwhile (its upload ended): nothing to remove.
    }
  }
  if (stale.size === 0) return 0;
  return removeUnkept(dir, (name) => !stale.has(name), { recursive: false });
}

export interface StrayUploadSweep {
  /** Settles once no sweep is running (at once when none is). */
  idle: () => Promise<void>;
}

/**
 * Every STRAY_SWEEP_EVERY_MS, removes the document uploads left in DATA_DIR/documents for over
 * STRAY_UPLOAD_AGE_MS, so that a failure that left one behind does not keep its megabytes until
 * the next restart. The timer does not keep the process alive; closing the app stops it and
 * waits for a sweep under way, so nothing touches DATA_DIR after the app has closed.
 */
export function registerStrayUploadSweep(
  app: FastifyInstance,
  { dataDir, clock }: { dataDir: string; clock: Clock },
): StrayUploadSweep {
  const dir = path.join(dataDir, DOCUMENTS_FOLDER);
  let running: Promise<void> | undefined;
  const sweep = () => {
    // One at a time: a slow disk must not pile sweeps up.
    if (running) return;
    running = removeStrayUploads(dir, clock())
      .then((removed) => {
        if (removed > 0) {
          app.log.warn({ files: removed }, 'removed document uploads left unfinished for an hour');
        }
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'could not remove document uploads left unfinished');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, STRAY_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return { idle: () => running ?? Promise.resolve() };
}
