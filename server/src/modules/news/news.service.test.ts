import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageStore } from '../../lib/images.ts';
import type { NewsRecord, NewsRepository } from './news.repository.ts';
import { createNewsService } from './news.service.ts';
import { VALID_FIELDS, noiseJpeg } from './news.test-support.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-service-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function memoryRepository(): NewsRepository & { rows: NewsRecord[] } {
  const rows: NewsRecord[] = [];
  return {
    rows,
    list: () => Promise.resolve([...rows].reverse()),
    insert: (row) => {
      const record = { ...row, id: rows.length + 1 };
      rows.push(record);
      return Promise.resolve(record);
    },
    deleteById: (id) => {
      const index = rows.findIndex((row) => row.id === id);
      return Promise.resolve(index >= 0 ? rows.splice(index, 1)[0] : undefined);
    },
    imageKeys: () => Promise.resolve(rows.map((row) => row.image_key)),
  };
}

describe('news service', () => {
  it('removes the stored image when the row cannot be inserted', async () => {
    const images = createImageStore(dir);
    const store = vi.spyOn(images, 'store');
    const repository = memoryRepository();
    repository.insert = () => Promise.reject(new Error('disk full'));
    const service = createNewsService({
      repository,
      images,
      now: () => new Date(),
      log: { warn: vi.fn() },
    });

    await expect(service.create(VALID_FIELDS, await noiseJpeg(1000, 700))).rejects.toThrow(
      'disk full',
    );
    expect(store).toHaveBeenCalledOnce();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('serves the cached snapshot until a write, and never caches a read that raced a write', async () => {
    const repository = memoryRepository();
    const list = vi.spyOn(repository, 'list');
    const service = createNewsService({
      repository,
      images: createImageStore(dir),
      now: () => new Date('2025-01-01T00:00:00Z'),
      log: { warn: vi.fn() },
    });

    // A read starts, a write lands before the read finishes: the read's result is not kept.
    let release: (rows: NewsRecord[]) => void = () => undefined;
    list.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const racing = service.snapshot();
    await service.create(VALID_FIELDS, await noiseJpeg(64, 64));
    release([]);
    const stale = await racing;
    expect(JSON.parse(stale.body.toString())).toEqual([]);

    const fresh = await service.snapshot();
    expect(JSON.parse(fresh.body.toString())).toHaveLength(1);
    expect(fresh.etag).not.toBe(stale.etag);
    // Cached from now on, until the next write.
    expect(await service.snapshot()).toBe(fresh);
    expect(list).toHaveBeenCalledTimes(2);
    await service.remove(1);
    expect(JSON.parse((await service.snapshot()).body.toString())).toEqual([]);
    expect(list).toHaveBeenCalledTimes(3);
  });
});
