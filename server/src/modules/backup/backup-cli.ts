import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { BACKUP_MESSAGES as M, chileDate, TIME_ZONE } from '@lbj/shared';
import { DATABASE_FILE, openDatabase, openDatabaseFile, type Db } from '../../lib/db.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Clock, FileReferencesFor, ImageReferencesFor } from '../../lib/feature-module.ts';
import { isPortableArchive } from './backup-archive.ts';
import { createBackup, restoreBackup } from './backup.service.ts';
import {
  createPortableBackup,
  fileStoresFor,
  restorePortable,
  type FileStores,
} from './portable-backup.ts';

/** A site on PostgreSQL or with a bucket: its database and stores, for the portable archives. */
interface PortableSetup {
  open: () => Promise<{ db: Db; close: () => Promise<void> }>;
  stores: FileStores;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export interface BackupCliDeps {
  dataDir: string;
  uploadsDir: string;
  imageReferences: readonly ImageReferencesFor[];
  /** Other stored files (documents' PDFs), by paths relative to DATA_DIR. */
  fileReferences?: readonly FileReferencesFor[];
  clock: Clock;
  stdout: Writable;
  stderr: Writable;
  /** Set with DATABASE_URL or S3_*: backups and restores are portable archives (ADR 0053). */
  portable?: PortableSetup;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-23 03:00` in Chile's time. */
function chileDateTime(iso: string): string {
  const date = new Date(iso);
  return `${chileDate(date)} ${timeFormat.format(date)}`;
}

const decimal = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/** `340 KB`, `12,5 MB`. */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb < 1 ? `${String(Math.ceil(bytes / 1024))} KB` : `${decimal.format(mb)} MB`;
}

function countLines(
  counts: Record<string, number>,
  uploads: number,
  label: string = M.files,
): string[] {
  const lines = Object.entries(counts).map(([table, count]) =>
    M.count(M.tables[table] ?? table, count),
  );
  return [...lines, M.count(label, uploads)];
}

/** How many stored files a portable archive holds (its other entries are table dumps). */
const storedFiles = (files: readonly { path: string }[]) =>
  files.filter((entry) => entry.path.startsWith('files/')).length;

/**
 * `backup FILE` and `restore FILE [--force]` (server/src/backup.ts): 0 when done, 1 when it
 * failed or was refused, 2 for a usage error. Every line a person reads is in BACKUP_MESSAGES.
 */
export async function runBackupCli(argv: readonly string[], deps: BackupCliDeps): Promise<number> {
  const say = (line: string) => deps.stdout.write(`${line}\n`);
  const complain = (line: string) => deps.stderr.write(`${line}\n`);
  const usage = (problem: string) => {
    complain(problem);
    complain(M.usage);
    return EXIT_USAGE;
  };

  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || rest.includes('--help')) {
    say(M.usage);
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (command !== 'backup' && command !== 'restore') return usage(M.unknownCommand(command));
  const force = command === 'restore' && rest.includes('--force');
  const args = rest.filter((arg) => !(force && arg === '--force'));
  const option = args.find((arg) => arg.startsWith('-'));
  if (option !== undefined) return usage(M.unknownOption(option));
  const [file, ...extra] = args;
  if (file === undefined) return usage(M.fileRequired);
  if (extra.length > 0) return usage(M.tooManyArguments);

  let portableRestore = false;
  try {
    if (command === 'backup' && deps.portable) {
      const database = await deps.portable.open();
      try {
        const report = await createPortableBackup(
          { ...deps, db: database.db, stores: deps.portable.stores },
          file,
        );
        say(M.backupDone(report.file, sizeText(report.bytes)));
        const lines = countLines(
          report.manifest.counts,
          storedFiles(report.manifest.files),
          M.storedFiles,
        );
        for (const line of lines) say(line);
      } finally {
        await database.close();
      }
      return EXIT_OK;
    }
    if (command === 'backup') {
      if (!fs.existsSync(path.join(deps.dataDir, DATABASE_FILE))) {
        complain(M.noData(deps.dataDir));
        return EXIT_FAILURE;
      }
      // A connection of its own: the running site keeps reading and writing (WAL). Without
      // migrations: the running server may be of an older version than this checkout.
      const database = openDatabaseFile(path.join(deps.dataDir, DATABASE_FILE));
      try {
        const report = await createBackup({ ...deps, db: database.db }, file);
        say(M.backupDone(report.file, sizeText(report.bytes)));
        const uploads = report.manifest.files.filter((f) => f.path.startsWith('uploads/')).length;
        for (const line of countLines(report.manifest.counts, uploads)) say(line);
        for (const row of report.manifest.droppedRows) {
          say(M.droppedRow(M.tables[row.table] ?? row.table, row.imageKey));
        }
      } finally {
        await database.close();
      }
      return EXIT_OK;
    }

    say(M.stopServer);
    portableRestore = await isPortableArchive(file);
    if (portableRestore) {
      // Into the configured setup; on SQLite and disk, DATA_DIR's database and folders.
      const setup = deps.portable ?? {
        open: () => Promise.resolve(openDatabase(deps.dataDir)),
        stores: fileStoresFor({ ...deps, s3: undefined }, undefined),
      };
      const database = await setup.open();
      try {
        const report = await restorePortable(file, {
          ...deps,
          db: database.db,
          stores: setup.stores,
          force,
        });
        say(M.restored(chileDateTime(report.manifest.createdAt)));
        for (const line of countLines(report.counts, report.files, M.storedFiles)) say(line);
        if (report.schemaVersion !== report.manifest.schemaVersion) {
          say(M.migrated(report.manifest.schemaVersion, report.schemaVersion));
        }
        say(M.restoredIntoTarget);
      } finally {
        await database.close();
      }
      return EXIT_OK;
    }
    if (deps.portable) {
      complain(fs.existsSync(file) ? M.classicNeedsSqlite : M.archiveNotFound(path.resolve(file)));
      return EXIT_FAILURE;
    }
    const report = await restoreBackup(file, { ...deps, force });
    say(M.restored(chileDateTime(report.manifest.createdAt)));
    for (const line of countLines(report.counts, report.uploads)) say(line);
    if (report.schemaVersion !== report.manifest.schemaVersion) {
      say(M.migrated(report.manifest.schemaVersion, report.schemaVersion));
    }
    say(M.restoredInto(path.resolve(deps.dataDir)));
    if (report.movedAside) say(M.movedAside(report.movedAside));
    return EXIT_OK;
  } catch (error) {
    if (error instanceof DomainError) {
      complain(error.message);
      if (command === 'restore') {
        complain(portableRestore ? M.nothingTouchedTarget : M.nothingTouched);
      }
    } else {
      complain(`${M.failed} ${error instanceof Error ? error.message : String(error)}`);
    }
    return EXIT_FAILURE;
  }
}
