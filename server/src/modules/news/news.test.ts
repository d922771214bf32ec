import * as z from 'zod/mini';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, base64url, decodeJwt } from 'jose';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LIMITS,
  MESSAGES,
  newsItemSchema,
  newsListSchema,
  type NewsItem,
} from '@lbj/shared';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  ADMIN_PASSWORD,
  createAdmin,
  createUsersRepository,
  findAdmin,
  loginAs,
  signToken,
  withDatabase,
} from '../../test/admin.ts';
import {
  EXIF_MARKER,
  VALID_FIELDS,
  blankPng,
  expectedFiles,
  jpegPart,
  multipartBody,
  noiseJpeg,
  orientedJpegWithGps,
  photoJpeg,
  solidImage,
  storedState,
  type FilePart,
} from './news.test-support.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const NOW = new Date('2025-03-14T15:09:26.000Z');

let t: TestApp;
let token: string;
let clock: Date;

const nothing = () => Promise.resolve();

async function startApp(seed: () => Promise<unknown>) {
  clock = NOW;
  t = await createTestApp({ JWT_SECRET: SECRET }, { now: () => clock });
  await createAdmin(t.dataDir);
  token = await loginAs(t.app);
  await seed();
}

/** Each test of the describe on an app of its own, after `seed`. */
function appPerTest(seed: () => Promise<unknown> = nothing) {
  beforeEach(() => startApp(seed));
  afterEach(async () => {
    await t.close();
  });
}

/**
 * One app, after `seed`, for a describe whose tests are refused and change nothing (each checks
 * that, from the state just before its request). A test that failed by storing or deleting
 * anyway is followed by a fresh app, so that the next test's failure is its own.
 */
function appPerDescribe(seed: () => Promise<unknown> = nothing) {
  appWhileUnchanged({
    start: () => startApp(seed),
    close: () => t.close(),
    state: () => storedState(t.dataDir),
  });
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

async function publish(
  fields: Record<string, string | FilePart | FilePart[] | undefined>,
  headers: Record<string, string> = bearer(token),
) {
  const body = await multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.news,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Made once: a small picture (one rendition) where what is published does not matter. */
let smallJpeg: Promise<Buffer> | undefined;

async function publishValid(
  image?: Buffer,
  fields: Partial<Record<keyof typeof VALID_FIELDS, string>> = {},
) {
  smallJpeg ??= solidImage(64, 48);
  const response = await publish({
    ...VALID_FIELDS,
    ...fields,
    imagen: jpegPart(image ?? (await smallJpeg)),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewsItem>();
}

const uploadPath = (url: string) => path.join(t.config.uploadsDir, path.basename(url));

describe('POST /api/news', () => {
  describe('accepts', () => {
    appPerTest();

    it('publishes a news item: 201 with the allow-listed item and WebP renditions on disk', async () => {
      const image = await photoJpeg(2000, 1333);
      const response = await publish({
        titulo: '  Feria científica 2025  ',
        descripcion: VALID_FIELDS.descripcion,
        tipo_noticia: 'Académico',
        imagen: jpegPart(image),
      });

      expect(response.statusCode).toBe(201);
      const item = response.json<NewsItem>();
      // An administrator's answer: the public fields, plus the state and the requested date.
      expect(Object.keys(item).sort()).toEqual(
        [
          'actualizado',
          'descripcion',
          'estado',
          'fecha',
          'id',
          'imagen',
          'imagenes',
          'publicar_en',
          'ruta',
          'tipo_noticia',
          'titulo',
          'traducciones',
        ].sort(),
      );
      expect(z.strictObject(newsItemSchema.shape).parse(item)).toEqual(item);
      expect(item.ruta).toBe(`/news/${String(item.id)}-feria-cientifica-2025`);
      expect(item).toMatchObject({ estado: 'publicada', publicar_en: null });
      expect(item.actualizado).toBe(NOW.toISOString());
      expect(item.titulo).toBe('Feria científica 2025');
      expect(item.tipo_noticia).toBe('Académico');
      expect(item.fecha).toBe(NOW.toISOString());
      expect(item.imagen).toMatch(/^\/uploads\/[a-f0-9]{32}-960\.webp$/);
      expect(item.imagenes?.map((variant) => variant.width)).toEqual([480, 720, 960, 1600]);
      // Nothing about the disk leaves the server.
      expect(response.body).not.toContain(t.dataDir);
      expect(response.body).not.toContain('image_key');

      const state = storedState(t.dataDir);
      expect(state.rows).toHaveLength(1);
      expect(state.files).toEqual(expectedFiles(state.rows));
      for (const variant of item.imagenes ?? []) {
        const meta = await sharp(uploadPath(variant.url)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(variant.width);
      }

      const served = await t.app.inject({ method: 'GET', url: item.imagen ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
    });

    it('accepts PNG and WebP as well, judged by their bytes, and never enlarges a small image', async () => {
      const png = await publish({
        ...VALID_FIELDS,
        imagen: {
          bytes: await solidImage(300, 200, 'png'),
          filename: 'dibujo.png',
          type: 'image/png',
        },
      });
      expect(png.statusCode).toBe(201);
      const pngItem = png.json<NewsItem>();
      expect(pngItem.imagen).toMatch(/-300\.webp$/);
      expect(pngItem.imagenes?.map((variant) => variant.width)).toEqual([300]);

      // A WebP sent with a misleading name and type is still a WebP.
      const webp = await publish({
        ...VALID_FIELDS,
        imagen: {
          bytes: await solidImage(800, 600, 'webp'),
          filename: 'x.bin',
          type: 'text/plain',
        },
      });
      expect(webp.statusCode).toBe(201);
      expect(webp.json<NewsItem>().imagenes?.map((variant) => variant.width)).toEqual([
        480, 720, 800,
      ]);
    });

    it('applies the EXIF orientation and strips EXIF and GPS metadata', async () => {
      const original = await orientedJpegWithGps();
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      expect(original.includes(EXIF_MARKER)).toBe(true);

      const item = await publishValid(original);
      const file = uploadPath(item.imagen ?? '');
      const stored = fs.readFileSync(file);
      const meta = await sharp(stored).metadata();
      expect([meta.width, meta.height]).toEqual([200, 400]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(EXIF_MARKER)).toBe(false);

      // Rotated 90° clockwise: the red left half of the original is now on top.
      const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels;
        return [data[i], data[i + 1], data[i + 2]] as [number, number, number];
      };
      const [topRed, , topBlue] = pixel(100, 50);
      const [bottomRed, , bottomBlue] = pixel(100, 350);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomBlue).toBeGreaterThan(200);
      expect(bottomRed).toBeLessThan(60);
    });
  });

  describe('refuses bad uploads and stores nothing', () => {
    appPerDescribe();

    it('validates every text field before touching the image (400 titulo, not 415)', async () => {
      const response = await publish({
        ...VALID_FIELDS,
        titulo: 'x'.repeat(LIMITS.tituloMax + 1),
        imagen: { bytes: Buffer.from('<svg/>'), filename: 'a.svg', type: 'image/svg+xml' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'titulo' });
    });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

    type Case = {
      name: string;
      fields: () => Promise<Record<string, string | FilePart | FilePart[] | undefined>>;
      status: number;
      field?: string;
      message: string;
    };
    const withImage = (part: () => Promise<FilePart> | FilePart) => async () => ({
      ...VALID_FIELDS,
      imagen: await part(),
    });
    const withFields = (fields: Record<string, string | undefined>) => async () => ({
      ...VALID_FIELDS,
      ...fields,
      imagen: jpegPart(await solidImage(64, 64)),
    });

    const cases: Case[] = [
      {
        name: 'an image over 5 MB',
        fields: withImage(async () => {
          const big = Buffer.alloc(LIMITS.imageMaxBytes + 1024 * 1024, 0x41);
          (await noiseJpeg(64, 64)).copy(big);
          return jpegPart(big, 'enorme.jpg');
        }),
        status: 413,
        field: 'imagen',
        message: MESSAGES.imageTooLarge,
      },
      {
        name: 'an SVG',
        fields: withImage(() => ({ bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' })),
        status: 415,
        field: 'imagen',
        message: MESSAGES.imageWrongType,
      },
      {
        name: 'an SVG renamed .png',
        fields: withImage(() => ({ bytes: svg, filename: 'logo.png', type: 'image/png' })),
        status: 415,
        field: 'imagen',
        message: MESSAGES.imageWrongType,
      },
      {
        name: 'an HTML page',
        fields: withImage(() => ({ bytes: html, filename: 'index.html', type: 'text/html' })),
        status: 415,
        field: 'imagen',
        message: MESSAGES.imageWrongType,
      },
      {
        name: 'a text file renamed .jpg',
        fields: withImage(() => jpegPart(Buffer.from('hola, esto no es una foto\n'), 'foto.jpg')),
        status: 415,
        field: 'imagen',
        message: MESSAGES.imageWrongType,
      },
      {
        name: 'a GIF (not an accepted format)',
        fields: withImage(async () => ({
          bytes: await solidImage(32, 32, 'gif'),
          filename: 'a.gif',
          type: 'image/gif',
        })),
        status: 415,
        field: 'imagen',
        message: MESSAGES.imageWrongType,
      },
      {
        name: 'a truncated JPEG',
        fields: withImage(async () => {
          const whole = await noiseJpeg(800, 600);
          return jpegPart(whole.subarray(0, Math.floor(whole.length / 2)));
        }),
        status: 400,
        field: 'imagen',
        message: MESSAGES.imageUnreadable,
      },
      {
        name: 'a zero-byte file',
        fields: withImage(() => jpegPart(Buffer.alloc(0))),
        status: 400,
        field: 'imagen',
        message: MESSAGES.imageRequired,
      },
      {
        name: 'a 10,000 × 5,000 PNG (50 megapixels)',
        fields: withImage(() => ({
          bytes: blankPng(10_000, 5_000),
          filename: 'grande.png',
          type: 'image/png',
        })),
        status: 413,
        field: 'imagen',
        message: MESSAGES.imageTooManyPixels,
      },
      {
        name: 'a 20,000 × 20,000 PNG (decompression bomb)',
        fields: withImage(async () => {
          const bomb = blankPng(20_000, 20_000);
          const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);
          expect(bomb.length).toBeLessThan(LIMITS.imageMaxBytes);
          return { bytes: bomb, filename: 'bomba.png', type: 'image/png' };
        }),
        status: 413,
        field: 'imagen',
        message: MESSAGES.imageTooManyPixels,
      },
      {
        name: 'a missing titulo',
        fields: withFields({ titulo: undefined }),
        status: 400,
        field: 'titulo',
        message: MESSAGES.required,
      },
      {
        name: 'a blank titulo',
        fields: withFields({ titulo: '   ' }),
        status: 400,
        field: 'titulo',
        message: MESSAGES.required,
      },
      {
        name: 'a missing descripcion',
        fields: withFields({ descripcion: undefined }),
        status: 400,
        field: 'descripcion',
        message: MESSAGES.required,
      },
      {
        name: 'a missing tipo_noticia',
        fields: withFields({ tipo_noticia: undefined }),
        status: 400,
        field: 'tipo_noticia',
        message: MESSAGES.categoryRequired,
      },
      {
        name: 'a missing imagen',
        fields: () => Promise.resolve({ ...VALID_FIELDS }),
        status: 400,
        field: 'imagen',
        message: MESSAGES.imageRequired,
      },
      {
        name: 'an unknown category',
        fields: withFields({ tipo_noticia: 'Farándula' }),
        status: 400,
        field: 'tipo_noticia',
        message: MESSAGES.unknownCategory,
      },
      {
        name: 'a category in the wrong case',
        fields: withFields({ tipo_noticia: 'académico' }),
        status: 400,
        field: 'tipo_noticia',
        message: MESSAGES.unknownCategory,
      },
      {
        name: 'an overlong titulo',
        fields: withFields({ titulo: 'a'.repeat(LIMITS.tituloMax + 1) }),
        status: 400,
        field: 'titulo',
        message: MESSAGES.titleTooLong(LIMITS.tituloMax),
      },
      {
        name: 'an overlong descripcion',
        fields: withFields({ descripcion: 'a'.repeat(LIMITS.descripcionMax + 1) }),
        status: 400,
        field: 'descripcion',
        message: MESSAGES.descriptionTooLong(LIMITS.descripcionMax),
      },
      {
        name: 'two images',
        fields: async () => {
          const part = jpegPart(await solidImage(64, 64));
          return { ...VALID_FIELDS, imagen: [part, part] };
        },
        status: 400,
        field: 'imagen',
        message: MESSAGES.badRequest,
      },
    ];

    it.each(cases)('$name → $status', async ({ fields, status, field, message }) => {
      const response = await publish(await fields());
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ statusCode: status, error: message, message, field });
      expect(storedState(t.dataDir)).toEqual({ rows: [], files: [] });
    });

    it('a body that is not multipart → 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.news,
        headers: bearer(token),
        payload: { ...VALID_FIELDS, imagen: 'https://example.com/foto.jpg' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: MESSAGES.multipartRequired });
      expect(storedState(t.dataDir)).toEqual({ rows: [], files: [] });
    });

    it.each([
      ['no boundary', 'multipart/form-data', 'hola'],
      ['no parts', 'multipart/form-data; boundary=abc', 'hola'],
      [
        'a part cut off',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="titulo"\r\n\r\nFeria',
      ],
    ])('a malformed multipart body (%s) → 400', async (_name, contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.news,
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: MESSAGES.badRequest });
      expect(storedState(t.dataDir)).toEqual({ rows: [], files: [] });
    });
  });
});

describe('the admin guard on POST and DELETE', () => {
  type TokenCase = {
    name: string;
    header: () => Promise<string | undefined> | string | undefined;
    message: string;
  };

  const signedWith = async (
    secret: string,
    alg: 'HS256' | 'HS512',
    claims: Record<string, unknown>,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));

  const cases: TokenCase[] = [
    {
      name: 'no Authorization header',
      header: () => undefined,
      message: MESSAGES.unauthorized,
    },
    { name: 'an empty bearer', header: () => 'Bearer ', message: MESSAGES.unauthorized },
    {
      name: 'a malformed token',
      header: () => 'Bearer esto-no-es-un-token',
      message: MESSAGES.unauthorized,
    },
    {
      name: 'another scheme',
      header: () => `Basic ${Buffer.from(`directora:${ADMIN_PASSWORD}`).toString('base64')}`,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a token without "Bearer"',
      header: () => token,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'an expired token',
      header: async () => {
        const user = await findAdmin(t.dataDir);
        const issued = Date.now() - 2 * 60 * 60 * 1000 - 60_000;
        return `Bearer ${await signToken(user, new TextEncoder().encode(SECRET), issued)}`;
      },
      message: MESSAGES.sessionExpired,
    },
    {
      name: 'a token signed with another secret',
      header: async () => {
        const user = await findAdmin(t.dataDir);
        return `Bearer ${await signToken(user, new TextEncoder().encode('x'.repeat(48)))}`;
      },
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a token with "alg": "none"',
      header: () => {
        const head = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
        const body = base64url.encode(JSON.stringify(decodeJwt(token)));
        return `Bearer ${head}.${body}.`;
      },
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a token signed with HS512 (algorithm not allowed)',
      header: async () => `Bearer ${await signedWith(SECRET, 'HS512', decodeJwt(token))}`,
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a token whose payload was edited',
      header: () => {
        const [head, , signature] = token.split('.');
        const claims = { ...decodeJwt(token), exp: Math.floor(Date.now() / 1000) + 86_400 * 365 };
        return `Bearer ${head ?? ''}.${base64url.encode(JSON.stringify(claims))}.${signature ?? ''}`;
      },
      message: MESSAGES.unauthorized,
    },
  ];
  /** Tokens refused once their administrator changed: each case changes the accounts. */
  const changedAccountCases: TokenCase[] = [
    {
      name: 'a token of a deleted administrator',
      header: async () => {
        await createAdmin(t.dataDir, 'exdirector');
        const old = await loginAs(t.app, 'exdirector');
        const user = await findAdmin(t.dataDir, 'exdirector');
        await withDatabase(t.dataDir, ({ db }) => createUsersRepository(db).deleteById(user.id));
        return `Bearer ${old}`;
      },
      message: MESSAGES.unauthorized,
    },
    {
      name: 'a token issued before a password reset',
      header: async () => {
        const user = await findAdmin(t.dataDir);
        await withDatabase(t.dataDir, ({ db }) =>
          createUsersRepository(db).updatePassword(
            user.id,
            `${user.passwordHash}x`,
            NOW.toISOString(),
          ),
        );
        return `Bearer ${token}`;
      },
      message: MESSAGES.sessionExpired,
    },
  ];

  /** POST and DELETE with the header of the case: both refused, nothing written or deleted. */
  async function expectRefused(existing: NewsItem, { header, message }: TokenCase) {
    const before = storedState(t.dataDir);

    const value = await header();
    const headers: Record<string, string> = value === undefined ? {} : { authorization: value };
    const post = await publish(
      { ...VALID_FIELDS, imagen: jpegPart(await solidImage(64, 64)) },
      headers,
    );
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ statusCode: 401, error: message, message });

    const del = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(existing.id),
      headers,
    });
    expect(del.statusCode).toBe(401);
    expect(storedState(t.dataDir)).toEqual(before);
  }

  describe('refuses a request without a valid token', () => {
    // One app and one item for these cases: a refusal changes nothing (each checks it).
    let existing: NewsItem;
    appPerDescribe(async () => {
      existing = await publishValid();
    });

    it.each(cases)('$name → 401, nothing written or deleted', async (tokenCase) => {
      await expectRefused(existing, tokenCase);
    });
  });

  describe('refuses the token of an administrator who changed (an app per test)', () => {
    appPerTest();

    it.each(changedAccountCases)('$name → 401, nothing written or deleted', async (tokenCase) => {
      await expectRefused(await publishValid(), tokenCase);
    });

    it('a valid token publishes (the same request as above, with the right header)', async () => {
      const response = await publish({
        ...VALID_FIELDS,
        imagen: jpegPart(await solidImage(64, 64)),
      });
      expect(response.statusCode).toBe(201);
    });
  });
});

describe('GET /api/news', () => {
  appPerTest();

  it('returns an empty array when there is no news', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.news });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([]);
  });

  it('lists news newest first, with the shared schema and only public fields', async () => {
    const dates = [
      '2025-03-01T12:00:00.000Z',
      '2025-03-03T12:00:00.000Z',
      '2025-03-02T12:00:00.000Z',
    ];
    for (const [i, date] of dates.entries()) {
      clock = new Date(date);
      await publishValid(undefined, { titulo: `Noticia ${String(i + 1)}` });
    }
    clock = new Date(dates[1] ?? '');
    await publishValid(undefined, { titulo: 'Noticia 4 (misma fecha que la 2)' });

    const response = await t.app.inject({ method: 'GET', url: API_PATHS.news });
    const list = newsListSchema.parse(response.json());
    expect(list.map((item) => item.titulo)).toEqual([
      'Noticia 4 (misma fecha que la 2)',
      'Noticia 2',
      'Noticia 3',
      'Noticia 1',
    ]);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'actualizado',
          'descripcion',
          'fecha',
          'id',
          'imagen',
          'imagenes',
          'ruta',
          'tipo_noticia',
          'titulo',
          'traducciones',
        ].sort(),
      );
      expect(new Date(item.fecha).toISOString()).toBe(item.fecha);
      // Never edited: the last change is the publication.
      expect(item.actualizado).toBe(item.fecha);
    }
  });

  it('answers 304 to a matching If-None-Match and changes its ETag on every write', async () => {
    const first = await t.app.inject({ method: 'GET', url: API_PATHS.news });
    const emptyTag = first.headers.etag as string;
    expect(emptyTag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const notModified = await t.app.inject({
      method: 'GET',
      url: API_PATHS.news,
      headers: { 'if-none-match': emptyTag },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(emptyTag);

    const weakInAList = await t.app.inject({
      method: 'GET',
      url: API_PATHS.news,
      headers: { 'if-none-match': `"otro", W/${emptyTag}` },
    });
    expect(weakInAList.statusCode).toBe(304);

    const anyTag = await t.app.inject({
      method: 'GET',
      url: API_PATHS.news,
      headers: { 'if-none-match': '*' },
    });
    expect(anyTag.statusCode).toBe(304);

    const created = await publishValid();
    const afterPost = await t.app.inject({
      method: 'GET',
      url: API_PATHS.news,
      headers: { 'if-none-match': emptyTag },
    });
    expect(afterPost.statusCode).toBe(200);
    expect(afterPost.json<NewsItem[]>().map((item) => item.id)).toEqual([created.id]);
    const oneTag = afterPost.headers.etag as string;
    expect(oneTag).not.toBe(emptyTag);

    const cached = await t.app.inject({
      method: 'GET',
      url: API_PATHS.news,
      headers: { 'if-none-match': oneTag },
    });
    expect(cached.statusCode).toBe(304);

    await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(created.id),
      headers: bearer(token),
    });
    const afterDelete = await t.app.inject({
      method: 'GET',
      url: API_PATHS.news,
      headers: { 'if-none-match': oneTag },
    });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toEqual([]);
    expect(afterDelete.headers.etag).toBe(emptyTag);
  });
});

describe('DELETE /api/news/:id', () => {
  describe('deletes', () => {
    appPerTest();

    it('deletes the row and its image files → 204', async () => {
      // 1700 px wide: four renditions each, and the share image. Plain colours: the picture
      // does not matter here, and it encodes many times faster than a photo.
      const keep = await publishValid(await solidImage(1700, 900));
      const gone = await publishValid(await solidImage(1700, 900, 'jpeg', '#7d2a4f'));
      const goneFiles = (gone.imagenes ?? []).map((variant) => uploadPath(variant.url));
      expect(goneFiles).toHaveLength(4);
      for (const file of goneFiles) expect(fs.existsSync(file)).toBe(true);

      const response = await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.newsItem(gone.id),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      for (const file of goneFiles) expect(fs.existsSync(file)).toBe(false);

      const state = storedState(t.dataDir);
      expect(state.rows).toHaveLength(1);
      expect(state.files).toEqual(expectedFiles(state.rows));
      const list = await t.app.inject({ method: 'GET', url: API_PATHS.news });
      expect(list.json<NewsItem[]>().map((item) => item.id)).toEqual([keep.id]);
      const image = await t.app.inject({ method: 'GET', url: gone.imagen ?? '' });
      expect(image.statusCode).toBe(404);
    });

    it('a second delete of the same item → 404', async () => {
      const item = await publishValid();
      const url = API_PATHS.newsItem(item.id);
      const first = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
      const second = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
      expect([first.statusCode, second.statusCode]).toEqual([204, 404]);
    });
  });

  describe('refuses an id of no item', () => {
    // One app and one item for these cases: a refusal deletes nothing (each checks it).
    appPerDescribe(() => publishValid());

    it.each(['999', 'abc', '0', '-1', '1.5', '99999999999999999999'])(
      'an unknown id (%s) → 404 with the Spanish message',
      async (id) => {
        const response = await t.app.inject({
          method: 'DELETE',
          url: `${API_PATHS.news}/${id}`,
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: MESSAGES.newsNotFound,
          message: MESSAGES.newsNotFound,
        });
        expect(storedState(t.dataDir).rows).toHaveLength(1);
      },
    );
  });
});
