// Test helpers for news uploads (not a test file itself): images made with sharp, multipart bodies.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { API_PATHS, type NewsItem } from '@lbj/shared';
import { openTestDatabase, selectRowsSync } from '../../test/helpers.ts';
import {
  createNewsRepository,
  type NewNewsRecord,
  type NewsRecord,
  type NewsRepository,
  type NewsTranslationRecord,
} from './news.repository.ts';

export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  type: string;
}

/** A multipart/form-data body as a browser would send it. */
export async function multipartBody(
  fields: Record<string, string | FilePart | FilePart[] | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'string') form.append(name, item);
      else form.append(name, new Blob([item.bytes], { type: item.type }), item.filename);
    }
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

/** A photo-like JPEG (noise compresses badly, like a real photo). */
export function noiseJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#336699',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A photo-like JPEG that is quick to make and to encode: detail across the whole picture (soft
 * blobs: noise at a twentieth of the size, scaled up), about a sixth of the bytes of noiseJpeg
 * and half its time or less to make and to encode. For tests about renditions, where the picture
 * should not be flat but need not be the worst case.
 */
export async function photoJpeg(width: number, height: number): Promise<Buffer> {
  const small = await noiseJpeg(Math.ceil(width / 20), Math.ceil(height / 20));
  return sharp(small).resize(width, height, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
}

export function solidImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  background = '#2a7d4f',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

export const jpegPart = (bytes: Uint8Array, filename = 'foto.jpg'): FilePart => ({
  bytes,
  filename,
  type: 'image/jpeg',
});

/** The text fields of a valid publication. */
export const VALID_FIELDS = {
  titulo: 'Feria científica 2025',
  descripcion: 'Los alumnos de quinto básico presentaron sus proyectos a las familias.',
  tipo_noticia: 'Académico',
} as const;

/** An item to store straight in the database: its date, and any column to set otherwise. */
export type StoredNews = Partial<NewNewsRecord> & { fecha: string };

/**
 * Stores items straight in `dataDir`'s database, in the given order, with the columns publishing
 * gives an item (VALID_FIELDS, public, an image key of its own, `actualizado` its date) unless
 * given; the search index follows, kept by the table's triggers. No image files and no sharp:
 * for tests whose subject is the list (paging, search, filters), not publishing. The app on
 * `dataDir` sees the rows at its next read, so store them before its first read of the list
 * (the public list is cached in memory until the app's own next write). Returns the stored rows.
 */
export async function storeNews(
  dataDir: string,
  items: readonly StoredNews[],
): Promise<NewsRecord[]> {
  const database = await openTestDatabase(dataDir);
  try {
    const repository = createNewsRepository(database.db);
    const rows: NewsRecord[] = [];
    for (const item of items) {
      rows.push(
        await repository.insert({
          ...VALID_FIELDS,
          image_key: crypto.randomBytes(16).toString('hex'),
          image_widths: '64',
          estado: 'publicada',
          publicar_en: null,
          actualizado: item.fecha,
          ...item,
        }),
      );
    }
    return rows;
  } finally {
    await database.close();
  }
}

/** Rows in `news` and files in the uploads folder: what "nothing was stored" is checked against. */
export function storedState(dataDir: string): {
  rows: { image_key: string; image_widths: string }[];
  files: string[];
} {
  const rows = selectRowsSync(dataDir, 'SELECT image_key, image_widths FROM news ORDER BY id') as {
    image_key: string;
    image_widths: string;
  }[];
  const uploads = path.join(dataDir, 'uploads');
  const files = fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [];
  return { rows, files };
}

/** The files every row should have, by name: its renditions and its share image. */
export function expectedFiles(rows: { image_key: string; image_widths: string }[]): string[] {
  return rows
    .flatMap((row) => [
      ...row.image_widths.split(',').map((w) => `${row.image_key}-${w}.webp`),
      `${row.image_key}-share.jpg`,
    ])
    .sort();
}

export { blankPng } from '../../test/images.ts';

/**
 * A 400 × 200 JPEG, red on the left and blue on the right, with EXIF orientation 6 (shown
 * rotated 90° clockwise, so red on top), a GPS position and a marker text in its EXIF.
 */
export const EXIF_MARKER = 'marcador-secreto-exif';
export async function orientedJpegWithGps(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 200, height: 200, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKER },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 1/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '71/1 33/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Every column of every `news` row and the uploads folder: "nothing changed" is checked on it. */
export function fullState(dataDir: string): { rows: Record<string, unknown>[]; files: string[] } {
  const rows = selectRowsSync(dataDir, 'SELECT * FROM news ORDER BY id');
  const uploads = path.join(dataDir, 'uploads');
  const files = fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : [];
  return { rows, files };
}

type Fields = Record<string, string | FilePart | FilePart[] | undefined>;

/**
 * The news calls of a test, on the test's app and administrator token (read at each call, so
 * a beforeEach may replace them).
 */
export function newsCalls(current: () => { app: FastifyInstance; token: string }) {
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
  let smallJpeg: Promise<Buffer> | undefined;

  async function send(method: 'POST' | 'PATCH', url: string, fields: Fields, headers?: object) {
    const { app, token } = current();
    const body = await multipartBody(fields);
    return app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(headers ?? bearer(token)) },
    });
  }

  return {
    bearer,
    /** POST /api/news with these fields, as the administrator unless `headers` say otherwise. */
    publish: (fields: Fields, headers?: object) => send('POST', API_PATHS.news, fields, headers),
    /** PATCH /api/news/{id}. */
    patch: (id: number | string, fields: Fields, headers?: object) =>
      send('PATCH', API_PATHS.newsItem(id), fields, headers),
    /** Publishes a valid item (a small JPEG unless `image`), expecting 201. */
    publishValid: async (fields: Fields = {}, image?: Buffer): Promise<NewsItem> => {
      smallJpeg ??= solidImage(64, 48);
      const response = await send('POST', API_PATHS.news, {
        ...VALID_FIELDS,
        imagen: jpegPart(image ?? (await smallJpeg)),
        ...fields,
      });
      if (response.statusCode !== 201) throw new Error(`publish failed: ${response.body}`);
      return response.json<NewsItem>();
    },
    /** GET a URL, as a visitor unless `headers` are given. */
    get: (url: string, headers: Record<string, string> = {}) =>
      current().app.inject({ method: 'GET', url, headers }),
  };
}

/** A repository in memory for service tests: rows kept in insertion order, filters ignored. */
export function memoryRepository(): NewsRepository & { rows: NewsRecord[] } {
  const rows: NewsRecord[] = [];
  let translations: NewsTranslationRecord[] = [];
  const others = (id: number, idioma: string) =>
    translations.filter((row) => row.news_id !== id || row.idioma !== idioma);
  return {
    rows,
    list: () => Promise.resolve([...rows].reverse()),
    count: () => Promise.resolve(rows.length),
    insert: (row) => {
      const record = { ...row, id: rows.length + 1 };
      rows.push(record);
      return Promise.resolve(record);
    },
    nextPublicAt: () => Promise.resolve(undefined),
    findById: (id) => Promise.resolve(rows.find((row) => row.id === id)),
    update: (id, changes) => {
      const index = rows.findIndex((row) => row.id === id);
      const before = rows[index];
      if (!before) return Promise.resolve(undefined);
      const after = { ...before, ...changes(before) };
      rows[index] = after;
      return Promise.resolve({ before, after });
    },
    deleteById: (id) => {
      const index = rows.findIndex((row) => row.id === id);
      translations = translations.filter((row) => row.news_id !== id);
      return Promise.resolve(index >= 0 ? rows.splice(index, 1)[0] : undefined);
    },
    translations: (ids) => Promise.resolve(translations.filter((row) => ids.includes(row.news_id))),
    saveTranslation: (id, translation) => {
      const item = rows.find((row) => row.id === id);
      if (item) {
        const row = { news_id: id, ...translation(item) };
        translations = [...others(id, row.idioma), row];
      }
      return Promise.resolve(item);
    },
    removeTranslation: (id, idioma) => {
      const item = rows.find((row) => row.id === id);
      if (!item) return Promise.resolve(undefined);
      const kept = others(id, idioma);
      const removed = kept.length < translations.length;
      translations = kept;
      return Promise.resolve({ item, removed });
    },
    imageKeys: () =>
      Promise.resolve(rows.flatMap((row) => (row.image_key === null ? [] : [row.image_key]))),
    imageSources: () =>
      Promise.resolve(
        rows.flatMap(({ image_key, image_widths }) =>
          image_key === null ? [] : [{ image_key, image_widths }],
        ),
      ),
    findByImageKey: (key) => Promise.resolve(rows.find((row) => row.image_key === key)),
    clearImage: (key, at) => {
      const row = rows.find((candidate) => candidate.image_key === key);
      if (!row) return Promise.resolve(undefined);
      Object.assign(row, { image_key: null, image_widths: '', actualizado: at });
      return Promise.resolve({ id: row.id, titulo: row.titulo });
    },
    publicAddresses: () => Promise.resolve([...rows].reverse()),
  };
}
