import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lbj/shared';
import { ImageRejectedError, NotFoundError } from '../../lib/errors.ts';
import { createImageStore } from '../../lib/images.ts';
import type { NewsRecord } from './news.repository.ts';
import { createNewsService } from './news.service.ts';
import { VALID_FIELDS, memoryRepository, noiseJpeg } from './news.test-support.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-service-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

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

const fixedNow = new Date('2025-03-14T15:09:26.000Z');

/** A service on a memory repository and a real image store, at a fixed moment. */
const build = (repository = memoryRepository(), images = createImageStore(dir)) => {
  const warn = vi.fn();
  const service = createNewsService({ repository, images, now: () => fixedNow, log: { warn } });
  return { service, repository, images, warn };
};

describe('news service: errors and the allow-list', () => {
  it('names the imagen field when the image is refused, and stores no row', async () => {
    const { service, repository } = build();
    const error = await service.create(VALID_FIELDS, Buffer.from('GIF89a')).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error).toMatchObject({ reason: 'wrong-type', field: 'imagen' });
    expect(repository.rows).toEqual([]);
  });

  it('returns the allow-listed item: public fields, the 960 px URL, every rendition, ISO date', async () => {
    const { service, repository } = build();
    const item = await service.create(VALID_FIELDS, await noiseJpeg(1200, 800));
    const [row] = repository.rows;
    if (!row) throw new Error('no row');
    expect(row.fecha).toBe(fixedNow.toISOString());
    expect(item).toEqual({
      id: row.id,
      titulo: VALID_FIELDS.titulo,
      descripcion: VALID_FIELDS.descripcion,
      tipo_noticia: VALID_FIELDS.tipo_noticia,
      imagen: `/uploads/${row.image_key}-960.webp`,
      fecha: '2025-03-14T15:09:26.000Z',
      imagenes: [480, 720, 960, 1200].map((width) => ({
        width,
        url: `/uploads/${row.image_key}-${String(width)}.webp`,
      })),
      actualizado: '2025-03-14T15:09:26.000Z',
      ruta: `/news/${String(row.id)}-feria-cientifica-2025`,
      traducciones: {},
      estado: 'publicada',
      publicar_en: null,
    });
    expect(row.image_widths).toBe('480,720,960,1200');
  });

  it('drops the cached list even when an insert fails, and logs a failed clean-up', async () => {
    const { service, repository, images, warn } = build();
    expect(service.cachedSnapshot()).toBeUndefined();
    const first = await service.snapshot();
    expect(service.cachedSnapshot()).toBe(first);

    repository.insert = () => Promise.reject(new Error('disk full'));
    vi.spyOn(images, 'remove').mockRejectedValueOnce(new Error('busy'));
    await expect(service.create(VALID_FIELDS, await noiseJpeg(64, 64))).rejects.toThrow(
      'disk full',
    );
    expect(service.cachedSnapshot()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      { err: expect.any(Error) as unknown },
      'could not remove the image of a failed write',
    );
  });

  it('refuses to remove what is not there, touching no file', async () => {
    const { service, images } = build();
    const remove = vi.spyOn(images, 'remove');
    await expect(service.remove(42)).rejects.toMatchObject({
      constructor: NotFoundError,
      message: MESSAGES.newsNotFound,
    });
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes the row even when its files cannot be removed, and says so in the log', async () => {
    const { service, images, warn, repository } = build();
    const item = await service.create(VALID_FIELDS, await noiseJpeg(64, 64));
    await service.snapshot();
    vi.spyOn(images, 'remove').mockRejectedValueOnce(new Error('busy'));
    await service.remove(item.id);
    expect(repository.rows).toEqual([]);
    expect(service.cachedSnapshot()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      { err: expect.any(Error) as unknown },
      'could not remove the image files of a deleted news item',
    );
  });
});

describe('news service: replacing an image', () => {
  /** A service on a memory repository and a real image store, with one item published. */
  async function withOneItem() {
    const { repository, images, service } = build();
    const item = await service.create(VALID_FIELDS, await noiseJpeg(64, 64));
    return { repository, images, service, item };
  }

  it('removes the old files only after the row points at the new ones', async () => {
    const { repository, images, service, item } = await withOneItem();
    const oldKey = repository.rows[0]?.image_key;

    const events: string[] = [];
    const update = repository.update.bind(repository);
    repository.update = async (id, changes) => {
      const result = await update(id, changes);
      events.push(`row now ${result?.after.image_key === oldKey ? 'old' : 'new'} image`);
      return result;
    };
    const remove = images.remove.bind(images);
    vi.spyOn(images, 'remove').mockImplementation(async (key) => {
      events.push(`remove ${key === oldKey ? 'old' : 'new'} files`);
      await remove(key);
    });

    await service.update(item.id, {}, await noiseJpeg(80, 60));
    expect(events).toEqual(['row now new image', 'remove old files']);
    const newKey = repository.rows[0]?.image_key ?? '';
    expect(fs.readdirSync(dir).every((file) => file.startsWith(newKey))).toBe(true);
  });

  it('keeps the old files, and drops the new ones, when the row went away meanwhile', async () => {
    const { repository, service, item } = await withOneItem();
    const filesBefore = fs.readdirSync(dir).sort();
    // Deleted by someone else between the check and the write.
    repository.update = () => Promise.resolve(undefined);

    await expect(service.update(item.id, {}, await noiseJpeg(80, 60))).rejects.toMatchObject({
      constructor: NotFoundError,
      message: MESSAGES.newsNotFound,
    });
    expect(fs.readdirSync(dir).sort()).toEqual(filesBefore);
  });
});

describe('news service: writes that must leave nothing behind', () => {
  it('refuses a schedule that got past the route unchecked before storing any file', async () => {
    const { service, repository, images } = build();
    const store = vi.spyOn(images, 'store');
    await expect(
      service.create({ ...VALID_FIELDS, publicar_en: 'mañana' }, await noiseJpeg(64, 64)),
    ).rejects.toThrow('publicar_en was not validated');
    expect(store).not.toHaveBeenCalled();
    expect(repository.rows).toEqual([]);
  });

  it('removes the renditions when the share image cannot be written, and says why', async () => {
    const { service, repository, images, warn } = build();
    vi.spyOn(images, 'writeExtra').mockRejectedValueOnce(new Error('disk full'));
    await expect(service.create(VALID_FIELDS, await noiseJpeg(64, 64))).rejects.toThrow(
      'disk full',
    );
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(repository.rows).toEqual([]);

    vi.spyOn(images, 'writeExtra').mockRejectedValueOnce(new Error('disk full'));
    vi.spyOn(images, 'remove').mockRejectedValueOnce(new Error('busy'));
    await expect(service.create(VALID_FIELDS, await noiseJpeg(64, 64))).rejects.toThrow(
      'disk full',
    );
    expect(warn).toHaveBeenCalledWith(
      { err: expect.any(Error) as unknown },
      'could not remove the image of a failed share image',
    );
  });

  it('refuses an unknown id before any image work', async () => {
    const { service, images } = build();
    const store = vi.spyOn(images, 'store');
    await expect(service.update(7, { titulo: 'Otro' }, await noiseJpeg(64, 64))).rejects.toThrow(
      NotFoundError,
    );
    expect(store).not.toHaveBeenCalled();
  });

  it('changes only the fields sent, and keeps the image when none is sent', async () => {
    const { service, repository, images } = build();
    const item = await service.create(VALID_FIELDS, await noiseJpeg(64, 64));
    const files = fs.readdirSync(dir).sort();
    const remove = vi.spyOn(images, 'remove');
    const update = vi.spyOn(repository, 'update');

    const edited = await service.update(item.id, { titulo: 'Feria científica 2026' });
    const changes = update.mock.lastCall?.[1];
    const before = repository.rows[0];
    if (!changes || !before) throw new Error('no update');
    expect(Object.keys(changes(before)).sort()).toEqual([
      'actualizado',
      'fecha',
      'publicar_en',
      'titulo',
    ]);
    expect(edited).toMatchObject({
      titulo: 'Feria científica 2026',
      descripcion: VALID_FIELDS.descripcion,
      tipo_noticia: VALID_FIELDS.tipo_noticia,
      estado: 'publicada',
      imagen: item.imagen,
    });
    expect(remove).not.toHaveBeenCalled();
    expect(fs.readdirSync(dir).sort()).toEqual(files);

    await service.update(item.id, {
      descripcion: 'Otro texto.',
      tipo_noticia: 'Deportes',
      estado: 'borrador',
    });
    expect(repository.rows[0]).toMatchObject({
      titulo: 'Feria científica 2026',
      descripcion: 'Otro texto.',
      tipo_noticia: 'Deportes',
      estado: 'borrador',
    });
  });

  it('gives the write error itself when a text-only edit fails', async () => {
    const { service, repository } = build();
    const item = await service.create(VALID_FIELDS, await noiseJpeg(64, 64));
    repository.update = () => Promise.reject(new Error('database is locked'));
    await expect(service.update(item.id, { titulo: 'Otro' })).rejects.toThrow('database is locked');
  });

  it('logs the old files it could not remove after an image was replaced', async () => {
    const { service, images, warn } = build();
    const item = await service.create(VALID_FIELDS, await noiseJpeg(64, 64));
    vi.spyOn(images, 'remove').mockRejectedValueOnce(new Error('busy'));
    await service.update(item.id, {}, await noiseJpeg(80, 60));
    expect(warn).toHaveBeenCalledWith(
      { err: expect.any(Error) as unknown },
      'could not remove the replaced image files',
    );
  });
});
