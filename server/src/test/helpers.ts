import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/env.ts';
import { DATABASE_FILE, openDatabase, type ServerDatabase } from '../lib/db.ts';
import {
  returnTestDatabase,
  takeTestDatabase,
  testConnection,
  testCoordinationPool,
} from './postgres-databases.ts';
import { queryPostgresSync } from './postgres-sync.ts';

/**
 * In a test DATA_DIR on the server-postgres project: the URL of the PostgreSQL database that goes
 * with it. Every app and connection a test opens on that DATA_DIR then uses that database.
 */
const DATABASE_URL_FILE = '.test-database-url';

/** The PostgreSQL database of a test DATA_DIR, or undefined on SQLite. */
export function testDatabaseUrl(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, DATABASE_URL_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The rows of a query, read at once from `dataDir`'s database, whichever engine: SQLite's file,
 * or on PostgreSQL through a worker's connection (as JSON), for the checks of "nothing changed" that tests make
 * synchronously. Integers come back as numbers and text as strings on both.
 */
export function selectRowsSync(dataDir: string, query: string): Record<string, unknown>[] {
  const url = testDatabaseUrl(dataDir);
  if (url === undefined) {
    const sqlite = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      return sqlite.prepare(query).all() as Record<string, unknown>[];
    } finally {
      sqlite.close();
    }
  }
  const [result] = queryPostgresSync(
    url,
    `SELECT coalesce(json_agg(q), '[]') AS rows FROM (${query}) q`,
  );
  return result?.rows as Record<string, unknown>[];
}

/** A statement of SqlOnPostgres: what tests call on better-sqlite3's, without parameters. */
interface SyncStatement {
  all: () => unknown[];
  get: () => unknown;
  run: () => void;
  pluck: () => SyncStatement;
}

/**
 * The part of a better-sqlite3 connection that tests use to look at (and set up) a test's
 * database, `exec(sql)` and `prepare(sql).all() / .get() / .run() / .pluck()` without parameters, run
 * on PostgreSQL through a worker's connection: the same test reads the same rows on both engines. Anything else is the
 * SQLite file's own (pragmas, backups) and throws.
 */
export function sqlOnPostgres(dataDir: string): {
  exec: (query: string) => void;
  prepare: (query: string) => SyncStatement;
} {
  const url = testDatabaseUrl(dataDir);
  if (url === undefined) throw new Error('not a test database on PostgreSQL');
  const statement = (query: string, pluck: boolean): SyncStatement => {
    const all = () => {
      const rows = selectRowsSync(dataDir, query);
      return pluck ? rows.map((row) => Object.values(row)[0]) : rows;
    };
    return {
      all,
      get: () => all()[0],
      run: () => {
        queryPostgresSync(url, query);
      },
      pluck: () => statement(query, true),
    };
  };
  return {
    exec: (query) => {
      statement(query, false).run();
    },
    prepare: (query) => {
      if (/\bpragma\b|\?/i.test(query)) {
        throw new Error('This test reads the SQLite file itself: it runs on SQLite only');
      }
      return statement(query, false);
    },
  };
}

/** DATABASE_URL for a test app on `dataDir`: its PostgreSQL database, if it has one. */
function databaseOf(dataDir: string): Record<string, string> {
  const url = testDatabaseUrl(dataDir);
  return url === undefined ? {} : { DATABASE_URL: url };
}

/** A second connection to `dataDir`'s database, whichever engine the test runs on. */
export async function openTestDatabase(dataDir: string): Promise<ServerDatabase> {
  const url = testDatabaseUrl(dataDir);
  return url === undefined ? openDatabase(dataDir) : testConnection(url);
}

/**
 * On the server-postgres project (vitest.config.ts), gives `dataDir` a database of its own, in
 * the migrated template's state; on SQLite, does nothing (the file is made in `dataDir`).
 */
export async function createTestDatabase(dataDir: string): Promise<void> {
  const url = await takeTestDatabase();
  if (url !== undefined) fs.writeFileSync(path.join(dataDir, DATABASE_URL_FILE), url);
}

/** Hands back the database createTestDatabase gave `dataDir`, if any, once nothing uses it. */
export function releaseTestDatabase(dataDir: string): void {
  const url = testDatabaseUrl(dataDir);
  if (url !== undefined) returnTestDatabase(url);
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  close: () => Promise<void>;
}

/** The configuration of a test app on `dataDir`, quiet, with no disk reserve and no margin. */
export function testConfig(
  dataDir: string,
  webDist: string,
  env: Record<string, string> = {},
): AppConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'silent',
    // No 16 MB reserve file per test app, and no margin that a nearly full CI disk could trip;
    // the disk tests set their own.
    DISK_RESERVE_MB: '0',
    DISK_MIN_FREE_MB: '0',
    // The database of the DATA_DIR the app runs on (a test may start a second app on the first's).
    ...databaseOf(env.DATA_DIR ?? dataDir),
    ...env,
  });
}

/** This process's SQLite database with every migration applied and nothing else, made once. */
let migratedTemplate: string | undefined;

/**
 * Gives a new SQLite DATA_DIR a copy of a freshly migrated database, which the server then opens
 * as it opens any database already up to date: the same file a first start makes, without
 * running every migration again for each of the suite's thousands of apps (about a sixth of an
 * app's start and close). A DATA_DIR that already has a database keeps it.
 */
function startFromMigratedCopy(dataDir: string): void {
  const file = path.join(dataDir, DATABASE_FILE);
  if (fs.existsSync(file)) return;
  if (migratedTemplate === undefined) {
    const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-test-template-'));
    const template = openDatabase(templateDir);
    // Everything in the file itself, nothing left in the write-ahead log to copy.
    template.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    template.sqlite.close();
    process.once('exit', () => {
      fs.rmSync(templateDir, { recursive: true, force: true });
    });
    migratedTemplate = path.join(templateDir, DATABASE_FILE);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(migratedTemplate, file);
}

/**
 * A real app on a temporary DATA_DIR (real SQLite, sharp, argon2; on the server-postgres project,
 * a fresh PostgreSQL database instead of SQLite); nothing listens.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-test-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  // A second app on a first app's DATA_DIR (env.DATA_DIR) uses the first's database.
  if (env.DATA_DIR === undefined || testDatabaseUrl(env.DATA_DIR) === undefined) {
    await createTestDatabase(env.DATA_DIR ?? dataDir);
  }
  const config = testConfig(dataDir, webDist, {
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ...env,
  });
  const url = config.databaseUrl;
  if (url === undefined) startFromMigratedCopy(config.dataDir);
  const app = await buildApp(config, {
    ...(url === undefined
      ? {}
      : { openDatabase: () => testConnection(url), coordinationPool: testCoordinationPool(url) }),
    ...options,
  });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      releaseTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
