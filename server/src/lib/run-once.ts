import type pg from 'pg';

/**
 * Scheduled work that must happen once however many server processes share the database (ADR
 * 0052): the mail queue's rounds, the digest's weekly edition and urgent look, the nightly backup,
 * the retention deletes and the start-up sweep of stored files.
 */
export interface RunOnce {
  /** True when other processes may share the database (PostgreSQL); false on SQLite's one. */
  readonly acrossProcesses: boolean;
  /**
   * Runs `job` unless another process is running the job named `name` right now; then it is left
   * to that one and this resolves false at once. For periodic work that is safe to repeat.
   */
  exclusive(name: string, job: () => Promise<unknown>): Promise<boolean>;
  /**
   * Runs `job` for `slot` (one scheduled moment, e.g. a night's date) only in the first process
   * that claims it; the others resolve false. A claim is kept even if its job fails, as a
   * single process would not run a missed night again either.
   */
  once(name: string, slot: string, job: () => Promise<unknown>): Promise<boolean>;
}

/** One process on SQLite: every job simply runs, as it always has. */
export const runHere: RunOnce = {
  acrossProcesses: false,
  exclusive: async (_name, job) => {
    await job();
    return true;
  },
  once: async (_name, _slot, job) => {
    await job();
    return true;
  },
};

/** The first key of this application's advisory locks for jobs (db.ts uses 0x4c424a). */
const JOB_LOCK_SPACE = 0x4c424b;

/** Claims older than this are deleted as new ones are made: no slot is claimed twice so late. */
const CLAIMS_KEPT_DAYS = 60;

/** The table of claimed slots (created by lib/coordination.ts, PostgreSQL only). */
export const JOB_CLAIMS_TABLE = `CREATE UNLOGGED TABLE IF NOT EXISTS job_claims (
     job text NOT NULL,
     slot text NOT NULL,
     claimed_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (job, slot)
   )`;

/**
 * Several processes on one PostgreSQL database: `exclusive` holds a session advisory lock for the
 * job's name on a connection of its own while the job runs (a process that dies lets it go with
 * its connection); `once` inserts the slot's claim, and only the insert that wins runs the job.
 * No transaction is held open: every write of the app waits for the one running transaction.
 */
export function postgresRunOnce(pool: pg.Pool): RunOnce {
  return {
    acrossProcesses: true,
    async exclusive(name, job) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const { rows } = await client.query<{ got: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS got',
          [JOB_LOCK_SPACE, name],
        );
        if (rows[0]?.got !== true) return false;
        try {
          await job();
        } finally {
          await client
            .query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, name])
            .catch((error: unknown) => {
              // A connection that cannot unlock is thrown away, and its lock with it.
              broken = error as Error;
            });
        }
        return true;
      } finally {
        client.release(broken);
      }
    },
    async once(name, slot, job) {
      await pool.query(
        `DELETE FROM job_claims WHERE claimed_at < now() - make_interval(days => $1)`,
        [CLAIMS_KEPT_DAYS],
      );
      const { rowCount } = await pool.query(
        'INSERT INTO job_claims (job, slot) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [name, slot],
      );
      if (rowCount !== 1) return false;
      await job();
      return true;
    },
  };
}
