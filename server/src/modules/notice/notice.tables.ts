import type { MigrationStep } from '../../lib/migrations.ts';

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

/** The notice's translation into one language (translations.ts in @lbj/shared). */
export interface NoticeTranslationTable {
  /** The notice's id: 1. */
  notice_id: number;
  /** 'fr' or 'en'. */
  idioma: string;
  texto: string;
  /**
   * A hash of the notice's Spanish text when the translation was saved (lib/translations.ts):
   * the translation is outdated once the notice's differs.
   */
  fuente: string;
  /** When it was last saved, ISO 8601 UTC. */
  actualizado: string;
}

/** The notice module's tables, as lib/db.ts composes them into the database's type. */
export interface NoticeTables {
  notice: NoticeTable;
  notice_translations: NoticeTranslationTable;
}

/** The notice module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const NOTICE_MIGRATIONS: readonly MigrationStep[] = [
  // 7 · The notice banner: one notice at most, so one row at most.
  {
    version: 7,
    sql: `CREATE TABLE IF NOT EXISTS notice (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     nivel TEXT NOT NULL CHECK (nivel IN ('informacion', 'aviso', 'urgente')),
     texto TEXT NOT NULL,
     enlace TEXT,
     desde TEXT,
     hasta TEXT,
     actualizado TEXT NOT NULL
   );`,
  },
  // 14 · Staff's French and English translations of the notice, one row per language. They go
  // with the notice when it is removed (ON DELETE CASCADE); a notice set again in its place
  // keeps them (the same row, updated), outdated if its text changed.
  {
    version: 14,
    sql: `CREATE TABLE IF NOT EXISTS notice_translations (
     notice_id INTEGER NOT NULL REFERENCES notice (id) ON DELETE CASCADE,
     idioma TEXT NOT NULL CHECK (idioma IN ('fr', 'en')),
     texto TEXT NOT NULL,
     fuente TEXT NOT NULL,
     actualizado TEXT NOT NULL,
     PRIMARY KEY (notice_id, idioma)
   );`,
  },
];

/** The notice's tables on PostgreSQL as they are at the baseline version (ADR 0050). */
export const NOTICE_POSTGRES_BASELINE = `CREATE TABLE notice (
     id integer PRIMARY KEY CHECK (id = 1),
     nivel text NOT NULL CHECK (nivel IN ('informacion', 'aviso', 'urgente')),
     texto text NOT NULL,
     enlace text,
     desde text,
     hasta text,
     actualizado text NOT NULL
   );
   CREATE TABLE notice_translations (
     notice_id integer NOT NULL REFERENCES notice (id) ON DELETE CASCADE,
     idioma text NOT NULL CHECK (idioma IN ('fr', 'en')),
     texto text NOT NULL,
     fuente text NOT NULL,
     actualizado text NOT NULL,
     PRIMARY KEY (notice_id, idioma)
   );`;
