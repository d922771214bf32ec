// @time-zones
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@lbj/shared';
import { blankPng } from '../test/images.ts';
import { ImageRejectedError, StorageError, StorageFullError } from './errors.ts';
import {
  checkImage,
  createImageStore,
  parseWidths,
  sniffImageType,
  type ImageStore,
} from './images.ts';

let dir: string;
let store: ImageStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-images-'));
  store = createImageStore(dir);
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b71c1c' } })
    .jpeg()
    .toBuffer();

describe('sniffImageType', { tags: ['zone-free'] }, () => {
  it('judges by bytes, not by name', async () => {
    expect(sniffImageType(await jpeg(10, 10))).toBe('jpeg');
    expect(
      sniffImageType(
        await sharp(await jpeg(10, 10))
          .png()
          .toBuffer(),
      ),
    ).toBe('png');
    expect(
      sniffImageType(
        await sharp(await jpeg(10, 10))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('image store', () => {
  it('writes WebP renditions no wider than the original', { tags: ['zone-free'] }, async () => {
    const stored = await store.store(await jpeg(1000, 500));
    expect(stored.widths).toEqual([480, 720, 960, 1000]);
    expect(stored).toMatchObject({ width: 1000, height: 500 });
    for (const width of stored.widths) {
      const meta = await sharp(path.join(dir, `${stored.key}-${String(width)}.webp`)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    expect(store.url(stored.key, stored.widths)).toBe(`/uploads/${stored.key}-960.webp`);
  });

  it('leaves no temporary files behind', { tags: ['zone-free'] }, async () => {
    await store.store(await jpeg(600, 400));
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('sweeps files whose key no row references, keeping the rest', async () => {
    const kept = await store.store(await jpeg(500, 300));
    const orphan = await store.store(await jpeg(500, 300));
    fs.writeFileSync(path.join(dir, 'half-written.webp.1234.tmp'), 'x');
    const removed = await store.sweep(new Set([kept.key]));
    expect(removed).toBe(orphan.widths.length + 1);
    const left = fs.readdirSync(dir);
    expect(left.every((name) => name.startsWith(kept.key))).toBe(true);
    expect(left).toHaveLength(kept.widths.length);
  });

  it(
    'removes the files of that key only, never another image’s',
    { tags: ['zone-free'] },
    async () => {
      const gone = await store.store(await jpeg(500, 300));
      const kept = await store.store(await jpeg(500, 300));
      await store.remove(gone.key);
      const left = fs.readdirSync(dir);
      expect(left.every((name) => name.startsWith(`${kept.key}-`))).toBe(true);
      expect(left).toHaveLength(kept.widths.length);
    },
  );

  it('removes every file of a key', { tags: ['zone-free'] }, async () => {
    const stored = await store.store(await jpeg(2000, 1000));
    expect(stored.widths).toEqual([480, 720, 960, 1600]);
    await store.remove(stored.key);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe(
  'checkImage: one check for every upload, in order, about no field',
  { tags: ['zone-free'] },
  () => {
    const rejection = async (bytes: Buffer) => {
      const error = await checkImage(bytes).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ImageRejectedError);
      expect((error as ImageRejectedError).field).toBeUndefined();
      return (error as ImageRejectedError).reason;
    };

    it('names the reason of each refusal', async () => {
      expect(await rejection(Buffer.alloc(0))).toBe('empty');
      const oversized = Buffer.alloc(LIMITS.imageMaxBytes + 1, 0x20);
      oversized.set([0xff, 0xd8, 0xff, 0xe0]);
      expect(await rejection(oversized)).toBe('too-large');
      expect(await rejection(Buffer.from('GIF89a'))).toBe('wrong-type');
      const whole = await jpeg(64, 64);
      expect(await rejection(whole.subarray(0, 3))).toBe('unreadable');
      expect(await rejection(blankPng(8_000, 5_001))).toBe('too-many-pixels');
    });

    it('refuses a bomb over sharp’s own pixel limit as too many pixels, not as unreadable', async () => {
      // 400 megapixels: past sharp's default limit (about 268), which checkImage lifts.
      expect(await rejection(blankPng(20_000, 20_000))).toBe('too-many-pixels');
    });

    it('accepts exactly 5 MB and exactly 40 megapixels, reading only the header', async () => {
      expect(await checkImage(blankPng(8_000, 5_000))).toMatchObject({
        width: 8_000,
        height: 5_000,
      });
      const padded = Buffer.alloc(LIMITS.imageMaxBytes, 0);
      const small = await jpeg(10, 10);
      small.copy(padded);
      expect(await checkImage(padded)).toMatchObject({ width: 10, height: 10 });
    });

    it('the store refuses what the check refuses, and writes nothing', async () => {
      await expect(store.store(Buffer.from('GIF89a'))).rejects.toMatchObject({
        reason: 'wrong-type',
      });
      expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    });

    it('swaps width and height for EXIF orientations 5 to 8', async () => {
      const rotated = await sharp({
        create: { width: 40, height: 20, channels: 3, background: '#000' },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect(await store.store(rotated)).toMatchObject({ width: 20, height: 40, widths: [20] });
    });
  },
);

describe('image URLs and renditions', () => {
  it(
    'points at the widest rendition that fits the preferred width, else the narrowest',
    { tags: ['zone-free'] },
    () => {
      const key = 'a'.repeat(32);
      expect(store.url(key, [480, 960, 1600])).toBe(`/uploads/${key}-960.webp`);
      expect(store.url(key, [480, 960, 1600], 1600)).toBe(`/uploads/${key}-1600.webp`);
      expect(store.url(key, [480, 960, 1600], 959)).toBe(`/uploads/${key}-480.webp`);
      expect(store.url(key, [1200, 1600], 960)).toBe(`/uploads/${key}-1200.webp`);
      expect(store.variants(key, [480, 960])).toEqual([
        { width: 480, url: `/uploads/${key}-480.webp` },
        { width: 960, url: `/uploads/${key}-960.webp` },
      ]);
    },
  );

  it(
    'reads stored widths, skipping anything that is not a positive integer',
    { tags: ['zone-free'] },
    () => {
      expect(parseWidths('480,960,1600')).toEqual([480, 960, 1600]);
      expect(parseWidths('480,,x,-1,0,2.5,960')).toEqual([480, 960]);
    },
  );

  it('removes nothing for a key that is not one of its own, and copes with no folder', async () => {
    const stored = await store.store(await jpeg(500, 300));
    await store.remove('../' + stored.key);
    await store.remove(stored.key.toUpperCase());
    expect(fs.readdirSync(dir)).toHaveLength(stored.widths.length);
    const missing = createImageStore(path.join(dir, 'no-such-folder'));
    await missing.remove(stored.key);
    expect(await missing.sweep(new Set())).toBe(0);
  });
});

describe('sniffImageType at the edges', { tags: ['zone-free'] }, () => {
  const bytes = (...values: number[]) => Buffer.from(values);
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it('needs every byte of each signature, and no more than the signature', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
    expect(sniffImageType(bytes(0x00, 0xd8, 0xff))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0x00, 0xff))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8, 0x00))).toBeNull();
    expect(sniffImageType(bytes(...PNG))).toBe('png');
    expect(sniffImageType(bytes(...PNG.slice(0, 7), 0x00))).toBeNull();
    expect(sniffImageType(bytes(0x00, ...PNG.slice(1)))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBP'))).toBe('webp');
    // Cut short, no signature matches.
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(...PNG.slice(0, 7)))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEB'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFX\0\0\0\0WEBP'))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});

describe('image store edges', () => {
  it(
    'swaps width and height from EXIF orientation 5 on, not before',
    { tags: ['zone-free'] },
    async () => {
      const oriented = (orientation: number) =>
        sharp({ create: { width: 40, height: 20, channels: 3, background: '#000' } })
          .jpeg()
          .withMetadata({ orientation })
          .toBuffer();
      expect(await store.store(await oriented(4))).toMatchObject({ width: 40, height: 20 });
      expect(await store.store(await oriented(5))).toMatchObject({ width: 20, height: 40 });
    },
  );

  it('removes only the files of a well-formed key', { tags: ['zone-free'] }, async () => {
    const key = 'b'.repeat(32);
    fs.mkdirSync(dir, { recursive: true });
    for (const name of ['x-1.webp', `zz${key}-1.webp`, `${key}zz-1.webp`]) {
      fs.writeFileSync(path.join(dir, name), 'x');
    }
    await store.remove('x');
    await store.remove(`zz${key}`);
    await store.remove(`${key}zz`);
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['x-1.webp', `zz${key}-1.webp`, `${key}zz-1.webp`].sort(),
    );
  });

  it('sweeps names that only contain a kept key, and folders', async () => {
    const kept = await store.store(await jpeg(500, 300));
    for (const name of [`zz${kept.key}-480.webp`, `${kept.key}-480.webp.bak`]) {
      fs.writeFileSync(path.join(dir, name), 'x');
    }
    fs.mkdirSync(path.join(dir, 'stray-folder'));
    fs.writeFileSync(path.join(dir, 'stray-folder', 'inside'), 'x');
    expect(await store.sweep(new Set([kept.key]))).toBe(3);
    expect(fs.readdirSync(dir).sort()).toEqual(
      kept.widths.map((w) => `${kept.key}-${String(w)}.webp`).sort(),
    );
  });
});

describe('renditions: what is kept, how it is encoded', { tags: ['zone-free'] }, () => {
  const noise = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();

  it('encodes each rendition as WebP at quality 75', async () => {
    const original = await noise(200, 100);
    const stored = await store.store(original);
    const written = fs.readFileSync(path.join(dir, `${stored.key}-200.webp`));
    const at = (quality: number) =>
      sharp(original).rotate().resize({ width: 200 }).webp({ quality }).toBuffer();
    expect(written.equals(await at(75))).toBe(true);
    expect(written.equals(await at(80))).toBe(false);
  });

  it('keeps a photo with a recoverable glitch in its data, refuses one cut short', async () => {
    const whole = await noise(64, 64);
    // A restart marker where none belongs: libjpeg warns "Corrupt JPEG data" and goes on.
    const glitched = Buffer.from(whole);
    glitched[glitched.length - 400] = 0xff;
    glitched[glitched.length - 399] = 0xd0;
    expect(await store.store(glitched)).toMatchObject({ width: 64, height: 64, widths: [64] });
    await expect(store.store(whole.subarray(0, whole.length - 200))).rejects.toMatchObject({
      reason: 'unreadable',
    });
  });

  it('creates its folder when the first image comes', async () => {
    const nested = createImageStore(path.join(dir, 'data', 'uploads'));
    const stored = await nested.store(await jpeg(30, 20));
    expect(fs.readdirSync(path.join(dir, 'data', 'uploads'))).toEqual([`${stored.key}-30.webp`]);
    const extra = createImageStore(path.join(dir, 'other'));
    await extra.writeExtra(stored.key, 'share.jpg', Buffer.from('x'));
    expect(fs.readdirSync(path.join(dir, 'other'))).toEqual([`${stored.key}-share.jpg`]);
  });

  it('refuses with a storage error when its folder cannot be made', async () => {
    fs.writeFileSync(path.join(dir, 'taken'), 'a file where the folder should be');
    const blocked = createImageStore(path.join(dir, 'taken', 'uploads'));
    await expect(blocked.store(await jpeg(30, 20))).rejects.toBeInstanceOf(StorageError);
    await expect(
      blocked.writeExtra('c'.repeat(32), 'share.jpg', Buffer.from('x')),
    ).rejects.toBeInstanceOf(StorageError);
  });

  it('a full disk while making the folder is reported as full, not as another failure', async () => {
    const full = Object.assign(new Error('ENOSPC: mkdir'), { code: 'ENOSPC' });
    const mkdir = vi.spyOn(fsp, 'mkdir').mockRejectedValue(full);
    try {
      const fresh = createImageStore(path.join(dir, 'uploads'));
      await expect(fresh.store(await jpeg(30, 20))).rejects.toBeInstanceOf(StorageFullError);
      await expect(
        fresh.writeExtra('c'.repeat(32), 'share.jpg', Buffer.from('x')),
      ).rejects.toBeInstanceOf(StorageFullError);
    } finally {
      mkdir.mockRestore();
    }
  });

  it('an extra file that cannot be written leaves no partial file', async () => {
    const failing = createImageStore(dir, {
      writeFile: async (file, data) => {
        await fs.promises.writeFile(file, data.subarray(0, 1));
        throw Object.assign(new Error('ENOSPC: write'), { code: 'ENOSPC' });
      },
    });
    await expect(
      failing.writeExtra('c'.repeat(32), 'share.jpg', Buffer.from('abc')),
    ).rejects.toBeInstanceOf(StorageFullError);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('asks for room for twice the upload, and writes nothing when there is none', async () => {
    const asked: number[] = [];
    const original = await jpeg(100, 50);
    const full = createImageStore(dir, {
      hasRoomFor: (bytes) => {
        asked.push(bytes);
        return Promise.resolve(false);
      },
    });
    await expect(full.store(original)).rejects.toBeInstanceOf(StorageFullError);
    expect(asked).toEqual([original.length * 2]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a rendition that cannot be written fails the store and leaves no file of the image', async () => {
    for (const [code, kind] of [
      ['ENOSPC', StorageFullError],
      ['EIO', StorageError],
    ] as const) {
      let writes = 0;
      const failing = createImageStore(dir, {
        // As a real disk does: the first rendition is written, then a write fails half-way.
        writeFile: async (file, data) => {
          writes++;
          if (writes === 1) return fs.promises.writeFile(file, data);
          await fs.promises.writeFile(file, data.subarray(0, 10));
          throw Object.assign(new Error(`${code}: write`), { code });
        },
      });
      await expect(failing.store(await jpeg(1000, 500))).rejects.toBeInstanceOf(kind);
      expect(writes).toBe(2);
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  });
});

describe('extra files and sizes stay inside the store', () => {
  const key = 'd'.repeat(32);

  it(
    'refuses a key or a name that is not an image file of its own',
    { tags: ['zone-free'] },
    async () => {
      for (const [badKey, badName] of [
        ['../etc', 'share.jpg'],
        [key, '../share.jpg'],
        [key, 'share.png'],
      ] as const) {
        expect(() => store.extraUrl(badKey, badName)).toThrow(/not an image file name/);
        await expect(store.writeExtra(badKey, badName, Buffer.from('x'))).rejects.toThrow(
          /not an image file name/,
        );
        await expect(store.extraBytes(badKey, badName)).rejects.toThrow(/not an image file name/);
      }
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(store.extraUrl(key, 'share.jpg')).toBe(`/uploads/${key}-share.jpg`);
    },
  );

  it(
    'lists the keys that have an extra file of a name, and nothing else in the folder',
    { tags: ['zone-free'] },
    async () => {
      expect(await store.keysWithExtra('share.jpg')).toEqual(new Set());
      await store.writeExtra(key, 'share.jpg', Buffer.from('x'));
      fs.writeFileSync(path.join(dir, 'zz-share.jpg'), 'x');
      fs.writeFileSync(path.join(dir, `${'e'.repeat(32)}-other.jpg`), 'x');
      expect(await store.keysWithExtra('share.jpg')).toEqual(new Set([key]));
    },
  );

  it('gives the size in bytes of an extra file that is there, and nothing otherwise', async () => {
    expect(await store.extraBytes(key, 'share.jpg')).toBeUndefined();
    await store.writeExtra(key, 'share.jpg', Buffer.alloc(1234, 1));
    expect(await store.extraBytes(key, 'share.jpg')).toBe(1234);
    fs.mkdirSync(path.join(dir, `${key}-other.jpg`));
    expect(await store.extraBytes(key, 'other.jpg')).toBeUndefined();
  });

  it(
    "reads a rendition's pixel size, and only for one of its own keys",
    { tags: ['zone-free'] },
    async () => {
      const stored = await store.store(await jpeg(600, 300));
      expect(await store.size(stored.key, 480)).toEqual({ width: 480, height: 240 });
      expect(await store.size(stored.key, 720)).toBeUndefined();
      // A real rendition outside the folder, reachable by a key that climbs out of it.
      fs.copyFileSync(
        path.join(dir, `${stored.key}-480.webp`),
        path.join(dir, '..', `${path.basename(dir)}-outside-480.webp`),
      );
      try {
        expect(await store.size(`../${path.basename(dir)}-outside`, 480)).toBeUndefined();
      } finally {
        fs.rmSync(path.join(dir, '..', `${path.basename(dir)}-outside-480.webp`));
      }
    },
  );
});
