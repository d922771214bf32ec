import fs from 'node:fs/promises';
import path from 'node:path';

/** The names in `dir`; none when it does not exist yet (nothing stored) or cannot be read. */
export async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch {
    return [];
  }
}

/**
 * Removes every entry of `dir` that `keep` does not keep, one at a time (a start-up sweep runs
 * beside the server's first requests), and says how many it removed. `recursive` also removes a
 * folder left there.
 */
export async function removeUnkept(
  dir: string,
  keep: (name: string) => boolean,
  { recursive }: { recursive: boolean },
): Promise<number> {
  let removed = 0;
  for (const name of await namesIn(dir)) {
    if (keep(name)) continue;
    await fs.rm(path.join(dir, name), { force: true, recursive });
    removed++;
  }
  return removed;
}
