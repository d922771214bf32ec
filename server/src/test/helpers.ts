import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config/env.ts';
import { DATABASE_FILE, openDatabase, openPostgres, type ServerDatabase } from '../lib/db.ts';
import { TEMPLATE_DATABASE } from './postgres-names.ts';

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
 * or on PostgreSQL through psql (JSON), for the checks of "nothing changed" that tests make
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
  const json = execFileSync(
    psql(),
    [
      '-X',
      '-A',
      '-t',
      '-v',
      'ON_ERROR_STOP=1',
      '-d',
      url,
      '-c',
      `SELECT coalesce(json_agg(q), '[]') FROM (${query}) q`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(json) as Record<string, unknown>[];
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
 * database, `exec(sql)` and `prepare(sql).all() / .get() / .run() / .pluck()` without parameters, run through
 * psql on PostgreSQL: the same test reads the same rows on both engines. Anything else is the
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
        execFileSync(psql(), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', query]);
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

const psql = () => path.join(inject('postgresBin') ?? '', 'psql');

/** DATABASE_URL for a test app on `dataDir`: its PostgreSQL database, if it has one. */
function databaseOf(dataDir: string): Record<string, string> {
  const url = testDatabaseUrl(dataDir);
  return url === undefined ? {} : { DATABASE_URL: url };
}

/** A second connection to `dataDir`'s database, whichever engine the test runs on. */
export async function openTestDatabase(dataDir: string): Promise<ServerDatabase> {
  const url = testDatabaseUrl(dataDir);
  return url === undefined ? openDatabase(dataDir) : openPostgres(url);
}

/** Runs one statement on the test cluster's maintenance database. */
async function onCluster(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${baseUrl}postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * On the server-postgres project (vitest.config.ts), gives `dataDir` a fresh database of its own,
 * copied from the migrated template; on SQLite, does nothing (the file is made in `dataDir`).
 */
export async function createTestDatabase(dataDir: string): Promise<void> {
  const baseUrl = inject('postgresUrl');
  if (baseUrl === undefined) return;
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await onCluster(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  fs.writeFileSync(path.join(dataDir, DATABASE_URL_FILE), `${baseUrl}${name}`);
}

/** Drops the database createTestDatabase gave `dataDir`, if any. */
export async function dropTestDatabase(dataDir: string): Promise<void> {
  const url = testDatabaseUrl(dataDir);
  if (url === undefined) return;
  const baseUrl = url.slice(0, url.lastIndexOf('/') + 1);
  const name = url.slice(baseUrl.length);
  await onCluster(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await dropTestDatabase(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
