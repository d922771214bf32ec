// The portable backups (ADR 0053): a site on PostgreSQL or with its files in a bucket is saved as
// every table's rows (JSON lines, in primary-key order), the schema version and every stored file
// its rows reference, each with its SHA-256 in the manifest; any engine and any store restores it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import * as tar from 'tar';
import { BACKUP_MESSAGES as M } from '@lbj/shared';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  engineOf,
  migrate,
  openDatabaseFile,
  SCHEMA_VERSION,
  type DatabaseHandle,
  type Db,
} from '../../lib/db.ts';
import { BackupRejectedError } from '../../lib/errors.ts';
import type { Clock, FileReferencesFor, ImageReferencesFor } from '../../lib/feature-module.ts';
import { createDiskStore, type FileStore } from '../../lib/file-store.ts';
import { createS3Store } from '../../lib/s3-store.ts';
import type { S3Settings } from '../../config/env.ts';
import {
  extractArchive,
  fsyncPath,
  inspectArchive,
  MANIFEST_FILE,
  PORTABLE_FORMAT,
  PORTABLE_FORMAT_VERSION,
  type ManifestFile,
  type PortableManifest,
} from './backup-archive.ts';
import {
  countRows,
  emptyTables,
  insertRows,
  listTables,
  parentsFirst,
  readRows,
  resetIdentities,
  schemaVersionOf,
} from './portable-tables.ts';

const TABLES = 'tables';
const FILES = 'files';
const UPLOADS = 'uploads';
/** The folder of the documents' PDFs, as their FileReferences name them (`documents/<key>.pdf`). */
const DOCUMENTS_FOLDER = 'documents';

/** The site's file stores by their folder: `uploads` (photos, share images), `documents` (PDFs). */
export type FileStores = Readonly<Record<string, FileStore>>;

/** The stores the server uses: DATA_DIR's folders, or the bucket's when S3_* is set. */
export function fileStoresFor(
  config: { dataDir: string; uploadsDir: string; s3: S3Settings | undefined },
  client: S3Client | undefined,
): FileStores {
  if (client && config.s3) {
    return {
      [UPLOADS]: createS3Store(client, config.s3.bucket, UPLOADS),
      [DOCUMENTS_FOLDER]: createS3Store(client, config.s3.bucket, DOCUMENTS_FOLDER),
    };
  }
  return {
    [UPLOADS]: createDiskStore(config.uploadsDir),
    [DOCUMENTS_FOLDER]: createDiskStore(path.join(config.dataDir, DOCUMENTS_FOLDER), {
      mode: 0o700,
    }),
  };
}

/** The rows' references to stored files, whichever feature owns them. */
export interface References {
  imageReferences: readonly ImageReferencesFor[];
  /** Other stored files (documents' PDFs), by paths relative to DATA_DIR. */
  fileReferences?: readonly FileReferencesFor[];
}

/** A stored file a row references: `<folder>/<name>`; an optional one is taken when it is there. */
interface Wanted {
  path: string;
  table: string;
  optional: boolean;
}

/** Every stored file the rows of `db` reference, sorted by path. */
export async function referencedFiles(
  db: Db,
  tables: readonly string[],
  references: References,
): Promise<Wanted[]> {
  const wanted = new Map<string, Wanted>();
  for (const referencesFor of references.imageReferences) {
    const images = referencesFor(db);
    // An older database may not have the table yet.
    if (!tables.includes(images.table)) continue;
    for (const image of await images.list()) {
      for (const width of image.widths) {
        const file = `${UPLOADS}/${image.key}-${String(width)}.webp`;
        wanted.set(file, { path: file, table: images.table, optional: false });
      }
      for (const extra of image.extras ?? []) {
        const file = `${UPLOADS}/${image.key}-${extra}`;
        if (!wanted.has(file))
          wanted.set(file, { path: file, table: images.table, optional: true });
      }
    }
  }
  for (const referencesFor of references.fileReferences ?? []) {
    const files = referencesFor(db);
    if (!tables.includes(files.table)) continue;
    for (const row of await files.list()) {
      for (const file of row.files)
        wanted.set(file, { path: file, table: files.table, optional: false });
    }
  }
  return [...wanted.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** `<folder>/<name>` → the folder's store and the name in it; undefined for an unknown folder. */
export function storeOf(
  stores: FileStores,
  file: string,
): { store: FileStore; name: string } | undefined {
  const slash = file.indexOf('/');
  const store = stores[file.slice(0, slash)];
  return slash > 0 && store ? { store, name: file.slice(slash + 1) } : undefined;
}

interface Snapshot {
  schemaVersion: number;
  counts: Record<string, number>;
  /** The table dumps written in the staging folder (`tables/<table>.jsonl`). */
  dumps: ManifestFile[];
  wanted: Wanted[];
}

/** Writes every table of `db` as JSON lines into `staging`, and lists the files its rows reference. */
async function dumpTables(db: Db, staging: string, references: References): Promise<Snapshot> {
  const tables = await listTables(db);
  const counts: Record<string, number> = {};
  const dumps: ManifestFile[] = [];
  await fsp.mkdir(path.join(staging, TABLES), { recursive: true, mode: 0o700 });
  for (const table of tables) {
    const entry = `${TABLES}/${table}.jsonl`;
    const handle = await fsp.open(path.join(staging, entry), 'w', 0o600);
    const hash = crypto.createHash('sha256');
    let size = 0;
    let rows = 0;
    try {
      for await (const page of readRows(db, table)) {
        const text = page.map((row) => `${JSON.stringify(portableRow(table, row))}\n`).join('');
        hash.update(text);
        size += Buffer.byteLength(text);
        rows += page.length;
        await handle.write(text);
      }
    } finally {
      await handle.close();
    }
    counts[table] = rows;
    dumps.push({ path: entry, size, sha256: hash.digest('hex') });
  }
  return {
    schemaVersion: await schemaVersionOf(db),
    counts,
    dumps,
    wanted: await referencedFiles(db, tables, references),
  };
}

/** A row as JSON can carry it: the schema holds text, integers and nulls only. */
function portableRow(table: string, row: Record<string, unknown>): Record<string, unknown> {
  for (const [column, value] of Object.entries(row)) {
    if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(
        `${table}.${column} holds a ${typeof value}, which the portable backup cannot carry`,
      );
    }
  }
  return row;
}

/**
 * One consistent view of the live database: SQLite's `VACUUM INTO` a private copy (the site keeps
 * its connection), PostgreSQL's repeatable-read transaction on a pooled connection of its own.
 */
async function takeSnapshot(db: Db, staging: string, references: References): Promise<Snapshot> {
  if (engineOf(db) === 'sqlite') {
    const copyFile = path.join(staging, 'snapshot.sqlite');
    await sql`VACUUM INTO ${copyFile}`.execute(db);
    const copy = openDatabaseFile(copyFile);
    try {
      return await dumpTables(copy.db, staging, references);
    } finally {
      await copy.close();
      await fsp.rm(copyFile, { force: true });
    }
  }
  return db.connection().execute(async (connection) => {
    await sql`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`.execute(connection);
    try {
      return await dumpTables(connection, staging, references);
    } finally {
      await sql`COMMIT`.execute(connection);
    }
  });
}

/** A referenced file that is not in its store: its row was deleted after the snapshot, or it is lost. */
class StoredFileGone extends Error {
  constructor(readonly wanted: Wanted) {
    super(`stored file gone: ${wanted.path}`);
  }
}

/** One tar entry: its header, its bytes (hashed as they pass), the padding to 512 bytes. */
async function* tarEntry(
  name: string,
  size: number,
  body: AsyncIterable<Buffer> & { destroy?: () => void },
  mtime: Date,
  done: (entry: ManifestFile) => void,
): AsyncGenerator<Buffer> {
  const block = Buffer.alloc(512);
  const header = new tar.Header({
    path: name,
    mode: 0o600,
    uid: 0,
    gid: 0,
    size,
    mtime,
    type: 'File',
  });
  if (header.encode(block, 0)) throw new Error(`name too long for the archive: ${name}`);
  yield block;
  const hash = crypto.createHash('sha256');
  let read = 0;
  try {
    for await (const chunk of body) {
      read += chunk.length;
      if (read > size) break;
      hash.update(chunk);
      yield chunk;
    }
  } finally {
    body.destroy?.();
  }
  // A file that changed size while it was read would make the tar unreadable.
  if (read !== size) throw new Error(`${name} changed while it was read`);
  if (size % 512 !== 0) yield Buffer.alloc(512 - (size % 512));
  done({ path: name, size, sha256: hash.digest('hex') });
}

export interface PortableSource extends References {
  /** The live database, either engine. */
  db: Db;
  stores: FileStores;
  clock: Clock;
}

export interface PortableBackupReport {
  file: string;
  manifest: PortableManifest;
  bytes: number;
}

/** Snapshots taken at most: a file deleted between a snapshot and its copy means a newer one. */
const ATTEMPTS = 3;

/**
 * Writes one portable archive of a running site to `target`, through `target.partial` (renamed
 * once complete, as the classic archives). The rows come from one snapshot; each file is streamed
 * from its store into the archive, never held whole. A referenced file missing from its store
 * (its row deleted since the snapshot) starts over with a new snapshot; still missing after
 * three, the backup fails and names it.
 */
export async function createPortableBackup(
  source: PortableSource,
  target: string,
): Promise<PortableBackupReport> {
  const file = path.resolve(target);
  const staging = `${file}.partial.d`;
  const partial = `${file}.partial`;
  await fsp.mkdir(path.dirname(file), { recursive: true });
  try {
    for (let attempt = 1; ; attempt++) {
      await fsp.rm(staging, { recursive: true, force: true });
      await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
      const createdAt = source.clock();
      const snapshot = await takeSnapshot(source.db, staging, source);
      try {
        const manifest = await writeArchive(partial, staging, snapshot, source, createdAt);
        await fsyncPath(partial);
        await fsp.rename(partial, file);
        await fsyncPath(path.dirname(file));
        const { size } = await fsp.stat(file);
        return { file, manifest, bytes: size };
      } catch (error) {
        if (!(error instanceof StoredFileGone)) throw error;
        if (attempt >= ATTEMPTS) {
          throw new BackupRejectedError(
            M.storedFileGone(M.tables[error.wanted.table] ?? error.wanted.table, error.wanted.path),
          );
        }
      }
    }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function writeArchive(
  partial: string,
  staging: string,
  snapshot: Snapshot,
  source: PortableSource,
  createdAt: Date,
): Promise<PortableManifest> {
  const files: ManifestFile[] = [];
  const record = (entry: ManifestFile) => {
    files.push(entry);
  };
  let manifest: PortableManifest | undefined;
  async function* entries(): AsyncGenerator<Buffer> {
    // The tables first: isPortableArchive knows the format by its first entry.
    for (const dump of snapshot.dumps) {
      const body = fs.createReadStream(path.join(staging, dump.path));
      yield* tarEntry(dump.path, dump.size, body, createdAt, record);
    }
    for (const wanted of snapshot.wanted) {
      const located = storeOf(source.stores, wanted.path);
      if (!located) throw new Error(`no store for ${wanted.path}`);
      const opened = await located.store.open(located.name);
      if (!opened) {
        if (wanted.optional) continue;
        throw new StoredFileGone(wanted);
      }
      yield* tarEntry(`${FILES}/${wanted.path}`, opened.bytes, opened.body, createdAt, record);
    }
    manifest = {
      format: PORTABLE_FORMAT,
      formatVersion: PORTABLE_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      schemaVersion: snapshot.schemaVersion,
      engine: engineOf(source.db),
      counts: snapshot.counts,
      files,
    };
    const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield* tarEntry(
      MANIFEST_FILE,
      bytes.length,
      Readable.from([bytes]),
      createdAt,
      () => undefined,
    );
    // The end of a tar: two empty blocks.
    yield Buffer.alloc(1024);
  }
  await pipeline(
    Readable.from(entries()),
    zlib.createGzip(),
    fs.createWriteStream(partial, { mode: 0o600 }),
  );
  if (!manifest) throw new Error('the archive was not completed');
  return manifest;
}

/** The tables a new database already has rows in: its migrations write their settings' defaults. */
function seededTables(): Set<string> {
  const fresh = new Database(':memory:');
  try {
    migrate(fresh);
    const tables = fresh
      .prepare(
        `SELECT name FROM pragma_table_list
         WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`,
      )
      .all() as { name: string }[];
    return new Set(
      tables
        .map(({ name }) => name)
        .filter((name) => fresh.prepare(`SELECT 1 FROM "${name}" LIMIT 1`).get() !== undefined),
    );
  } finally {
    fresh.close();
  }
}

/**
 * Whether the target holds anything a new site would not: a row in a table that a new database
 * leaves empty, or a file in any store.
 */
export async function holdsData(db: Db, stores: FileStores): Promise<boolean> {
  const seeded = seededTables();
  const tables = (await listTables(db)).filter((table) => !seeded.has(table));
  const counts = await countRows(db, tables);
  if (Object.values(counts).some((count) => count > 0)) return true;
  for (const store of Object.values(stores)) {
    if ((await store.list()).length > 0) return true;
  }
  return false;
}

export interface PortableTarget extends References {
  /** The target database, at this code's schema (opened with its migrations). */
  db: Db;
  stores: FileStores;
  /** Replace a target that already holds data instead of refusing. */
  force: boolean;
  /** Where the archive is unpacked while it is checked (the system's temporary folder). */
  scratchDir?: string;
}

export interface PortableRestoreReport {
  manifest: PortableManifest;
  /** Rows per table after the restore (and the migrations). */
  counts: Record<string, number>;
  /** Stored files written. */
  files: number;
  schemaVersion: number;
}

/**
 * Loads the archive's rows into a scratch SQLite database at the archive's schema version, checks
 * them (every table the manifest counts, every column known, every foreign key satisfied), then
 * runs the migrations to this code's version: an older archive is brought up to date as a
 * database of its version would be.
 */
async function loadScratch(staging: string, manifest: PortableManifest): Promise<DatabaseHandle> {
  const file = path.join(staging, 'scratch.sqlite');
  await fsp.writeFile(file, '');
  const scratch = openDatabaseFile(file);
  try {
    const { sqlite } = scratch;
    migrate(sqlite, manifest.schemaVersion);
    const tables = await listTables(scratch.db);
    const listed = Object.keys(manifest.counts).sort();
    if (
      (await schemaVersionOf(scratch.db)) !== manifest.schemaVersion ||
      tables.join('\n') !== listed.join('\n')
    ) {
      throw new BackupRejectedError(M.badManifest);
    }
    const inserts = new Map<string, Database.Statement>();
    const insertFor = (table: string, names: readonly string[]) => {
      const key = `${table}(${names.join(',')})`;
      let statement = inserts.get(key);
      if (!statement) {
        statement = sqlite.prepare(
          `INSERT INTO "${table}" (${names.map((name) => `"${name}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        );
        inserts.set(key, statement);
      }
      return statement;
    };
    // Checked once all rows are in (PRAGMA foreign_key_check below), not row by row.
    sqlite.pragma('foreign_keys = OFF');
    sqlite.exec('BEGIN');
    // The archive's rows replace the defaults the migrations wrote.
    for (const table of tables) sqlite.exec(`DELETE FROM "${table}"`);
    for (const table of tables) {
      const columns = new Set(
        (
          sqlite.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]
        ).map((column) => column.name),
      );
      const lines = readline.createInterface({
        input: fs.createReadStream(path.join(staging, TABLES, `${table}.jsonl`)),
        crlfDelay: Infinity,
      });
      let rows = 0;
      for await (const line of lines) {
        const row = parseRow(line, columns);
        insertFor(table, Object.keys(row)).run(...Object.values(row));
        rows++;
      }
      if (rows !== manifest.counts[table]) throw new BackupRejectedError(M.badManifest);
    }
    if (sqlite.prepare('PRAGMA foreign_key_check').all().length > 0) {
      throw new BackupRejectedError(M.badRows);
    }
    sqlite.exec('COMMIT');
    // The migrations run as on the server's own database (openDatabase).
    sqlite.pragma('foreign_keys = ON');
    migrate(sqlite);
    return scratch;
  } catch (error) {
    await scratch.close();
    throw error;
  }
}

/** One line of a table's dump: an object of known columns holding text, integers or nulls. */
function parseRow(
  line: string,
  columns: ReadonlySet<string>,
): Record<string, string | number | null> {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    throw new BackupRejectedError(M.badRows);
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    throw new BackupRejectedError(M.badRows);
  }
  const entries = Object.entries(row);
  if (
    entries.length === 0 ||
    entries.some(
      ([name, value]) =>
        !columns.has(name) ||
        (value !== null && typeof value !== 'string' && typeof value !== 'number'),
    )
  ) {
    throw new BackupRejectedError(M.badRows);
  }
  return row as Record<string, string | number | null>;
}

/**
 * Restores a portable archive into a target database and its stores, with the server stopped:
 * 1. refuses a target that holds data unless `force`;
 * 2. reads the whole archive and checks every checksum against the manifest, and refuses a schema
 *    newer than this code — nothing is written before this passes;
 * 3. unpacks it into a scratch folder, checks the files again, loads the rows into a scratch
 *    database (migrated when the archive is older) and checks that every row has its files;
 * 4. writes the files into the stores (new names beside the old ones: the target's rows still
 *    work if what follows fails), then replaces every table's rows in one transaction and, on
 *    PostgreSQL, moves the identity sequences past the restored ids.
 * Files of the old data that no row references any more are left to the server's start-up sweep.
 */
export async function restorePortable(
  archive: string,
  target: PortableTarget,
): Promise<PortableRestoreReport> {
  const file = path.resolve(archive);
  if (!fs.existsSync(file)) throw new BackupRejectedError(M.archiveNotFound(file));
  if (!target.force && (await holdsData(target.db, target.stores))) {
    throw new BackupRejectedError(M.targetNotEmpty);
  }
  const manifest = await inspectArchive(file);
  if (manifest.format !== PORTABLE_FORMAT) throw new BackupRejectedError(M.badManifest);
  if (manifest.schemaVersion > SCHEMA_VERSION) {
    throw new BackupRejectedError(M.newerSchema(manifest.schemaVersion, SCHEMA_VERSION));
  }
  const stored = manifest.files.filter((entry) => entry.path.startsWith(`${FILES}/`));
  for (const entry of stored) {
    if (!storeOf(target.stores, entry.path.slice(FILES.length + 1))) {
      throw new BackupRejectedError(M.unlisted(entry.path));
    }
  }

  const staging = await fsp.mkdtemp(path.join(target.scratchDir ?? os.tmpdir(), 'lbj-restaurar-'));
  try {
    await extractArchive(file, manifest, staging);
    const scratch = await loadScratch(staging, manifest);
    try {
      const inArchive = new Set(stored.map((entry) => entry.path.slice(FILES.length + 1)));
      const scratchTables = await listTables(scratch.db);
      for (const wanted of await referencedFiles(scratch.db, scratchTables, target)) {
        if (!wanted.optional && !inArchive.has(wanted.path)) {
          throw new BackupRejectedError(M.incomplete(M.tables[wanted.table] ?? wanted.table));
        }
      }
      const tables = await listTables(target.db);
      if (tables.join('\n') !== scratchTables.join('\n')) {
        throw new BackupRejectedError(M.badManifest);
      }
      const expected = await countRows(scratch.db, scratchTables);

      // The files first: the target's rows do not name them yet.
      for (const entry of stored) {
        const located = storeOf(target.stores, entry.path.slice(FILES.length + 1));
        if (!located) continue;
        const extracted = path.join(staging, entry.path);
        if (located.store.dir === undefined) await located.store.putFile(located.name, extracted);
        else await located.store.put(located.name, await fsp.readFile(extracted));
      }

      const order = await parentsFirst(target.db, tables);
      const counts = await target.db.transaction().execute(async (trx) => {
        if (engineOf(trx) === 'sqlite') await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
        await emptyTables(trx, order);
        for (const table of order) {
          for await (const page of readRows(scratch.db, table)) await insertRows(trx, table, page);
        }
        await resetIdentities(trx);
        const written = await countRows(trx, tables);
        if (tables.some((table) => written[table] !== expected[table])) {
          throw new Error('the restored rows do not match the archive');
        }
        return written;
      });
      return { manifest, counts, files: stored.length, schemaVersion: SCHEMA_VERSION };
    } finally {
      await scratch.close();
    }
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
