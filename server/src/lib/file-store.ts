import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isNoSpaceError } from './disk-space.ts';
import { StorageError, StorageFullError } from './errors.ts';
import { namesIn } from './folder.ts';

// Where the site's stored files live (ADR 0051): the photos' renditions and share images, and the
// documents' PDFs. One store per kind of file, each a flat set of names; on this machine's disk
// (a folder of DATA_DIR, the default) or in an S3-compatible bucket (lib/s3-store.ts).

/** What a store knows of one file without reading it. */
export interface StoredFileInfo {
  /** The whole file's size. */
  bytes: number;
  modified: Date;
  /** The entity-tag of the bytes, when the store keeps their hash (a bucket does). */
  etag: string | undefined;
}

/** One file being read: its bytes as a stream, and what the reply's headers need. */
interface StoredFileStream extends StoredFileInfo {
  body: Readable;
  /** The part sent when a range was asked for and it fits the file. */
  range: { start: number; end: number } | undefined;
}

/** Bytes `start` to `end` (inclusive, as HTTP says them); no `end`: to the end of the file. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface FileStore {
  /** The folder of a store on this machine's disk (served as it is); undefined for a bucket. */
  readonly dir: string | undefined;
  /**
   * How long the start-up sweeps spare a file that no row names: 0 on this server's own disk,
   * which it alone writes; some minutes in a bucket, where another server may have just written a
   * file whose row it has not committed yet.
   */
  readonly orphanGraceMs: number;
  /** Writes a file whole or not at all: a name is never seen half-written. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** Moves a file of this machine (a received upload) into the store; on failure it is gone. */
  putFile(name: string, file: string): Promise<void>;
  /** The whole file, or undefined when it is not there. */
  read(name: string): Promise<Buffer | undefined>;
  /** The file (or the range of it) as a stream, or undefined when it is not there. */
  open(name: string, range?: ByteRange): Promise<StoredFileStream | undefined>;
  head(name: string): Promise<StoredFileInfo | undefined>;
  /** Removes these files; one not there is not an error. */
  remove(names: readonly string[]): Promise<void>;
  /** The names that start with `prefix` (every name without one). */
  list(prefix?: string): Promise<string[]>;
}

/** A storage failure as what it is: no space (507) or another I/O error (500). */
export function storageFailure(error: unknown): StorageFullError | StorageError {
  if (error instanceof StorageFullError || error instanceof StorageError) return error;
  return isNoSpaceError(error) ? new StorageFullError(error) : new StorageError(error);
}

/** The part of a file a range names, or undefined when it starts past the end. */
export function rangeWithin(range: ByteRange, total: number) {
  if (range.start >= total) return undefined;
  return { start: range.start, end: Math.min(range.end ?? total - 1, total - 1) };
}

export interface DiskStoreOptions {
  /** The folder's mode when the store creates it. */
  mode?: number;
  /** Writes one file; tests inject a failing one (a full disk, a broken one). */
  writeFile?: (file: string, data: Buffer) => Promise<void>;
}

/** Files in one folder of this machine's disk: today's layout, unchanged. */
export function createDiskStore(dir: string, options: DiskStoreOptions = {}): FileStore {
  const writeFile =
    options.writeFile ?? ((file: string, data: Buffer) => fsp.writeFile(file, data));
  const fileOf = (name: string) => path.join(dir, name);

  const ensureDir = async () => {
    try {
      await fsp.mkdir(dir, { recursive: true, ...(options.mode ? { mode: options.mode } : {}) });
    } catch (error) {
      throw storageFailure(error);
    }
  };

  return {
    dir,
    orphanGraceMs: 0,

    // Written under a temporary name, then renamed: a final name is always a whole file.
    async put(name, bytes) {
      await ensureDir();
      const file = fileOf(name);
      const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, bytes);
        await fsp.rename(tmp, file);
      } catch (error) {
        // The temporary file may not be there (the write failed before creating it).
        await fsp.rm(tmp).catch(() => undefined);
        throw storageFailure(error);
      }
    },

    // The received file is already in this folder: made durable, then given its final name.
    async putFile(name, file) {
      try {
        const handle = await fsp.open(file, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fsp.rename(file, fileOf(name));
      } catch (error) {
        await fsp.rm(file, { force: true }).catch(() => undefined);
        throw storageFailure(error);
      }
    },

    read: (name) => fsp.readFile(fileOf(name)).catch(() => undefined),

    async open(name, range) {
      // Opened before the stream is made: a file deleted meanwhile is "not there", not a failed
      // stream half-way through a reply.
      const handle = await fsp.open(fileOf(name), 'r').catch(() => undefined);
      if (!handle) return undefined;
      const stats = await handle.stat();
      const part = range && rangeWithin(range, stats.size);
      return {
        body: fs.createReadStream('', { fd: handle, ...part }),
        bytes: stats.size,
        modified: stats.mtime,
        etag: undefined,
        range: part,
      };
    },

    async head(name) {
      const stats = await fsp.stat(fileOf(name)).catch(() => undefined);
      return stats?.isFile()
        ? { bytes: stats.size, modified: stats.mtime, etag: undefined }
        : undefined;
    },

    async remove(names) {
      // A folder a crash or a person left here goes too (the start-up sweep's leftovers).
      await Promise.all(
        names.map((name) => fsp.rm(fileOf(name), { force: true, recursive: true })),
      );
    },

    list: async (prefix = '') => (await namesIn(dir)).filter((name) => name.startsWith(prefix)),
  };
}

/**
 * Removes every file of `store` whose name `keep` refuses, one at a time (a start-up sweep runs
 * beside the server's first requests), and says how many it removed. A file written within the
 * store's orphan grace before `now` is spared (its row may be on its way).
 */
export async function sweepStore(
  store: Pick<FileStore, 'list' | 'head' | 'remove' | 'orphanGraceMs'>,
  keep: (name: string) => boolean,
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - store.orphanGraceMs;
  let removed = 0;
  for (const name of await store.list()) {
    if (keep(name)) continue;
    if (store.orphanGraceMs > 0) {
      const info = await store.head(name);
      if (!info || info.modified.getTime() >= cutoff) continue;
    }
    await store.remove([name]);
    removed++;
  }
  return removed;
}
