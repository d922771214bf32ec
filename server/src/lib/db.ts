import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresDriver,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import {
  ADMISSIONS_MIGRATIONS,
  ADMISSIONS_POSTGRES_BASELINE,
  type AdmissionsTables,
} from '../modules/admissions/admissions.tables.ts';
import {
  AUDIT_MIGRATIONS,
  AUDIT_POSTGRES_BASELINE,
  type AuditTables,
} from '../modules/audit/audit.tables.ts';
import {
  AUTH_MIGRATIONS,
  AUTH_POSTGRES_BASELINE,
  type AuthTables,
} from '../modules/auth/auth.tables.ts';
import {
  DOCUMENTS_MIGRATIONS,
  DOCUMENTS_POSTGRES_BASELINE,
  type DocumentsTables,
} from '../modules/documents/documents.tables.ts';
import {
  GALLERY_MIGRATIONS,
  GALLERY_POSTGRES_BASELINE,
  type GalleryTables,
} from '../modules/gallery/gallery.tables.ts';
import {
  NEWS_MIGRATIONS,
  NEWS_POSTGRES_BASELINE,
  type NewsTables,
} from '../modules/news/news.tables.ts';
import {
  NOTICE_MIGRATIONS,
  NOTICE_POSTGRES_BASELINE,
  type NoticeTables,
} from '../modules/notice/notice.tables.ts';
import {
  PHOTOS_MIGRATIONS,
  PHOTOS_POSTGRES_BASELINE,
  type PhotosTables,
} from '../modules/photos/photos.tables.ts';
import {
  SUPPLIES_MIGRATIONS,
  SUPPLIES_POSTGRES_BASELINE,
  type SuppliesTables,
} from '../modules/supplies/supplies.tables.ts';
import {
  CALENDAR_MIGRATIONS,
  CALENDAR_POSTGRES_BASELINE,
  type CalendarTables,
} from '../modules/calendar/calendar.tables.ts';
import {
  DIGEST_MIGRATIONS,
  DIGEST_POSTGRES_BASELINE,
  type DigestTables,
} from '../modules/digest/digest.tables.ts';
import { MAIL_MIGRATIONS, MAIL_POSTGRES_BASELINE, type MailTables } from './mail.tables.ts';
import {
  composeMigrations,
  composePostgresMigrations,
  POSTGRES_BASELINE_VERSION,
  type FeatureSchema,
} from './migrations.ts';

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
 * Every feature's schema steps and PostgreSQL baseline. Within a version the features' steps run
 * in this list's order (version 1 creates the users table, then the news table).
 */
const FEATURES: readonly FeatureSchema[] = [
  { steps: AUTH_MIGRATIONS, postgresBaseline: AUTH_POSTGRES_BASELINE },
  { steps: NEWS_MIGRATIONS, postgresBaseline: NEWS_POSTGRES_BASELINE },
  { steps: GALLERY_MIGRATIONS, postgresBaseline: GALLERY_POSTGRES_BASELINE },
  { steps: AUDIT_MIGRATIONS, postgresBaseline: AUDIT_POSTGRES_BASELINE },
  { steps: NOTICE_MIGRATIONS, postgresBaseline: NOTICE_POSTGRES_BASELINE },
  { steps: DOCUMENTS_MIGRATIONS, postgresBaseline: DOCUMENTS_POSTGRES_BASELINE },
  { steps: SUPPLIES_MIGRATIONS, postgresBaseline: SUPPLIES_POSTGRES_BASELINE },
  { steps: PHOTOS_MIGRATIONS, postgresBaseline: PHOTOS_POSTGRES_BASELINE },
  { steps: CALENDAR_MIGRATIONS, postgresBaseline: CALENDAR_POSTGRES_BASELINE },
  { steps: ADMISSIONS_MIGRATIONS, postgresBaseline: ADMISSIONS_POSTGRES_BASELINE },
  { steps: MAIL_MIGRATIONS, postgresBaseline: MAIL_POSTGRES_BASELINE },
  { steps: DIGEST_MIGRATIONS, postgresBaseline: DIGEST_POSTGRES_BASELINE },
];

/**
 * Versioned migrations: entry `version - 1` holds that version's SQL, stored in `user_version`
 * once run.
 */
const MIGRATIONS = composeMigrations(FEATURES.map((feature) => feature.steps));

/** PostgreSQL's: the baseline, then the steps after it (ADR 0050). */
const POSTGRES_MIGRATIONS = composePostgresMigrations(FEATURES);

/** The schema version this code migrates to (`user_version` after the last migration). */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** The database's file name in DATA_DIR. */
export const DATABASE_FILE = 'lebeaujour.sqlite';

/** Which database the server runs on: SQLite in DATA_DIR (the default), or DATABASE_URL's. */
export type DatabaseEngine = 'sqlite' | 'postgres';

/** SQLite's handle (the default engine, and the backup's copies). */
export interface DatabaseHandle {
  engine: 'sqlite';
  /** The connection itself: migrations, and the backup's copies (SQLite only). */
  sqlite: Database.Database;
  db: Db;
  close: () => Promise<void>;
}

export interface PostgresDatabaseHandle {
  engine: 'postgres';
  db: Db;
  close: () => Promise<void>;
}

/** The server's database on either engine: `engine` tells which, and only SQLite's has `sqlite`. */
export type ServerDatabase = DatabaseHandle | PostgresDatabaseHandle;

/** The engine behind a Kysely instance or transaction, for the few queries that differ. */
export function engineOf(db: Db): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
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
    engine: 'sqlite',
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

/** The server's database: DATABASE_URL's PostgreSQL when set, otherwise SQLite in DATA_DIR. */
export async function connectDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<ServerDatabase> {
  return config.databaseUrl === undefined
    ? openDatabase(config.dataDir)
    : openPostgres(config.databaseUrl);
}

/**
 * Counts (`count(*)`, `sum`: int8 and numeric) come back as numbers, as SQLite gives them, so
 * that the repositories and the JSON are the same on both engines. No count here nears 2^53.
 */
function postgresTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, Number);
  types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  return types;
}

/** Two keys of PostgreSQL's advisory locks, the first number naming this application. */
const LOCK_SPACE = 0x4c424a;
const MIGRATION_LOCK = 1;
const WRITE_LOCK = 2;

/**
 * Every transaction here writes, and SQLite runs them one at a time (BEGIN IMMEDIATE, ADR 0025).
 * On PostgreSQL each first takes one advisory lock, held until it ends, so they still run one at a
 * time across the server and the CLI: a transaction that reads and then writes (create-user's
 * check of the name, an edit that reads the row first) sees no other transaction write between.
 */
class SerializedTransactionDriver extends PostgresDriver {
  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    await super.beginTransaction(connection, settings);
    await connection.executeQuery(
      CompiledQuery.raw(
        `select pg_advisory_xact_lock(${String(LOCK_SPACE)}, ${String(WRITE_LOCK)})`,
      ),
    );
  }
}

class SerializedTransactionDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new SerializedTransactionDriver(this.#config);
  }
}

/** Opens DATABASE_URL's PostgreSQL database and brings its schema up to date. */
export async function openPostgres(url: string): Promise<PostgresDatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, types: postgresTypes() });
  // A pooled connection the server closes (a restart of PostgreSQL) is replaced at its next use;
  // without a listener, its error would end the process.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new SerializedTransactionDialect({ pool }) });
  return { engine: 'postgres', db, close: () => db.destroy() };
}

/** The oldest PostgreSQL the schema is written for (`CREATE FUNCTION … RETURN`, ICU collations). */
const POSTGRES_MIN_VERSION = 150_000;

/**
 * Runs PostgreSQL's migrations up to `target` (tests build older schemas), in one transaction
 * that first takes an advisory lock: processes that start at once on the same database wait for
 * each other, and the later ones find the schema done. The version is kept in `schema_version`.
 */
export async function migratePostgres(
  pool: pg.Pool,
  target: number = SCHEMA_VERSION,
): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows: server } = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    const serverVersion = Number(server[0]?.v);
    if (serverVersion < POSTGRES_MIN_VERSION) {
      throw new Error(
        `Se necesita PostgreSQL 15 o más nuevo; DATABASE_URL apunta a la versión ${String(serverVersion)}`,
      );
    }
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1, $2)', [LOCK_SPACE, MIGRATION_LOCK]);
      await client.query(
        `create table if not exists schema_version (
           id integer primary key check (id = 1),
           version integer not null
         )`,
      );
      const { rows } = await client.query<{ version: number }>(
        'select version from schema_version where id = 1',
      );
      let version = rows[0]?.version ?? 0;
      if (version === 0 && target >= POSTGRES_BASELINE_VERSION) {
        for (const step of POSTGRES_MIGRATIONS.baseline) await client.query(step);
        version = POSTGRES_BASELINE_VERSION;
      }
      for (; version < target; version++) {
        const steps = POSTGRES_MIGRATIONS.after[version - POSTGRES_BASELINE_VERSION];
        if (steps === undefined) break;
        for (const step of steps) await client.query(step);
      }
      await client.query(
        `insert into schema_version (id, version) values (1, $1)
           on conflict (id) do update set version = excluded.version`,
        [version],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  } finally {
    client.release();
  }
}
