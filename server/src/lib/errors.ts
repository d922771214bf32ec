import { MESSAGES } from '@lbj/shared';

/** A domain error with the HTTP status and the Spanish message the client shows. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MESSAGES.badRequest, field?: string) =>
  new AppError(400, message, field);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError(401, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const payloadTooLarge = (message: string = MESSAGES.imageTooLarge, field = 'imagen') =>
  new AppError(413, message, field);
export const unsupportedMediaType = (message: string = MESSAGES.imageWrongType, field = 'imagen') =>
  new AppError(415, message, field);
export const tooManyRequests = (message: string = MESSAGES.tooManyAttempts) =>
  new AppError(429, message);
export const badGateway = (message: string = MESSAGES.upstreamFailed) => new AppError(502, message);
