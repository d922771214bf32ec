import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageStore, sniffImageType, type ImageStore } from './images.ts';

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

describe('sniffImageType', () => {
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
  it('writes WebP renditions no wider than the original', async () => {
    const stored = await store.store(await jpeg(1000, 500));
    expect(stored.widths).toEqual([480, 960, 1000]);
    expect(stored).toMatchObject({ width: 1000, height: 500 });
    for (const width of stored.widths) {
      const meta = await sharp(path.join(dir, `${stored.key}-${String(width)}.webp`)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    expect(store.url(stored.key, stored.widths)).toBe(`/uploads/${stored.key}-960.webp`);
  });

  it('leaves no temporary files behind', async () => {
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

  it('removes every file of a key', async () => {
    const stored = await store.store(await jpeg(2000, 1000));
    expect(stored.widths).toEqual([480, 960, 1600]);
    await store.remove(stored.key);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
