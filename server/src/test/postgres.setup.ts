// The server-postgres project's setup for each test file: its spare databases are dropped when
// it ends (test/postgres-databases.ts).
import { afterAll } from 'vitest';
import { dropSpareDatabases } from './postgres-databases.ts';

afterAll(dropSpareDatabases);
