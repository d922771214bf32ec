import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import {
  ADMISSIONS_MIGRATIONS,
  type AdmissionsTables,
} from '../modules/admissions/admissions.tables.ts';
import { AUDIT_MIGRATIONS, type AuditTables } from '../modules/audit/audit.tables.ts';
import { AUTH_MIGRATIONS, type AuthTables } from '../modules/auth/auth.tables.ts';
import {
  DOCUMENTS_MIGRATIONS,
  type DocumentsTables,
} from '../modules/documents/documents.tables.ts';
import { GALLERY_MIGRATIONS, type GalleryTables } from '../modules/gallery/gallery.tables.ts';
import { NEWS_MIGRATIONS, type NewsTables } from '../modules/news/news.tables.ts';
import { NOTICE_MIGRATIONS, type NoticeTables } from '../modules/notice/notice.tables.ts';
import { PHOTOS_MIGRATIONS, type PhotosTables } from '../modules/photos/photos.tables.ts';
import { SUPPLIES_MIGRATIONS, type SuppliesTables } from '../modules/supplies/supplies.tables.ts';
import { CALENDAR_MIGRATIONS, type CalendarTables } from '../modules/calendar/calendar.tables.ts';
import { DIGEST_MIGRATIONS, type DigestTables } from '../modules/digest/digest.tables.ts';
import { MAIL_MIGRATIONS, type MailTables } from './mail.tables.ts';
import { composeMigrations } from './migrations.ts';

/**
 * Every feature's tables, as Kysely sees the database. Each feature declares its own in
 * `modules/<feature>/<feature>.tables.ts`, beside the schema steps that create them.
 */
type DatabaseSchema = AuthTables &
  NewsTables &
  GalleryTables &
  AuditTables &
  NoticeTables &
  DocumentsTables &
  SuppliesTables &
  PhotosTables &
  CalendarTables &
  AdmissionsTables &
  MailTables &
  DigestTables;

export type Db = Kysely<DatabaseSchema>;

/**
 * Versioned migrations: entry `version - 1` holds that version's SQL, stored in `user_version`
 * once run. Within a version the features' steps run in this list's order (version 1 creates
 * the users table, then the news table).
 */
const MIGRATIONS = composeMigrations([
  AUTH_MIGRATIONS,
  NEWS_MIGRATIONS,
  GALLERY_MIGRATIONS,
  AUDIT_MIGRATIONS,
  NOTICE_MIGRATIONS,
  DOCUMENTS_MIGRATIONS,
  SUPPLIES_MIGRATIONS,
  PHOTOS_MIGRATIONS,
  CALENDAR_MIGRATIONS,
  ADMISSIONS_MIGRATIONS,
  MAIL_MIGRATIONS,
  DIGEST_MIGRATIONS,
]);

/** The schema version this code migrates to (`user_version` after the last migration). */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** The database's file name in DATA_DIR. */
export const DATABASE_FILE = 'lebeaujour.sqlite';

export interface DatabaseHandle {
  sqlite: Database.Database;
  db: Db;
  close: () => Promise<void>;
}

/**
 * Kysely's SQLite driver begins its transactions DEFERRED: one that reads first asks for the
 * write lock only at its first write, and if another connection (the server, the CLI, a backup)
 * holds it then, SQLite answers "database is locked" at once: busy_timeout cannot help a
 * transaction that already read. Every transaction here writes, so each begins IMMEDIATE and
 * waits out busy_timeout for the lock instead (ADR 0025).
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

/** Kysely over a better-sqlite3 connection, its transactions IMMEDIATE. */
function createKysely(sqlite: Database.Database): Db {
  return new Kysely<DatabaseSchema>({
    dialect: new ImmediateTransactionDialect({ database: sqlite }),
  });
}

/**
 * Kysely's driver closes the SQLite connection only if it ever ran a query through it; a handle
 * used through `sqlite` alone (migrations, the backup's copies) must be released too.
 */
function databaseHandle(sqlite: Database.Database, db: Db): DatabaseHandle {
  return {
    sqlite,
    db,
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

export function openDatabase(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  const db = createKysely(sqlite);
  return databaseHandle(sqlite, db);
}

/**
 * An existing database file as it is: no migrations, no change of journal mode. The backup opens
 * the live database this way (a server of an older version may be running on it) and its private
 * copies; the restore, its staging copy before deciding to migrate it.
 */
export function openDatabaseFile(file: string): DatabaseHandle {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const db = createKysely(sqlite);
  return databaseHandle(sqlite, db);
}

/** Runs the migrations after `user_version`, up to `target` (tests build older schemas). */
export function migrate(sqlite: Database.Database, target: number = SCHEMA_VERSION): void {
  const current = sqlite.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < target; version++) {
    const steps = MIGRATIONS[version];
    if (steps === undefined) break;
    sqlite
      .transaction(() => {
        for (const sql of steps) sqlite.exec(sql);
        sqlite.pragma(`user_version = ${String(version + 1)}`);
      })
      .immediate();
  }
}
