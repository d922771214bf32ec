import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES, type ApiError } from '@lbj/shared';
import { AppError } from '../lib/errors.ts';

export function sendError(statusCode: number, message: string, field?: string): ApiError {
  return field === undefined
    ? { statusCode, error: message, message }
    : { statusCode, error: message, message, field };
}

/** One error shape for the whole API; domain errors carry their status and Spanish text. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(sendError(error.statusCode, error.message, error.field));
    }
    const fastifyError = error as FastifyError;
    const code = fastifyError.code;
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return reply.status(413).send(sendError(413, MESSAGES.imageTooLarge, 'imagen'));
    }
    if (fastifyError.validation) {
      return reply.status(400).send(sendError(400, MESSAGES.badRequest));
    }
    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send(sendError(status, MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(sendError(500, MESSAGES.serverError));
  });
}
