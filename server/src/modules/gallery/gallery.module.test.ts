// The gallery module as the app assembles it: the years it gives the /galeria page, and when it
// asks Facebook at all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_YEARS_PAGE_DATA_KEY } from '@lbj/shared';
import { createAuditLog } from '../../lib/audit.ts';
import { openDatabase, type DatabaseHandle } from '../../lib/db.ts';
import type { PageRequestContext } from '../../lib/feature-module.ts';
import type { ImageStore } from '../../lib/images.ts';
import { createGalleryModule, type GalleryModuleDeps } from './gallery.module.ts';
import { createGalleryRepository } from './gallery.repository.ts';

const NOW = new Date('2025-06-15T12:00:00-04:00');
const CONTEXT: PageRequestContext = { url: new URL('https://example.test/galeria'), cookies: {} };

let dir: string;
let database: DatabaseHandle;
/** Addresses the module asked for through its fetch. */
let fetched: string[];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-gallery-module-'));
  database = openDatabase(dir);
  fetched = [];
  const photo = { imageKey: '', widths: [960], width: 960, height: 720, createdAt: NOW.toJSON() };
  await createGalleryRepository(database.db).insertMany([
    { ...photo, year: 2019, imageKey: 'a' },
    { ...photo, year: 2024, imageKey: 'b' },
    // Rows outside 1983 to this year (a restored or hand-edited database) are not offered.
    { ...photo, year: 1982, imageKey: 'c' },
    { ...photo, year: 1983, imageKey: 'd' },
    { ...photo, year: 2026, imageKey: 'e' },
  ]);
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The module over the test database; Facebook as given, its fetch recording and failing. */
function moduleWith(facebook: Pick<GalleryModuleDeps['facebook'], 'pageId' | 'accessToken'>) {
  return createGalleryModule({
    db: database.db,
    images: {} as ImageStore,
    requireAdmin: () => Promise.resolve(),
    clock: () => NOW,
    log: { warn: () => undefined },
    audit: createAuditLog({ db: database.db, clock: () => NOW, log: console }),
    facebook: { ...facebook, graphUrl: 'https://graph.fake.example', graphVersion: 'v21.0' },
    fetch: (input) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return Promise.reject(new TypeError('fetch failed'));
    },
  });
}

describe('the gallery module', () => {
  it('gives the /galeria page the years from 1983 to this one that have photos, newest first', async () => {
    const module = moduleWith({ pageId: undefined, accessToken: undefined });
    const load = module.pageData?.[GALLERY_YEARS_PAGE_DATA_KEY];
    expect(await load?.(CONTEXT)).toEqual([2024, 2019, 1983]);
  });

  it('asks Facebook only when both the page id and the token are set', async () => {
    for (const facebook of [
      { pageId: 'lebeaujour', accessToken: undefined },
      { pageId: undefined, accessToken: 'EAAB-token' },
      { pageId: 'lebeaujour', accessToken: '' },
    ]) {
      const module = moduleWith(facebook);
      expect(await module.pageData?.[GALLERY_YEARS_PAGE_DATA_KEY]?.(CONTEXT)).toEqual([
        2024, 2019, 1983,
      ]);
      expect(fetched, JSON.stringify(facebook)).toEqual([]);
    }
    // Both set: Facebook is asked (and failing, the library's years are still listed).
    const module = moduleWith({ pageId: 'lebeaujour', accessToken: 'EAAB-token' });
    expect(await module.pageData?.[GALLERY_YEARS_PAGE_DATA_KEY]?.(CONTEXT)).toEqual([
      2024, 2019, 1983,
    ]);
    expect(fetched).toHaveLength(1);
  });
});
