// PostgreSQL as the server's database (ADR 0050): what only PostgreSQL has. Runs in the
// server-postgres project (vitest.config.ts), whose global setup starts the cluster.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_CLI_MESSAGES, API_PATHS } from '@lbj/shared';
import { createAuditLog } from './lib/audit.ts';
import { DATABASE_FILE, migratePostgres, openPostgres, SCHEMA_VERSION } from './lib/db.ts';
import { ADMIN_NAME } from './test/admin.ts';
import { childServers, type ChildServers } from './test/child-server.ts';
import { TEMPLATE_DATABASE } from './test/postgres-names.ts';

const baseUrl = inject('postgresUrl') ?? '';
const cleanUps: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

/** A new database on the test cluster (empty, or a copy of the migrated template); its URL. */
async function newDatabase(template = 'template1'): Promise<string> {
  const name = `pg_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  cleanUps.push(async () => {
    const client = new pg.Client({ connectionString: `${baseUrl}postgres` });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return `${baseUrl}${name}`;
}

describe('the migrations on PostgreSQL', () => {
  it('migrate an empty database once when two processes start on it at the same moment', async () => {
    const url = await newDatabase();
    const pools = [new pg.Pool({ connectionString: url }), new pg.Pool({ connectionString: url })];
    try {
      // Each pool is a process's own connection: PostgreSQL's lock alone orders them.
      await Promise.all(pools.map((pool) => migratePostgres(pool)));
      const [pool] = pools;
      const versions = await pool!.query<{ version: number }>('SELECT version FROM schema_version');
      expect(versions.rows).toEqual([{ version: SCHEMA_VERSION }]);
      const tables = await pool!.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'news'",
      );
      expect(tables.rows).toEqual([{ n: '1' }]);
      // Started again, it finds the schema done and changes nothing.
      await migratePostgres(pools[1]!);
      expect((await pool!.query('SELECT version FROM schema_version')).rows).toEqual([
        { version: SCHEMA_VERSION },
      ]);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});

describe('a server started with DATABASE_URL', () => {
  let servers: ChildServers | undefined;
  afterAll(async () => {
    await servers?.cleanUp();
  });

  it('serves /api/health and the news from PostgreSQL, and its CLI creates accounts there', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-pg-server-'));
    cleanUps.push(() => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })));
    const url = await newDatabase(TEMPLATE_DATABASE);
    servers = await childServers(dataDir);
    servers.env.DATABASE_URL = url;

    const cli = servers.createAdministrator();
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toBe(`${ADMIN_CLI_MESSAGES.userCreated(ADMIN_NAME)}\n`);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const users = await client.query('SELECT username FROM users');
      expect(users.rows).toEqual([{ username: ADMIN_NAME }]);
      await client.query(
        `INSERT INTO news (titulo, descripcion, tipo_noticia, image_key, image_widths, fecha,
           estado, actualizado)
         VALUES ('Matrícula 2027', 'Abre el proceso.', 'Institucional', NULL, '',
           '2026-01-05T12:00:00.000Z', 'publicada', '2026-01-05T12:00:00.000Z')`,
      );
    } finally {
      await client.end();
    }

    const server = await servers.start();
    const health = await fetch(`${server.url}${API_PATHS.health}`);
    expect(health.status).toBe(200);
    const found = await fetch(`${server.url}${API_PATHS.news}?q=MATRICULA`);
    expect(found.status).toBe(200);
    const items = (await found.json()) as { titulo: string }[];
    expect(items.map((item) => item.titulo)).toEqual(['Matrícula 2027']);
    // Nothing went to SQLite.
    expect(fs.existsSync(path.join(dataDir, DATABASE_FILE))).toBe(false);
  });
});

describe('the activity log on PostgreSQL', () => {
  it('finds an administrator’s entries whatever the capitals of the name, as SQLite’s NOCASE does', async () => {
    const database = await openPostgres(await newDatabase(TEMPLATE_DATABASE));
    try {
      const audit = createAuditLog({ db: database.db, clock: () => new Date(), log: console });
      await audit.record(
        { usuario: 'Directora', ip: null },
        { accion: 'noticia.publicar', detalle: 'a' },
      );
      await audit.record(
        { usuario: 'otra', ip: null },
        { accion: 'noticia.publicar', detalle: 'b' },
      );
      const found = await audit.list({ usuario: 'DIRECTORA', limit: 10 });
      expect(found.map((entry) => entry.detalle)).toEqual(['a']);
    } finally {
      await database.close();
    }
  });
});
