import { LIMITS, MESSAGES } from '@lbj/shared';
import { imageFileProblem, isAcceptedImageType } from './image-check.ts';

/** Longest side of a photo after the browser shrinks it (a phone's 4000 px is more than a page needs). */
export const MAX_IMAGE_SIDE = 2400;
/** JPEG/WebP quality of a shrunk photo: no visible loss at this size. */
export const RESIZE_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** The size that fits within maxSide on its longest side, keeping the proportions. */
export function fitWithin({ width, height }: Size, maxSide: number = MAX_IMAGE_SIDE): Size {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A photo is shrunk when it is over the byte limit or over MAX_IMAGE_SIDE on a side. */
export function needsResize(
  bytes: number,
  size: Size,
  maxBytes: number = LIMITS.imageMaxBytes,
  maxSide: number = MAX_IMAGE_SIDE,
): boolean {
  return bytes > maxBytes || Math.max(size.width, size.height) > maxSide;
}

/** WebP stays WebP and PNG becomes WebP (transparency kept); anything else becomes JPEG. */
export function outputTypeFor(inputType: string): 'image/jpeg' | 'image/webp' {
  return inputType === 'image/png' || inputType === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

/** "IMG_2041.HEIC.png" → "IMG_2041.HEIC.webp": the name follows the new format. */
export function renamedFor(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^./]+$/, '') || 'foto';
  return `${base}.${extension}`;
}

/** A decoded picture, upright (EXIF orientation applied), that can be drawn at a new size. */
export interface DecodedImage extends Size {
  /** Encodes the picture at the given size; resolves to null when the browser cannot. */
  encode: (size: Size, type: string, quality: number) => Promise<Blob | null>;
  close: () => void;
}

/** Decodes a file; rejects when it is not a readable picture. Injected so jsdom tests can fake it. */
export type ImageDecoder = (file: Blob) => Promise<DecodedImage>;

export type PreparedImage = { ok: true; file: File } | { ok: false; problem: string };

/**
 * Gets a chosen photo ready to send: a big phone photo is shrunk to MAX_IMAGE_SIDE and re-encoded
 * before the 5 MB check, so it passes. A file the browser cannot decode keeps the messages it
 * always had: over the limit, "La imagen pesa más de 5 MB…"; under it, it goes as it is and the
 * server judges the bytes.
 */
export async function prepareImage(
  file: File,
  decode: ImageDecoder | null,
  maxBytes: number = LIMITS.imageMaxBytes,
): Promise<PreparedImage> {
  if (!isAcceptedImageType(file)) return { ok: false, problem: MESSAGES.imageWrongType };
  if (!decode) return checked(file, maxBytes);
  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch {
    return checked(file, maxBytes);
  }
  try {
    if (!needsResize(file.size, image, maxBytes)) return checked(file, maxBytes);
    const type = outputTypeFor(file.type);
    const target = fitWithin(image);
    let blob = await image.encode(target, type, RESIZE_QUALITY);
    // Browsers that cannot write WebP hand back PNG: JPEG is the safe choice then.
    if (blob && blob.type !== type) blob = await image.encode(target, 'image/jpeg', RESIZE_QUALITY);
    if (!blob) return checked(file, maxBytes);
    const resized = new File([blob], renamedFor(file.name, blob.type), {
      type: blob.type,
      lastModified: file.lastModified,
    });
    return checked(resized, maxBytes);
  } finally {
    image.close();
  }
}

function checked(file: File, maxBytes: number): PreparedImage {
  if (file.size > maxBytes) return { ok: false, problem: MESSAGES.imageTooLarge };
  const problem = imageFileProblem(file);
  return problem ? { ok: false, problem } : { ok: true, file };
}
