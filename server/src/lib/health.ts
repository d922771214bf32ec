import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { engineOf, type Db } from './db.ts';

/** How long the database or the bucket has to answer a health check (a balancer asks often). */
const HEALTH_ANSWER_MS = 2_000;

/** `work`, or a rejection once it has not settled in HEALTH_ANSWER_MS. */
async function answersWithin(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${String(HEALTH_ANSWER_MS)} ms`));
    }, HEALTH_ANSWER_MS);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The probe file written and removed in DATA_DIR by each health check. */
export const HEALTH_PROBE_FILE = '.health-probe';

/** Writes `data` to `file`; tests pass one that fails as a read-only or broken disk would. */
export type ProbeWrite = (file: string, data: string) => Promise<void>;

/** What failed, with its cause (for the log only: never sent to the client). */
export interface HealthProblems {
  database?: unknown;
  dataDir?: unknown;
  bucket?: unknown;
}

export interface HealthProbe {
  /** Runs both checks; an empty object means healthy. */
  check(): Promise<HealthProblems>;
}

/**
 * The two things without which the site cannot work, checked for real and cheaply: the database
 * answers a query that reads its schema page (SQLite) or a table (PostgreSQL), and DATA_DIR
 * accepts a new file (a small probe, written and removed). `fs.access(W_OK)` would be cheaper but only reads permission bits: it
 * passes on a disk that fails every write (EIO, out of inodes); a real write does not.
 */
export function createHealthProbe(deps: {
  db: Db;
  dataDir: string;
  writeFile?: ProbeWrite;
  /** The bucket of the stored files, when S3_* is set: a cheap question it must answer. */
  bucket?: () => Promise<void>;
}): HealthProbe {
  const { db, dataDir } = deps;
  const writeFile = deps.writeFile ?? ((file, data) => fs.writeFile(file, data));
  const probeFile = path.join(dataDir, HEALTH_PROBE_FILE);

  const database = async () => {
    // PostgreSQL: the table of the schema's version, read over a pooled connection.
    await (
      engineOf(db) === 'postgres'
        ? sql`SELECT count(*) FROM schema_version`
        : sql`SELECT count(*) FROM sqlite_schema`
    ).execute(db);
  };
  const dataDirWritable = async () => {
    await writeFile(probeFile, 'ok');
    // Two checks at once may share the name: the other one may have removed it already.
    await fs.rm(probeFile, { force: true });
  };

  return {
    async check() {
      // A database or bucket that does not answer at all is as down as one that refuses.
      const [db, dir, bucket] = await Promise.allSettled([
        answersWithin(database()),
        dataDirWritable(),
        deps.bucket && answersWithin(deps.bucket()),
      ]);
      return {
        ...(db.status === 'rejected' ? { database: db.reason as unknown } : {}),
        ...(dir.status === 'rejected' ? { dataDir: dir.reason as unknown } : {}),
        ...(bucket.status === 'rejected' ? { bucket: bucket.reason as unknown } : {}),
      };
    },
  };
}
