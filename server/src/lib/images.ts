import crypto from 'node:crypto';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { LIMITS, UPLOADS_PREFIX, type ImageVariant } from '@lbj/shared';
import { createDiskStore, sweepStore, type FileStore } from './file-store.ts';
import { ImageRejectedError, StorageFullError } from './errors.ts';

export interface StoredImage {
  key: string;
  /** Widths written, ascending; each is a file `<key>-<width>.webp`. */
  widths: number[];
  width: number;
  height: number;
}

/** What the bytes are, whatever the file name or declared type says. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  // No length checks needed: a byte past the end reads as undefined, and toString stops at the
  // end, so a short buffer matches no signature.
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return 'png';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;
/** A file of a stored image: a rendition `<key>-<width>.webp` or an extra `<key>-<name>.jpg`. */
const FILE_PATTERN = /^([a-f0-9]{32})-(?:\d+\.webp|[a-z]+\.jpg)$/;

/** True for the name of a stored image's file (what `/uploads/` may serve). */
export const isImageFileName = (name: string) => FILE_PATTERN.test(name);
/** The name of an extra file kept beside an image's renditions (the share image: `share.jpg`). */
const EXTRA_NAME = /^[a-z]+\.jpg$/;

export interface ImageStore {
  /** Checks the bytes (checkImage) and writes the WebP renditions; throws ImageRejectedError. */
  store(bytes: Buffer): Promise<StoredImage>;
  remove(key: string): Promise<void>;
  variants(key: string, widths: readonly number[]): ImageVariant[];
  /** URL of the rendition closest to `preferred` width without going over the largest. */
  url(key: string, widths: readonly number[], preferred?: number): string;
  /** Pixel size of one rendition, read from its file; undefined when it cannot be read. */
  size(key: string, width: number): Promise<{ width: number; height: number } | undefined>;
  /**
   * Deletes every file whose key no row references (leftovers of a crash), sparing in a shared
   * store what was written within its grace before `now`. Returns the count.
   */
  sweep(keep: ReadonlySet<string>, now?: Date): Promise<number>;
  /**
   * What sharp reads one rendition from (e.g. as the source of an extra): its file on this
   * machine's disk, or its bytes from a bucket. Rejects when a bucket does not have it.
   */
  renditionFile(key: string, width: number): Promise<string | Buffer>;
  /**
   * Writes an extra file beside the image's renditions, `<key>-<name>` (name like `share.jpg`),
   * whole or not at all; `remove` and `sweep` treat it as one of the image's files.
   */
  writeExtra(key: string, name: string, bytes: Buffer): Promise<void>;
  /** URL of an extra file. */
  extraUrl(key: string, name: string): string;
  /** Size in bytes of an extra file, or undefined when it is not there. */
  extraBytes(key: string, name: string): Promise<number | undefined>;
  /** The keys that have an extra file of this name (one listing of the store). */
  keysWithExtra(name: string): Promise<Set<string>>;
}

/** What the header says about an image that passed checkImage. */
export interface ImageHeader {
  width: number;
  height: number;
  orientation: number | undefined;
}

/**
 * The cheap checks of an upload, in order: not empty, at most 5 MB, JPEG/PNG/WebP by its bytes,
 * a readable header, at most 40 megapixels. Only the header is read, with sharp's own pixel
 * limit lifted: a decompression bomb is refused as "too many pixels" before any decoding, not
 * as "unreadable". Throws ImageRejectedError, about no field (the caller knows the form).
 */
export async function checkImage(bytes: Buffer): Promise<ImageHeader> {
  if (bytes.length === 0) throw new ImageRejectedError('empty');
  if (bytes.length > LIMITS.imageMaxBytes) throw new ImageRejectedError('too-large');
  if (sniffImageType(bytes) === null) throw new ImageRejectedError('wrong-type');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unreadable');
  }
  // sharp gives both dimensions of every header it can read; one it cannot read throws above.
  if (meta.width * meta.height > LIMITS.imageMaxPixels) {
    throw new ImageRejectedError('too-many-pixels');
  }
  return { width: meta.width, height: meta.height, orientation: meta.orientation };
}

export function parseWidths(stored: string): number[] {
  return stored
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

export interface ImageStoreOptions {
  /**
   * Whether an image of about this many bytes may be stored now (the disk's free-space margin);
   * when it says no, the image is refused with StorageFullError before anything is written.
   */
  hasRoomFor?: (bytes: number) => Promise<boolean>;
  /** Writes one file of a folder store; tests inject a failing one (a full disk, a broken one). */
  writeFile?: (file: string, data: Buffer) => Promise<void>;
}

/**
 * The photos' files in `where`: a folder of this machine's disk, or any file store (a bucket's
 * `uploads/`). Each file is written whole (lib/file-store.ts).
 */
export function createImageStore(
  where: string | FileStore,
  options: ImageStoreOptions = {},
): ImageStore {
  const files =
    typeof where === 'string'
      ? createDiskStore(where, options.writeFile ? { writeFile: options.writeFile } : {})
      : where;
  const renditionName = (key: string, width: number) => `${key}-${String(width)}.webp`;
  const urlFor = (key: string, width: number) => `${UPLOADS_PREFIX}${renditionName(key, width)}`;
  const extraName = (key: string, name: string) => {
    if (!KEY_PATTERN.test(key) || !EXTRA_NAME.test(name)) {
      throw new Error(`not an image file name: ${key}-${name}`);
    }
    return `${key}-${name}`;
  };
  const renditionFile = async (key: string, width: number): Promise<string | Buffer> => {
    if (files.dir !== undefined) return path.join(files.dir, renditionName(key, width));
    const bytes = await files.read(renditionName(key, width));
    if (!bytes) throw new Error(`no such rendition: ${renditionName(key, width)}`);
    return bytes;
  };

  async function store(bytes: Buffer): Promise<StoredImage> {
    const meta = await checkImage(bytes);
    // The renditions take less than the original; twice its size is a safe bound.
    if (options.hasRoomFor && !(await options.hasRoomFor(bytes.length * 2))) {
      throw new StorageFullError();
    }
    const rotated = (meta.orientation ?? 1) >= 5;
    const width = rotated ? meta.height : meta.width;
    const height = rotated ? meta.width : meta.height;

    const largest = Math.min(width, LIMITS.imageWidths[LIMITS.imageWidths.length - 1] ?? width);
    // Ascending, as LIMITS.imageWidths is, ending with the largest.
    const widths = [...LIMITS.imageWidths.filter((w) => w < largest), largest];

    const key = crypto.randomBytes(16).toString('hex');
    for (const w of widths) {
      let out: Buffer;
      try {
        // failOn 'truncated': a phone photo with a recoverable glitch in its data (libjpeg's
        // "Corrupt JPEG data" warning) is kept, as the phone's own gallery shows it; a cut-off
        // file is refused. Every width asked for is at most the original's: nothing enlarges.
        out = await sharp(bytes, { limitInputPixels: LIMITS.imageMaxPixels, failOn: 'truncated' })
          .rotate()
          .resize({ width: w })
          // 75: libwebp's own default; a photo looks the same as at 80 in a sixth fewer bytes.
          .webp({ quality: 75 })
          .toBuffer();
      } catch {
        await remove(key);
        throw new ImageRejectedError('unreadable');
      }
      try {
        await files.put(renditionName(key, w), out);
      } catch (error) {
        await remove(key);
        throw error;
      }
    }
    return { key, widths, width, height };
  }

  async function remove(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key)) return;
    await files.remove(await files.list(`${key}-`));
  }

  function sweep(keep: ReadonlySet<string>, now: Date = new Date()): Promise<number> {
    return sweepStore(
      files,
      (name) => {
        const key = FILE_PATTERN.exec(name)?.[1];
        return key !== undefined && keep.has(key);
      },
      now,
    );
  }

  return {
    store,
    remove,
    sweep,
    renditionFile,
    writeExtra: async (key, name, bytes) => {
      await files.put(extraName(key, name), bytes);
    },
    extraUrl: (key, name) => `${UPLOADS_PREFIX}${extraName(key, name)}`,
    keysWithExtra: async (name) => {
      const suffix = `-${name}`;
      return new Set(
        (await files.list())
          .filter((file) => file.endsWith(suffix))
          .map((file) => file.slice(0, -suffix.length))
          .filter((key) => KEY_PATTERN.test(key)),
      );
    },
    extraBytes: async (key, name) => (await files.head(extraName(key, name)))?.bytes,
    variants: (key, widths) => widths.map((w) => ({ width: w, url: urlFor(key, w) })),
    url: (key, widths, preferred = 960) => {
      const fitting = widths.filter((w) => w <= preferred);
      const chosen = fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
      return urlFor(key, chosen);
    },
    size: async (key, width) => {
      if (!KEY_PATTERN.test(key)) return undefined;
      const meta = await renditionFile(key, width)
        .then((source) => sharp(source).metadata())
        .catch(() => undefined);
      return meta && { width: meta.width, height: meta.height };
    },
  };
}
