import type pg from 'pg';
import type { LoginLimiter } from '../modules/auth/login-limiter.ts';
import type { AddressLimit } from './public-form.ts';

// The limits that every server process must count together (ADR 0052): failed logins per address
// and per account, and the public forms' submissions per address. In PostgreSQL, in UNLOGGED
// tables: a crash of the database forgets the last hour's counts, as a restart of one process
// always did, and no count is worth a write to the journal.

export const SHARED_LIMIT_TABLES = [
  `CREATE UNLOGGED TABLE IF NOT EXISTS limit_login_failures (
     key text PRIMARY KEY,
     count integer NOT NULL,
     started_at bigint NOT NULL
   )`,
  `CREATE UNLOGGED TABLE IF NOT EXISTS limit_form_submissions (
     key text PRIMARY KEY,
     times bigint[] NOT NULL,
     refused boolean NOT NULL DEFAULT false
   )`,
];

/** Expired rows are deleted at most this often by each process. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The login limiter of lib/login-limiter.ts, counted in PostgreSQL: the same window per key (it
 * starts at the first failure and lasts `windowMs`), each attempt counted by one atomic upsert.
 */
export function postgresLoginLimiter(
  pool: pg.Pool,
  options: { maxFailures: number; windowMs: number; now?: () => number },
): LoginLimiter {
  const { maxFailures, windowMs } = options;
  const now = options.now ?? Date.now;
  let prunedAt = -Infinity;
  return {
    async retryAfter(keys) {
      const at = now();
      const { rows } = await pool.query<{ count: number; started_at: string }>(
        'SELECT count, started_at FROM limit_login_failures WHERE key = ANY($1)',
        [[...keys]],
      );
      let waitMs = 0;
      for (const row of rows) {
        const startedAt = Number(row.started_at);
        if (at - startedAt < windowMs && row.count >= maxFailures) {
          waitMs = Math.max(waitMs, startedAt + windowMs - at);
        }
      }
      return Math.ceil(waitMs / 1000);
    },
    async begin(keys) {
      const at = now();
      if (at - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = at;
        await pool.query('DELETE FROM limit_login_failures WHERE started_at <= $1', [
          at - windowMs,
        ]);
      }
      // Checked and counted in one statement: the keys' rows are locked first, so of two
      // attempts at once (in this process or another) the second sees the first's count, and an
      // attempt past the limit counts nothing and is refused.
      const { rows } = await pool.query<{ refused: boolean }>(
        `WITH prev AS (
           SELECT count, started_at FROM limit_login_failures
            WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE
         ), verdict AS (
           SELECT EXISTS (SELECT 1 FROM prev WHERE $2 - started_at < $3 AND count >= $4) AS refused
         ), counted AS (
           INSERT INTO limit_login_failures AS f (key, count, started_at)
             SELECT k, 1, $2 FROM unnest($1::text[]) AS k WHERE NOT (SELECT refused FROM verdict)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN $2 - f.started_at >= $3 THEN 1 ELSE f.count + 1 END,
             started_at = CASE WHEN $2 - f.started_at >= $3 THEN $2 ELSE f.started_at END
           RETURNING 1
         )
         SELECT refused FROM verdict`,
        [[...new Set(keys)].sort(), at, windowMs, maxFailures],
      );
      return rows[0]?.refused !== true;
    },
    async succeed(keys) {
      await pool.query('DELETE FROM limit_login_failures WHERE key = ANY($1)', [[...keys]]);
    },
  };
}

/**
 * The public forms' per-address limit in PostgreSQL: the times of the address's submissions in
 * the window, kept in one row, and the verdict made in the same atomic upsert (its SET reads the
 * row as it was), so two processes cannot both take the last place.
 */
export function postgresAddressLimit(pool: pg.Pool): AddressLimit {
  let prunedAt = -Infinity;
  return {
    async take(address, now, windowMs, max) {
      const since = now - windowMs;
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await pool.query(
          'DELETE FROM limit_form_submissions WHERE NOT (times[cardinality(times)] > $1)',
          [since],
        );
      }
      const { rows } = await pool.query<{ refused: boolean }>(
        `INSERT INTO limit_form_submissions AS f (key, times) VALUES ($1, ARRAY[$2::bigint])
         ON CONFLICT (key) DO UPDATE SET
           times = (SELECT CASE WHEN count(*) >= $4
                                THEN coalesce(array_agg(t ORDER BY t), '{}')
                                ELSE coalesce(array_agg(t ORDER BY t), '{}') || $2::bigint END
                      FROM unnest(f.times) AS t WHERE t > $3),
           refused = (SELECT count(*) >= $4 FROM unnest(f.times) AS t WHERE t > $3)
         RETURNING refused`,
        [address, now, since, max],
      );
      return rows[0]?.refused !== true;
    },
  };
}
