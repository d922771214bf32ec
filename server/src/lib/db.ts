import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Generated,
  type SqliteDialectConfig,
} from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** The last successful login, ISO 8601 UTC; null until the first. */
  last_login_at: string | null;
}

export interface NewsTable {
  id: Generated<number>;
  titulo: string;
  descripcion: string;
  tipo_noticia: string;
  /** Random key of the stored image; its files are `<key>-<width>.webp` in the uploads folder. */
  image_key: string;
  /** Widths stored for the key, comma separated, ascending. */
  image_widths: string;
  /**
   * When the item is (or becomes) public, ISO 8601 UTC: `publicar_en` when one was given,
   * otherwise the moment it was published; for a draft without a date, when it was last saved.
   */
  fecha: string;
  /** 'publicada' or 'borrador'. A 'publicada' item is public once `fecha` has passed. */
  estado: string;
  /** The date the administrator asked for, ISO 8601 UTC, or null for "when published". */
  publicar_en: string | null;
  /** The last change, ISO 8601 UTC; never before `fecha` (equal to it until an edit). */
  actualizado: string;
}

export interface GalleryPhotosTable {
  id: Generated<number>;
  year: number;
  image_key: string;
  image_widths: string;
  width: number;
  height: number;
  created_at: string;
}

/** The activity log (lib/audit.ts is the only code that touches it). */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO 8601 UTC. */
  fecha: string;
  usuario: string | null;
  accion: string;
  detalle: string;
  ip: string | null;
}

/** The supplies list (modules/supplies): one row per year and level that was ever saved. */
export interface SupplyLevelsTable {
  year: number;
  level: string;
  /** Grows by one at each save; an editor that started from an older one is refused. */
  version: number;
  updated_at: string;
}

/** A level's lines, in `position` order. */
export interface SupplyLinesTable {
  year: number;
  level: string;
  position: number;
  /** 'util' or 'grupo' (the title of the supplies after it). */
  kind: string;
  text: string;
  detail: string | null;
}

/** One row (id 1): the year families see and whether the 2025 list was imported. */
export interface SupplyStateTable {
  id: number;
  published_year: number | null;
  seeded: number;
}

/** The notice banner: at most one row, id 1. */
export interface NoticeTable {
  id: number;
  /** 'informacion', 'aviso' or 'urgente'. */
  nivel: string;
  texto: string;
  enlace: string | null;
  /** The window it shows in, ISO 8601 UTC; null for open-ended. */
  desde: string | null;
  hasta: string | null;
  /** When it was last set, ISO 8601 UTC. */
  actualizado: string;
}

/** The documents library (modules/documents): one row per document. */
export interface DocumentsTable {
  id: Generated<number>;
  titulo: string;
  /** 'reglamento', 'utiles' or 'otro'. */
  categoria: string;
  /** The old /documents/<file> address it answers (imported at the first start), or null. */
  legacy_file: string | null;
  /** ISO 8601 UTC. */
  creado: string;
  actualizado: string;
}

/** Every version of a document; the current one is the newest (highest id). */
export interface DocumentVersionsTable {
  id: Generated<number>;
  document_id: number;
  /** Random key; the file is DATA_DIR/documents/<file_key>.pdf. */
  file_key: string;
  /** YYYY-MM-DD, as staff gave it. */
  vigente_desde: string;
  /** Bytes. */
  tamano: number;
  sha256: string;
  /** ISO 8601 UTC. */
  subido: string;
}

/** The old PDFs already moved into the library: each is imported once, ever. */
export interface DocumentImportsTable {
  file: string;
  imported_at: string;
}

export interface DatabaseSchema {
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  document_imports: DocumentImportsTable;
  audit_log: AuditLogTable;
  notice: NoticeTable;
  users: UsersTable;
  news: NewsTable;
  gallery_photos: GalleryPhotosTable;
  supply_levels: SupplyLevelsTable;
  supply_lines: SupplyLinesTable;
  supply_state: SupplyStateTable;
}

export type Db = Kysely<DatabaseSchema>;

/** Versioned migrations; index + 1 is the schema version stored in `user_version`. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     username TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE news (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     titulo TEXT NOT NULL,
     descripcion TEXT NOT NULL,
     tipo_noticia TEXT NOT NULL,
     image_key TEXT NOT NULL UNIQUE,
     image_widths TEXT NOT NULL,
     fecha TEXT NOT NULL
   );
   CREATE INDEX news_fecha ON news (fecha DESC, id DESC);`,
  `CREATE TABLE gallery_photos (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     year INTEGER NOT NULL,
     image_key TEXT NOT NULL UNIQUE,
     image_widths TEXT NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX gallery_photos_year ON gallery_photos (year, created_at, id);`,
  // 3 · Editing, drafts and scheduling. Rows so far were published and never edited.
  `ALTER TABLE news ADD COLUMN estado TEXT NOT NULL DEFAULT 'publicada'
     CHECK (estado IN ('publicada', 'borrador'));
   ALTER TABLE news ADD COLUMN publicar_en TEXT;
   ALTER TABLE news ADD COLUMN actualizado TEXT NOT NULL DEFAULT '';
   UPDATE news SET actualizado = fecha;
   CREATE INDEX news_categoria_fecha ON news (tipo_noticia, fecha DESC, id DESC);`,
  // 4 · Search: an FTS5 index over title and text, accents and case folded, kept in
  // step by triggers (so every writer, the backup's private copies included, keeps it right),
  // and filled with the rows already there.
  `CREATE VIRTUAL TABLE news_fts USING fts5(
     titulo, descripcion,
     content = 'news', content_rowid = 'id',
     tokenize = 'unicode61 remove_diacritics 2'
   );
   CREATE TRIGGER news_fts_insert AFTER INSERT ON news BEGIN
     INSERT INTO news_fts (rowid, titulo, descripcion) VALUES (new.id, new.titulo, new.descripcion);
   END;
   CREATE TRIGGER news_fts_delete AFTER DELETE ON news BEGIN
     INSERT INTO news_fts (news_fts, rowid, titulo, descripcion)
       VALUES ('delete', old.id, old.titulo, old.descripcion);
   END;
   CREATE TRIGGER news_fts_update AFTER UPDATE OF titulo, descripcion ON news BEGIN
     INSERT INTO news_fts (news_fts, rowid, titulo, descripcion)
       VALUES ('delete', old.id, old.titulo, old.descripcion);
     INSERT INTO news_fts (rowid, titulo, descripcion) VALUES (new.id, new.titulo, new.descripcion);
   END;
   INSERT INTO news_fts (news_fts) VALUES ('rebuild');`,
  // 5 · Administrator accounts over the API: when each last logged in.
  `ALTER TABLE users ADD COLUMN last_login_at TEXT;`,
  // 6 · The activity log. AUTOINCREMENT: ids only grow, so "newest first" is by id
  // even after pruning or a clock set back.
  `CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     fecha TEXT NOT NULL,
     usuario TEXT,
     accion TEXT NOT NULL,
     detalle TEXT NOT NULL,
     ip TEXT
   );
   CREATE INDEX audit_log_accion ON audit_log (accion, id);
   CREATE INDEX audit_log_usuario ON audit_log (usuario COLLATE NOCASE, id);`,
  // 7 · The notice banner: one notice at most, so one row at most.
  `CREATE TABLE IF NOT EXISTS notice (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     nivel TEXT NOT NULL CHECK (nivel IN ('informacion', 'aviso', 'urgente')),
     texto TEXT NOT NULL,
     enlace TEXT,
     desde TEXT,
     hasta TEXT,
     actualizado TEXT NOT NULL
   );`,
  // The documents library: documents, their versions (files in DATA_DIR/documents),
  // and the old /documents/*.pdf files already imported (never twice, even after a deletion).
  `CREATE TABLE IF NOT EXISTS documents (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     titulo TEXT NOT NULL,
     categoria TEXT NOT NULL CHECK (categoria IN ('reglamento', 'utiles', 'otro')),
     legacy_file TEXT UNIQUE,
     creado TEXT NOT NULL,
     actualizado TEXT NOT NULL
   );
   CREATE TABLE IF NOT EXISTS document_versions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
     file_key TEXT NOT NULL UNIQUE,
     vigente_desde TEXT NOT NULL,
     tamano INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     subido TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS document_versions_document ON document_versions (document_id, id);
   CREATE TABLE IF NOT EXISTS document_imports (
     file TEXT PRIMARY KEY,
     imported_at TEXT NOT NULL
   );`,
  // 9 · The supplies list as data: per year and level, ordered lines; the public year.
  `CREATE TABLE supply_levels (
     year INTEGER NOT NULL,
     level TEXT NOT NULL,
     version INTEGER NOT NULL,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (year, level)
   );
   CREATE TABLE supply_lines (
     year INTEGER NOT NULL,
     level TEXT NOT NULL,
     position INTEGER NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('util', 'grupo')),
     text TEXT NOT NULL,
     detail TEXT,
     PRIMARY KEY (year, level, position),
     FOREIGN KEY (year, level) REFERENCES supply_levels (year, level) ON DELETE CASCADE
   );
   CREATE TABLE supply_state (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     published_year INTEGER,
     seeded INTEGER NOT NULL DEFAULT 0
   );
   INSERT INTO supply_state (id, published_year, seeded) VALUES (1, NULL, 0);`,
];

/** The schema version this code migrates to (`user_version` after the last migration). */
export const SCHEMA_VERSION = MIGRATIONS.length;

/** The database's file name in DATA_DIR. */
export const DATABASE_FILE = 'lebeaujour.sqlite';

export interface DatabaseHandle {
  sqlite: Database.Database;
  db: Db;
  close: () => Promise<void>;
}

/**
 * Kysely's SQLite driver begins its transactions DEFERRED: one that reads first asks for the
 * write lock only at its first write, and if another connection (the server, the CLI, a backup)
 * holds it then, SQLite answers "database is locked" at once: busy_timeout cannot help a
 * transaction that already read. Every transaction here writes, so each begins IMMEDIATE and
 * waits out busy_timeout for the lock instead (ADR 0025).
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateTransactionDriver(this.#config);
  }
}

/** Kysely over a better-sqlite3 connection, its transactions IMMEDIATE. */
function createKysely(sqlite: Database.Database): Db {
  return new Kysely<DatabaseSchema>({
    dialect: new ImmediateTransactionDialect({ database: sqlite }),
  });
}

/**
 * Kysely's driver closes the SQLite connection only if it ever ran a query through it; a handle
 * used through `sqlite` alone (migrations, the backup's copies) must be released too.
 */
function databaseHandle(sqlite: Database.Database, db: Db): DatabaseHandle {
  return {
    sqlite,
    db,
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

export function openDatabase(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  const db = createKysely(sqlite);
  return databaseHandle(sqlite, db);
}

/**
 * An existing database file as it is: no migrations, no change of journal mode. The backup opens
 * the live database this way (a server of an older version may be running on it) and its private
 * copies; the restore, its staging copy before deciding to migrate it.
 */
export function openDatabaseFile(file: string): DatabaseHandle {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const db = createKysely(sqlite);
  return databaseHandle(sqlite, db);
}

/** Runs the migrations after `user_version`, up to `target` (tests build older schemas). */
export function migrate(sqlite: Database.Database, target: number = SCHEMA_VERSION): void {
  const current = sqlite.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < target; version++) {
    const sql = MIGRATIONS[version];
    if (sql === undefined) break;
    sqlite
      .transaction(() => {
        sqlite.exec(sql);
        sqlite.pragma(`user_version = ${String(version + 1)}`);
      })
      .immediate();
  }
}
