import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES, UPLOAD_FIELDS, type ApiError } from '@lbj/shared';
import {
  ConflictError,
  DomainError,
  FileRejectedError,
  ForbiddenError,
  ImageRejectedError,
  NotFoundError,
  RateLimitedError,
  StorageError,
  StorageFullError,
  TooManyFilesError,
  UnauthorizedError,
  UnsupportedBodyError,
  UploadTooLargeError,
  UpstreamError,
  ValidationError,
  type FileRejection,
  type ImageRejection,
} from '../lib/errors.ts';
import { isNoSpaceError } from '../lib/disk-space.ts';

export function sendError(statusCode: number, message: string, field?: string): ApiError {
  return field === undefined
    ? { statusCode, error: message, message }
    : { statusCode, error: message, message, field };
}

const IMAGE_STATUS: Record<ImageRejection, number> = {
  empty: 400,
  unreadable: 400,
  'too-large': 413,
  'too-many-pixels': 413,
  'wrong-type': 415,
};

const FILE_STATUS: Record<FileRejection, number> = {
  empty: 400,
  'too-large': 413,
  'wrong-type': 415,
  'unsafe-content': 422,
};

/** The HTTP status of a domain error: the only place where the domain meets HTTP. */
function statusOf(error: DomainError): number {
  if (error instanceof ImageRejectedError) return IMAGE_STATUS[error.reason];
  if (error instanceof FileRejectedError) return FILE_STATUS[error.reason];
  if (error instanceof ValidationError) return 400;
  if (error instanceof UnauthorizedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof ConflictError) return 409;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof UnsupportedBodyError) return 415;
  if (error instanceof TooManyFilesError) return 413;
  if (error instanceof RateLimitedError) return 429;
  if (error instanceof UpstreamError) return 502;
  if (error instanceof StorageFullError) return 507;
  return 500;
}

/** What the client receives for a domain error. */
export function describeError(error: DomainError): ApiError {
  return sendError(statusOf(error), error.message, error.field);
}

/** Codes of the framework's size limits (a body or a file over its limit, too many files). */
/** How long a refused upload's connection keeps reading (and dropping) what still arrives. */
const LINGER_MS = 2_000;

/**
 * Closes the connection of a refused upload gently. Closing a socket while the client's bytes
 * are still arriving makes the kernel reset the connection, and a client still sending can then
 * lose the answer already sent (a 413 reported as a network error). So once the answer is
 * written, the server ends its side, drops what still arrives for a moment, and closes then.
 */
function lingerAfterAnswer(socket: Socket): void {
  const close = () => {
    socket.destroy();
  };
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once('end', () => {
      clearTimeout(timer);
      close();
    });
  };
}

const FRAMEWORK_TOO_LARGE = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_ERR_CTP_BODY_TOO_LARGE',
]);

export interface ErrorHandlerOptions {
  /** Told when a request failed for lack of disk space (the disk then releases its reserve). */
  onNoSpace?: () => unknown;
}

/** One error shape for the whole API: domain errors, then the framework's own. */
export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = {},
): void {
  app.setErrorHandler(async (caught: FastifyError | Error, request, reply) => {
    // SQLite could not grow its files (SQLITE_FULL), or a write met ENOSPC outside the image
    // store: answered as what it is.
    const error =
      !(caught instanceof DomainError) && isNoSpaceError(caught)
        ? new StorageFullError(caught)
        : caught;
    if (error instanceof StorageFullError || error instanceof StorageError) {
      // Never silent: the cause (ENOSPC, EACCES, EIO…) is what the administrator must fix.
      request.log.error({ err: error.cause ?? error }, 'storage failed');
    }
    // The one place that learns a request failed for lack of space: free the reserve here.
    if (error instanceof StorageFullError) await options.onNoSpace?.();
    if (error instanceof DomainError) {
      if (error instanceof RateLimitedError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      // The rest of the body is still on its way: close instead of reading it to the end.
      if (
        error instanceof UploadTooLargeError ||
        (error instanceof FileRejectedError && error.reason === 'too-large')
      ) {
        reply.header('Connection', 'close');
        lingerAfterAnswer(request.raw.socket);
      }
      const body = describeError(error);
      return reply.status(body.statusCode).send(body);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.code !== undefined && FRAMEWORK_TOO_LARGE.has(fastifyError.code)) {
      // A body over the limit can only be an upload's: the JSON routes take a few fields.
      return reply
        .status(413)
        .send(sendError(413, MESSAGES.imageTooLarge, UPLOAD_FIELDS.newsImage));
    }
    // Schema validation (400) and the framework's other client errors keep their status.
    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send(sendError(status, MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(sendError(500, MESSAGES.serverError));
  });
}
