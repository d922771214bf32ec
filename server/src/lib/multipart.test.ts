import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, MESSAGES } from '@lbj/shared';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { UploadTooLargeError, ValidationError } from './errors.ts';
import { discard, fileBytes, readParts, registerMultipart, writeFilePart } from './multipart.ts';

const BOUNDARY = 'lbj-multipart-test';
const part = (name: string, value: string, fileName?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
  (fileName === undefined ? '' : `; filename="${fileName}"\r\nContent-Type: image/jpeg`) +
  `\r\n\r\n${value}\r\n`;
const body = (...parts: string[]) => `${parts.join('')}--${BOUNDARY}--\r\n`;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A route that reads at most two files of `fotos` and reports what it read. */
async function post(payload: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(async (uploads) => {
    await registerMultipart(uploads);
    uploads.post('/', async (request) => {
      const read: string[] = [];
      for await (const item of readParts(request, { maxFiles: { count: 2, field: 'fotos' } })) {
        if (item.type !== 'file') continue;
        if (item.fieldname !== 'fotos') {
          await discard(item.file);
          continue;
        }
        read.push((await fileBytes(item)).toString());
      }
      return { read };
    });
  });
  close = () => app.close();
  const response = await app.inject({
    method: 'POST',
    url: '/',
    headers: { 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, json: response.json<Record<string, unknown>>() };
}

describe('readParts and fileBytes', () => {
  it('reads the files of the field, skipping text and files of other fields', async () => {
    const response = await post(
      body(part('fotos', 'uno', 'a.jpg'), part('titulo', 'x'), part('otro', 'y', 'b.jpg')),
    );
    expect(response).toEqual({ status: 200, json: { read: ['uno'] } });
  });

  it('turns one file over the per-request count into TooManyFilesError about its field', async () => {
    const response = await post(
      body(part('fotos', '1', 'a.jpg'), part('fotos', '2', 'b.jpg'), part('fotos', '3', 'c.jpg')),
    );
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ message: MESSAGES.tooManyPhotos(2), field: 'fotos' });
  });

  it('answers a malformed body with 400, not as a limit', async () => {
    const response = await post(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fotos"`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: MESSAGES.badRequest });
    expect(response.json).not.toHaveProperty('field');
  });

  it("keeps the status of the parser's other limits (more than 10 fields → 413)", async () => {
    const fields = Array.from({ length: 11 }, (_, i) => part(`campo${String(i)}`, 'x'));
    const response = await post(body(...fields));
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ message: MESSAGES.badRequest });
  });

  // Bodies whose closing boundary never comes: the parser fails the file's own stream, at times
  // before the route listens to it. Each must be a 400, not a 500 or a request left hanging.
  const openFile = (field: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\nbytes';
  it.each([
    ['inside a file that is being read', openFile('fotos')],
    ['inside a file that is being discarded', openFile('otro')],
    ['after whole parts', part('titulo', 'x') + part('fotos', 'uno', 'a.jpg')],
  ])('answers 400 when a body ends %s, without the closing boundary', async (_, payload) => {
    const response = await post(payload);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: MESSAGES.badRequest });
  });
  it('cuts a file of another field over the size limit too: 413 about that field', async () => {
    const big = 'x'.repeat(LIMITS.imageMaxBytes + 1);
    const response = await post(body(part('fotos', 'uno', 'a.jpg'), part('otro', big, 'b.jpg')));
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ message: MESSAGES.imageTooLarge, field: 'otro' });
  });

  it('answers 400 when a body ends inside a file while the file is being read', async () => {
    // The end comes once the route listens to the file's stream, never before.
    const payload = new PassThrough();
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(async (uploads) => {
      await registerMultipart(uploads);
      uploads.post('/', async (request) => {
        for await (const item of readParts(request)) {
          if (item.type !== 'file') continue;
          const bytes = fileBytes(item);
          payload.end('y el resto, sin el límite final');
          await bytes;
        }
        return {};
      });
    });
    close = () => app.close();
    payload.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fotos"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\nlos primeros bytes',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.badRequest });
  });
});

describe('writeFilePart (a file streamed to disk, with a feature’s own size limit)', () => {
  const LIMIT = 1024;
  let dir: string;
  let target: string;

  /** A route that writes each `doc` file part to `target`, with a 1 KB file limit. */
  async function upload(payload: string | PassThrough, onFile?: () => void) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-write-part-'));
    target = path.join(dir, 'subido.pdf');
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(async (uploads) => {
      await registerMultipart(uploads, { fileSize: LIMIT, files: 2 });
      uploads.post('/', async (request) => {
        const written: number[] = [];
        for await (const item of readParts(request)) {
          if (item.type !== 'file') continue;
          const writing = writeFilePart(item, target);
          onFile?.();
          written.push(await writing);
        }
        return { written };
      });
    });
    close = async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
    const response = await app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    return { status: response.statusCode, json: response.json<Record<string, unknown>>() };
  }

  it('writes the bytes to a file only its owner can read, and counts them', async () => {
    const bytes = 'p'.repeat(LIMIT);
    const response = await upload(body(part('titulo', 'x'), part('doc', bytes, 'a.pdf')));
    expect(response).toEqual({ status: 200, json: { written: [LIMIT] } });
    expect(fs.readFileSync(target, 'utf8')).toBe(bytes);
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
  });

  it('never writes over a file that exists, nor removes it', async () => {
    const response = await upload(
      body(part('doc', 'primero', 'a.pdf'), part('doc', 'segundo', 'b.pdf')),
    );
    expect(response.status).toBe(500);
    expect(fs.readFileSync(target, 'utf8')).toBe('primero');
  });

  it('cuts a file over the limit: 413 about its field, and no partial file left', async () => {
    const response = await upload(body(part('doc', 'p'.repeat(LIMIT + 1), 'a.pdf')));
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ message: MESSAGES.imageTooLarge, field: 'doc' });
    expect(fs.existsSync(target)).toBe(false);
  });

  it('cuts a file at the limit while it is being written, without waiting for the rest', async () => {
    // The rest never comes: the answer cannot wait for the end of the file.
    const payload = new PassThrough();
    payload.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="doc"; filename="a.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n${'p'.repeat(LIMIT / 2)}`,
    );
    const response = await upload(payload, () => {
      payload.write('p'.repeat(LIMIT));
    });
    payload.end();
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ message: MESSAGES.imageTooLarge, field: 'doc' });
    expect(fs.existsSync(target)).toBe(false);
  });

  const openFile = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="doc"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\nlos primeros bytes`;

  it('a body that ends inside the file before it is written: 400, nothing on disk', async () => {
    const response = await upload(openFile);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: MESSAGES.badRequest });
    expect(fs.existsSync(target)).toBe(false);
  });

  it('a body that ends inside the file while it is written: 400, the partial file removed', async () => {
    const payload = new PassThrough();
    payload.write(openFile);
    const response = await upload(payload, () => payload.end(' y nada más'));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: MESSAGES.badRequest });
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe('writeFilePart on a stream that fails under it (what a real connection does)', () => {
  let dir: string;
  let target: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-write-part-'));
    target = path.join(dir, '.incoming-0123456789abcdef.part');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const write = fs.write.bind(fs) as (...args: unknown[]) => void;

  /**
   * The write stream writeFilePart opens and, once open, its descriptor: a spy on fs.write acts
   * on that file's writes only.
   */
  function outputFile(): () => { out?: fs.WriteStream; fd?: number } {
    const opened: { out?: fs.WriteStream; fd?: number } = {};
    const createWriteStream = fs.createWriteStream.bind(fs);
    vi.spyOn(fs, 'createWriteStream').mockImplementation((...args) => {
      const out = createWriteStream(...args);
      opened.out = out;
      out.once('open', (fd: number) => {
        opened.fd = fd;
      });
      return out;
    });
    return () => opened;
  }

  /** A file part as the parser hands it over, fed by hand. */
  function filePart(): { part: MultipartFile; file: PassThrough & { truncated?: boolean } } {
    const file = new PassThrough();
    return { part: { fieldname: 'doc', file } as unknown as MultipartFile, file };
  }

  it('the limit while a write is on its way to the disk: too large, about the field, no file left', async () => {
    // The limit comes at the moment the first write leaves for the disk: the write stream is
    // destroyed under it, and that write then ends in ERR_STREAM_DESTROYED, an error event after
    // the outcome was decided.
    const { part, file } = filePart();
    const opened = outputFile();
    let lateErrors = 0;
    vi.spyOn(fs, 'write').mockImplementation((...args: unknown[]) => {
      const { out, fd } = opened();
      if (out !== undefined && args[0] === fd && lateErrors === 0) {
        out.on('error', () => (lateErrors += 1));
        file.truncated = true;
        file.emit('limit');
      }
      write(...args);
    });

    const writing = writeFilePart(part, target);
    file.write(Buffer.alloc(1024 * 1024, 0x70));
    const error: unknown = await writing.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UploadTooLargeError);
    expect(error).toMatchObject({ field: 'doc' });
    expect(lateErrors).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a part destroyed without an error (the request aborted): a malformed body, no file left', async () => {
    const { part, file } = filePart();
    const writing = writeFilePart(part, target);
    file.write('los primeros bytes');
    await new Promise((resolve) => setImmediate(resolve));
    file.destroy();
    await expect(writing).rejects.toBeInstanceOf(ValidationError);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a write that fails (the disk): the error as it is, no file left', async () => {
    const { part, file } = filePart();
    const failure = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const opened = outputFile();
    vi.spyOn(fs, 'write').mockImplementation((...args: unknown[]) => {
      if (args[0] !== opened().fd) {
        write(...args);
        return;
      }
      const callback = args.at(-1) as (error: Error) => void;
      process.nextTick(callback, failure);
    });
    const writing = writeFilePart(part, target);
    file.end('todo el archivo');
    await expect(writing).rejects.toBe(failure);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
