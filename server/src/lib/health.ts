import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './db.ts';

/** The probe file written and removed in DATA_DIR by each health check. */
export const HEALTH_PROBE_FILE = '.health-probe';

/** Writes `data` to `file`; tests pass one that fails as a read-only or broken disk would. */
export type ProbeWrite = (file: string, data: string) => Promise<void>;

/** What failed, with its cause (for the log only: never sent to the client). */
export interface HealthProblems {
  database?: unknown;
  dataDir?: unknown;
}

export interface HealthProbe {
  /** Runs both checks; an empty object means healthy. */
  check(): Promise<HealthProblems>;
}

/**
 * The two things without which the site cannot work, checked for real and cheaply: the database
 * answers a query that reads its schema page, and DATA_DIR accepts a new file (a small probe,
 * written and removed). `fs.access(W_OK)` would be cheaper but only reads permission bits: it
 * passes on a disk that fails every write (EIO, out of inodes); a real write does not.
 */
export function createHealthProbe(deps: {
  db: Db;
  dataDir: string;
  writeFile?: ProbeWrite;
}): HealthProbe {
  const { db, dataDir } = deps;
  const writeFile = deps.writeFile ?? ((file, data) => fs.writeFile(file, data));
  const probeFile = path.join(dataDir, HEALTH_PROBE_FILE);

  const database = async () => {
    await sql`SELECT count(*) FROM sqlite_schema`.execute(db);
  };
  const dataDirWritable = async () => {
    await writeFile(probeFile, 'ok');
    // Two checks at once may share the name: the other one may have removed it already.
    await fs.rm(probeFile, { force: true });
  };

  return {
    async check() {
      const [db, dir] = await Promise.allSettled([database(), dataDirWritable()]);
      return {
        ...(db.status === 'rejected' ? { database: db.reason as unknown } : {}),
        ...(dir.status === 'rejected' ? { dataDir: dir.reason as unknown } : {}),
      };
    },
  };
}
