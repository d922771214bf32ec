import { describe, expect, it } from 'vitest';
import { createBrowserImageDecoder, type DecoderPlatform } from './browser-decoder.ts';
import { prepareImage } from './resize-image.ts';

// jsdom has neither createImageBitmap nor a canvas that draws: these fakes stand for the browser.
// A fake photo is a blob whose text describes it; a fake canvas "encodes" what was drawn on it
// as JSON, so a test reads the output the way it would look at the picture.

interface FakePhoto {
  width: number;
  height: number;
  /** Stored sideways with an EXIF orientation that turns it (a phone held upright). */
  exifTurned?: boolean;
}

interface Drawing {
  width: number;
  height: number;
  quality: number;
  ops: string[];
}

const photoFile = (photo: FakePhoto, type = 'image/jpeg', name = 'IMG_2041.jpg') =>
  new File([JSON.stringify(photo)], name, { type, lastModified: 1_700_000_000_000 });

class FakeBitmap {
  closed = false;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  close() {
    this.closed = true;
  }
}

/** A 2D context that records what is painted, with the fill colour at the time. */
function fakeContext(ops: string[]) {
  return {
    fillStyle: '#000',
    fillRect(x: number, y: number, width: number, height: number) {
      ops.push(`fill ${this.fillStyle} ${String([x, y, width, height])}`);
    },
    drawImage(image: FakeBitmap, x: number, y: number, width: number, height: number) {
      ops.push(`draw ${String([image.width, image.height])} at ${String([x, y, width, height])}`);
    },
  };
}

const drawingBlob = (drawing: Drawing, type: string) =>
  new Blob([JSON.stringify(drawing)], { type });

async function read(blob: Blob | null): Promise<Drawing & { type: string }> {
  if (!blob) throw new Error('no blob');
  return { ...(JSON.parse(await blob.text()) as Drawing), type: blob.type };
}

interface Options {
  offscreen?: boolean;
  noContext?: boolean;
  encodeFails?: boolean;
  /** The type a canvas writes when asked for another it does not support. */
  fallbackType?: (type: string) => string;
}

function fakePlatform(options: Options = {}) {
  const bitmaps: FakeBitmap[] = [];
  const offscreenCanvases: unknown[] = [];
  const elementCanvases: unknown[] = [];
  const written = (type: string) => options.fallbackType?.(type) ?? type;

  class FakeOffscreenCanvas {
    readonly ops: string[] = [];
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      offscreenCanvases.push(this);
    }
    getContext(kind: string) {
      return kind === '2d' && !options.noContext ? fakeContext(this.ops) : null;
    }
    convertToBlob({ type = 'image/png', quality = 1 }: ImageEncodeOptions = {}) {
      if (options.encodeFails) return Promise.reject(new Error('EncodingError'));
      const { width, height, ops } = this;
      return Promise.resolve(drawingBlob({ width, height, quality, ops }, written(type)));
    }
  }

  const canvasElement = () => {
    const canvas = {
      width: 300,
      height: 150,
      ops: [] as string[],
      getContext: (kind: string) =>
        kind === '2d' && !options.noContext ? fakeContext(canvas.ops) : null,
      toBlob: (done: (blob: Blob | null) => void, type = 'image/png', quality = 1) => {
        const { width, height, ops } = canvas;
        setTimeout(() => {
          done(
            options.encodeFails
              ? null
              : drawingBlob({ width, height, quality, ops }, written(type)),
          );
        }, 0);
      },
    };
    elementCanvases.push(canvas);
    return canvas;
  };

  const platform = {
    createImageBitmap: async (image: Blob, bitmapOptions: ImageBitmapOptions) => {
      const photo = JSON.parse(await image.text()) as FakePhoto;
      const turned = photo.exifTurned === true && bitmapOptions.imageOrientation === 'from-image';
      const bitmap = turned
        ? new FakeBitmap(photo.height, photo.width)
        : new FakeBitmap(photo.width, photo.height);
      bitmaps.push(bitmap);
      return bitmap;
    },
    ...(options.offscreen === false ? {} : { OffscreenCanvas: FakeOffscreenCanvas }),
    document: {
      createElement: (tag: string) => {
        if (tag !== 'canvas') throw new Error(`unexpected <${tag}>`);
        return canvasElement();
      },
    },
  } as unknown as DecoderPlatform;
  return { platform, bitmaps, offscreenCanvases, elementCanvases };
}

function decoderOf(platform: DecoderPlatform) {
  const decode = createBrowserImageDecoder(platform);
  if (!decode) throw new Error('no decoder');
  return decode;
}

describe('createBrowserImageDecoder', () => {
  it('is null where the browser has no createImageBitmap (photos go as they are)', () => {
    const { platform } = fakePlatform();
    expect(createBrowserImageDecoder({ ...platform, createImageBitmap: undefined })).toBeNull();
  });

  it('decodes a photo at its size, upright when its EXIF orientation turns it', async () => {
    const decode = decoderOf(fakePlatform().platform);
    const plain = await decode(photoFile({ width: 4000, height: 3000 }));
    expect({ width: plain.width, height: plain.height }).toEqual({ width: 4000, height: 3000 });
    // Stored 4000 × 3000 sideways; the phone was upright: 3000 wide, 4000 high.
    const turned = await decode(photoFile({ width: 4000, height: 3000, exifTurned: true }));
    expect({ width: turned.width, height: turned.height }).toEqual({ width: 3000, height: 4000 });
  });

  it('close() frees the decoded picture', async () => {
    const { platform, bitmaps } = fakePlatform();
    const image = await decoderOf(platform)(photoFile({ width: 10, height: 10 }));
    expect(bitmaps[0]?.closed).toBe(false);
    image.close();
    expect(bitmaps[0]?.closed).toBe(true);
  });

  it('rejects what it cannot decode (the caller then sends the file as it is)', async () => {
    const decode = decoderOf(fakePlatform().platform);
    await expect(decode(new Blob(['no es una foto'], { type: 'image/jpeg' }))).rejects.toThrow();
  });

  describe.each([
    ['on an OffscreenCanvas', true],
    ['on a canvas element (no OffscreenCanvas)', false],
  ])('encodes %s', (_name, offscreen) => {
    it('a JPEG at the size asked, on a white ground (a transparent PNG never turns black)', async () => {
      const fake = fakePlatform({ offscreen });
      const image = await decoderOf(fake.platform)(photoFile({ width: 4000, height: 3000 }));
      const drawing = await read(
        await image.encode({ width: 2400, height: 1800 }, 'image/jpeg', 0.85),
      );
      expect(drawing).toEqual({
        type: 'image/jpeg',
        width: 2400,
        height: 1800,
        quality: 0.85,
        ops: ['fill #fff 0,0,2400,1800', 'draw 4000,3000 at 0,0,2400,1800'],
      });
      // One canvas of the kind this browser has, none of the other.
      expect(fake.offscreenCanvases).toHaveLength(offscreen ? 1 : 0);
      expect(fake.elementCanvases).toHaveLength(offscreen ? 0 : 1);
    });

    it('a WebP without a ground: its transparency is kept', async () => {
      const fake = fakePlatform({ offscreen });
      const image = await decoderOf(fake.platform)(photoFile({ width: 3000, height: 3000 }));
      const drawing = await read(
        await image.encode({ width: 2400, height: 2400 }, 'image/webp', 0.5),
      );
      expect(drawing).toEqual({
        type: 'image/webp',
        width: 2400,
        height: 2400,
        quality: 0.5,
        ops: ['draw 3000,3000 at 0,0,2400,2400'],
      });
    });

    it('resolves null when the canvas has no 2D context', async () => {
      const fake = fakePlatform({ offscreen, noContext: true });
      const image = await decoderOf(fake.platform)(photoFile({ width: 4000, height: 3000 }));
      expect(await image.encode({ width: 2400, height: 1800 }, 'image/jpeg', 0.85)).toBeNull();
    });

    it('resolves null when the browser cannot encode', async () => {
      const fake = fakePlatform({ offscreen, encodeFails: true });
      const image = await decoderOf(fake.platform)(photoFile({ width: 4000, height: 3000 }));
      expect(await image.encode({ width: 2400, height: 1800 }, 'image/jpeg', 0.85)).toBeNull();
    });
  });
});

describe('prepareImage with the browser decoder', () => {
  it('shrinks an upright phone photo to 2400 px high, as a JPEG named after it', async () => {
    const fake = fakePlatform();
    const prepared = await prepareImage(
      photoFile({ width: 4000, height: 3000, exifTurned: true }),
      createBrowserImageDecoder(fake.platform),
    );
    if (!prepared.ok) throw new Error(prepared.problem);
    expect(prepared.file.name).toBe('IMG_2041.jpg');
    expect(await read(prepared.file)).toMatchObject({
      type: 'image/jpeg',
      width: 1800,
      height: 2400,
      ops: ['fill #fff 0,0,1800,2400', 'draw 3000,4000 at 0,0,1800,2400'],
    });
    expect(fake.bitmaps.every((bitmap) => bitmap.closed)).toBe(true);
  });

  it('turns a PNG into WebP, or JPEG where the browser writes PNG instead of WebP', async () => {
    const webp = await prepareImage(
      photoFile({ width: 5000, height: 1000 }, 'image/png', 'plano.png'),
      createBrowserImageDecoder(fakePlatform().platform),
    );
    expect(webp.ok && [webp.file.name, webp.file.type]).toEqual(['plano.webp', 'image/webp']);

    const noWebp = fakePlatform({
      fallbackType: (type) => (type === 'image/webp' ? 'image/png' : type),
    });
    const jpeg = await prepareImage(
      photoFile({ width: 5000, height: 1000 }, 'image/png', 'plano.png'),
      createBrowserImageDecoder(noWebp.platform),
    );
    if (!jpeg.ok) throw new Error(jpeg.problem);
    expect([jpeg.file.name, jpeg.file.type]).toEqual(['plano.jpg', 'image/jpeg']);
    expect((await read(jpeg.file)).ops[0]).toBe('fill #fff 0,0,2400,480');
  });
});
