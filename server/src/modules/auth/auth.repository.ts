import type { Db } from '../../lib/db.ts';

/** A stored administrator. The hash never leaves the auth module. */
export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

/** What may be shown about an administrator (CLI listing, GET /api/admins). */
export interface UserSummary {
  id: number;
  username: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface UsersRepository {
  findByUsername(username: string): Promise<UserRecord | undefined>;
  findById(id: number): Promise<UserRecord | undefined>;
  count(): Promise<number>;
  list(): Promise<UserSummary[]>;
  insert(user: { username: string; passwordHash: string; now: string }): Promise<number>;
  updatePassword(id: number, passwordHash: string, now: string): Promise<void>;
  recordLogin(id: number, now: string): Promise<void>;
  deleteById(id: number): Promise<void>;
  /**
   * Runs `fn` in one transaction, with a repository (and the database handle, for the activity
   * log's entry) bound to it: a check and the change it allows cannot be split by another request.
   */
  transaction<T>(fn: (users: UsersRepository, db: Db) => Promise<T>): Promise<T>;
}

const columns = [
  'id',
  'username',
  'password_hash as passwordHash',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

/** The only code that touches the `users` table. */
export function createUsersRepository(db: Db): UsersRepository {
  return {
    // `username` is COLLATE NOCASE in the schema, so lookups ignore case.
    findByUsername: (username) =>
      db.selectFrom('users').select(columns).where('username', '=', username).executeTakeFirst(),

    findById: (id) =>
      db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst(),

    count: async () => {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list: () =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'created_at as createdAt', 'last_login_at as lastLoginAt'])
        .orderBy('username')
        .execute(),

    insert: async ({ username, passwordHash, now }) => {
      const row = await db
        .insertInto('users')
        .values({ username, password_hash: passwordHash, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    updatePassword: async (id, passwordHash, now) => {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    recordLogin: async (id, now) => {
      await db.updateTable('users').set({ last_login_at: now }).where('id', '=', id).execute();
    },

    deleteById: async (id) => {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    transaction: (fn) => db.transaction().execute((trx) => fn(createUsersRepository(trx), trx)),
  };
}

/** How many administrators exist; `npm start` uses it to explain how to create the first. */
export function countUsers(db: Db): Promise<number> {
  return createUsersRepository(db).count();
}
