import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, DOCUMENT_MESSAGES, MESSAGES, STORAGE_MESSAGES } from '@lbj/shared';
import {
  ConflictError,
  FileRejectedError,
  ForbiddenError,
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
  StorageError,
  StorageFullError,
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
    [
      'a wrong current password',
      new ForbiddenError(ADMIN_MESSAGES.wrongCurrentPassword, 'current'),
      {
        statusCode: 403,
        error: ADMIN_MESSAGES.wrongCurrentPassword,
        message: ADMIN_MESSAGES.wrongCurrentPassword,
        field: 'current',
      },
    ],
    [
      'the last administrator',
      new ConflictError(ADMIN_MESSAGES.lastAdmin),
      { statusCode: 409, error: ADMIN_MESSAGES.lastAdmin, message: ADMIN_MESSAGES.lastAdmin },
    ],
    [
      'a full disk',
      new StorageFullError(),
      {
        statusCode: 507,
        error: STORAGE_MESSAGES.storageFull,
        message: STORAGE_MESSAGES.storageFull,
      },
    ],
    [
      'another storage failure',
      new StorageError(),
      {
        statusCode: 500,
        error: STORAGE_MESSAGES.storageFailed,
        message: STORAGE_MESSAGES.storageFailed,
      },
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

  it.each([
    ['empty', 400, DOCUMENT_MESSAGES.empty],
    ['too-large', 413, DOCUMENT_MESSAGES.tooLarge(20)],
    ['wrong-type', 415, DOCUMENT_MESSAGES.notPdf],
    ['unsafe-content', 422, DOCUMENT_MESSAGES.activeContent],
  ] as const)('a document refused as %s → %i', (reason, status, message) => {
    expect(describeError(new FileRejectedError(reason, message, 'archivo'))).toEqual({
      statusCode: status,
      error: message,
      message,
      field: 'archivo',
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

describe('the error plugin and the disk', () => {
  async function answerTo(error: unknown, onNoSpace?: () => void) {
    const records: { level: number; msg: string; err?: { type?: string; code?: string } }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        records.push(JSON.parse(chunk.toString()) as (typeof records)[number]);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandler(app, onNoSpace ? { onNoSpace } : {});
    app.get('/', () => {
      throw error;
    });
    const response = await app.inject({ url: '/' });
    await app.close();
    return { response, errors: records.filter((record) => record.level >= 50) };
  }
  const code = (name: string) => Object.assign(new Error(name), { code: name });

  it.each(['ENOSPC', 'SQLITE_FULL'])(
    'answers %s met outside the image store as a full disk (507), and lets the reserve go',
    async (name) => {
      let told = 0;
      const { response, errors } = await answerTo(code(name), () => told++);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toMatchObject({ message: STORAGE_MESSAGES.storageFull });
      expect(told).toBe(1);
      expect(errors.map((record) => record.err?.code)).toEqual([name]);
    },
  );

  it('answers a full disk without anyone to tell', async () => {
    expect((await answerTo(new StorageFullError(code('ENOSPC')))).response.statusCode).toBe(507);
  });

  it('logs the cause of a storage failure, and tells no one about a disk that is not full', async () => {
    let told = 0;
    const failed = await answerTo(new StorageError(code('EACCES')), () => told++);
    expect(failed.response.json()).toMatchObject({
      statusCode: 500,
      message: STORAGE_MESSAGES.storageFailed,
    });
    expect(failed.errors.map((record) => record.err?.code)).toEqual(['EACCES']);
    // A domain error is answered as it is, even when its cause was a full disk.
    const wrapped = await answerTo(new StorageError(code('ENOSPC')), () => told++);
    expect(wrapped.response.statusCode).toBe(500);
    const missing = await answerTo(new NotFoundError(), () => told++);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.errors).toEqual([]);
    expect(told).toBe(0);
  });

  it('logs an unexpected error with the error itself', async () => {
    const { errors } = await answerTo(code('EIO'));
    expect(errors.map((record) => record.err?.code)).toEqual(['EIO']);
  });

  it('closes the connection after a document over the limit only, not after other refusals', async () => {
    const tooLarge = new FileRejectedError('too-large', DOCUMENT_MESSAGES.tooLarge(20), 'archivo');
    expect((await answerTo(tooLarge)).response.headers.connection).toBe('close');
    for (const error of [
      new FileRejectedError('wrong-type', DOCUMENT_MESSAGES.notPdf, 'archivo'),
      new ImageRejectedError('too-large'),
    ]) {
      expect((await answerTo(error)).response.headers.connection).not.toBe('close');
    }
  });
});
