import fs from 'node:fs';
import path from 'node:path';

/**
 * Keeps a full disk from locking staff out of their own site (ADR 0018):
 * - uploads are refused while free space is under a margin, before a byte is stored;
 * - a reserve file holds back some space; when a write fails for lack of space, the reserve is
 *   released so that what frees space (deleting news and photos) and what must always work
 *   (logging in and out, which may touch SQLite's write-ahead log) can still run;
 * - the reserve is taken again once free space is back above the margin, with no restart.
 */
export interface DiskSpaceOptions {
  /** The folder whose file system is watched (DATA_DIR). */
  dir: string;
  /**
   * Uploads are refused while free space is below this, bytes (or below the reserve's size, if
   * larger: the reserve's space is never the uploads').
   */
  marginBytes: number;
  /** Size of the reserve file, bytes (0: no reserve). */
  reserveBytes: number;
  /** Injectable for tests (a full disk on demand). */
  statfs?: (dir: string) => Promise<{ bavail: number; bsize: number }>;
}

type DiskState = 'ok' | 'low';

interface DiskStatus {
  freeBytes: number;
  state: DiskState;
  reserveHeld: boolean;
}

export interface DiskSpace {
  status: () => Promise<DiskStatus>;
  /** True when an upload of about `bytes` fits above the margin. */
  hasRoomFor: (bytes: number) => Promise<boolean>;
  /** Call when a write failed for lack of space: frees the reserve. True if it freed some. */
  releaseReserve: () => Promise<boolean>;
  /** Takes the reserve if it is not held and there is room above the margin for it. */
  ensureReserve: () => Promise<boolean>;
}

/** Error codes that mean "no space left" (quota counts too). */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** Whether an error (or its cause, or SQLite's SQLITE_FULL) means the disk is full. */
export function isNoSpaceError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NO_SPACE_CODES.has(code) || code === 'SQLITE_FULL')) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const RESERVE_FILE = '.espacio-reservado';

export function createDiskSpace(options: DiskSpaceOptions): DiskSpace {
  const statfs = options.statfs ?? ((dir: string) => fs.promises.statfs(dir));
  const reservePath = path.join(options.dir, RESERVE_FILE);

  const freeBytes = async () => {
    const stats = await statfs(options.dir);
    return stats.bavail * stats.bsize;
  };
  const reserveHeld = () => fs.existsSync(reservePath);
  // Below this, uploads are refused, the state is "low" and the reserve is let go.
  const floor = Math.max(options.marginBytes, options.reserveBytes);

  return {
    async status() {
      const free = await freeBytes();
      return {
        freeBytes: free,
        state: free < floor ? 'low' : 'ok',
        reserveHeld: reserveHeld(),
      };
    },
    async hasRoomFor(bytes) {
      return (await freeBytes()) - bytes >= floor;
    },
    async releaseReserve() {
      try {
        await fs.promises.rm(reservePath);
        return true;
      } catch {
        return false;
      }
    },
    async ensureReserve() {
      if (options.reserveBytes <= 0 || reserveHeld()) return false;
      if ((await freeBytes()) - options.reserveBytes < floor) return false;
      const partial = `${reservePath}.tmp`;
      try {
        // Real blocks (not a sparse file): written in 1 MiB chunks of non-zero bytes, so that a
        // compressing file system cannot shrink the reserve to nothing.
        const handle = await fs.promises.open(partial, 'w', 0o600);
        try {
          const chunk = Buffer.alloc(Math.min(options.reserveBytes, 1024 * 1024), 0x5a);
          for (let written = 0; written < options.reserveBytes; written += chunk.length) {
            const size = Math.min(chunk.length, options.reserveBytes - written);
            await handle.write(chunk, 0, size);
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(partial, reservePath);
        return true;
      } catch {
        await fs.promises.rm(partial, { force: true });
        return false;
      }
    },
  };
}
