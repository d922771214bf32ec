import { LIMITS, MESSAGES } from '@lbj/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  fitWithin,
  MAX_IMAGE_SIDE,
  needsResize,
  outputTypeFor,
  prepareImage,
  renamedFor,
  RESIZE_QUALITY,
  type DecodedImage,
  type ImageDecoder,
} from './resize-image.ts';

const MB = 1024 * 1024;

function file(name: string, type: string, size: number): File {
  const made = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** A decoder that "decodes" to the given size and encodes to a blob of the given byte count. */
function fakeDecoder(
  width: number,
  height: number,
  encodedBytes = 900_000,
  supportsWebp = true,
): { decode: ImageDecoder; encode: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> } {
  const close = vi.fn();
  const encode = vi.fn((_size: unknown, type: string) => {
    const actual = type === 'image/webp' && !supportsWebp ? 'image/png' : type;
    return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: actual }));
  });
  const image: DecodedImage = { width, height, encode, close };
  return { decode: () => Promise.resolve(image), encode, close };
}

describe('fitWithin', () => {
  it('keeps a picture that already fits', () => {
    expect(fitWithin({ width: 2400, height: 1600 })).toEqual({ width: 2400, height: 1600 });
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('shrinks the longest side to 2400 px and keeps the proportions, landscape or portrait', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2400, height: 1800 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1800, height: 2400 });
    expect(fitWithin({ width: 4800, height: 4800 })).toEqual({ width: 2400, height: 2400 });
  });

  it('rounds to whole pixels and never to zero', () => {
    expect(fitWithin({ width: 5000, height: 3333 })).toEqual({ width: 2400, height: 1600 });
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2400, height: 1 });
    expect(fitWithin({ width: 1000, height: 500 }, 100)).toEqual({ width: 100, height: 50 });
  });
});

describe('needsResize', () => {
  it('shrinks a photo over 5 MB or over 2400 px on a side, and nothing else', () => {
    expect(MAX_IMAGE_SIDE).toBe(2400);
    expect(needsResize(LIMITS.imageMaxBytes + 1, { width: 800, height: 600 })).toBe(true);
    expect(needsResize(LIMITS.imageMaxBytes, { width: 2400, height: 2400 })).toBe(false);
    expect(needsResize(100, { width: 2401, height: 10 })).toBe(true);
    expect(needsResize(100, { width: 10, height: 2401 })).toBe(true);
  });
});

describe('output format and name', () => {
  it('writes JPEG for JPEG, WebP for PNG and WebP', () => {
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/png')).toBe('image/webp');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
  });

  it('renames the file after its new format', () => {
    expect(renamedFor('IMG_2041.PNG', 'image/webp')).toBe('IMG_2041.webp');
    expect(renamedFor('acto.civico.jpeg', 'image/jpeg')).toBe('acto.civico.jpg');
    expect(renamedFor('sin-extension', 'image/jpeg')).toBe('sin-extension.jpg');
    expect(renamedFor('.png', 'image/webp')).toBe('foto.webp');
  });
});

describe('prepareImage', () => {
  it('shrinks a big phone photo before the 5 MB check, so it passes', async () => {
    const { decode, encode, close } = fakeDecoder(4032, 3024);
    const result = await prepareImage(file('IMG_1.jpg', 'image/jpeg', 8 * MB), decode);
    expect(encode).toHaveBeenCalledWith(
      { width: 2400, height: 1800 },
      'image/jpeg',
      RESIZE_QUALITY,
    );
    expect(RESIZE_QUALITY).toBe(0.85);
    expect(result.ok && result.file.name).toBe('IMG_1.jpg');
    expect(result.ok && result.file.type).toBe('image/jpeg');
    expect(result.ok && result.file.size).toBe(900_000);
    expect(close).toHaveBeenCalledOnce();
  });

  it('re-encodes a photo under 5 MB that is over 2400 px', async () => {
    const { decode, encode } = fakeDecoder(3000, 2000);
    const result = await prepareImage(file('plano.png', 'image/png', MB), decode);
    expect(encode).toHaveBeenCalledWith({ width: 2400, height: 1600 }, 'image/webp', 0.85);
    expect(result.ok && result.file.name).toBe('plano.webp');
  });

  it('re-encodes a photo over 5 MB even when it is not over 2400 px', async () => {
    const { decode, encode } = fakeDecoder(2000, 1500);
    const result = await prepareImage(file('escaneo.jpg', 'image/jpeg', 6 * MB), decode);
    expect(encode).toHaveBeenCalledWith({ width: 2000, height: 1500 }, 'image/jpeg', 0.85);
    expect(result.ok).toBe(true);
  });

  it('sends a photo that needs nothing as it is', async () => {
    const { decode, encode } = fakeDecoder(1600, 1200);
    const original = file('a.jpg', 'image/jpeg', MB);
    expect(await prepareImage(original, decode)).toEqual({ ok: true, file: original });
    expect(encode).not.toHaveBeenCalled();
  });

  it('falls back to JPEG where the browser cannot write WebP', async () => {
    const { decode, encode } = fakeDecoder(3000, 2000, 500_000, false);
    const result = await prepareImage(file('b.webp', 'image/webp', 6 * MB), decode);
    expect(encode).toHaveBeenLastCalledWith({ width: 2400, height: 1600 }, 'image/jpeg', 0.85);
    expect(result.ok && result.file.type).toBe('image/jpeg');
  });

  it('still refuses a photo that stays over 5 MB after shrinking', async () => {
    const { decode } = fakeDecoder(4000, 3000, LIMITS.imageMaxBytes + 1);
    const result = await prepareImage(file('c.jpg', 'image/jpeg', 9 * MB), decode);
    expect(result).toEqual({ ok: false, problem: MESSAGES.imageTooLarge });
  });

  it('keeps the existing messages for a file it cannot decode', async () => {
    const broken: ImageDecoder = () => Promise.reject(new Error('no decodificable'));
    expect(await prepareImage(file('d.jpg', 'image/jpeg', 6 * MB), broken)).toEqual({
      ok: false,
      problem: MESSAGES.imageTooLarge,
    });
    // Under the limit it goes, and the server judges the bytes.
    const small = file('e.jpg', 'image/jpeg', MB);
    expect(await prepareImage(small, broken)).toEqual({ ok: true, file: small });
  });

  it('refuses what is not a JPEG, PNG or WebP without decoding it', async () => {
    const decode = vi.fn<ImageDecoder>();
    expect(await prepareImage(file('f.svg', 'image/svg+xml', 10), decode)).toEqual({
      ok: false,
      problem: MESSAGES.imageWrongType,
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('without a decoder (no createImageBitmap) only checks type and size', async () => {
    expect(await prepareImage(file('g.jpg', 'image/jpeg', 6 * MB), null)).toEqual({
      ok: false,
      problem: MESSAGES.imageTooLarge,
    });
  });

  it('without a decoder takes a photo of exactly the limit and refuses one byte more', async () => {
    const exact = file('i.jpg', 'image/jpeg', LIMITS.imageMaxBytes);
    expect(await prepareImage(exact, null)).toEqual({ ok: true, file: exact });
    expect(await prepareImage(file('j.jpg', 'image/jpeg', LIMITS.imageMaxBytes + 1), null)).toEqual(
      { ok: false, problem: MESSAGES.imageTooLarge },
    );
  });

  it('applies the limit it is given, also without a decoder', async () => {
    const exact = file('k.jpg', 'image/jpeg', MB);
    expect(await prepareImage(exact, null, MB)).toEqual({ ok: true, file: exact });
    expect(await prepareImage(file('l.jpg', 'image/jpeg', MB + 1), null, MB)).toEqual({
      ok: false,
      problem: MESSAGES.imageTooLarge,
    });
  });

  it('keeps the original when the browser cannot encode', async () => {
    const image: DecodedImage = {
      width: 3000,
      height: 3000,
      encode: () => Promise.resolve(null),
      close: vi.fn(),
    };
    const small = file('h.jpg', 'image/jpeg', MB);
    expect(await prepareImage(small, () => Promise.resolve(image))).toEqual({
      ok: true,
      file: small,
    });
  });
});
