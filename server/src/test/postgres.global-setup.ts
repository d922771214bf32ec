// The server-postgres project's global setup (vitest.config.ts): one PostgreSQL cluster for the
// run, with a template database already migrated, from which each test app's database is copied
// (test/helpers.ts). Stopped by its PID when the run ends.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../lib/db.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { TEMPLATE_DATABASE } from './postgres-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's `postgres://…/` (a database's name goes after it); unset on SQLite. */
    postgresUrl: string | undefined;
    /** The folder of PostgreSQL's programs (psql); unset on SQLite. */
    postgresBin: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: `${cluster.baseUrl}postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: `${cluster.baseUrl}${TEMPLATE_DATABASE}` });
    await migratePostgres(pool);
    await pool.end();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.baseUrl);
  project.provide('postgresBin', cluster.bin);
  return cluster.stop;
}
