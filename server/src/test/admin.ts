// Test helpers for the administrator account, shared by every feature's tests (a module's
// tests may not import another module; this folder may).
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@lbj/shared';
import { createAuditLog } from '../lib/audit.ts';
import { openDatabase, type DatabaseHandle, type PostgresDatabaseHandle } from '../lib/db.ts';
import { createUsersRepository, type UserRecord } from '../modules/auth/auth.repository.ts';
import { createUserAdminService } from '../modules/auth/users.service.ts';

import { sqlOnPostgres, testDatabaseUrl } from './helpers.ts';
import { testConnection } from './postgres-databases.ts';

export { createUsersRepository } from '../modules/auth/auth.repository.ts';
export { signToken } from '../modules/auth/tokens.ts';

export const ADMIN_NAME = 'directora';
export const ADMIN_PASSWORD = 'una-clave-larga-y-segura';
/** A second administrator, and a new password, for the accounts' and the log's tests. */
export const SECOND_NAME = 'secretaria';
export const SECOND_PASSWORD = 'otra-clave-bien-larga';
export const NEW_PASSWORD = 'clave-nueva-de-la-directora';

/**
 * Runs `fn` with a second connection to the test app's database (WAL allows it). On PostgreSQL
 * (test/helpers.ts), `db` is a connection to the test's database, and `sqlite` runs the simple
 * statements tests make through psql.
 */
export async function withDatabase<T>(
  dataDir: string,
  fn: (database: DatabaseHandle) => Promise<T> | T,
): Promise<T> {
  const url = testDatabaseUrl(dataDir);
  const database =
    url === undefined ? openDatabase(dataDir) : sqliteOnly(await testConnection(url), dataDir);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/**
 * A PostgreSQL handle where a SQLite one is expected: `sqlite` answers the statements tests use
 * through psql (helpers.ts), and refuses the rest.
 */
function sqliteOnly(database: PostgresDatabaseHandle, dataDir: string): DatabaseHandle {
  return {
    ...database,
    engine: 'sqlite',
    sqlite: sqlOnPostgres(dataDir) as unknown as DatabaseHandle['sqlite'],
  };
}

export async function createAdmin(
  dataDir: string,
  username = ADMIN_NAME,
  password = ADMIN_PASSWORD,
): Promise<void> {
  await withDatabase(dataDir, ({ db }) =>
    createUserAdminService(createUsersRepository(db), {
      audit: createAuditLog({ db, clock: () => new Date(), log: console }),
    }).create(username, password),
  );
}

export async function findAdmin(dataDir: string, username = ADMIN_NAME): Promise<UserRecord> {
  const user = await withDatabase(dataDir, ({ db }) =>
    createUsersRepository(db).findByUsername(username),
  );
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

export async function loginAs(
  app: FastifyInstance,
  username = ADMIN_NAME,
  password = ADMIN_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}
