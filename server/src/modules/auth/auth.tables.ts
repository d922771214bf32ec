import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/** The administrators; auth.repository.ts is the only code that touches the table. */
interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** The last successful login, ISO 8601 UTC; null until the first. */
  last_login_at: string | null;
}

/** The auth module's tables, as lib/db.ts composes them into the database's type. */
export interface AuthTables {
  users: UsersTable;
}

/** The auth module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const AUTH_MIGRATIONS: readonly MigrationStep[] = [
  // 1 · Created with the news table, in the same version (users first).
  {
    version: 1,
    sql: `CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     username TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );`,
  },
  // 5 · Administrator accounts over the API: when each last logged in.
  { version: 5, sql: `ALTER TABLE users ADD COLUMN last_login_at TEXT;` },
];
