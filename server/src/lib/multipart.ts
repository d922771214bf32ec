import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '@lbj/shared';
import { TooManyFilesError, UploadTooLargeError, ValidationError } from './errors.ts';

/**
 * Registers multipart parsing in the given (encapsulated) context only: the plugin adds hooks
 * to every request of its context, which reads of the API should not pay for.
 */
export async function registerMultipart(
  context: FastifyInstance,
  /** Another feature's file limits (documents: one PDF of up to 20 MB); images' by default. */
  files: { fileSize: number; files: number } = {
    fileSize: LIMITS.imageMaxBytes,
    files: LIMITS.galleryMaxPhotos,
  },
): Promise<void> {
  await context.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      ...files,
      fields: 10,
      fieldSize: 128 * 1024,
      parts: 40,
    },
  });
}

export interface PartsOptions {
  /** At most this many files, in this field: one more is a TooManyFilesError. */
  maxFiles?: { count: number; field: string };
}

/**
 * The parser's failures as domain errors: a file over the size limit, too many files, and a
 * malformed body (no boundary, a part cut off), which the parser reports without a status.
 * Other limits keep their own status for the error handler.
 */
function translate(error: unknown, options: PartsOptions, field?: string): Error {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new UploadTooLargeError(field === undefined ? undefined : { field });
  }
  if (code === 'FST_FILES_LIMIT' && options.maxFiles) {
    return new TooManyFilesError(options.maxFiles.count, options.maxFiles.field);
  }
  if (typeof statusCode === 'number' && error instanceof Error) return error;
  return new ValidationError();
}

/** The parts of a multipart request, one at a time; failures are domain errors. */
export async function* readParts(
  request: FastifyRequest,
  options: PartsOptions = {},
): AsyncGenerator<Multipart> {
  // The parser may report a file over the limit here rather than on the file's own stream.
  let fileField: string | undefined;
  try {
    const limits = options.maxFiles ? { files: options.maxFiles.count } : {};
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') fileField = part.fieldname;
      yield part;
    }
  } catch (error) {
    throw translate(error, options, fileField);
  }
}

/**
 * The bytes of a file part, held in memory up to the 5 MB limit and no further. At the limit
 * it fails at once with UploadTooLargeError about the part's field, while the rest of the file
 * is still arriving: the answer goes out without waiting for (or storing) the other 45 MB.
 */
export function fileBytes(part: MultipartFile): Promise<Buffer> {
  const stream = part.file;
  const chunks: Buffer[] = [];
  // A body that ends inside this file (no closing boundary) can fail the stream before anyone
  // listens: the parser destroys it with its error as soon as the request is over.
  if (stream.errored) return Promise.reject(translate(stream.errored, {}, part.fieldname));
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => {
      chunks.length = 0;
      reject(new UploadTooLargeError({ field: part.fieldname }));
    });
    stream.once('end', () => {
      resolve(Buffer.concat(chunks));
    });
    stream.once('error', (error: unknown) => {
      reject(translate(error, {}, part.fieldname));
    });
  });
}

/** Reads and drops a file part nobody asked for, so the parser can go on to the next. */
export async function discard(stream: Readable): Promise<void> {
  try {
    for await (const chunk of stream) void chunk;
  } catch (error) {
    throw translate(error, {});
  }
}

/**
 * Streams a file part into `file` (created, never overwritten), up to the multipart size limit
 * and no further: at the limit the partial file is removed and it fails at once with
 * UploadTooLargeError about the part's field, while the rest is still arriving. Resolves with the
 * bytes written, once the file is closed. On any failure the file is gone.
 */
export async function writeFilePart(part: MultipartFile, file: string): Promise<number> {
  const stream = part.file;
  if (stream.errored) throw translate(stream.errored, {}, part.fieldname);
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  // Set once this call has created the file: a file that was already there is not ours to remove.
  let created = false;
  out.once('open', () => {
    created = true;
  });
  // The write stream can fail after the outcome is decided: a write still on its way to the disk
  // when the stream is destroyed at the limit ends in ERR_STREAM_DESTROYED. A listener for the
  // stream's whole life keeps such a late error from going unhandled (the first error, while it
  // matters, rejects below), and waiting for 'close' (which follows every end, failed or not)
  // rather than once(out, 'close'), which rejects on that error, keeps it from skipping the
  // removal of the file.
  out.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => out.once('close', resolve));
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.once('limit', () => {
        reject(new UploadTooLargeError({ field: part.fieldname }));
      });
      stream.once('error', (error: unknown) => {
        reject(translate(error, {}, part.fieldname));
      });
      // Destroyed without an error (an aborted request) the part never ends: the body is cut.
      stream.once('close', () => {
        if (!stream.readableEnded) reject(translate(stream.errored, {}, part.fieldname));
      });
      out.once('error', reject);
      // Whole only once the file is closed: written, and its descriptor released.
      // (A failure to write or close it has already rejected with that error, just before.)
      out.once('close', () => {
        if (out.writableFinished) resolve();
        else reject(new Error(`${file} closed before it was written`));
      });
      stream.pipe(out);
    });
    // A file the parser cut before this call listened for 'limit' ends as if whole: still too large.
    if (stream.truncated) throw new UploadTooLargeError({ field: part.fieldname });
    return bytes;
  } catch (error) {
    stream.unpipe(out);
    // The file may still be opening (a file cut at once) or writing: wait until it is closed, or
    // the removal would come first and the pending open or write would leave a file behind.
    out.destroy();
    await closed;
    // A file that cannot be removed now is left to the periodic sweep of stray uploads; the
    // answer stays the one about the upload.
    if (created) await fsp.rm(file, { force: true }).catch(() => undefined);
    throw error;
  }
}
