// @time-zones
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MESSAGES,
  UPLOADS_PREFIX,
  apiErrorSchema,
  galleryPhotoListSchema,
  chileYear,
  galleryPhotosSchema,
  galleryYearSchema,
  galleryYearsSchema,
} from '@lbj/shared';
import { appWhileUnchanged } from '../../test/app-per-describe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { handWrittenBody } from '../../test/multipart.ts';
import {
  adminToken,
  fixtures,
  multipart,
  photoRowCount,
  uploadFiles,
  uploadPhotos,
} from './gallery.test-support.ts';

/** The local library: no Facebook page configured. */

const NOW = new Date('2025-06-15T12:00:00-04:00');

let t: TestApp;
let token: string;
let clock: Date;

async function startApp() {
  clock = NOW;
  t = await createTestApp({}, { now: () => clock });
  token = await adminToken(t);
}

// Each test has its own app, database and uploads folder: no test sees another's photos.
function appPerTest() {
  beforeEach(startApp);
  afterEach(async () => {
    await t.close();
  });
}

/**
 * One app for a describe whose tests are refused and store nothing (each checks it). A test
 * that failed by storing anyway is followed by a fresh app, so that the next failure is its own.
 */
function appPerDescribe() {
  appWhileUnchanged({
    start: startApp,
    close: () => t.close(),
    state: () => ({ rows: photoRowCount(t), files: uploadFiles(t) }),
  });
}

/** Made once per file: the fixtures' bytes do not change. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
const jpeg = once(fixtures.jpeg);
const png = once(fixtures.png);
/**
 * A small photo (one rendition), quick to store, where what is stored does not matter: a list's
 * order, a refusal after good photos.
 */
const smallJpeg = once(() =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7d4f' } })
    .jpeg()
    .toBuffer(),
);
const smallPng = once(() =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7d2a4f' } })
    .png()
    .toBuffer(),
);

async function listYear(year: number | string) {
  const response = await t.app.inject({ method: 'GET', url: API_PATHS.galleryYearPhotos(year) });
  expect(response.statusCode).toBe(200);
  return galleryPhotoListSchema.parse(response.json());
}

async function years() {
  const response = await t.app.inject({ method: 'GET', url: API_PATHS.galleryYears });
  expect(response.statusCode).toBe(200);
  return galleryYearsSchema.parse(response.json());
}

async function publicPhotos(year: number) {
  const response = await t.app.inject({ method: 'GET', url: API_PATHS.facebookPhotos(year) });
  expect(response.statusCode).toBe(200);
  return galleryPhotosSchema.parse(response.json()).photos;
}

function expectNothingStored() {
  expect(photoRowCount(t)).toBe(0);
  expect(uploadFiles(t)).toEqual([]);
}

describe('uploading photos to the library', () => {
  appPerTest();

  it('stores JPEG, PNG and WebP files of one request as WebP renditions', async () => {
    const response = await uploadPhotos(
      t,
      2024,
      [
        { name: 'acto-civico.jpg', bytes: await jpeg(), type: 'image/jpeg' },
        { name: 'kermesse.png', bytes: await png(), type: 'image/png' },
        { name: 'graduacion.webp', bytes: await fixtures.webp(), type: 'image/webp' },
      ],
      token,
    );

    expect(response.statusCode).toBe(201);
    const { photos } = galleryPhotoListSchema.parse(response.json());
    expect(photos).toHaveLength(3);
    expect(photos.map((photo) => [photo.width, photo.height])).toEqual(
      expect.arrayContaining([
        [1200, 900],
        [800, 600],
        [640, 480],
      ]),
    );
    for (const photo of photos) {
      expect(photo.year).toBe(2024);
      expect(photo.createdAt).toBe(NOW.toISOString());
      expect(photo.url).toMatch(new RegExp(`^${UPLOADS_PREFIX}[a-f0-9]{32}-\\d+\\.webp$`));
      // Only public fields leave the server: no key, no disk path.
      expect(Object.keys(photo).sort()).toEqual(
        ['createdAt', 'height', 'id', 'url', 'variants', 'width', 'year'].sort(),
      );
      for (const variant of photo.variants) {
        const file = path.join(t.config.uploadsDir, variant.url.slice(UPLOADS_PREFIX.length));
        const meta = await sharp(fs.readFileSync(file)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(variant.width);
      }
    }
    // 1200 px wide: 480, 720, 960 and 1200; 800 px: 480, 720 and 800; 640 px: 480 and 640.
    expect(uploadFiles(t)).toHaveLength(9);
    expect(photoRowCount(t)).toBe(3);

    const served = await t.app.inject({ method: 'GET', url: photos[0]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('ignores files sent under another field name, and text fields, and asks for a photo', async () => {
    const body = await multipart([{ name: 'foto.jpg', bytes: await jpeg(), field: 'imagen' }], {
      fotos: 'no es un archivo',
      titulo: 'Paseo',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.galleryYearPhotos(2024),
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.photosRequired, field: 'fotos' });
    expectNothingStored();
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.galleryYearPhotos(2024),
      payload: { fotos: [] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(415);
    expectNothingStored();
  });

  it('refuses an invalid year before reading the files', async () => {
    for (const year of ['1982', '2026', 'abcd']) {
      const response = await uploadPhotos(t, year, [{ name: 'a.jpg', bytes: await jpeg() }], token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.invalidYear });
    }
    expectNothingStored();
  });

  it('refuses more than 20 files in one request', async () => {
    const image = await jpeg();
    const files = Array.from({ length: 21 }, (_, i) => ({
      name: `f${String(i)}.jpg`,
      bytes: image,
    }));
    const response = await uploadPhotos(t, 2024, files, token);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: MESSAGES.tooManyPhotos(20) });
    expectNothingStored();
  });
});

describe('the bad-upload table: each refused, nothing stored', () => {
  // Refusals store nothing (each checks it): one app for the table.
  appPerDescribe();

  const cases: {
    name: string;
    file: () => Buffer | Promise<Buffer>;
    type: string;
    status: number;
    reason: string;
  }[] = [
    {
      name: 'enorme.jpg',
      file: fixtures.oversized,
      type: 'image/jpeg',
      status: 413,
      reason: MESSAGES.imageTooLarge,
    },
    {
      name: 'logo.svg',
      file: fixtures.svg,
      type: 'image/svg+xml',
      status: 415,
      reason: MESSAGES.imageWrongType,
    },
    {
      name: 'pagina.html',
      file: fixtures.html,
      type: 'text/html',
      status: 415,
      reason: MESSAGES.imageWrongType,
    },
    {
      name: 'notas.jpg',
      file: fixtures.textAsJpg,
      type: 'image/jpeg',
      status: 415,
      reason: MESSAGES.imageWrongType,
    },
    {
      name: 'cortada.jpg',
      file: once(fixtures.truncatedJpeg),
      type: 'image/jpeg',
      status: 400,
      reason: MESSAGES.imageUnreadable,
    },
    {
      name: 'vacia.jpg',
      file: fixtures.empty,
      type: 'image/jpeg',
      status: 400,
      reason: MESSAGES.imageUnreadable,
    },
    {
      name: 'gigante.png',
      file: () => fixtures.pngHeader(20_000, 20_000),
      type: 'image/png',
      status: 413,
      reason: MESSAGES.imageTooManyPixels,
    },
    {
      name: 'panoramica.png',
      file: () => fixtures.pngHeader(8_000, 6_000),
      type: 'image/png',
      status: 413,
      reason: MESSAGES.imageTooManyPixels,
    },
  ];

  it.each(cases)('$name alone → $status', async ({ name, file, type, status, reason }) => {
    const response = await uploadPhotos(t, 2024, [{ name, bytes: await file(), type }], token);
    expect(response.statusCode).toBe(status);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({
      statusCode: status,
      error: MESSAGES.photoRejected(name, reason),
      message: MESSAGES.photoRejected(name, reason),
      field: 'fotos',
    });
    expectNothingStored();
  });

  it('names a file sent without a file name "sin nombre" when refusing it', async () => {
    // A part with a content type but no filename= is still a file to the parser.
    const boundary = 'lbj-sin-nombre';
    const payload = handWrittenBody(
      [{ name: 'fotos', value: 'no es una imagen', type: 'application/octet-stream' }],
      boundary,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.galleryYearPhotos(2024),
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: MESSAGES.photoRejected('sin nombre', MESSAGES.imageWrongType),
      field: 'fotos',
    });
    expectNothingStored();
  });

  it.each(cases)('$name after two good photos → $status', async ({ name, file, type, status }) => {
    const response = await uploadPhotos(
      t,
      2024,
      [
        { name: 'buena-1.jpg', bytes: await smallJpeg() },
        { name: 'buena-2.png', bytes: await smallPng(), type: 'image/png' },
        { name, bytes: await file(), type },
      ],
      token,
    );
    expect(response.statusCode).toBe(status);
    expectNothingStored();
    expect((await listYear(2024)).photos).toEqual([]);
  });
});

describe('listing, years and the public photo list', () => {
  appPerTest();

  it('lists photos by year, newest first, and the years newest first', async () => {
    const image = await smallJpeg();
    const first = await uploadPhotos(t, 2023, [{ name: 'a.jpg', bytes: image }], token);
    const second = await uploadPhotos(t, 2023, [{ name: 'b.jpg', bytes: image }], token);
    const other = await uploadPhotos(t, 2019, [{ name: 'c.jpg', bytes: image }], token);
    expect([first.statusCode, second.statusCode, other.statusCode]).toEqual([201, 201, 201]);
    const [firstPhoto] = galleryPhotoListSchema.parse(first.json()).photos;
    const [secondPhoto] = galleryPhotoListSchema.parse(second.json()).photos;

    const list2023 = await listYear(2023);
    expect(list2023.photos.map((photo) => photo.id)).toEqual([secondPhoto?.id, firstPhoto?.id]);
    expect((await listYear(2019)).photos).toHaveLength(1);
    expect((await listYear(2020)).photos).toEqual([]);

    expect(await years()).toEqual({ years: [2023, 2019] });

    // The public call gives the same photos as plain URLs from the site's origin.
    expect(await publicPhotos(2023)).toEqual(list2023.photos.map((photo) => photo.url));
    expect(await publicPhotos(2020)).toEqual([]);
  });

  it('lists no years when the library is empty', async () => {
    expect(await years()).toEqual({ years: [] });
  });

  it('answers an invalid year with 400 and a Spanish message', async () => {
    for (const year of ['1982', '2026', '20x4', '999', '02024']) {
      for (const url of [API_PATHS.galleryYearPhotos(year), API_PATHS.facebookPhotos(year)]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(apiErrorSchema.parse(response.json())).toMatchObject({
          statusCode: 400,
          message: MESSAGES.invalidYear,
          field: 'year',
        });
      }
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/facebook-photos' });
    expect(missing.statusCode).toBe(400);
    const repeated = await t.app.inject({
      method: 'GET',
      url: '/api/facebook-photos?year=2024&year=2023',
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('accepts 1983, the founding year, and the current year', async () => {
    expect(await publicPhotos(1983)).toEqual([]);
    expect(await publicPhotos(chileYear(NOW))).toEqual([]);
  });

  it("takes the current year from Chile's calendar, wherever the server runs", async () => {
    // 23:00 on 31 December 2025 in Santiago: 2026 in UTC, but not yet for the school.
    clock = new Date('2026-01-01T02:00:00Z');
    const early = await t.app.inject({ method: 'GET', url: API_PATHS.facebookPhotos(2026) });
    expect(early.statusCode).toBe(400);
    const upload = await uploadPhotos(
      t,
      2026,
      [{ name: 'a.jpg', bytes: await smallJpeg() }],
      token,
    );
    expect(upload.statusCode).toBe(400);
    expect(await publicPhotos(2025)).toEqual([]);
    // Midnight in Santiago.
    clock = new Date('2026-01-01T03:00:00Z');
    expect(await publicPhotos(2026)).toEqual([]);
    const late = await uploadPhotos(t, 2026, [{ name: 'a.jpg', bytes: await smallJpeg() }], token);
    expect(late.statusCode).toBe(201);
    expect(await years()).toEqual({ years: [2026] });
    // Back to the last night of 2025 (a clock set back): 2026 is not listed yet.
    clock = new Date('2026-01-01T02:00:00Z');
    expect(await years()).toEqual({ years: [] });
  });

  it('gives the year in one request: plain photos and, in the same order, items with ids and renditions', async () => {
    const image = await smallJpeg();
    const first = await uploadPhotos(t, 2023, [{ name: 'a.jpg', bytes: image }], token);
    const second = await uploadPhotos(t, 2023, [{ name: 'b.jpg', bytes: image }], token);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const listed = (await listYear(2023)).photos;

    const response = await t.app.inject({ method: 'GET', url: API_PATHS.facebookPhotos(2023) });
    expect(response.statusCode).toBe(200);
    const body = galleryYearSchema.parse(response.json());
    expect(Object.keys(response.json<object>()).sort()).toEqual(['items', 'photos']);
    expect(body.photos).toEqual(listed.map((photo) => photo.url));
    expect(body.items).toEqual(
      listed.map((photo) => ({ url: photo.url, id: photo.id, variants: photo.variants })),
    );
    expect(body.items[0]?.variants.length).toBeGreaterThan(0);
  });
});

describe('deleting photos', () => {
  appPerTest();

  it('deletes the row and every file of the photo, then answers 404', async () => {
    const image = await jpeg();
    const upload = await uploadPhotos(
      t,
      2022,
      [
        { name: 'a.jpg', bytes: image },
        { name: 'b.jpg', bytes: image },
      ],
      token,
    );
    const [kept, removed] = galleryPhotoListSchema.parse(upload.json()).photos;
    if (!kept || !removed) throw new Error('two photos expected');
    const removedFiles = removed.variants.map((variant) =>
      variant.url.slice(UPLOADS_PREFIX.length),
    );

    // Only the id as written names a photo: with a leading zero it names none.
    const padded = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.galleryPhoto(`0${String(kept.id)}`),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(padded.statusCode).toBe(404);

    const response = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.galleryPhoto(removed.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await listYear(2022)).photos.map((photo) => photo.id)).toEqual([kept.id]);
    const remaining = uploadFiles(t);
    expect(remaining.some((file) => removedFiles.includes(file))).toBe(false);
    expect(remaining).toHaveLength(kept.variants.length);
    expect(photoRowCount(t)).toBe(1);

    const again = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.galleryPhoto(removed.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: MESSAGES.photoNotFound });
  });

  it('answers 404 for ids that name no photo', { tags: ['zone-free'] }, async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999']) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.galleryPhoto(id),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: MESSAGES.photoNotFound });
    }
  });
});

describe('administrator guard', () => {
  appPerTest();

  it(
    'refuses uploads without a valid token with 401, storing nothing',
    { tags: ['zone-free'] },
    async () => {
      const image = await jpeg();
      for (const authorization of [undefined, 'Bearer nope', `Bearer ${token}x`, token]) {
        const body = await multipart([{ name: 'a.jpg', bytes: image }]);
        const response = await t.app.inject({
          method: 'POST',
          url: API_PATHS.galleryYearPhotos(2024),
          payload: body.payload,
          headers: { ...body.headers, ...(authorization ? { authorization } : {}) },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401 });
      }
      expectNothingStored();
    },
  );

  it('refuses deletion without a valid token with 401, keeping the photo', async () => {
    const upload = await uploadPhotos(
      t,
      2024,
      [{ name: 'a.jpg', bytes: await smallJpeg() }],
      token,
    );
    const [photo] = galleryPhotoListSchema.parse(upload.json()).photos;
    if (!photo) throw new Error('photo expected');
    for (const headers of [{}, { authorization: 'Bearer a.b.c' }]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.galleryPhoto(photo.id),
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await listYear(2024)).photos).toHaveLength(1);
  });

  it('keeps listing public: no token needed to read', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.galleryYearPhotos(2024) });
    expect(response.statusCode).toBe(200);
  });
});
