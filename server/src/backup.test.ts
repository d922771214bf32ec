// @time-zones
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  BACKUP_MESSAGES,
  chileYear,
  galleryPhotoListSchema,
  type Health,
  newsItemSchema,
  newsListSchema,
  UPLOADS_PREFIX,
} from '@lbj/shared';
import { buildApp } from './app.ts';
import { IMAGE_REFERENCES } from './image-references.ts';
import {
  DATABASE_FILE,
  migrate,
  openDatabase,
  openDatabaseFile,
  SCHEMA_VERSION,
} from './lib/db.ts';
import { BackupRejectedError } from './lib/errors.ts';
import {
  inspectArchive,
  MANIFEST_FILE,
  type BackupManifest,
} from './modules/backup/backup-archive.ts';
import { createBackup, restoreBackup } from './modules/backup/backup.service.ts';
import { manualTimers } from './modules/backup/backup.test-support.ts';
import {
  jpegPart,
  multipartBody,
  solidImage,
  VALID_FIELDS,
} from './modules/news/news.test-support.ts';
import { multipart } from './modules/gallery/gallery.test-support.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestApp, testConfig, type TestApp } from './test/helpers.ts';

// A backup taken while the site writes restores to a site that serves every item
// published before it started, with its images, and lets its administrators log in.

const NOW = new Date('2026-11-23T15:00:00Z');
const clock = () => NOW;
const YEAR = chileYear(NOW);
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let scratch: string;
const apps: FastifyInstance[] = [];
let source: TestApp | undefined;

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-backup-'));
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await source?.close();
  source = undefined;
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The real app on a given DATA_DIR, its signing secret generated in the folder (as in production). */
async function appOn(dataDir: string): Promise<FastifyInstance> {
  const webDist = path.join(scratch, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  const app = await buildApp(testConfig(dataDir, webDist), { now: clock });
  await app.ready();
  apps.push(app);
  return app;
}

/** Made once: the pictures' bytes do not change. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
/** 700 px wide: two renditions (480 and 700) and the share image. */
const newsPicture = once(() => solidImage(700, 400));
const galleryPicture = once(() => solidImage(640, 480));

async function publishNews(app: FastifyInstance, token: string, titulo: string) {
  const body = await multipartBody({
    ...VALID_FIELDS,
    titulo,
    imagen: jpegPart(await newsPicture()),
  });
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.news,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  return newsItemSchema.parse(response.json());
}

async function uploadPhoto(app: FastifyInstance, token: string) {
  const body = await multipart([{ name: 'acto.jpg', bytes: await galleryPicture() }]);
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.galleryYearPhotos(YEAR),
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(201);
  const [photo] = galleryPhotoListSchema.parse(response.json()).photos;
  if (!photo) throw new Error('no photo');
  return photo;
}

/** SHA-256 of each URL as the app serves it. */
async function served(app: FastifyInstance, urls: readonly string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const url of urls) {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    hashes.push(sha256(response.rawPayload));
  }
  return hashes;
}

/** SHA-256 of each URL's file on disk. */
function onDisk(uploadsDir: string, urls: readonly string[]): string[] {
  return urls.map((url) =>
    sha256(fs.readFileSync(path.join(uploadsDir, url.slice(UPLOADS_PREFIX.length)))),
  );
}

/** Every row's files exist, and every file belongs to a row. */
async function expectRowsAndFilesMatch(dataDir: string): Promise<void> {
  const database = openDatabase(dataDir);
  try {
    const expected: string[] = [];
    for (const referencesFor of IMAGE_REFERENCES) {
      for (const image of await referencesFor(database.db).list()) {
        for (const width of image.widths) expected.push(`${image.key}-${String(width)}.webp`);
        // The news share images: every item here was published with one.
        for (const extra of image.extras ?? []) expected.push(`${image.key}-${extra}`);
      }
    }
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(expected.sort());
  } finally {
    await database.close();
  }
}

/** A backup of `dataDir` through a connection of its own, as `npm run backup` takes it. */
async function backupOf(
  dataDir: string,
  file: string,
  afterSnapshot?: () => Promise<void>,
): Promise<BackupManifest> {
  const database = openDatabaseFile(path.join(dataDir, DATABASE_FILE));
  try {
    const report = await createBackup(
      {
        db: database.db,
        dataDir,
        uploadsDir: path.join(dataDir, 'uploads'),
        imageReferences: IMAGE_REFERENCES,
        clock,
        ...(afterSnapshot ? { afterSnapshot } : {}),
      },
      file,
    );
    return report.manifest;
  } finally {
    await database.close();
  }
}

const restoreInto = (file: string, dataDir: string, force = false) =>
  restoreBackup(file, { dataDir, imageReferences: IMAGE_REFERENCES, clock, force });

/** A site with an administrator, two news items and a gallery photo; its DATA_DIR and a token. */
async function siteWithContent() {
  source = await createTestApp({ JWT_SECRET: '' }, { now: clock });
  await createAdmin(source.dataDir);
  const token = await loginAs(source.app);
  const news = [
    await publishNews(source.app, token, 'Feria científica'),
    await publishNews(source.app, token, 'Acto del 21 de mayo'),
  ];
  const photo = await uploadPhoto(source.app, token);
  return { t: source, token, news, photo };
}

/**
 * An archive of siteWithContent(), made once for the tests that only read it (they unpack it,
 * change copies and restore it elsewhere), in a folder of its own that outlives each test's
 * scratch folder.
 */
let archiveDir: string | undefined;
const sharedArchive = once(async () => {
  archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-backup-archive-'));
  const { t, news } = await siteWithContent();
  const file = path.join(archiveDir, 'respaldo.tar.gz');
  const manifest = await backupOf(t.dataDir, file);
  await t.close();
  source = undefined;
  return { file, manifest, news };
});
afterAll(() => {
  if (archiveDir) fs.rmSync(archiveDir, { recursive: true, force: true });
});

describe('backup while the site writes, then restore', () => {
  it('restores every item published before the backup, with its images, and the administrators', async () => {
    const { t, token, news, photo } = await siteWithContent();
    const kept = news[0];
    const deleted = news[1];
    if (!kept || !deleted) throw new Error('no news');
    const keptUrls = kept.imagenes?.map((variant) => variant.url) ?? [];
    const photoUrls = photo.variants.map((variant) => variant.url);
    const before = {
      kept: onDisk(t.config.uploadsDir, keptUrls),
      photo: onDisk(t.config.uploadsDir, photoUrls),
    };
    const file = path.join(scratch, 'respaldos', 'respaldo.tar.gz');

    // Writes race the backup; one item is deleted after the snapshot, before the files are taken.
    const during = Promise.all([
      publishNews(t.app, token, 'Publicada durante el respaldo'),
      uploadPhoto(t.app, token),
    ]);
    const manifest = await backupOf(t.dataDir, file, async () => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: API_PATHS.newsItem(deleted.id),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(204);
    });
    await during;
    expect(fs.readdirSync(path.dirname(file))).toEqual(['respaldo.tar.gz']);

    // The deleted item's row was taken out of the archive's copy, and reported.
    expect(manifest.droppedRows).toEqual([
      { table: 'news', imageKey: expect.stringMatching(/^[a-f0-9]{32}$/) as string },
    ]);
    expect(deleted.imagen).toContain(manifest.droppedRows[0]?.imageKey);

    const target = path.join(scratch, 'nuevo', 'data');
    const report = await restoreInto(file, target);
    expect(report.counts.users).toBe(1);
    await expectRowsAndFilesMatch(target);

    const restored = await appOn(target);
    const list = newsListSchema.parse((await restored.inject(API_PATHS.news)).json());
    const restoredKept = list.find((item) => item.id === kept.id);
    expect(restoredKept?.titulo).toBe(kept.titulo);
    expect(list.some((item) => item.id === deleted.id)).toBe(false);
    expect(await served(restored, keptUrls)).toEqual(before.kept);
    const photos = galleryPhotoListSchema.parse(
      (await restored.inject(API_PATHS.galleryYearPhotos(YEAR))).json(),
    ).photos;
    expect(photos.some((item) => item.id === photo.id)).toBe(true);
    expect(await served(restored, photoUrls)).toEqual(before.photo);

    // The administrator logs in, and a token of the old site is still good (the secret came along).
    await loginAs(restored);
    const withOldToken = await restored.inject({
      method: 'DELETE',
      url: API_PATHS.newsItem(999_999),
      headers: bearer(token),
    });
    expect(withOldToken.statusCode).toBe(404);
  });

  it('writes an archive that plain tar reads, holding exactly the manifest and its files', async () => {
    const { t } = await siteWithContent();
    fs.writeFileSync(path.join(t.config.uploadsDir, `${'f'.repeat(32)}-480.webp`), 'huérfano');
    fs.writeFileSync(path.join(t.dataDir, '.espacio-reservado'), Buffer.alloc(1024));
    const file = path.join(scratch, 'respaldo.tar.gz');
    const manifest = await backupOf(t.dataDir, file);

    const out = path.join(scratch, 'tar');
    fs.mkdirSync(out);
    execFileSync('tar', ['xzf', file, '-C', out]);
    const listed = manifest.files.map((entry) => entry.path);
    expect(listed).toContain(DATABASE_FILE);
    expect(listed).toContain('jwt-secret');
    expect(listed.filter((entry) => entry.startsWith('uploads/'))).toHaveLength(
      fs.readdirSync(t.config.uploadsDir).length - 1,
    );
    expect(listed.some((entry) => entry.includes('f'.repeat(32)))).toBe(false);
    expect(listed.some((entry) => entry.includes('espacio'))).toBe(false);
    for (const entry of manifest.files) {
      const bytes = fs.readFileSync(path.join(out, entry.path));
      expect(bytes.length).toBe(entry.size);
      expect(sha256(bytes)).toBe(entry.sha256);
    }
    const extracted = fs.readdirSync(out, { recursive: true, withFileTypes: true });
    expect(extracted.filter((entry) => entry.isFile())).toHaveLength(listed.length + 1);
    expect(manifest.schemaVersion).toBe(SCHEMA_VERSION);
    expect(manifest.createdAt).toBe(NOW.toISOString());
    // The activity log: the administrator's creation and login, two news items, one upload.
    // Other features' tables (documents, notice, supplies) are counted too.
    expect(manifest.counts).toMatchObject({ audit_log: 5, gallery_photos: 1, news: 2, users: 1 });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});

/** Unpacks an archive into a folder, for a test to change it and pack it again. */
async function unpack(file: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(scratch, 'unpacked-'));
  await tar.extract({ file, cwd: dir });
  return dir;
}

async function repack(
  dir: string,
  entries: string[],
  options: tar.TarOptionsWithAliasesAsync = {},
) {
  const file = path.join(scratch, `alterado-${crypto.randomBytes(4).toString('hex')}.tar.gz`);
  await tar.create({ file, cwd: dir, gzip: true, ...options }, entries);
  return file;
}

function entriesOf(manifest: BackupManifest): string[] {
  return [MANIFEST_FILE, ...manifest.files.map((entry) => entry.path)];
}

/** A DATA_DIR with something in it, and what it holds. */
function occupiedDataDir(): { dir: string; snapshot: () => string[] } {
  const dir = path.join(scratch, 'existente');
  fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'lebeaujour.sqlite'), 'datos actuales');
  const snapshot = () => [
    ...fs.readdirSync(dir, { recursive: true }).map(String).sort(),
    ...fs.readdirSync(scratch).filter((name) => name.startsWith('existente')),
  ];
  return { dir, snapshot };
}

describe('restore refuses a damaged or unsafe archive and touches nothing', () => {
  let file: string;
  let manifest: BackupManifest;
  beforeAll(async () => {
    ({ file, manifest } = await sharedArchive());
  });

  async function expectRefused(archive: string, message: string) {
    const { dir, snapshot } = occupiedDataDir();
    const before = snapshot();
    // The first pass alone, which reads the archive without writing anything, finds it.
    await expect(inspectArchive(archive)).rejects.toThrow(message);
    const refused = restoreInto(archive, dir, true);
    await expect(refused).rejects.toThrow(BackupRejectedError);
    await expect(refused).rejects.toThrow(message);
    expect(snapshot()).toEqual(before);
    expect(fs.readFileSync(path.join(dir, 'lebeaujour.sqlite'), 'utf8')).toBe('datos actuales');
  }

  it('refuses a file whose bytes changed (checksum)', async () => {
    const dir = await unpack(file);
    const image = manifest.files.find((entry) => entry.path.startsWith('uploads/'));
    if (!image) throw new Error('no image');
    const bytes = fs.readFileSync(path.join(dir, image.path));
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    fs.writeFileSync(path.join(dir, image.path), bytes);
    await expectRefused(
      await repack(dir, entriesOf(manifest)),
      BACKUP_MESSAGES.checksum(image.path),
    );
  });

  it('refuses a changed database as well', async () => {
    const dir = await unpack(file);
    fs.appendFileSync(path.join(dir, DATABASE_FILE), 'x');
    await expectRefused(
      await repack(dir, entriesOf(manifest)),
      BACKUP_MESSAGES.checksum(DATABASE_FILE),
    );
  });

  it('refuses a file that the manifest does not list', async () => {
    const dir = await unpack(file);
    fs.writeFileSync(path.join(dir, 'uploads', 'extra.webp'), 'sobra');
    await expectRefused(
      await repack(dir, [...entriesOf(manifest), 'uploads/extra.webp']),
      BACKUP_MESSAGES.unlisted('uploads/extra.webp'),
    );
  });

  it('refuses a listed file that is missing', async () => {
    const dir = await unpack(file);
    const missing = manifest.files.at(-1)?.path ?? '';
    await expectRefused(
      await repack(
        dir,
        entriesOf(manifest).filter((entry) => entry !== missing),
      ),
      BACKUP_MESSAGES.missingFile(missing),
    );
  });

  it('refuses a symbolic link, a path with .. and an absolute path', async () => {
    const dir = await unpack(file);
    fs.symlinkSync('/etc/passwd', path.join(dir, 'uploads', 'enlace.webp'));
    await expectRefused(
      await repack(dir, [...entriesOf(manifest), 'uploads/enlace.webp']),
      BACKUP_MESSAGES.unsafeEntry('uploads/enlace.webp'),
    );

    const inner = path.join(dir, 'uploads');
    fs.writeFileSync(path.join(dir, 'fuera.txt'), 'fuera');
    await expectRefused(
      await repack(inner, ['../manifest.json', '../fuera.txt'], { preservePaths: true }),
      BACKUP_MESSAGES.unsafeEntry('../manifest.json'),
    );

    await expectRefused(
      await repack(dir, [path.join(dir, MANIFEST_FILE)], { preservePaths: true }),
      BACKUP_MESSAGES.unsafeEntry(path.join(dir, MANIFEST_FILE)),
    );
  });

  it('refuses an entry that appears twice (the second would overwrite the first)', async () => {
    const dir = await unpack(file);
    const image = manifest.files.find((entry) => entry.path.startsWith('uploads/'));
    if (!image) throw new Error('no image');
    const plain = path.join(scratch, 'doble.tar');
    await tar.create({ file: plain, cwd: dir }, [...entriesOf(manifest), image.path]);
    const gzipped = `${plain}.gz`;
    fs.writeFileSync(gzipped, zlib.gzipSync(fs.readFileSync(plain)));
    await expectRefused(gzipped, BACKUP_MESSAGES.unsafeEntry(image.path));
  });

  it('refuses a manifest that was edited, and a file that is not an archive', async () => {
    const dir = await unpack(file);
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), '{"format":"otro"}');
    await expectRefused(await repack(dir, entriesOf(manifest)), BACKUP_MESSAGES.badManifest);

    const notGzip = path.join(scratch, 'texto.tar.gz');
    fs.writeFileSync(notGzip, 'esto no es un respaldo');
    await expectRefused(notGzip, BACKUP_MESSAGES.unreadable);
    const truncated = path.join(scratch, 'cortado.tar.gz');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(truncated, whole.subarray(0, whole.length >> 1));
    await expectRefused(truncated, BACKUP_MESSAGES.unreadable);
  });
});

describe('restore into a DATA_DIR that has data', () => {
  it('refuses without --force, and with it moves the old folder aside', async () => {
    const { file, news } = await sharedArchive();
    const { dir, snapshot } = occupiedDataDir();
    const before = snapshot();

    await expect(restoreInto(file, dir)).rejects.toThrow(BACKUP_MESSAGES.notEmpty(dir));
    expect(snapshot()).toEqual(before);

    const report = await restoreInto(file, dir, true);
    expect(report.movedAside).toBe(path.join(scratch, 'existente.antes-2026-11-23T15-00-00'));
    expect(fs.readFileSync(path.join(report.movedAside ?? '', DATABASE_FILE), 'utf8')).toBe(
      'datos actuales',
    );
    expect(fs.readdirSync(scratch).filter((name) => name.includes('restaurando'))).toEqual([]);
    const restored = await appOn(dir);
    const list = newsListSchema.parse((await restored.inject(API_PATHS.news)).json());
    expect(list.map((item) => item.id).sort()).toEqual(news.map((item) => item.id).sort());
  });

  it('restores into an empty DATA_DIR without --force', async () => {
    const { file } = await sharedArchive();
    const dir = path.join(scratch, 'vacio');
    fs.mkdirSync(dir);
    const report = await restoreInto(file, dir);
    expect(report.movedAside).toBeUndefined();
    expect(report.counts.news).toBe(2);
  });
});

describe('schema versions', () => {
  /** A DATA_DIR whose database stops at schema 1 (before the gallery), with one news item. */
  async function schemaOneDataDir(): Promise<string> {
    const dir = path.join(scratch, 'esquema-1');
    fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
    // An empty file is an empty SQLite database.
    fs.writeFileSync(path.join(dir, DATABASE_FILE), '');
    const database = openDatabaseFile(path.join(dir, DATABASE_FILE));
    migrate(database.sqlite, 1);
    const key = 'a'.repeat(32);
    database.sqlite
      .prepare(
        `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha)
         VALUES ('Antigua', 'De antes de la galería', 'Académico', ?, '480', '2024-03-01')`,
      )
      .run(key);
    await database.close();
    fs.writeFileSync(
      path.join(dir, 'uploads', `${key}-480.webp`),
      await solidImage(480, 300, 'webp'),
    );
    return dir;
  }

  it('migrates an archive of an older schema', async () => {
    const file = path.join(scratch, 'antiguo.tar.gz');
    const manifest = await backupOf(await schemaOneDataDir(), file);
    expect(manifest.schemaVersion).toBe(1);
    expect(manifest.counts).toEqual({ news: 1, users: 0 });

    const target = path.join(scratch, 'data');
    const report = await restoreInto(file, target);
    expect(report.schemaVersion).toBe(SCHEMA_VERSION);
    expect(report.counts).toMatchObject({ audit_log: 0, gallery_photos: 0, news: 1, users: 0 });
    const restored = await appOn(target);
    const list = newsListSchema.parse((await restored.inject(API_PATHS.news)).json());
    expect(list.map((item) => item.titulo)).toEqual(['Antigua']);
    const years = await restored.inject(API_PATHS.galleryYears);
    expect(years.statusCode).toBe(200);
  });

  it('refuses an archive of a newer schema than the code', async () => {
    const dataDir = await schemaOneDataDir();
    const database = openDatabaseFile(path.join(dataDir, DATABASE_FILE));
    database.sqlite.pragma(`user_version = ${String(SCHEMA_VERSION + 1)}`);
    await database.close();
    const file = path.join(scratch, 'futuro.tar.gz');
    await backupOf(dataDir, file);

    const target = path.join(scratch, 'data');
    await expect(restoreInto(file, target)).rejects.toThrow(
      BACKUP_MESSAGES.newerSchema(SCHEMA_VERSION + 1, SCHEMA_VERSION),
    );
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe('automatic backups in the running site', () => {
  /** A site with BACKUP_DIR whose log lines the test reads, its timers fired by hand. */
  async function siteWithNightlyBackups(backupDir: string) {
    const timers = manualTimers();
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    source = await createTestApp(
      { BACKUP_DIR: backupDir, BACKUP_KEEP: '2', LOG_LEVEL: 'info' },
      {
        now: clock,
        backupTimers: timers.timers,
        logStream: { write: (line) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
      },
    );
    await createAdmin(source.dataDir);
    const token = await loginAs(source.app);
    return { t: source, timers, lines, token };
  }

  const health = (app: FastifyInstance, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: API_PATHS.health, headers }).then((r) => r.json<Health>());

  it('writes today’s archive once the site is ready, and tells administrators when', async () => {
    const backupDir = path.join(scratch, 'respaldos');
    const { t, timers, token } = await siteWithNightlyBackups(backupDir);
    expect(await timers.fire()).toBe(0);
    expect(fs.readdirSync(backupDir)).toEqual(['lebeaujour-2026-11-23.tar.gz']);
    expect(
      await inspectArchive(path.join(backupDir, 'lebeaujour-2026-11-23.tar.gz')),
    ).toMatchObject({ counts: { users: 1 } });
    expect((await health(t.app, bearer(token))).backup).toEqual({ ultimo_ok: NOW.toISOString() });
    expect(await health(t.app)).not.toHaveProperty('backup');
  });

  it('logs a failed backup as an error and shows it to administrators only', async () => {
    // BACKUP_DIR names a file, not a folder: the backup cannot be written.
    const backupDir = path.join(scratch, 'no-es-carpeta');
    fs.writeFileSync(backupDir, '');
    const { t, timers, lines, token } = await siteWithNightlyBackups(backupDir);
    await timers.fire();

    const failure = lines.find((line) => line.msg === 'backup failed');
    expect(failure?.level).toBe(50);
    expect(failure?.err?.message).toMatch(/EEXIST|ENOTDIR/);
    const expected = BACKUP_MESSAGES.nightlyFailed('2026-11-23', BACKUP_MESSAGES.causes.notAFolder);
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: API_PATHS.health,
      headers: bearer(token),
    });
    expect(forAdmin.json<Health>().backup).toEqual({ error: expected });
    expect(forAdmin.headers['cache-control']).toBe('no-store');

    // Visitors, and anyone with a bad token, get the public answer, unchanged.
    for (const headers of [{}, bearer('no-es-un-token'), bearer(`${token}x`)]) {
      const answer = await health(t.app, headers);
      expect(Object.keys(answer).sort()).toEqual(['disk', 'ok', 'status']);
    }
  });
});
