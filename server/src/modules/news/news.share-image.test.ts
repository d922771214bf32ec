// The share image of a news item (ADR 0027): a 1200 × 630 JPEG under 300 KB, made when
// the image is stored, replaced with it, deleted with it, kept by the sweep and the backup, and
// made at start for items stored before it existed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Region } from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, newsPath, type NewsItem } from '@lbj/shared';
import { buildApp } from '../../app.ts';
import { createImageStore } from '../../lib/images.ts';
import { createAdmin, loginAs } from '../../test/admin.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers.ts';
import { SHARE_IMAGE, createShareImages, renderShareImage } from './news.share-image.ts';
import { EXIF_MARKER, newsCalls, orientedJpegWithGps, solidImage } from './news.test-support.ts';

const NOW = new Date('2026-03-14T15:09:26.000Z');
const ORIGIN = 'https://pruebas.lebeaujour.example';

/** Random pixels: nothing for JPEG to compress, the worst case for the size limit. */
function whiteNoiseJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[i] = seed >>> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/**
 * 1260 × 660 of random pixels: hardly scaled down to 1200 × 630, so the noise stays noise (a
 * larger picture is averaged smoother): the worst case for the size limit. Made once.
 */
let worstCase: Promise<Buffer> | undefined;
const noisePhoto = () => (worstCase ??= whiteNoiseJpeg(1260, 660));

/** What a share image is: a JPEG by its bytes, 1200 × 630, at most 300 KB. */
async function expectShareImage(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect([meta.width, meta.height]).toEqual([1200, 630]);
  expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
}

/** Mean red, green and blue of a region of an image. */
async function meanColour(bytes: Buffer, region: Region) {
  const { channels } = await sharp(bytes).extract(region).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('renderShareImage', () => {
  it('keeps a picture of pure noise under 300 KB (by lowering the quality)', async () => {
    const noise = await noisePhoto();
    expect(noise.length).toBeGreaterThan(600_000);
    const share = await renderShareImage(noise);
    await expectShareImage(share);
    // At the first quality the same pixels are well over the limit: the limit did the work.
    const first = await sharp(noise)
      .resize(1200, 630, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    expect(first.length).toBeGreaterThan(300 * 1024);
  });

  it('keeps a photo-like picture at the first quality (no needless loss)', async () => {
    const share = await renderShareImage(await solidImage(1600, 1000));
    await expectShareImage(share);
    const quality = await sharp(share).metadata();
    expect(quality.format).toBe('jpeg');
    // A flat picture at quality 82 is a few KB; at the lowest quality it would be smaller still,
    // so compare against the first step directly.
    const atFirst = await sharp(await solidImage(1200, 630))
      .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    expect(Math.abs(share.length - atFirst.length)).toBeLessThan(atFirst.length * 0.2);
  });

  it('keeps a detailed photo that fits at the first quality, 82 (not a lower one)', async () => {
    // Soft blobs: detailed enough that each quality step changes the size, small enough to fit.
    const source = await sharp(await whiteNoiseJpeg(240, 126))
      .resize(1200, 630)
      .jpeg({ quality: 95 })
      .toBuffer();
    const share = await renderShareImage(source);
    await expectShareImage(share);
    const at = (quality: number) =>
      sharp(source).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    const [at82, at72] = await Promise.all([at(82), at(72)]);
    expect(at82.length).toBeLessThanOrEqual(SHARE_IMAGE.maxBytes);
    expect(at72.length).toBeLessThan(at82.length * 0.9);
    expect(Math.abs(share.length - at82.length)).toBeLessThan(at82.length * 0.03);
  });

  it('crops to cover 1200 × 630 around what draws the eye, not blindly the centre', async () => {
    // A wide grey picture with a red disc near its right edge: a centre crop (600–1800) misses it.
    const wide = await sharp({
      create: { width: 2400, height: 630, channels: 3, background: '#808080' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="630"><circle cx="2150" cy="315" r="200" fill="#e01010"/></svg>',
          ),
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    const share = await renderShareImage(wide);
    await expectShareImage(share);
    const [red = 0, green = 0] = await meanColour(share, {
      left: 0,
      top: 0,
      width: 1200,
      height: 630,
    });
    // The disc is about a sixth of the crop (a centre crop: none of it).
    expect(red - green).toBeGreaterThan(25);
  });

  it('turns the picture as its EXIF says, fills 1200 × 630, and carries no metadata', async () => {
    // 400 × 200 red|blue with orientation 6: shown 200 × 400, red on top. Scaled to cover
    // 1200 wide, it is 2400 tall: whatever band is kept, it is one colour across, never red|blue.
    const share = await renderShareImage(await orientedJpegWithGps());
    await expectShareImage(share);
    const left = await meanColour(share, { left: 0, top: 300, width: 100, height: 30 });
    const right = await meanColour(share, { left: 1100, top: 300, width: 100, height: 30 });
    for (const [i, value] of left.entries())
      expect(Math.abs(value - (right[i] ?? 0))).toBeLessThan(30);
    const meta = await sharp(share).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(share.includes(Buffer.from(EXIF_MARKER))).toBe(false);
  });

  it('puts a transparent picture on white', async () => {
    const png = await sharp({
      create: { width: 800, height: 420, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const share = await renderShareImage(png);
    await expectShareImage(share);
    const [r = 0, g = 0, b = 0] = await meanColour(share, {
      left: 0,
      top: 0,
      width: 1200,
      height: 630,
    });
    expect(Math.min(r, g, b)).toBeGreaterThan(245);
  });
});

describe('through the app', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ PUBLIC_URL: ORIGIN }, { now: () => NOW });
    await createAdmin(t.dataDir);
    token = await loginAs(t.app);
  });
  afterEach(async () => {
    await t.close();
  });
  const { patch, publishValid, get } = newsCalls(() => ({ app: t.app, token }));
  const keyOf = (item: NewsItem) => /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? '';
  const uploads = () => fs.readdirSync(t.config.uploadsDir).sort();
  const shareFile = (item: NewsItem) => path.join(t.config.uploadsDir, `${keyOf(item)}-share.jpg`);
  const ogImage = async (item: NewsItem) =>
    /<meta property="og:image" content="([^"]+)"/.exec(
      (await get(newsPath(item.id, item.titulo))).body,
    )?.[1];

  it('is made when an item is published (from a large noisy photo), served, and named in og:image', async () => {
    const item = await publishValid({}, await noisePhoto());
    await expectShareImage(fs.readFileSync(shareFile(item)));
    const url = `/uploads/${keyOf(item)}-share.jpg`;
    expect(await ogImage(item)).toBe(`${ORIGIN}${url}`);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    await expectShareImage(served.rawPayload);
  });

  it('is made for a draft too, so the item is ready the moment it is published', async () => {
    const draft = await publishValid({ estado: 'borrador' });
    expect(fs.existsSync(shareFile(draft))).toBe(true);
  });

  it('is replaced with the image on PATCH (the old one removed), and kept by a PATCH without one', async () => {
    // Plain colours, 640 px wide (two renditions): the colour tells the share images apart.
    const item = await publishValid({}, await solidImage(640, 400, 'jpeg', '#1f3a6b'));
    const before = fs.readFileSync(shareFile(item));
    const titled = await patch(item.id, { titulo: 'Matrícula 2027' });
    expect(titled.statusCode).toBe(200);
    expect(fs.readFileSync(shareFile(item)).equals(before)).toBe(true);

    const replaced = await patch(item.id, {
      imagen: {
        bytes: await solidImage(640, 400, 'jpeg', '#b71c1c'),
        filename: 'nueva.jpg',
        type: 'image/jpeg',
      },
    });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<NewsItem>();
    expect(keyOf(after)).not.toBe(keyOf(item));
    expect(fs.existsSync(shareFile(item))).toBe(false);
    expect(uploads().filter((name) => name.startsWith(keyOf(item)))).toEqual([]);
    const share = fs.readFileSync(shareFile(after));
    await expectShareImage(share);
    const [red = 0, , blue = 0] = await meanColour(share, {
      left: 0,
      top: 0,
      width: 1200,
      height: 630,
    });
    expect(red).toBeGreaterThan(blue);
    expect(await ogImage(after)).toBe(`${ORIGIN}/uploads/${keyOf(after)}-share.jpg`);
  });

  it('goes with the item on DELETE', async () => {
    const item = await publishValid();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(item.id),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect(uploads()).toEqual([]);
  });

  it('falls back to the largest WebP rendition (typed as such) while the JPEG is missing', async () => {
    const item = await publishValid({}, await solidImage(1600, 1000));
    fs.rmSync(shareFile(item));
    // A write clears the page cache; the page is read again without the file.
    await patch(item.id, { titulo: 'Otra vez' });
    const page = (await get(newsPath(item.id, 'Otra vez'))).body;
    expect(page).toContain(`content="${ORIGIN}/uploads/${keyOf(item)}-1600.webp"`);
    expect(page).toContain('<meta property="og:image:type" content="image/webp" />');
    expect(page).toContain('<meta property="og:image:width" content="1600" />');
  });
});

describe('at start, for items stored before share images', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-share-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const config = () => testConfig(dataDir, path.join(dataDir, 'web'), { PUBLIC_URL: ORIGIN });
  /** Starts the app on dataDir and closes it (which waits for the background work). */
  async function startAndStop(lines: string[] = []) {
    const app = await buildApp(
      { ...config(), logLevel: 'info' },
      { now: () => NOW, logStream: { write: (line: string) => lines.push(line) } },
    );
    await app.ready();
    await app.close();
    return lines;
  }

  it('makes the missing ones once, skips (and logs) an item without its renditions, and starts anyway', async () => {
    // Three items as an older server left them: no share images; one has lost its files too.
    const app = await buildApp(config(), { now: () => NOW });
    await app.ready();
    await createAdmin(dataDir);
    const token = await loginAs(app);
    const calls = newsCalls(() => ({ app, token }));
    const items = [
      await calls.publishValid({ titulo: 'Uno' }, await solidImage(1600, 1000)),
      await calls.publishValid({ titulo: 'Dos' }, await solidImage(640, 480)),
      await calls.publishValid({ titulo: 'Tres' }),
    ];
    await app.close();
    const uploadsDir = path.join(dataDir, 'uploads');
    const key = (item: NewsItem) => /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? '';
    for (const item of items) fs.rmSync(path.join(uploadsDir, `${key(item)}-share.jpg`));
    const lost = items[2] as NewsItem;
    for (const name of fs.readdirSync(uploadsDir).filter((n) => n.startsWith(key(lost)))) {
      fs.rmSync(path.join(uploadsDir, name));
    }

    const lines = await startAndStop();
    for (const item of items.slice(0, 2)) {
      await expectShareImage(fs.readFileSync(path.join(uploadsDir, `${key(item)}-share.jpg`)));
    }
    expect(fs.existsSync(path.join(uploadsDir, `${key(lost)}-share.jpg`))).toBe(false);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ level: 40, imageKey: key(lost) }));
    expect(logged).toContainEqual(expect.objectContaining({ level: 30, made: 2 }));

    // Idempotent: the next start makes nothing and leaves the files as they are.
    const first = fs.statSync(path.join(uploadsDir, `${key(items[0] as NewsItem)}-share.jpg`));
    const again = await startAndStop();
    expect(again.some((line) => line.includes('"made"'))).toBe(false);
    const second = fs.statSync(path.join(uploadsDir, `${key(items[0] as NewsItem)}-share.jpg`));
    expect(second.mtimeMs).toBe(first.mtimeMs);
  });

  it('the start-up sweep keeps a referenced share image and removes an orphan one', async () => {
    const app = await buildApp(config(), { now: () => NOW });
    await app.ready();
    await createAdmin(dataDir);
    const token = await loginAs(app);
    const item = await newsCalls(() => ({ app, token })).publishValid();
    await app.close();
    const uploadsDir = path.join(dataDir, 'uploads');
    const orphan = `${'a'.repeat(32)}-share.jpg`;
    fs.writeFileSync(path.join(uploadsDir, orphan), 'x');
    const key = /\/uploads\/([a-f0-9]{32})-/.exec(item.imagen ?? '')?.[1] ?? '';
    const kept = path.join(uploadsDir, `${key}-share.jpg`);
    const before = fs.statSync(kept);
    const lines = await startAndStop();
    const names = fs.readdirSync(uploadsDir);
    expect(names).not.toContain(orphan);
    // The very same file: not removed by the sweep and made again by the backfill.
    expect(fs.statSync(kept).ino).toBe(before.ino);
    expect(lines.some((line) => line.includes('"made"'))).toBe(false);
  });
});

describe('the store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-share-store-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the file whole under its final name, and finds it', async () => {
    const images = createImageStore(dir);
    const stored = await images.store(await solidImage(640, 480));
    const share = createShareImages({ images, log: { warn: vi.fn() } });
    expect(await share.find(stored.key)).toBeUndefined();
    await share.create(stored.key, await solidImage(640, 480));
    const found = await share.find(stored.key);
    expect(found?.url).toBe(`/uploads/${stored.key}-${SHARE_IMAGE.name}`);
    expect(found?.bytes).toBe(fs.statSync(path.join(dir, `${stored.key}-share.jpg`)).size);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('makes a missing one from the largest rendition, not a smaller one', async () => {
    const images = createImageStore(dir);
    const stored = await images.store(await solidImage(1600, 1000));
    expect(stored.widths.length).toBeGreaterThan(1);
    const asked: number[] = [];
    const share = createShareImages({
      images: {
        ...images,
        renditionFile: (key, width) => {
          asked.push(width);
          return images.renditionFile(key, width);
        },
      },
      log: { warn: vi.fn() },
    });
    const made = await share.backfill([
      { image_key: stored.key, image_widths: stored.widths.join(',') },
    ]);
    expect(made).toBe(1);
    expect(asked).toEqual([Math.max(...stored.widths)]);
  });
});
