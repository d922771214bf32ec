import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { BACKUP_MESSAGES as M } from '@lbj/shared';
import {
  DATABASE_FILE,
  openDatabase,
  openDatabaseFile,
  SCHEMA_VERSION,
  type Db,
} from '../../lib/db.ts';
import { BackupRejectedError } from '../../lib/errors.ts';
import type { Clock, FileReferencesFor, ImageReferencesFor } from '../../lib/feature-module.ts';
import { JWT_SECRET_FILE } from '../../lib/secret.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  extractArchive,
  fsyncPath,
  hashFile,
  inspectArchive,
  packArchive,
  type BackupManifest,
  type ManifestFile,
} from './backup-archive.ts';

const UPLOADS = 'uploads';

export interface BackupSource {
  /** The live database (a connection of its own is fine: SQLite's WAL lets it read while the site writes). */
  db: Db;
  dataDir: string;
  uploadsDir: string;
  imageReferences: readonly ImageReferencesFor[];
  /** Other stored files (documents' PDFs), by paths relative to DATA_DIR. */
  fileReferences?: readonly FileReferencesFor[];
  clock: Clock;
  /** Test seam: runs after the snapshot and before the files are collected. */
  afterSnapshot?: () => Promise<void>;
}

export interface BackupReport {
  file: string;
  manifest: BackupManifest;
  /** Size of the archive in bytes. */
  bytes: number;
}

/**
 * The tables of a database and their row counts (generic: no feature's table is named here).
 * Ordinary tables only: a search index (FTS5) and its shadow tables hold no rows of their own.
 */
async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    SELECT name FROM pragma_table_list
    WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(
    db,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(
      db,
    );
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

async function schemaVersion(db: Db): Promise<number> {
  const result = await sql<{ user_version: number }>`PRAGMA user_version`.execute(db);
  return result.rows[0]?.user_version ?? 0;
}

/**
 * A second name for an upload, taken now: a hard link (free, and the bytes stay even if the site
 * deletes the file a moment later), or a copy across file systems. False when the file is gone.
 */
async function takeFile(from: string, to: string): Promise<boolean> {
  try {
    await fsp.link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
  }
  try {
    await fsp.copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

function fileNames(key: string, widths: readonly number[]): string[] {
  return widths.map((width) => `${key}-${String(width)}.webp`);
}

/**
 * Writes one backup archive of a running site to `file`:
 * 1. a snapshot of the database (`VACUUM INTO`: one read transaction, consistent under writes);
 * 2. the upload files that the snapshot's rows reference, taken by each feature's ImageReferences
 *    (files of later writes, and orphans, stay out); a row whose files were deleted since the
 *    snapshot is deleted from the private copy and reported in the manifest;
 * 3. the generated JWT secret, so sessions and trusted devices survive a restore;
 * 4. the manifest, then the archive through a `.partial` name (packArchive).
 */
export async function createBackup(source: BackupSource, target: string): Promise<BackupReport> {
  const file = path.resolve(target);
  const staging = `${file}.partial.d`;
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(path.join(staging, UPLOADS), { recursive: true, mode: 0o700 });
  try {
    const createdAt = source.clock();
    const copyFile = path.join(staging, DATABASE_FILE);
    await sql`VACUUM INTO ${copyFile}`.execute(source.db);
    await source.afterSnapshot?.();

    const uploads: string[] = [];
    const otherFiles: string[] = [];
    const droppedRows: BackupManifest['droppedRows'] = [];
    const copy = openDatabaseFile(copyFile);
    // The archive holds one file: no WAL beside the copy.
    await sql`PRAGMA journal_mode = DELETE`.execute(copy.db);
    let counts: Record<string, number>;
    let version: number;
    try {
      counts = await countRows(copy.db);
      for (const referencesFor of source.imageReferences) {
        const references = referencesFor(copy.db);
        // An older database may not have the table yet.
        if (counts[references.table] === undefined) continue;
        const gone: string[] = [];
        for (const image of await references.list()) {
          const names = fileNames(image.key, image.widths);
          const taken: string[] = [];
          let complete = true;
          for (const name of names) {
            const to = path.join(staging, UPLOADS, name);
            if (await takeFile(path.join(source.uploadsDir, name), to)) taken.push(name);
            else complete = false;
          }
          if (complete) {
            uploads.push(...taken);
            for (const extra of image.extras ?? []) {
              const name = `${image.key}-${extra}`;
              const to = path.join(staging, UPLOADS, name);
              if (await takeFile(path.join(source.uploadsDir, name), to)) uploads.push(name);
            }
          } else {
            gone.push(image.key);
            for (const name of taken) await fsp.rm(path.join(staging, UPLOADS, name));
          }
        }
        if (gone.length > 0) {
          await references.forget(gone);
          for (const key of gone) droppedRows.push({ table: references.table, imageKey: key });
        }
      }
      // Other files (documents' PDFs) keep their paths relative to DATA_DIR in the archive.
      for (const referencesFor of source.fileReferences ?? []) {
        const references = referencesFor(copy.db);
        if (counts[references.table] === undefined) continue;
        const gone: string[] = [];
        for (const row of await references.list()) {
          const taken: string[] = [];
          for (const entry of row.files) {
            const to = path.join(staging, entry);
            await fsp.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
            if (await takeFile(path.join(source.dataDir, entry), to)) taken.push(entry);
          }
          if (taken.length === row.files.length) {
            otherFiles.push(...taken);
          } else {
            gone.push(row.key);
            for (const entry of taken) await fsp.rm(path.join(staging, entry));
          }
        }
        if (gone.length > 0) {
          await references.forget(gone);
          for (const key of gone) droppedRows.push({ table: references.table, imageKey: key });
        }
      }
      counts = await countRows(copy.db);
      version = await schemaVersion(copy.db);
    } finally {
      await copy.close();
    }

    const paths = [DATABASE_FILE];
    if (
      await takeFile(
        path.join(source.dataDir, JWT_SECRET_FILE),
        path.join(staging, JWT_SECRET_FILE),
      )
    ) {
      paths.push(JWT_SECRET_FILE);
    }
    paths.push(...uploads.sort().map((name) => `${UPLOADS}/${name}`));
    paths.push(...otherFiles.sort());
    const files: ManifestFile[] = [];
    for (const entry of paths) {
      files.push({ path: entry, ...(await hashFile(path.join(staging, entry))) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      schemaVersion: version,
      counts,
      files,
      droppedRows,
    };
    await packArchive(staging, manifest, file);
    const { size } = await fsp.stat(file);
    return { file, manifest, bytes: size };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/** Whether the folder holds anything at all (a missing folder holds nothing). */
async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

export interface RestoreTarget {
  dataDir: string;
  imageReferences: readonly ImageReferencesFor[];
  /** Other stored files (documents' PDFs), by paths relative to DATA_DIR. */
  fileReferences?: readonly FileReferencesFor[];
  clock: Clock;
  /** Move a non-empty DATA_DIR aside instead of refusing. */
  force: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Rows per table after the migrations. */
  counts: Record<string, number>;
  /** Image files restored. */
  uploads: number;
  /** The schema version after the migrations (the archive's is in the manifest). */
  schemaVersion: number;
  /** Where the previous DATA_DIR went, when there was one. */
  movedAside?: string;
}

/** `2026-11-23T15-09-09` (UTC), for the names of folders set aside. */
function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/:/g, '-');
}

/**
 * Restores an archive into DATA_DIR, to be run with the server stopped:
 * 1. refuses a non-empty DATA_DIR unless `force`;
 * 2. reads the whole archive and checks the manifest, every path and every checksum, and refuses
 *    a schema newer than this code — nothing is written before this passes;
 * 3. extracts into a folder beside DATA_DIR, checks the files again, runs the migrations and
 *    checks that every row has its image files;
 * 4. moves the old DATA_DIR aside (never deletes it) and renames the new one into place.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
): Promise<RestoreReport> {
  const file = path.resolve(archive);
  const dataDir = path.resolve(target.dataDir);
  if (!fs.existsSync(file)) throw new BackupRejectedError(M.archiveNotFound(file));
  const occupied = await hasEntries(dataDir);
  if (occupied && !target.force) throw new BackupRejectedError(M.notEmpty(dataDir));

  const manifest = await inspectArchive(file);
  // A portable archive (PostgreSQL, a bucket) is restored by restorePortable.
  if (manifest.format !== BACKUP_FORMAT) throw new BackupRejectedError(M.badManifest);
  if (!manifest.files.some((entry) => entry.path === DATABASE_FILE)) {
    throw new BackupRejectedError(M.missingFile(DATABASE_FILE));
  }
  if (manifest.schemaVersion > SCHEMA_VERSION) {
    throw new BackupRejectedError(M.newerSchema(manifest.schemaVersion, SCHEMA_VERSION));
  }

  const when = stamp(target.clock());
  const base = path.basename(dataDir);
  const staging = path.join(path.dirname(dataDir), `${base}.restaurando-${when}`);
  await fsp.mkdir(staging, { recursive: true, mode: 0o700 });
  let swapped = false;
  try {
    await extractArchive(file, manifest, staging);
    await fsp.mkdir(path.join(staging, UPLOADS), { recursive: true });
    if (fs.existsSync(path.join(staging, JWT_SECRET_FILE))) {
      await fsp.chmod(path.join(staging, JWT_SECRET_FILE), 0o600);
    }

    const raw = openDatabaseFile(path.join(staging, DATABASE_FILE));
    let stored: number;
    try {
      stored = await schemaVersion(raw.db);
    } finally {
      await raw.close();
    }
    if (stored !== manifest.schemaVersion) throw new BackupRejectedError(M.badManifest);

    // openDatabase runs the migrations that the archive's schema lacks.
    const database = openDatabase(staging);
    let counts: Record<string, number>;
    let version: number;
    try {
      for (const referencesFor of target.imageReferences) {
        const references = referencesFor(database.db);
        for (const image of await references.list()) {
          for (const name of fileNames(image.key, image.widths)) {
            if (!fs.existsSync(path.join(staging, UPLOADS, name))) {
              throw new BackupRejectedError(
                M.incomplete(M.tables[references.table] ?? references.table),
              );
            }
          }
        }
      }
      for (const referencesFor of target.fileReferences ?? []) {
        const references = referencesFor(database.db);
        for (const row of await references.list()) {
          for (const entry of row.files) {
            if (!fs.existsSync(path.join(staging, entry))) {
              throw new BackupRejectedError(
                M.incomplete(M.tables[references.table] ?? references.table),
              );
            }
          }
        }
      }
      counts = await countRows(database.db);
      version = await schemaVersion(database.db);
    } finally {
      await database.close();
    }

    let movedAside: string | undefined;
    if (occupied) {
      movedAside = path.join(path.dirname(dataDir), `${base}.antes-${when}`);
      await fsp.rename(dataDir, movedAside);
    } else {
      // Empty or missing: rmdir refuses anything that appeared in the meantime.
      await fsp.rmdir(dataDir).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    }
    await fsp.rename(staging, dataDir);
    swapped = true;
    await fsyncPath(path.dirname(dataDir));
    return {
      manifest,
      counts,
      uploads: manifest.files.filter((entry) => entry.path.startsWith(`${UPLOADS}/`)).length,
      schemaVersion: version,
      ...(movedAside ? { movedAside } : {}),
    };
  } finally {
    if (!swapped) await fsp.rm(staging, { recursive: true, force: true });
  }
}
