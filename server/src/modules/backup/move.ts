// Moving a school's data between setups (ADR 0053): SQLite and files on disk to PostgreSQL and a
// bucket, and back. The move is a portable backup of the source restored into the target, then
// checked: the same rows in every table and the same bytes in every file on both sides.
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BACKUP_MESSAGES as M } from '@lbj/shared';
import type { Db } from '../../lib/db.ts';
import { BackupRejectedError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import {
  createPortableBackup,
  holdsData,
  referencedFiles,
  restorePortable,
  storeOf,
  type FileStores,
  type References,
} from './portable-backup.ts';
import { countRows, listTables } from './portable-tables.ts';

/** One side of a move: its database and its file stores. */
export interface MoveSide {
  db: Db;
  stores: FileStores;
}

export interface MoveReport {
  /** Rows per table on each side. */
  tables: { table: string; source: number; target: number }[];
  /** Stored files compared by their SHA-256. */
  files: number;
}

/** The SHA-256 of a stored file, read as a stream; undefined when it is not there. */
async function digestOf(stores: FileStores, file: string): Promise<string | undefined> {
  const located = storeOf(stores, file);
  const opened = await located?.store.open(located.name);
  if (!opened) return undefined;
  const hash = crypto.createHash('sha256');
  await pipeline(opened.body, hash);
  return hash.digest('hex');
}

/** Compares both sides: rows per table, and every file the source's rows reference. */
async function verifyMove(source: MoveSide, target: MoveSide, references: References) {
  const sourceTables = await listTables(source.db);
  const targetTables = await listTables(target.db);
  const sourceCounts = await countRows(source.db, sourceTables);
  const targetCounts = await countRows(target.db, targetTables);
  const tables = [...new Set([...sourceTables, ...targetTables])].sort().map((table) => ({
    table,
    source: sourceCounts[table] ?? 0,
    target: targetCounts[table] ?? 0,
  }));
  const differing = tables.filter((row) => row.source !== row.target);
  if (differing.length > 0) {
    throw new BackupRejectedError(
      M.moveMismatch(differing.map((row) => M.tables[row.table] ?? row.table).join(', ')),
    );
  }
  let files = 0;
  for (const wanted of await referencedFiles(source.db, sourceTables, references)) {
    const before = await digestOf(source.stores, wanted.path);
    if (before === undefined && wanted.optional) continue;
    if (before === undefined || before !== (await digestOf(target.stores, wanted.path))) {
      throw new BackupRejectedError(M.moveMismatch(wanted.path));
    }
    files++;
  }
  return { tables, files };
}

/**
 * Moves every row and stored file from `source` to `target`, with the site stopped: a portable
 * archive written in a temporary folder (`scratchDir`, the system's by default), restored into
 * the target (refused when it holds data, unless `force`; one transaction), then verified.
 */
export async function moveData(
  source: MoveSide,
  target: MoveSide,
  options: References & { clock: Clock; force: boolean; scratchDir?: string },
): Promise<MoveReport> {
  // Said before the source is read: a refused move should not take the time of a whole backup.
  if (!options.force && (await holdsData(target.db, target.stores))) {
    throw new BackupRejectedError(M.targetNotEmpty);
  }
  const dir = await fsp.mkdtemp(path.join(options.scratchDir ?? os.tmpdir(), 'lbj-mover-'));
  try {
    const archive = path.join(dir, 'traslado.tar.gz');
    await createPortableBackup({ ...options, ...source }, archive);
    await restorePortable(archive, { ...options, ...target, scratchDir: dir });
    return await verifyMove(source, target, options);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
