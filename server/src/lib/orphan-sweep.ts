import type { FeatureModule, WarnLogger } from './feature-module.ts';
import type { ImageStore } from './images.ts';

/**
 * Removes the files left by a crash between writing an image and committing its row: every
 * file whose key no module's rows reference (in a bucket, only those older than its grace before
 * `now`). Returns how many were removed, and tells `log` when there were some. The app runs it
 * once at start, before any route answers.
 */
export async function sweepOrphanImages(
  images: Pick<ImageStore, 'sweep'>,
  modules: readonly FeatureModule[],
  log?: WarnLogger,
  now: Date = new Date(),
): Promise<number> {
  const keys = await Promise.all(
    modules.map((module) => module.imageKeys?.() ?? Promise.resolve([])),
  );
  const swept = await images.sweep(new Set(keys.flat()), now);
  if (swept > 0) log?.warn({ files: swept }, 'removed upload files that no row references');
  return swept;
}
