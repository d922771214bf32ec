// The portable backups and the moves between setups (ADR 0053), against a real PostgreSQL (the
// server-postgres project's cluster) and local S3 servers started here: a backup of PostgreSQL and
// a bucket restored into an empty database and bucket answers the same JSON and serves the same
// bytes; a tampered archive changes nothing; SQLite and disk → PostgreSQL and a bucket → SQLite
// and disk gives back the same rows and files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, BACKUP_MESSAGES as M, DOCUMENT_PATHS } from '@lbj/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config/env.ts';
import { FILE_REFERENCES, IMAGE_REFERENCES } from './image-references.ts';
import { connectDatabase, DATABASE_FILE, openDatabaseFile } from './lib/db.ts';
import { createS3Client } from './lib/s3-store.ts';
import { runBackupCli } from './modules/backup/backup-cli.ts';
import { runMoveCli } from './modules/backup/move-cli.ts';
import { fileStoresFor } from './modules/backup/portable-backup.ts';
import { listTables, readRows } from './modules/backup/portable-tables.ts';
import { pdf, uploadValid } from './modules/documents/documents.test-support.ts';
import { newsCalls, solidImage } from './modules/news/news.test-support.ts';
import { createAdmin, loginAs } from './test/admin.ts';
import { createTestDatabase, releaseTestDatabase, testConfig } from './test/helpers.ts';
import { startLocalBucket, type LocalBucket } from './test/s3.ts';

const SECRET = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' };
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A DATA_DIR of the test's own, removed after the test. */
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })));
  return dir;
}

/** A setup of the test's own: PostgreSQL (a fresh database) and a bucket, or SQLite and disk. */
async function setup(kind: 'postgres+bucket' | 'sqlite+disk') {
  const dataDir = tempDir('lbj-portable-');
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  let bucket: LocalBucket | undefined;
  if (kind === 'postgres+bucket') {
    await createTestDatabase(dataDir);
    cleanups.push(() => Promise.resolve(releaseTestDatabase(dataDir)));
    bucket = await startLocalBucket();
    const started = bucket;
    cleanups.push(() => started.close());
  }
  const config = testConfig(dataDir, webDist, { ...SECRET, ...bucket?.env });
  return { dataDir, config, bucket };
}

/** The app on a setup, with an administrator's token. */
async function appOn(config: AppConfig): Promise<{ app: FastifyInstance; token: string }> {
  const app = await buildApp(config);
  await app.ready();
  cleanups.push(() => app.close());
  return { app, token: await loginAs(app) };
}

/** Runs `npm run backup|restore|move -- …` on a configuration, as server/src/backup.ts does. */
async function cli(config: AppConfig, argv: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const client = config.s3 && (await createS3Client(config.s3));
  try {
    const stores = fileStoresFor(config, client);
    const common = {
      imageReferences: IMAGE_REFERENCES,
      fileReferences: FILE_REFERENCES,
      clock: () => new Date('2026-11-23T06:00:00Z'),
      stdout,
      stderr,
    };
    const [command, ...rest] = argv;
    const code =
      command === 'move'
        ? await runMoveCli(rest, { ...common, config, stores })
        : await runBackupCli(argv, {
            ...common,
            dataDir: config.dataDir,
            uploadsDir: config.uploadsDir,
            ...(config.databaseUrl !== undefined || client
              ? { portable: { open: () => connectDatabase(config), stores } }
              : {}),
          });
    return { code, out, err };
  } finally {
    client?.destroy();
  }
}

/** What visitors and staff read: the news and the documents, as the API answers them. */
async function answers(app: FastifyInstance, token: string) {
  const get = async (url: string) =>
    (await app.inject({ url, headers: { authorization: `Bearer ${token}` } })).json<unknown>();
  return { news: await get(API_PATHS.news), documents: await get(DOCUMENT_PATHS.list) };
}

/** Publishes a news item with its photo and a PDF document. */
async function fill(app: FastifyInstance, token: string) {
  const { publishValid } = newsCalls(() => ({ app, token }));
  await publishValid({ titulo: 'Feria de ciencias' }, await solidImage(64, 48));
  await publishValid({ titulo: 'Sin foto' });
  await uploadValid(app, token, {}, pdf('Reglamento interno'));
}

/** Every object of a bucket, by key. */
async function objectsOf(bucket: LocalBucket) {
  const objects: Record<string, string> = {};
  for (const key of await bucket.keys()) objects[key] = (await bucket.read(key)).toString('base64');
  return objects;
}

describe('a portable backup of PostgreSQL and a bucket', () => {
  it('restored into an empty database and bucket, answers the same JSON and holds the same bytes', async () => {
    const source = await setup('postgres+bucket');
    await createAdmin(source.dataDir);
    const site = await appOn(source.config);
    await fill(site.app, site.token);
    const archive = path.join(tempDir('lbj-archives-'), 'respaldo.tar.gz');

    const saved = await cli(source.config, ['backup', archive]);
    expect(saved.err).toBe('');
    expect(saved.code).toBe(0);
    expect(saved.out).toContain(M.count(M.tables.news ?? '', 2));

    const target = await setup('postgres+bucket');
    const restored = await cli(target.config, ['restore', archive]);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);

    const copy = await appOn(target.config);
    expect(await answers(copy.app, copy.token)).toEqual(await answers(site.app, site.token));
    const objects = await objectsOf(source.bucket as LocalBucket);
    expect(Object.keys(objects).length).toBeGreaterThanOrEqual(4);
    expect(await objectsOf(target.bucket as LocalBucket)).toEqual(objects);
    // The ids continue after the restored ones: a new news item takes the next one.
    const { publishValid } = newsCalls(() => copy);
    const next = await publishValid({ titulo: 'Después de restaurar' });
    const ids = ((await answers(copy.app, copy.token)).news as { id: number }[]).map((n) => n.id);
    expect(next.id).toBe(Math.max(...ids.filter((id) => id !== next.id)) + 1);
  });

  it('refuses an archive whose rows were changed, and changes nothing', async () => {
    const source = await setup('postgres+bucket');
    await createAdmin(source.dataDir);
    const site = await appOn(source.config);
    await fill(site.app, site.token);
    const dir = tempDir('lbj-archives-');
    const archive = path.join(dir, 'respaldo.tar.gz');
    expect((await cli(source.config, ['backup', archive])).code).toBe(0);

    // A news title edited in the table's dump, the manifest left as it was.
    const unpacked = path.join(dir, 'abierto');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const dump = path.join(unpacked, 'tables', 'news.jsonl');
    fs.writeFileSync(dump, fs.readFileSync(dump, 'utf8').replace('Feria', 'Fiesta'));
    const entries = await listEntries(archive);
    const tampered = path.join(dir, 'alterado.tar.gz');
    await tar.create({ file: tampered, cwd: unpacked, gzip: true, portable: true }, entries);

    // The target is the source itself: it holds data, so --force.
    const before = await answers(site.app, site.token);
    const objects = await objectsOf(source.bucket as LocalBucket);
    const refused = await cli(source.config, ['restore', tampered, '--force']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(M.checksum('tables/news.jsonl'));
    expect(refused.err).toContain(M.nothingTouchedTarget);
    expect(await answers(site.app, site.token)).toEqual(before);
    expect(await objectsOf(source.bucket as LocalBucket)).toEqual(objects);
  });
});

/** The entries of an archive, in their order. */
async function listEntries(archive: string): Promise<string[]> {
  const names: string[] = [];
  await tar.list({ file: archive, onReadEntry: (entry) => names.push(entry.path) });
  return names;
}

/** Every table's rows of a SQLite DATA_DIR, in primary-key order. */
async function rowsOf(dataDir: string) {
  const database = openDatabaseFile(path.join(dataDir, DATABASE_FILE));
  try {
    const all: Record<string, unknown[]> = {};
    for (const table of await listTables(database.db)) {
      all[table] = [];
      for await (const page of readRows(database.db, table)) all[table].push(...page);
    }
    return all;
  } finally {
    await database.close();
  }
}

/** Every stored file of a DATA_DIR (photos and PDFs), by path, as base64. */
function filesOf(dataDir: string) {
  const files: Record<string, string> = {};
  for (const folder of ['uploads', 'documents']) {
    const dir = path.join(dataDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).sort()) {
      files[`${folder}/${name}`] = fs.readFileSync(path.join(dir, name)).toString('base64');
    }
  }
  return files;
}

describe('npm run move', () => {
  it('takes SQLite and disk to PostgreSQL and a bucket and back: the same rows and files', async () => {
    const school = await setup('sqlite+disk');
    await createAdmin(school.dataDir);
    const site = await appOn(school.config);
    await fill(site.app, site.token);
    await site.app.close();

    const moved = await setup('postgres+bucket');
    const there = await cli(moved.config, ['move', 'a-postgres', '--desde', school.dataDir]);
    expect(there.err).toBe('');
    expect(there.code).toBe(0);
    expect(there.out).toContain(M.moveCount(M.tables.news ?? '', 2, 2));
    expect(there.out).toContain(M.moveDone);

    // A second move into a target with data is refused unless told.
    const again = await cli(moved.config, ['move', 'a-postgres', '--desde', school.dataDir]);
    expect(again.code).toBe(1);
    expect(again.err).toContain(M.targetNotEmpty);

    const back = tempDir('lbj-back-');
    const home = await cli(moved.config, ['move', 'a-sqlite', '--hacia', back]);
    expect(home.err).toBe('');
    expect(home.code).toBe(0);

    expect(await rowsOf(back)).toEqual(await rowsOf(school.dataDir));
    const files = filesOf(school.dataDir);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(4);
    expect(filesOf(back)).toEqual(files);
  });
});
