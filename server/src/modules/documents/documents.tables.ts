import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/** The documents library: one row per document. */
export interface DocumentsTable {
  id: Generated<number>;
  titulo: string;
  /** 'reglamento', 'utiles' or 'otro'. */
  categoria: string;
  /** The required kind it is (REQUIRED_KINDS: 'pei', 'reglamento-interno'…), or null. */
  tipo: string | null;
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
interface DocumentImportsTable {
  file: string;
  imported_at: string;
}

/** A required kind's review period, when staff changed it from one year. */
interface DocumentReviewPeriodsTable {
  tipo: string;
  meses: number;
}

/** The documents module's tables, as lib/db.ts composes them into the database's type. */
export interface DocumentsTables {
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  document_imports: DocumentImportsTable;
  document_review_periods: DocumentReviewPeriodsTable;
}

/** The documents module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const DOCUMENTS_MIGRATIONS: readonly MigrationStep[] = [
  // 8 · The documents library: documents, their versions (files in DATA_DIR/documents),
  // and the old /documents/*.pdf files already imported (never twice, even after a deletion).
  {
    version: 8,
    sql: `CREATE TABLE IF NOT EXISTS documents (
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
  },
  // 10 · Required documents: a document's kind (none by default), and each kind's review period
  // when staff set one other than a year. No CHECK on the kind: the list may grow without
  // rebuilding the table; the API accepts only REQUIRED_KINDS.
  {
    version: 10,
    sql: `ALTER TABLE documents ADD COLUMN tipo TEXT;
   CREATE INDEX IF NOT EXISTS documents_tipo ON documents (tipo);
   CREATE TABLE IF NOT EXISTS document_review_periods (
     tipo TEXT PRIMARY KEY,
     meses INTEGER NOT NULL CHECK (meses BETWEEN 1 AND 60)
   );`,
  },
];
