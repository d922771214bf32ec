import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { isNoSpaceError } from '../../lib/disk-space.ts';
import { StorageError, StorageFullError } from '../../lib/errors.ts';
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
}

function storageFailure(error: unknown): StorageFullError | StorageError {
  return isNoSpaceError(error) ? new StorageFullError(error) : new StorageError(error);
}

/**
 * The PDFs in DATA_DIR/documents, one per version: `<key>.pdf`, written under a temporary name in
 * the same folder and renamed, so a final name is always a whole file.
 */
export function createDocumentFiles(dataDir: string, options: DocumentFilesOptions = {}) {
  const dir = path.join(dataDir, DOCUMENTS_FOLDER);
  const fileFor = (key: string) => path.join(dir, `${key}.pdf`);

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
    pathOf: (key: string) => (KEY.test(key) ? fileFor(key) : undefined),

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

    /** Gives the temporary file its final name; returns its key. On failure it is gone. */
    async commit(incoming: IncomingFile): Promise<string> {
      try {
        if (options.hasRoomFor && !(await options.hasRoomFor(incoming.bytes))) {
          throw new StorageFullError();
        }
        const key = crypto.randomBytes(16).toString('hex');
        const handle = await fsp.open(incoming.tmp, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fsp.rename(incoming.tmp, fileFor(key));
        return key;
      } catch (error) {
        await discard(incoming);
        if (error instanceof StorageFullError) throw error;
        throw storageFailure(error);
      }
    },

    async remove(keys: readonly string[]): Promise<void> {
      await Promise.all(
        keys.filter((key) => KEY.test(key)).map((key) => fsp.rm(fileFor(key), { force: true })),
      );
    },

    /** Removes every file no row references, and uploads a crash left half-way. */
    sweep(keep: ReadonlySet<string>): Promise<number> {
      return removeUnkept(
        dir,
        (name) => {
          const key = STORED.exec(name)?.[1];
          return key !== undefined ? keep.has(key) : !INCOMING_UPLOAD.test(name);
        },
        { recursive: false },
      );
    },
  };
}

export type DocumentFiles = ReturnType<typeof createDocumentFiles>;
