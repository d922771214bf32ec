import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { BACKUP_MESSAGES as M } from '@lbj/shared';
import {
  connectDatabase,
  DATABASE_FILE,
  openDatabase,
  openDatabaseFile,
  type ServerDatabase,
} from '../../lib/db.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './backup-cli.ts';
import { moveData, type MoveSide } from './move.ts';
import { fileStoresFor, type FileStores, type References } from './portable-backup.ts';

export interface MoveCliDeps extends References {
  /** The configured setup (.env): DATABASE_URL and/or the bucket, the other side of the move. */
  config: { dataDir: string; databaseUrl: string | undefined; s3: unknown };
  /** The configured setup's stores (the bucket's when S3_* is set). */
  stores: FileStores;
  clock: Clock;
  stdout: Writable;
  stderr: Writable;
}

/** A folder's SQLite database and files on disk. */
function diskStores(dir: string): FileStores {
  return fileStoresFor(
    { dataDir: dir, uploadsDir: path.join(dir, 'uploads'), s3: undefined },
    undefined,
  );
}

/**
 * `move a-postgres --desde DIR [--force]` and `move a-sqlite --hacia DIR [--force]`: 0 when moved
 * and verified, 1 when refused or failed, 2 for a usage error (server/src/backup.ts).
 */
export async function runMoveCli(argv: readonly string[], deps: MoveCliDeps): Promise<number> {
  const say = (line: string) => deps.stdout.write(`${line}\n`);
  const complain = (line: string) => deps.stderr.write(`${line}\n`);
  const [direction, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((arg) => arg !== '--force');
  const flag = direction === 'a-postgres' ? '--desde' : '--hacia';
  const [name, folder, ...extra] = args;
  if (
    (direction !== 'a-postgres' && direction !== 'a-sqlite') ||
    name !== flag ||
    folder === undefined ||
    extra.length > 0
  ) {
    complain(M.moveUsage);
    return EXIT_USAGE;
  }
  if (deps.config.databaseUrl === undefined && deps.config.s3 === undefined) {
    complain(M.moveNeedsTarget);
    return EXIT_FAILURE;
  }
  const dir = path.resolve(folder);
  if (dir === path.resolve(deps.config.dataDir) && deps.config.databaseUrl === undefined) {
    complain(M.moveSameFolder);
    return EXIT_FAILURE;
  }
  if (direction === 'a-postgres' && !fs.existsSync(path.join(dir, DATABASE_FILE))) {
    complain(M.noData(dir));
    return EXIT_FAILURE;
  }

  const opened: ServerDatabase[] = [];
  try {
    say(M.stopServer);
    const configured = await connectDatabase(deps.config);
    opened.push(configured);
    // The source as it is (no migrations: the move's restore brings an older schema up to date).
    const folderDb =
      direction === 'a-postgres'
        ? openDatabaseFile(path.join(dir, DATABASE_FILE))
        : openDatabase(dir);
    opened.push(folderDb);
    const folderSide: MoveSide = { db: folderDb.db, stores: diskStores(dir) };
    const configuredSide: MoveSide = { db: configured.db, stores: deps.stores };
    const [source, target] =
      direction === 'a-postgres' ? [folderSide, configuredSide] : [configuredSide, folderSide];
    const report = await moveData(source, target, { ...deps, force });
    say(M.moveCounts);
    for (const row of report.tables) {
      say(M.moveCount(M.tables[row.table] ?? row.table, row.source, row.target));
    }
    say(M.moveFiles(report.files));
    say(M.moveDone);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof DomainError) {
      complain(error.message);
    } else {
      complain(`${M.failed} ${error instanceof Error ? error.message : String(error)}`);
    }
    return EXIT_FAILURE;
  } finally {
    for (const database of opened) await database.close();
  }
}
