// Every table of the schema read and written generically, on either engine (ADR 0053): the
// portable backups and the moves between SQLite and PostgreSQL name no feature's table.
import { sql, type Kysely } from 'kysely';
import { engineOf, type Db } from '../../lib/db.ts';

type Row = Record<string, unknown>;

/** Any table by its name: the portable backups know tables only by what the database says. */
type AnyDb = Kysely<Record<string, Row>>;

/** Rows read or written at a time. */
const PAGE = 500;

const asAny = (db: Db) => db as unknown as AnyDb;

/**
 * The ordinary tables of the schema, sorted by name: not SQLite's own, not a search index and its
 * shadow tables (their rows follow the news rows, through triggers), not PostgreSQL's schema
 * version (the archive says it) nor its unlogged tables: those hold the server processes'
 * coordination (claimed jobs, rate limits), not the school's data, and PostgreSQL itself empties
 * them after a crash.
 */
export async function listTables(db: Db): Promise<string[]> {
  const result =
    engineOf(db) === 'postgres'
      ? await sql<{ name: string }>`
          SELECT c.relname AS name FROM pg_class c
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
            AND c.relpersistence = 'p' AND c.relname <> 'schema_version'`.execute(db)
      : await sql<{ name: string }>`
          SELECT name FROM pragma_table_list
          WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  return result.rows.map((row) => row.name).sort();
}

/** The schema version the database is at (SQLite's user_version, PostgreSQL's schema_version). */
export async function schemaVersionOf(db: Db): Promise<number> {
  if (engineOf(db) === 'postgres') {
    const result = await sql<{ version: number }>`
      SELECT version FROM schema_version WHERE id = 1`.execute(db);
    return result.rows[0]?.version ?? 0;
  }
  const result = await sql<{ user_version: number }>`PRAGMA user_version`.execute(db);
  return result.rows[0]?.user_version ?? 0;
}

/** A table's columns in their order. */
async function columnsOf(db: Db, table: string): Promise<string[]> {
  const result =
    engineOf(db) === 'postgres'
      ? await sql<{ name: string }>`
          SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}
          ORDER BY ordinal_position`.execute(db)
      : await sql<{ name: string }>`
          SELECT name FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
  return result.rows.map((row) => row.name);
}

/** The order rows are read in: the primary key's columns, or every column for a table without one. */
async function orderOf(db: Db, table: string): Promise<string[]> {
  const result =
    engineOf(db) === 'postgres'
      ? await sql<{ name: string }>`
          SELECT a.attname AS name FROM pg_index i
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
          WHERE i.indrelid = ${table}::regclass AND i.indisprimary
          ORDER BY array_position(i.indkey::int2[], a.attnum)`.execute(db)
      : await sql<{ name: string }>`
          SELECT name FROM pragma_table_info(${table}) WHERE pk > 0 ORDER BY pk`.execute(db);
  const key = result.rows.map((row) => row.name);
  return key.length > 0 ? key : columnsOf(db, table);
}

/** The tables a table's foreign keys point to (itself aside). */
async function parentsOf(db: Db, table: string): Promise<string[]> {
  const result =
    engineOf(db) === 'postgres'
      ? await sql<{ parent: string }>`
          SELECT DISTINCT p.relname AS parent FROM pg_constraint k
          JOIN pg_class p ON p.oid = k.confrelid
          WHERE k.contype = 'f' AND k.conrelid = ${table}::regclass`.execute(db)
      : await sql<{ parent: string }>`
          SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(${table})`.execute(db);
  return result.rows.map((row) => row.parent).filter((parent) => parent !== table);
}

/** The tables with every table a foreign key points to before it: the order rows are written in. */
export async function parentsFirst(db: Db, tables: readonly string[]): Promise<string[]> {
  const parents = new Map<string, string[]>();
  for (const table of tables) parents.set(table, await parentsOf(db, table));
  const ordered: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const parent of parents.get(table) ?? []) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.filter((table) => parents.has(table));
}

/** Rows per table. */
export async function countRows(
  db: Db,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await sql<{ n: number | string }>`
      SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

/** A table's rows in primary-key order, a page at a time (the reading holds no more in memory). */
export async function* readRows(db: Db, table: string): AsyncGenerator<Row[]> {
  const order = await orderOf(db, table);
  for (let offset = 0; ; offset += PAGE) {
    let query = asAny(db).selectFrom(table).selectAll();
    for (const column of order) query = query.orderBy(column);
    const rows = await query.limit(PAGE).offset(offset).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
  }
}

/** Writes rows into a table, in batches that stay under both engines' limits on parameters. */
export async function insertRows(db: Db, table: string, rows: readonly Row[]): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  const size = Math.max(1, Math.floor(10_000 / Math.max(1, Object.keys(first).length)));
  for (let start = 0; start < rows.length; start += size) {
    await asAny(db)
      .insertInto(table)
      .values(rows.slice(start, start + size))
      .execute();
  }
}

/**
 * Empties every table, inside the caller's transaction. PostgreSQL truncates them all in one
 * statement; SQLite deletes children first, so that no foreign key ever points nowhere.
 */
export async function emptyTables(db: Db, parentsFirstOrder: readonly string[]): Promise<void> {
  if (engineOf(db) === 'postgres') {
    if (parentsFirstOrder.length === 0) return;
    await sql`TRUNCATE ${sql.join(parentsFirstOrder.map((table) => sql.table(table)))}`.execute(db);
    return;
  }
  for (const table of [...parentsFirstOrder].reverse()) {
    await sql`DELETE FROM ${sql.table(table)}`.execute(db);
  }
}

/**
 * PostgreSQL's identity columns continue after the highest id written: rows keep their ids when
 * restored, and the next row the site adds must not take one of them. Nothing to do on SQLite.
 */
export async function resetIdentities(db: Db): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  const identities = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of identities.rows) {
    await sql`
      SELECT setval(
        pg_get_serial_sequence(${table}, ${column}),
        coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1,
        false)`.execute(db);
  }
}
