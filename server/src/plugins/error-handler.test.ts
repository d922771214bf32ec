import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lbj/shared';
import {
  ImageRejectedError,
  NotFoundError,
  RateLimitedError,
  TooManyFilesError,
  UnauthorizedError,
  UnsupportedBodyError,
  UploadTooLargeError,
  UpstreamError,
  ValidationError,
  DomainError,
} from '../lib/errors.ts';
import { describeError, registerErrorHandler } from './error-handler.ts';

describe('describeError: each domain error → status, Spanish message, field', () => {
  it.each<[string, DomainError, ReturnType<typeof describeError>]>([
    [
      'a validation error',
      new ValidationError(MESSAGES.required, 'titulo'),
      { statusCode: 400, error: MESSAGES.required, message: MESSAGES.required, field: 'titulo' },
    ],
    [
      'a validation error without details',
      new ValidationError(),
      { statusCode: 400, error: MESSAGES.badRequest, message: MESSAGES.badRequest },
    ],
    [
      'no session',
      new UnauthorizedError(),
      { statusCode: 401, error: MESSAGES.unauthorized, message: MESSAGES.unauthorized },
    ],
    [
      'nothing there',
      new NotFoundError(),
      { statusCode: 404, error: MESSAGES.notFound, message: MESSAGES.notFound },
    ],
    [
      'not multipart',
      new UnsupportedBodyError(MESSAGES.multipartRequired),
      { statusCode: 415, error: MESSAGES.multipartRequired, message: MESSAGES.multipartRequired },
    ],
    [
      'too many files',
      new TooManyFilesError(20, 'fotos'),
      {
        statusCode: 413,
        error: MESSAGES.tooManyPhotos(20),
        message: MESSAGES.tooManyPhotos(20),
        field: 'fotos',
      },
    ],
    [
      'too many attempts',
      new RateLimitedError(60),
      { statusCode: 429, error: MESSAGES.tooManyAttempts, message: MESSAGES.tooManyAttempts },
    ],
    [
      'Facebook down',
      new UpstreamError(),
      { statusCode: 502, error: MESSAGES.upstreamFailed, message: MESSAGES.upstreamFailed },
    ],
  ])('%s', (_name, error, expected) => {
    expect(describeError(error)).toEqual(expected);
  });

  it.each([
    ['empty', 400, MESSAGES.imageUnreadable],
    ['unreadable', 400, MESSAGES.imageUnreadable],
    ['too-large', 413, MESSAGES.imageTooLarge],
    ['too-many-pixels', 413, MESSAGES.imageTooManyPixels],
    ['wrong-type', 415, MESSAGES.imageWrongType],
  ] as const)('an image refused as %s → %i', (reason, status, message) => {
    const error = new ImageRejectedError(reason);
    expect(describeError(error)).toEqual({ statusCode: status, error: message, message });
    const named = error.about({ field: 'fotos', fileName: 'a.jpg' });
    expect(named).toBeInstanceOf(ImageRejectedError);
    expect(describeError(named)).toEqual({
      statusCode: status,
      error: MESSAGES.photoRejected('a.jpg', message),
      message: MESSAGES.photoRejected('a.jpg', message),
      field: 'fotos',
    });
  });

  it('keeps an upload cut while arriving what it is when attributed', () => {
    const error = new UploadTooLargeError().about({ field: 'imagen' });
    expect(error).toBeInstanceOf(UploadTooLargeError);
    expect(describeError(error)).toEqual({
      statusCode: 413,
      error: MESSAGES.imageTooLarge,
      message: MESSAGES.imageTooLarge,
      field: 'imagen',
    });
  });
});

describe('the error plugin', () => {
  async function appThrowing(error: unknown) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/', () => {
      throw error;
    });
    await app.ready();
    return app;
  }

  it('sends Retry-After with a 429 and Connection: close after an upload cut short', async () => {
    const limited = await appThrowing(new RateLimitedError(90));
    const blocked = await limited.inject({ method: 'GET', url: '/' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('90');
    expect(blocked.headers.connection).not.toBe('close');

    const cut = await appThrowing(new UploadTooLargeError({ field: 'imagen' }));
    const refused = await cut.inject({ method: 'GET', url: '/' });
    expect(refused.statusCode).toBe(413);
    expect(refused.headers.connection).toBe('close');
    expect(refused.headers['retry-after']).toBeUndefined();
  });

  it("maps the framework's own errors, and hides anything else behind a 500", async () => {
    const tooLarge = Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect((await (await appThrowing(tooLarge)).inject({ url: '/' })).json()).toEqual({
      statusCode: 413,
      error: MESSAGES.imageTooLarge,
      message: MESSAGES.imageTooLarge,
      field: 'imagen',
    });
    const invalid = Object.assign(new Error('x'), { validation: [], statusCode: 400 });
    expect((await (await appThrowing(invalid)).inject({ url: '/' })).json()).toEqual({
      statusCode: 400,
      error: MESSAGES.badRequest,
      message: MESSAGES.badRequest,
    });
    const teapot = Object.assign(new Error('x'), { statusCode: 418 });
    expect((await (await appThrowing(teapot)).inject({ url: '/' })).statusCode).toBe(418);
    const crash = await (await appThrowing(new Error('secreto interno'))).inject({ url: '/' });
    expect(crash.json()).toEqual({
      statusCode: 500,
      error: MESSAGES.serverError,
      message: MESSAGES.serverError,
    });
    expect(crash.body).not.toContain('secreto');
  });
});

describe('the error plugin at the edges', () => {
  async function answerTo(error: unknown) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/', () => {
      throw error;
    });
    const response = await app.inject({ url: '/' });
    await app.close();
    return { status: response.statusCode, body: response.body };
  }
  const json = (status: number, message: string, field?: string) =>
    JSON.stringify(
      field === undefined
        ? { statusCode: status, error: message, message }
        : { statusCode: status, error: message, message, field },
    );

  it('sends no field key when there is no field', async () => {
    expect((await answerTo(new NotFoundError())).body).toBe(json(404, MESSAGES.notFound));
  });

  it('answers 500 for a domain error it does not know', async () => {
    class Unknown extends DomainError {}
    expect(await answerTo(new Unknown('x'))).toEqual({
      status: 500,
      body: json(500, 'x'),
    });
  });

  it.each(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_ERR_CTP_BODY_TOO_LARGE'])(
    'the size limit %s → 413 about imagen',
    async (code) => {
      const error = Object.assign(new Error('x'), { code, statusCode: 413 });
      expect(await answerTo(error)).toEqual({
        status: 413,
        body: json(413, MESSAGES.imageTooLarge, 'imagen'),
      });
    },
  );

  it('keeps 4xx statuses of other framework errors, and turns the rest into 500', async () => {
    const coded = Object.assign(new Error('x'), { code: 'FST_OTHER', statusCode: 404 });
    expect(await answerTo(coded)).toEqual({ status: 404, body: json(404, MESSAGES.badRequest) });
    const low = Object.assign(new Error('x'), { statusCode: 400 });
    expect((await answerTo(low)).status).toBe(400);
    const high = Object.assign(new Error('x'), { statusCode: 499 });
    expect((await answerTo(high)).status).toBe(499);
    for (const statusCode of [399, 500, 503]) {
      const error = Object.assign(new Error('x'), { statusCode });
      expect(await answerTo(error)).toEqual({ status: 500, body: json(500, MESSAGES.serverError) });
    }
  });
});
