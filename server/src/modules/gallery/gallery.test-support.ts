import fs from 'node:fs';
import sharp from 'sharp';
import { API_PATHS, LIMITS } from '@lbj/shared';
import { selectRowsSync, type TestApp } from '../../test/helpers.ts';
import { pngFile } from '../../test/images.ts';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { multipart, type UploadFile } from '../../test/multipart.ts';

/** Test helpers of the gallery: an administrator session, upload bodies and image fixtures. */

/** An administrator in the app's database, logged in through POST /api/login. */
export async function adminToken(t: TestApp): Promise<string> {
  await createAdmin(t.dataDir);
  return loginAs(t.app);
}

export { multipart, type UploadFile } from '../../test/multipart.ts';

export async function uploadPhotos(
  t: TestApp,
  year: number | string,
  files: readonly UploadFile[],
  token: string | undefined,
) {
  const body = await multipart(files);
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.galleryYearPhotos(year),
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}

/** Rows of gallery_photos, read straight from the database. */
export function photoRowCount(t: TestApp): number {
  const [row] = selectRowsSync(t.dataDir, 'SELECT COUNT(*) AS n FROM gallery_photos');
  return Number(row?.n);
}

/** Files in the uploads folder, temporary ones included. */
export function uploadFiles(t: TestApp): string[] {
  try {
    return fs.readdirSync(t.config.uploadsDir);
  } catch {
    return [];
  }
}

const solid = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  });

/** Noise compresses badly, so a cut leaves most of the picture missing. */
const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

export const fixtures = {
  jpeg: () => solid(1200, 900).jpeg().toBuffer(),
  png: () => solid(800, 600).png().toBuffer(),
  webp: () => solid(640, 480).webp().toBuffer(),
  /** The first 60% of a real JPEG: the header is intact, the picture is not. */
  truncatedJpeg: async () => {
    const whole = await noisy(1000, 800).jpeg({ quality: 90 }).toBuffer();
    return whole.subarray(0, Math.floor(whole.length * 0.6));
  },
  /** One byte over the limit, starting like a JPEG. */
  oversized: () => {
    const bytes = Buffer.alloc(LIMITS.imageMaxBytes + 1, 0x20);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return bytes;
  },
  svg: () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    ),
  html: () => Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'),
  textAsJpg: () => Buffer.from('Esto es un archivo de texto, no una foto.\n'),
  empty: () => Buffer.alloc(0),
  /**
   * A real PNG header declaring width × height, with one compressed row of data: what a
   * decompression bomb looks like to a header reader, built in microseconds instead of seconds.
   */
  pngHeader: (width: number, height: number) => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // truecolour
    return pngFile(ihdr, Buffer.alloc(1 + 3 * width));
  },
};
