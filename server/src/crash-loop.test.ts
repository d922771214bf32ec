// The short crash loop (the long one is `npm run bench:reliability`): the real server, as
// a child process, is SIGKILLed five times while it publishes news, deletes news, stores gallery
// photos or deletes them, and started again each time on the same DATA_DIR. After every restart:
// each row (news and gallery) has exactly its files, no file lacks its row, no half-written file
// is left, and every write acknowledged before the kill (201, 204) still holds.
//
// The kill moments are fixed by the plan below, not by a clock: a publish or an upload is killed
// once its renditions are on disk and its row is not yet committed (the test holds SQLite's write
// lock, so the server waits for it), which is the moment a crash leaves debris for the start-up
// sweep; a deletion is killed once the server has logged its request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS, UPLOAD_FIELDS } from '@lbj/shared';
import { ADMIN_NAME, ADMIN_PASSWORD, createAdmin } from './test/admin.ts';
import {
  childServers,
  holdWriteLock,
  whenDir,
  type ChildServers,
  type RunningServer,
} from './test/child-server.ts';
import {
  VALID_FIELDS,
  jpegPart,
  multipartBody,
  solidImage,
} from './modules/news/news.test-support.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-crash-loop-'));
const uploadsDir = path.join(dataDir, 'uploads');
const YEAR = 2024;
let servers: ChildServers;

beforeAll(async () => {
  servers = await childServers(dataDir);
});

afterAll(async () => {
  await servers.cleanUp();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Stored {
  news: Map<number, string[]>;
  gallery: Map<number, string[]>;
  files: string[];
}

/** Rows of both tables with the file names each should have, and the files on disk. */
function stored(): Stored {
  const sqlite = new Database(path.join(dataDir, 'lebeaujour.sqlite'), { readonly: true });
  try {
    const read = (table: 'news' | 'gallery_photos') =>
      new Map(
        (
          sqlite.prepare(`SELECT id, image_key, image_widths FROM ${table}`).all() as {
            id: number;
            image_key: string;
            image_widths: string;
          }[]
        ).map((row) => [
          row.id,
          [
            ...row.image_widths.split(',').map((w) => `${row.image_key}-${w}.webp`),
            // A news item's share image (ADR 0027) is one of its files.
            ...(table === 'news' ? [`${row.image_key}-share.jpg`] : []),
          ],
        ]),
      );
    const files = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
    return { news: read('news'), gallery: read('gallery_photos'), files };
  } finally {
    sqlite.close();
  }
}

const filesOf = (state: Stored) =>
  [...state.news.values(), ...state.gallery.values()].flat().sort();

/** Upload files on disk that no row names (left by a crash, or half written). */
const debris = (state: Stored) => {
  const expected = new Set(filesOf(state));
  return state.files.filter((name) => !expected.has(name));
};

type Operation = 'publish' | 'delete news' | 'upload' | 'delete photo';
/** The five kills: each operation once, and a publish killed after its first rendition only. */
const PLAN: { operation: Operation; renditions?: number }[] = [
  { operation: 'publish', renditions: 3 },
  { operation: 'delete news' },
  { operation: 'upload', renditions: 2 },
  { operation: 'delete photo' },
  { operation: 'publish', renditions: 1 },
];

it('SIGKILLed five times while publishing, uploading and deleting: after each restart every row has its files, no file lacks its row, and acknowledged writes hold', async () => {
  let server: RunningServer = await servers.start();
  // Straight in the database (the bundled CLI that does this has its test in news.crash.test.ts).
  await createAdmin(dataDir);
  const login = await fetch(`${server.url}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_NAME, password: ADMIN_PASSWORD }),
  });
  // The signing secret is fixed (JWT_SECRET), so the token outlives every restart.
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  // 1700 px wide: three renditions (480, 960, 1600). Plain colour encodes fast; the kill moments
  // do not depend on how long encoding takes.
  const photo = await solidImage(1700, 1000);
  const news = await multipartBody({ ...VALID_FIELDS, imagen: jpegPart(photo) });
  const photos = await multipartBody({
    [UPLOAD_FIELDS.galleryPhotos]: [jpegPart(photo, 'a.jpg'), jpegPart(photo, 'b.jpg')],
  });
  const publish = () =>
    fetch(`${server.url}${API_PATHS.news}`, {
      method: 'POST',
      headers: { ...news.headers, ...auth },
      body: news.payload,
    });
  const upload = () =>
    fetch(`${server.url}${API_PATHS.galleryYearPhotos(YEAR)}`, {
      method: 'POST',
      headers: { ...photos.headers, ...auth },
      body: photos.payload,
    });

  // Acknowledged writes, checked after every restart.
  const present = { news: new Set<number>(), gallery: new Set<number>() };
  const gone = { news: new Set<number>(), gallery: new Set<number>() };
  const ensureItems = async () => {
    for (let i = 0; i < 2; i++) {
      const created = await publish();
      expect(created.status).toBe(201);
      present.news.add(((await created.json()) as { id: number }).id);
    }
    const uploaded = await upload();
    expect(uploaded.status).toBe(201);
    for (const p of ((await uploaded.json()) as { photos: { id: number }[] }).photos) {
      present.gallery.add(p.id);
    }
  };
  await ensureItems();

  const sweptAfter: Operation[] = [];
  for (const { operation, renditions } of PLAN) {
    const before = stored();
    let pending: Promise<unknown>;
    if (operation === 'publish' || operation === 'upload') {
      // The row waits for the lock; the kill lands once `renditions` new files are on disk.
      const lock = holdWriteLock(dataDir);
      pending = (operation === 'publish' ? publish() : upload()).catch(() => undefined);
      const known = new Set(before.files);
      // The uploads folder is there: ensureItems stored files before the first kill.
      await whenDir(
        uploadsDir,
        () =>
          fs.readdirSync(uploadsDir).filter((name) => !known.has(name) && name.endsWith('.webp'))
            .length >= (renditions ?? 1),
        { promise: pending, what: `the ${operation} was answered` },
      );
      await servers.kill(server);
      lock.release();
    } else {
      const table = operation === 'delete news' ? present.news : present.gallery;
      const [id] = [...table];
      expect(id).toBeDefined();
      const url =
        operation === 'delete news' ? API_PATHS.newsItem(id!) : API_PATHS.galleryPhoto(id!);
      // Acknowledged or not, the item is no longer promised; a 204 promises it is gone.
      table.delete(id!);
      pending = fetch(`${server.url}${url}`, { method: 'DELETE', headers: auth }).then(
        (reply) => {
          if (reply.status === 204) {
            (operation === 'delete news' ? gone.news : gone.gallery).add(id!);
          }
        },
        () => undefined,
      );
      // Killed once the server has the request: before, during or after the deletion.
      await server.waitForLog(
        (msg, { req }) =>
          msg === 'incoming request' &&
          (req as { method?: string; url?: string } | undefined)?.method === 'DELETE' &&
          (req as { url?: string }).url === url,
      );
      await servers.kill(server);
    }
    await pending;
    if (debris(stored()).length > 0) sweptAfter.push(operation);

    server = await servers.start();
    const after = stored();
    expect(after.files).toEqual(filesOf(after));
    expect(debris(after)).toEqual([]);
    for (const id of present.news) expect(after.news.has(id)).toBe(true);
    for (const id of present.gallery) expect(after.gallery.has(id)).toBe(true);
    for (const id of gone.news) expect(after.news.has(id)).toBe(false);
    for (const id of gone.gallery) expect(after.gallery.has(id)).toBe(false);
    // The rows the site lists are the rows on disk, and their images are served.
    const list = (await (await fetch(`${server.url}${API_PATHS.news}`)).json()) as {
      id: number;
      imagen: string;
    }[];
    expect(new Set(list.map((item) => item.id))).toEqual(new Set(after.news.keys()));
    for (const item of list) expect((await fetch(`${server.url}${item.imagen}`)).status).toBe(200);

    if (present.news.size === 0 || present.gallery.size === 0) await ensureItems();
  }

  // Every publish and upload was killed with its files written and its row not: the sweep had
  // work to do each time.
  expect(sweptAfter.filter((op) => op === 'publish' || op === 'upload')).toEqual([
    'publish',
    'upload',
    'publish',
  ]);
  expect(await servers.kill(server, 'SIGTERM')).toBe(0);
});
