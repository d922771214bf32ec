import type { MigrationStep } from '../../lib/migrations.ts';

/** The supplies list: one row per year and level that was ever saved. */
interface SupplyLevelsTable {
  year: number;
  level: string;
  /** Grows by one at each save; an editor that started from an older one is refused. */
  version: number;
  updated_at: string;
}

/** A level's lines, in `position` order. */
interface SupplyLinesTable {
  year: number;
  level: string;
  position: number;
  /** 'util' or 'grupo' (the title of the supplies after it). */
  kind: string;
  text: string;
  detail: string | null;
}

/** One row (id 1): the year families see and whether the 2025 list was imported. */
interface SupplyStateTable {
  id: number;
  published_year: number | null;
  seeded: number;
}

/** The supplies module's tables, as lib/db.ts composes them into the database's type. */
export interface SuppliesTables {
  supply_levels: SupplyLevelsTable;
  supply_lines: SupplyLinesTable;
  supply_state: SupplyStateTable;
}

/** The supplies module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const SUPPLIES_MIGRATIONS: readonly MigrationStep[] = [
  // 9 · The supplies list as data: per year and level, ordered lines; the public year.
  {
    version: 9,
    sql: `CREATE TABLE supply_levels (
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
  },
];

/** The supplies list on PostgreSQL as it is at the baseline version (ADR 0050). */
export const SUPPLIES_POSTGRES_BASELINE = `CREATE TABLE supply_levels (
     year integer NOT NULL,
     level text NOT NULL,
     version integer NOT NULL,
     updated_at text NOT NULL,
     PRIMARY KEY (year, level)
   );
   CREATE TABLE supply_lines (
     year integer NOT NULL,
     level text NOT NULL,
     position integer NOT NULL,
     kind text NOT NULL CHECK (kind IN ('util', 'grupo')),
     text text NOT NULL,
     detail text,
     PRIMARY KEY (year, level, position),
     FOREIGN KEY (year, level) REFERENCES supply_levels (year, level) ON DELETE CASCADE
   );
   CREATE TABLE supply_state (
     id integer PRIMARY KEY CHECK (id = 1),
     published_year integer,
     seeded integer NOT NULL DEFAULT 0
   );
   INSERT INTO supply_state (id, published_year, seeded) VALUES (1, NULL, 0);`;
