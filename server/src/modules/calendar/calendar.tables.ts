import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/** One event of the school calendar. */
export interface CalendarEventTable {
  id: Generated<number>;
  titulo: string;
  descripcion: string | null;
  /** 1 for an all-day event (its days in `dia_desde`…`dia_hasta`), 0 for a timed one. */
  todo_el_dia: number;
  /**
   * Start and end instants, ISO 8601 UTC: what the pages and the feeds order and window by
   * (an all-day event's are Chile's midnights around its days; the end is exclusive).
   */
  comienza: string;
  termina: string;
  /** First and last day of an all-day event, `YYYY-MM-DD`; null for a timed one. */
  dia_desde: string | null;
  dia_hasta: string | null;
  lugar: string | null;
  /** Level slugs between commas (`,1-basico,4-basico,`); '' for the whole school. */
  niveles: string;
  categoria: string;
  /** 'programado' or 'cancelado'. */
  estado: string;
  /** When it was cancelled (ISO UTC); it leaves the feeds 30 days after. */
  cancelado_en: string | null;
  /** The iCalendar SEQUENCE: raised on every edit. */
  secuencia: number;
  creado: string;
  actualizado: string;
  /** The last change families should see in "Qué cambió": 'agregado', 'movido' or 'cancelado'. */
  cambio: string;
  cambio_en: string;
  /** A key date of the school year entered on its screen: its year and kind; null otherwise. */
  anio_escolar: number | null;
  clave: string | null;
}

/** An event's translation into one language (translations.ts in @lbj/shared). */
export interface CalendarEventTranslationTable {
  event_id: number;
  /** 'fr' or 'en'. */
  idioma: string;
  titulo: string;
  /** Null when the translation has no description. */
  descripcion: string | null;
  /**
   * A hash of the event's Spanish title and description when the translation was saved
   * (lib/translations.ts): the translation is outdated once the event's differ.
   */
  fuente: string;
  /** When it was last saved, ISO 8601 UTC. */
  actualizado: string;
}

/** The calendar module's tables, as lib/db.ts composes them into the database's type. */
export interface CalendarTables {
  calendar_events: CalendarEventTable;
  calendar_event_translations: CalendarEventTranslationTable;
}

/** The calendar module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const CALENDAR_MIGRATIONS: readonly MigrationStep[] = [
  // 12 · The school calendar. Read by start time (the list, the feeds, the home page's next
  // events), by last change ("Qué cambió") and by school year: one index each, so every read
  // costs what it shows, whatever the number of events kept.
  {
    version: 12,
    sql: `CREATE TABLE IF NOT EXISTS calendar_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     titulo TEXT NOT NULL,
     descripcion TEXT,
     todo_el_dia INTEGER NOT NULL CHECK (todo_el_dia IN (0, 1)),
     comienza TEXT NOT NULL,
     termina TEXT NOT NULL,
     dia_desde TEXT,
     dia_hasta TEXT,
     lugar TEXT,
     niveles TEXT NOT NULL DEFAULT '',
     categoria TEXT NOT NULL,
     estado TEXT NOT NULL CHECK (estado IN ('programado', 'cancelado')),
     cancelado_en TEXT,
     secuencia INTEGER NOT NULL DEFAULT 0,
     creado TEXT NOT NULL,
     actualizado TEXT NOT NULL,
     cambio TEXT NOT NULL,
     cambio_en TEXT NOT NULL,
     anio_escolar INTEGER,
     clave TEXT
   );
   CREATE INDEX IF NOT EXISTS calendar_events_comienza ON calendar_events (comienza);
   CREATE INDEX IF NOT EXISTS calendar_events_cambio_en ON calendar_events (cambio_en);
   CREATE INDEX IF NOT EXISTS calendar_events_anio ON calendar_events (anio_escolar)
     WHERE anio_escolar IS NOT NULL;`,
  },
  // 14 · Staff's French and English translations of an event, one row per language, read by
  // event (the primary key's index); they go with their event (ON DELETE CASCADE).
  {
    version: 14,
    sql: `CREATE TABLE IF NOT EXISTS calendar_event_translations (
     event_id INTEGER NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
     idioma TEXT NOT NULL CHECK (idioma IN ('fr', 'en')),
     titulo TEXT NOT NULL,
     descripcion TEXT,
     fuente TEXT NOT NULL,
     actualizado TEXT NOT NULL,
     PRIMARY KEY (event_id, idioma)
   );`,
  },
];
