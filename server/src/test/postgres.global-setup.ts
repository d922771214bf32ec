// The server-postgres project's global setup (vitest.config.ts): one PostgreSQL cluster for the
// run, with a template database already migrated, from which the test apps' databases are copied,
// and the statement that puts a used database back in the template's state
// (test/postgres-databases.ts). Stopped by its PID when the run ends.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../lib/db.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { TEMPLATE_DATABASE } from './postgres-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's `postgres://…/` (a database's name goes after it); unset on SQLite. */
    postgresUrl: string | undefined;
    /** Empties a test database back to the template's state; unset on SQLite. */
    postgresResetSql: string | undefined;
  }
}

/**
 * Every table emptied (those the server makes at start too) and its sequences restarted, then
 * the rows the migrations wrote copied back from the template's, as JSON literals. The migrations'
 * own record, schema_version, stays as it is.
 */
async function resetStatement(template: pg.Client): Promise<string> {
  const { rows } = await template.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> 'schema_version' ORDER BY tablename`,
  );
  // DELETE, not TRUNCATE: on a few rows, TRUNCATE's new files for ~40 tables and their indexes
  // cost 150 ms, DELETE a few. The foreign keys' triggers are off while the tables empty (the
  // cluster's user is its superuser), in any order.
  const statements = [
    `SET session_replication_role = replica`,
    `DO $$ DECLARE r record; BEGIN
       FOR r IN SELECT tablename FROM pg_tables
                 WHERE schemaname = 'public' AND tablename <> 'schema_version' LOOP
         EXECUTE format('DELETE FROM %I', r.tablename);
       END LOOP;
       FOR r IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
         PERFORM setval(format('%I', r.sequencename), 1, false);
       END LOOP;
     END $$`,
    `SET session_replication_role = origin`,
  ];
  for (const { name } of rows) {
    const { rows: insert } = await template.query<{ sql: string | null }>(
      `SELECT format('INSERT INTO %I SELECT * FROM json_populate_recordset(null::%I, %L)',
                     $1::text, $1::text, json_agg(t)::text) AS sql
         FROM ${pg.escapeIdentifier(name)} t HAVING count(*) > 0`,
      [name],
    );
    if (insert[0]?.sql) statements.push(insert[0].sql);
  }
  return statements.join(';\n');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  let resetSql: string;
  try {
    const admin = new pg.Client({ connectionString: `${cluster.baseUrl}postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: `${cluster.baseUrl}${TEMPLATE_DATABASE}` });
    await migratePostgres(pool);
    await pool.end();
    const template = new pg.Client({ connectionString: `${cluster.baseUrl}${TEMPLATE_DATABASE}` });
    await template.connect();
    resetSql = await resetStatement(template);
    await template.end();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.baseUrl);
  project.provide('postgresResetSql', resetSql);
  return cluster.stop;
}
