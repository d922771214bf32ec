import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import {
  createDiskStore,
  storageFailure,
  sweepStore,
  type FileStore,
} from '../../lib/file-store.ts';
import { StorageFullError } from '../../lib/errors.ts';
import { removeUnkept } from '../../lib/folder.ts';
import { writeFilePart } from '../../lib/multipart.ts';

/** The folder of DATA_DIR that holds the documents' PDFs. */
export const DOCUMENTS_FOLDER = 'documents';

const KEY = /^[a-f0-9]{32}$/;
const STORED = /^([a-f0-9]{32})\.pdf$/;
/**
 * Uploads still arriving (or left by a crash) under their temporary name: swept at start, and
 * while the server runs once nobody has written to them for an hour (plugins/stray-uploads.ts).
 */
export const INCOMING_UPLOAD = /^\.incoming-[a-f0-9]{16}\.part$/;

/** A file received under a temporary name: nothing is stored until `commit`. */
export interface IncomingFile {
  tmp: string;
  bytes: number;
}

export interface DocumentFilesOptions {
  /** Whether the disk has room for this many more bytes (under the margin: refused, 507). */
  hasRoomFor?: (bytes: number) => Promise<boolean>;
  /** Where the PDFs are kept (a bucket's `documents/`); by default DATA_DIR/documents. */
  store?: FileStore;
}

/**
 * The PDFs, one per version: `<key>.pdf`. An upload arrives in DATA_DIR/documents under a
 * temporary name, then goes to the store whole: renamed in that folder, or sent to a bucket.
 */
export function createDocumentFiles(dataDir: string, options: DocumentFilesOptions = {}) {
  const dir = path.join(dataDir, DOCUMENTS_FOLDER);
  const store = options.store ?? createDiskStore(dir, { mode: 0o700 });
  const nameOf = (key: string) => `${key}.pdf`;

  const ensureDir = async () => {
    try {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    } catch (error) {
      throw storageFailure(error);
    }
  };

  const discard = async (incoming: IncomingFile | undefined) => {
    if (incoming) await fsp.rm(incoming.tmp, { force: true }).catch(() => undefined);
  };

  return {
    dir,

    /** A version's PDF as a stream, or undefined when it is not there (deleted meanwhile). */
    open: (key: string) => (KEY.test(key) ? store.open(nameOf(key)) : Promise.resolve(undefined)),

    /** Whether a version's PDF is there, without reading it. */
    exists: async (key: string) => KEY.test(key) && (await store.head(nameOf(key))) !== undefined,

    /** Streams an upload's file part to a temporary file (cut at the multipart size limit). */
    async receive(part: MultipartFile): Promise<IncomingFile> {
      await ensureDir();
      const tmp = path.join(dir, `.incoming-${crypto.randomBytes(8).toString('hex')}.part`);
      const bytes = await writeFilePart(part, tmp);
      return { tmp, bytes };
    },

    /** Copies a file already on disk (the first start's import) to a temporary file. */
    async receiveCopy(source: string): Promise<IncomingFile> {
      await ensureDir();
      const tmp = path.join(dir, `.incoming-${crypto.randomBytes(8).toString('hex')}.part`);
      try {
        await fsp.copyFile(source, tmp, fs.constants.COPYFILE_EXCL);
        return { tmp, bytes: (await fsp.stat(tmp)).size };
      } catch (error) {
        await fsp.rm(tmp, { force: true });
        throw storageFailure(error);
      }
    },

    read: (incoming: IncomingFile) => fsp.readFile(incoming.tmp),

    discard,

    /** Moves the temporary file into the store; returns its key. On failure it is gone. */
    async commit(incoming: IncomingFile): Promise<string> {
      try {
        if (options.hasRoomFor && !(await options.hasRoomFor(incoming.bytes))) {
          throw new StorageFullError();
        }
        const key = crypto.randomBytes(16).toString('hex');
        await store.putFile(nameOf(key), incoming.tmp);
        return key;
      } catch (error) {
        await discard(incoming);
        throw storageFailure(error);
      }
    },

    async remove(keys: readonly string[]): Promise<void> {
      await store.remove(keys.filter((key) => KEY.test(key)).map(nameOf));
    },

    /**
     * Removes every file no row references (sparing, in a bucket, what is younger than its grace
     * before `now`), and the uploads a crash left half-way.
     */
    async sweep(keep: ReadonlySet<string>, now: Date = new Date()): Promise<number> {
      let removed = await sweepStore(
        store,
        (name) => {
          const key = STORED.exec(name)?.[1];
          return key !== undefined ? keep.has(key) : !INCOMING_UPLOAD.test(name);
        },
        now,
      );
      // With a bucket, the half-way uploads are still in this server's own folder.
      if (store.dir !== dir) {
        removed += await removeUnkept(dir, (name) => !INCOMING_UPLOAD.test(name), {
          recursive: false,
        });
      }
      return removed;
    },
  };
}

export type DocumentFiles = ReturnType<typeof createDocumentFiles>;
