// The PostgreSQL databases of the server-postgres project's tests (vitest.config.ts). A test
// app gets a database as if new: the first of a test file is copied from the migrated template,
// and one an app has finished with is emptied and given to the next app of the same file. The
// copy and the new connections' first queries cost about half a second an app; emptying costs
// a few milliseconds. A new connection costs PostgreSQL a process (20 ms on a quiet two-core
// machine, 50-80 ms beside the other test workers): the connections that empty a database, that
// the tests read it through and that its apps query and coordinate through are kept with it, from
// one app to the next of the file (each app still listens for changes on a connection of its own).
import pg from 'pg';
import { inject } from 'vitest';
import { coordinationPool } from '../lib/coordination.ts';
import { openPostgres, type PostgresDatabaseHandle } from '../lib/db.ts';
import { TEMPLATE_DATABASE } from './postgres-names.ts';

/** Databases of this test file that no app uses now, emptied when handed out again. */
const spare: string[] = [];
let count = 0;

/** Runs `sql` (one or more statements) on the database at `url`. */
async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The connection that empties each database of this file, kept while the file runs. */
const emptiers = new Map<string, Promise<pg.Client>>();

function emptierOf(url: string): Promise<pg.Client> {
  let opened = emptiers.get(url);
  if (!opened) {
    const client = new pg.Client({ connectionString: url });
    // Dropping the database ends this connection: that is no error of the tests'.
    client.on('error', () => undefined);
    opened = client.connect().then(() => client);
    emptiers.set(url, opened);
  }
  return opened;
}

async function closeEmptier(url: string): Promise<void> {
  const opened = emptiers.get(url);
  emptiers.delete(url);
  try {
    if (opened) await (await opened).end();
  } catch {
    // It never connected, or was ended already.
  }
}

/**
 * A database in the state of the template: every table emptied and its identities restarted,
 * then the rows the migrations put in put back (the global setup writes that statement).
 * Waits at most a few seconds for a lock a test left held (a transaction it never ended); the
 * caller then takes a new copy.
 */
async function empty(url: string, retry = true): Promise<boolean> {
  try {
    const client = await emptierOf(url);
    await client.query(`SET lock_timeout = '5s'; ${inject('postgresResetSql') ?? ''}`);
    return true;
  } catch (error) {
    await closeEmptier(url);
    if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return false;
    // The kept connection was ended under it (a test ended the database's sessions): once more
    // on a new one.
    if (retry) return empty(url, false);
    throw error;
  }
}

/** PostgreSQL's error code when lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * The URL of a database for one test app, as the template left it; undefined on SQLite.
 */
export async function takeTestDatabase(): Promise<string | undefined> {
  const baseUrl = inject('postgresUrl');
  if (baseUrl === undefined) return undefined;
  for (let url = spare.pop(); url !== undefined; url = spare.pop()) {
    if (await empty(url)) return url;
  }
  // The worker's id and a counter: unique in the run, whichever file and process asks.
  count += 1;
  const name = `test_${String(process.pid)}_${String(count)}`;
  // FILE_COPY: a small template is copied as files, in half the time of WAL_LOG's block copy.
  await run(
    `${baseUrl}postgres`,
    `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`,
  );
  return `${baseUrl}${name}`;
}

/** The tests' own connections, one pool per database, kept until the database is given back. */
const connections = new Map<string, Promise<PostgresDatabaseHandle>>();

/**
 * A connection to a test database for the test's own reads and writes (an administrator made,
 * rows stored, rows checked): opened once, its schema checked once, and shared by every call
 * and every app of the file on that database, since a pool per call cost tens of milliseconds
 * each. Its `close` does nothing; the file's end closes it.
 */
export async function testConnection(url: string): Promise<PostgresDatabaseHandle> {
  let opened = connections.get(url);
  if (!opened) {
    opened = openPostgres(url);
    connections.set(url, opened);
  }
  return { ...(await opened), close: () => Promise.resolve() };
}

/** The pools of the apps' coordination (lib/coordination.ts), one per database, kept likewise. */
const coordinationPools = new Map<string, pg.Pool>();

/** The coordination pool of the test apps on the database at `url`, shared like testConnection. */
export function testCoordinationPool(url: string): pg.Pool {
  let pool = coordinationPools.get(url);
  if (!pool) {
    pool = coordinationPool(url);
    coordinationPools.set(url, pool);
  }
  return pool;
}

async function closeConnection(url: string): Promise<void> {
  const opened = connections.get(url);
  connections.delete(url);
  if (opened) await (await opened).close();
  const pool = coordinationPools.get(url);
  coordinationPools.delete(url);
  if (pool) await pool.end();
}

/** Gives a database back when its app has closed: the next app of this file empties and uses it. */
export function returnTestDatabase(url: string): void {
  spare.push(url);
}

/** Drops this file's spare databases when it ends (postgres.setup.ts). */
export async function dropSpareDatabases(): Promise<void> {
  const baseUrl = inject('postgresUrl');
  if (baseUrl === undefined) return;
  for (const url of new Set([...connections.keys(), ...coordinationPools.keys()])) {
    await closeConnection(url);
  }
  for (const url of [...emptiers.keys()]) await closeEmptier(url);
  for (let url = spare.pop(); url !== undefined; url = spare.pop()) {
    const name = url.slice(url.lastIndexOf('/') + 1);
    await run(`${baseUrl}postgres`, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
