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

/** The notice module's tables, as lib/db.ts composes them into the database's type. */
export interface NoticeTables {
  notice: NoticeTable;
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
];
