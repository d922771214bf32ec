// The news service's reads: what it asks the repository for, and what it makes of the rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageStore } from '../../lib/images.ts';
import type { NewsRecord } from './news.repository.ts';
import { toNewsSearch } from './news.search.ts';
import { createNewsService } from './news.service.ts';
import { VALID_FIELDS, memoryRepository, noiseJpeg } from './news.test-support.ts';

const NOW = '2025-03-14T15:09:26.000Z';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-news-listing-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A row as the table holds it; `n` makes its id, title and date. */
function row(n: number, extra: Partial<NewsRecord> = {}): NewsRecord {
  const fecha = `2025-03-0${String(n)}T12:00:00.000Z`;
  return {
    id: n,
    titulo: `Noticia ${String(n)}`,
    descripcion: 'Texto.',
    tipo_noticia: 'Académico',
    image_key: String(n).repeat(32),
    image_widths: '480,960',
    fecha,
    estado: 'publicada',
    publicar_en: null,
    actualizado: fecha,
    ...extra,
  };
}

/** A service over stored rows (ids 1 to 3 unless told), with spies on the repository's reads. */
function build(rows = [row(1), row(2, { estado: 'borrador' }), row(3)]) {
  const repository = memoryRepository();
  repository.rows.push(...rows);
  const list = vi.spyOn(repository, 'list');
  const count = vi.spyOn(repository, 'count');
  const images = createImageStore(dir);
  const service = createNewsService({
    repository,
    images,
    now: () => new Date(NOW),
    log: { warn: vi.fn() },
  });
  return { service, repository, images, list, count };
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('news service: a page of the list', () => {
  it('asks for one row more than the page holds, and gives a cursor only when it came', async () => {
    const { service, list, repository } = build();
    const first = await service.page({ limit: 2, includeDrafts: false });
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ now: NOW, limit: 3 }));
    expect(ids(first.items)).toEqual([3, 2]);
    expect(first.next).toEqual(expect.any(String));

    repository.rows.splice(0, 1);
    const whole = await service.page({ limit: 2, includeDrafts: false });
    expect(ids(whole.items)).toEqual([3, 2]);
    expect(whole).not.toHaveProperty('next');
  });

  it('reads every row for a whole list, with no cursor, whatever the size asked', async () => {
    const { service, list } = build();
    const page = await service.page({ limit: 2, includeDrafts: false, whole: true });
    expect(list.mock.lastCall?.[0]).not.toHaveProperty('limit');
    expect(ids(page.items)).toEqual([3, 2, 1]);
    expect(page).not.toHaveProperty('next');
  });

  it("shows an administrator's list with state and schedule, a visitor's without", async () => {
    const { service } = build();
    const admin = await service.page({ includeDrafts: true, whole: true });
    expect(admin.items[1]).toMatchObject({ id: 2, estado: 'borrador', publicar_en: null });
    const adminPage = await service.page({ includeDrafts: true });
    expect(adminPage.items[1]).toMatchObject({ id: 2, estado: 'borrador' });

    const visitor = await service.page({ includeDrafts: false });
    expect(visitor.items[0]).not.toHaveProperty('estado');
    expect(visitor.items[0]).not.toHaveProperty('publicar_en');
  });

  it('treats a blank search as none, and a search with no word as one nothing matches', async () => {
    const { service, list } = build();
    const blank = await service.page({ q: '   ', includeDrafts: false });
    expect(ids(blank.items)).toEqual([3, 2, 1]);
    expect(list.mock.lastCall?.[0].search).toBeUndefined();

    list.mockClear();
    expect(await service.page({ q: '*** «»', includeDrafts: false })).toEqual({ items: [] });
    expect(list).not.toHaveBeenCalled();
  });

  it('passes the words searched and the category to the repository', async () => {
    const { service, list } = build();
    await service.page({ q: ' feria  ', categoria: 'Deportes', includeDrafts: false });
    expect(list).toHaveBeenLastCalledWith(
      expect.objectContaining({ categoria: 'Deportes', search: toNewsSearch('feria') }),
    );
  });
});

describe('news service: a numbered page', () => {
  it('counts, then reads the rows of the page asked for', async () => {
    const { service, list, count } = build();
    const page = await service.numbered({ pagina: 2, size: 2 });
    expect(count).toHaveBeenLastCalledWith(
      expect.objectContaining({ now: NOW, includeDrafts: false }),
    );
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 2, offset: 2 }));
    expect(page.pagina).toBe(2);
    expect(page.total).toBe(3);
  });

  it('lists everything for no search or a blank one, and nothing for a wordless one', async () => {
    const { service, count, list } = build();
    expect((await service.numbered({ pagina: 1, size: 5 })).total).toBe(3);
    const blank = await service.numbered({ q: '  ', pagina: 1, size: 5 });
    expect(ids(blank.items)).toEqual([3, 2, 1]);
    expect(count.mock.lastCall?.[0].search).toBeUndefined();

    count.mockClear();
    list.mockClear();
    expect(await service.numbered({ q: '¡¿!?', pagina: 3, size: 5 })).toEqual({
      items: [],
      pagina: 1,
      total: 0,
    });
    expect(count).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });

  it('passes the words and the category, and reads no rows when none match', async () => {
    const { service, repository, count, list } = build();
    repository.rows.length = 0;
    const page = await service.numbered({ q: 'feria', categoria: 'Deportes', pagina: 1, size: 5 });
    expect(count).toHaveBeenLastCalledWith(
      expect.objectContaining({ categoria: 'Deportes', search: toNewsSearch('feria') }),
    );
    expect(list).not.toHaveBeenCalled();
    expect(page).toEqual({ items: [], pagina: 1, total: 0 });
  });
});

describe('news service: reads that hold until a scheduled item comes due', () => {
  it('holds forever with nothing scheduled, else until the next scheduled moment', async () => {
    const { service, repository } = build();
    expect((await service.latest(5)).until).toBe(Number.POSITIVE_INFINITY);
    expect((await service.addresses()).until).toBe(Number.POSITIVE_INFINITY);

    repository.nextPublicAt = () => Promise.resolve('2025-03-20T10:00:00.000Z');
    expect((await service.latest(5)).until).toBe(Date.parse('2025-03-20T10:00:00.000Z'));
    expect((await service.addresses()).until).toBe(Date.parse('2025-03-20T10:00:00.000Z'));
  });

  it('tags the list with a short quoted ETag that follows its content', async () => {
    const { service } = build();
    const first = await service.snapshot();
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    await service.remove(1);
    const second = await service.snapshot();
    expect(second.etag).toMatch(/^"[\w-]{32}"$/);
    expect(second.etag).not.toBe(first.etag);
  });
});

describe('news service: share images made afterwards', () => {
  it('drops the cached list when it made share images, and keeps it when it made none', async () => {
    const { service, repository, images } = build([]);
    // An item stored before share images existed: renditions only.
    const stored = await images.store(await noiseJpeg(640, 480));
    await repository.insert({
      ...VALID_FIELDS,
      image_key: stored.key,
      image_widths: stored.widths.join(','),
      fecha: NOW,
      estado: 'publicada',
      publicar_en: null,
      actualizado: NOW,
    });

    const cached = await service.snapshot();
    expect(await service.backfillShareImages()).toBe(1);
    expect(service.cachedSnapshot()).toBeUndefined();

    const again = await service.snapshot();
    expect(again).not.toBe(cached);
    expect(await service.backfillShareImages()).toBe(0);
    expect(service.cachedSnapshot()).toBe(again);
  });
});
