// The stored files in an S3-compatible bucket (ADR 0051), through the real app and a local S3
// server: photos, share images and PDFs go to the bucket and nothing stays in DATA_DIR; they are
// served by the app with the same ETags, 304s and ranges; take-downs answer 410 and deletions
// remove the objects; the start-up sweep spares what may belong to another server's upload; a
// partial configuration or one without JWT_SECRET stops the boot.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, DOCUMENT_PATHS, PHOTO_API_PATHS, photoKeyOf } from '@lbj/shared';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { uploadPhotos } from './modules/gallery/gallery.test-support.ts';
import { pdf, uploadValid } from './modules/documents/documents.test-support.ts';
import { newsCalls, solidImage } from './modules/news/news.test-support.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestApp, testConfig, type TestApp } from './test/helpers.ts';
import { startLocalBucket, type LocalBucket } from './test/s3.ts';

let bucket: LocalBucket;
let t: TestApp;
let token: string;

beforeAll(async () => {
  bucket = await startLocalBucket();
  t = await createTestApp(bucket.env);
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
});

afterAll(async () => {
  await t.close();
  await bucket.close();
});

const { publishValid, get, bearer } = newsCalls(() => ({ app: t.app, token }));

const keysOf = async (prefix: string) =>
  (await bucket.keys()).filter((key) => key.startsWith(prefix));

/** Every file under DATA_DIR, as relative paths (the test's built site aside). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`web${path.sep}`));
}

/** What a stored file may be: a photo's, a share image, a PDF, or an upload on its way. */
const STORED_FILE = /\.(webp|jpg|pdf|part|tmp)$/;

const sha256Etag = (bytes: Buffer) =>
  `"${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;

describe('with S3_* set', () => {
  it('keeps a news photo and its share image in the bucket, none in DATA_DIR, and serves them with their ETag, 304, HEAD and ranges', async () => {
    const image = await solidImage(64, 48);
    const item = await publishValid({}, image);
    const key = photoKeyOf(item.imagen ?? '') ?? 'none';
    expect(await keysOf(`uploads/${key}-`)).toEqual([
      ...(item.imagenes ?? []).map((variant) => `uploads/${path.basename(variant.url)}`),
      `uploads/${key}-share.jpg`,
    ]);
    expect(fs.existsSync(t.config.uploadsDir)).toBe(false);
    expect(filesUnder(t.dataDir).filter((file) => STORED_FILE.test(file))).toEqual([]);

    const url = item.imagen ?? '';
    const stored = await bucket.read(`uploads/${path.basename(url)}`);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(stored)).toBe(true);
    expect(first.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(stored.length),
      etag: sha256Etag(stored),
    });
    const again = await get(url, { 'if-none-match': sha256Etag(stored) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(stored.length));
    const part = await get(url, { range: 'bytes=2-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-11/${String(stored.length)}`);
    expect(part.rawPayload.equals(stored.subarray(2, 12))).toBe(true);
    const past = await get(url, { range: `bytes=${String(stored.length)}-` });
    expect(past.statusCode).toBe(416);

    // The same bytes under another key have the same tag, as they would on another server.
    const twin = await publishValid({}, image);
    expect((await get(twin.imagen ?? '')).headers.etag).toBe(first.headers.etag);

    const share = await get(`/uploads/${key}-share.jpg`);
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(share.rawPayload.equals(await bucket.read(`uploads/${key}-share.jpg`))).toBe(true);
    expect((await get(`/uploads/${'0'.repeat(32)}-960.webp`)).statusCode).toBe(404);
    expect((await get(`/uploads/..%2f${key}-960.webp`)).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(item.id),
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await keysOf(`uploads/${key}-`)).toEqual([]);
    expect((await get(url)).statusCode).toBe(404);
  });

  it('takes a gallery photo down: its addresses answer 410 and its objects are gone', async () => {
    const upload = await uploadPhotos(
      t,
      2025,
      [{ name: 'a.jpg', bytes: await solidImage(80, 60), type: 'image/jpeg' }],
      token,
    );
    expect(upload.statusCode).toBe(201);
    const [photo] = upload.json<{ photos: { url: string }[] }>().photos;
    const url = photo?.url ?? '';
    const key = photoKeyOf(url) ?? 'none';
    expect(await keysOf(`uploads/${key}-`)).not.toEqual([]);
    expect((await get(url)).statusCode).toBe(200);

    const takeDown = await t.app.inject({
      method: 'POST',
      url: PHOTO_API_PATHS.takeDown(key),
      headers: bearer(token),
      payload: { motivo: 'Pedido del apoderado' },
    });
    expect(takeDown.statusCode).toBe(204);
    const gone = await get(url);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(await keysOf(`uploads/${key}-`)).toEqual([]);
  });

  it('keeps a PDF in the bucket, leaves no upload behind, serves it with its ETag and 304, and deletes it', async () => {
    const bytes = pdf('Reglamento en el bucket');
    const document = await uploadValid(t.app, token, {}, bytes);
    const [object] = await keysOf('documents/');
    expect(object).toMatch(/^documents\/[a-f0-9]{32}\.pdf$/);
    expect((await bucket.read(object ?? '')).equals(bytes)).toBe(true);
    expect(filesUnder(t.dataDir).filter((file) => STORED_FILE.test(file))).toEqual([]);

    const url = DOCUMENT_PATHS.file(document.id);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers.etag).toBe(sha256Etag(bytes));
    expect((await get(url, { 'if-none-match': sha256Etag(bytes) })).statusCode).toBe(304);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: DOCUMENT_PATHS.item(document.id),
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await keysOf('documents/')).toEqual([]);
  });

  it('at start, removes the objects no row names that are older than the grace, and spares the fresh ones', async () => {
    const fresh = crypto.randomBytes(16).toString('hex');
    const old = crypto.randomBytes(16).toString('hex');
    const image = await solidImage(16, 16, 'webp');
    for (const key of [fresh, old]) {
      await bucket.put(`uploads/${key}-480.webp`, image);
      await bucket.put(`documents/${key}.pdf`, pdf());
    }
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    bucket.age(`uploads/${old}-480.webp`, anHourAgo);
    bucket.age(`documents/${old}.pdf`, anHourAgo);

    // Another server on the same bucket, whose database has none of these rows.
    const other = await createTestApp(bucket.env);
    await other.close();
    const left = await bucket.keys();
    expect(left).toContain(`uploads/${fresh}-480.webp`);
    expect(left).toContain(`documents/${fresh}.pdf`);
    expect(left).not.toContain(`uploads/${old}-480.webp`);
    expect(left).not.toContain(`documents/${old}.pdf`);
  });

  it('refuses to boot on a bucket it cannot open, saying so in Spanish', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-test-'));
    try {
      const config = testConfig(dataDir, path.join(dataDir, 'web'), {
        ...bucket.env,
        S3_BUCKET: 'no-existe',
        JWT_SECRET: 'x'.repeat(32),
      });
      await expect(buildApp(config)).rejects.toThrow(/No se pudo abrir el bucket «no-existe»/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the S3_* variables', () => {
  const full = {
    S3_ENDPOINT: 'https://s3.example',
    S3_BUCKET: 'colegio',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secreto',
    S3_FORCE_PATH_STYLE: 'false',
    JWT_SECRET: 'x'.repeat(32),
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('go all together: a partial set stops the boot naming what is missing', () => {
    expect(loadConfig(full).s3).toEqual({
      endpoint: 'https://s3.example',
      bucket: 'colegio',
      region: 'auto',
      accessKeyId: 'id',
      secretAccessKey: 'secreto',
      forcePathStyle: false,
    });
    expect(loadConfig({}).s3).toBeUndefined();
    const { S3_BUCKET: _bucket, S3_FORCE_PATH_STYLE: _style, ...partial } = full;
    const problems = problemsOf(partial);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^S3_BUCKET: falta; las variables S3_\* van todas juntas/);
    expect(problems[1]).toMatch(/^S3_FORCE_PATH_STYLE: falta/);
  });

  it('need JWT_SECRET (DATA_DIR may start empty), and take BACKUP_DIR (portable backups)', () => {
    const { JWT_SECRET: _secret, ...withoutSecret } = full;
    expect(problemsOf(withoutSecret)).toEqual([
      expect.stringMatching(/^JWT_SECRET: es obligatoria con los archivos en un bucket S3/),
    ]);
    expect(problemsOf({ ...full, BACKUP_DIR: '/respaldos' })).toEqual([]);
  });
});
