import pg from 'pg';
import type { LoginLimiter } from '../modules/auth/login-limiter.ts';
import { postgresChangeFeed, singleProcessFeed, type ChangeFeed } from './change-feed.ts';
import type { WarnLogger } from './feature-module.ts';
import type { AddressLimit } from './public-form.ts';
import { JOB_CLAIMS_TABLE, postgresRunOnce, runHere, type RunOnce } from './run-once.ts';
import {
  postgresAddressLimit,
  postgresLoginLimiter,
  SHARED_LIMIT_TABLES,
} from './shared-limits.ts';

/**
 * What the server processes sharing one database agree on through it (ADR 0052): which of them
 * runs a scheduled job, what changed in the others' caches, and the counts of the limits. On
 * SQLite (one process) everything stays in the process, as it always was.
 */
export interface Coordination {
  runOnce: RunOnce;
  changes: ChangeFeed;
  /** The limits counted in the database; undefined: each kept in memory. */
  limits?: {
    login: (options: { maxFailures: number; windowMs: number }) => LoginLimiter;
    forms: AddressLimit;
  };
  close: () => Promise<void>;
}

const singleProcess: Coordination = {
  runOnce: runHere,
  changes: singleProcessFeed,
  close: () => Promise.resolve(),
};

/** The first key of the advisory lock under which the tables below are made (see run-once.ts). */
const SETUP_LOCK: readonly [number, number] = [0x4c424b, 0];

/**
 * The coordination tables are UNLOGGED and outside the schema's versions: they hold counts of the
 * last hour and claims of past jobs, nothing the school keeps, and exist only on PostgreSQL.
 * Made here, under a lock, by whichever process starts first.
 */
async function createTables(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...SETUP_LOCK]);
      for (const statement of [...SHARED_LIMIT_TABLES, JOB_CLAIMS_TABLE]) {
        await client.query(statement);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    client.release();
  }
}

/**
 * The coordination's own connections to the database at `url`: a connection the server ends (a
 * restart of PostgreSQL) is replaced at its next use, without an error that would end the process.
 */
export function coordinationPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', () => undefined);
  return pool;
}

export async function connectCoordination(options: {
  /** The PostgreSQL database's URL; undefined on SQLite. */
  databaseUrl: string | undefined;
  log: WarnLogger & { info(details: object, message: string): void };
  /** A pool kept beyond this app, which closing leaves open (tests share one per database). */
  pool?: pg.Pool;
}): Promise<Coordination> {
  const url = options.databaseUrl;
  if (url === undefined) return singleProcess;
  // A few connections of its own: the jobs' locks are held on one each while they run, and the
  // app's pool stays for its queries.
  const ownPool = options.pool === undefined;
  const pool = options.pool ?? coordinationPool(url);
  const end = () => (ownPool ? pool.end() : Promise.resolve());
  try {
    await createTables(pool);
    const changes = await postgresChangeFeed({ url, pool, log: options.log });
    return {
      runOnce: postgresRunOnce(pool),
      changes,
      limits: {
        login: (limits) => postgresLoginLimiter(pool, limits),
        forms: postgresAddressLimit(pool),
      },
      close: async () => {
        await changes.close();
        await end();
      },
    };
  } catch (error) {
    await end();
    throw error;
  }
}
