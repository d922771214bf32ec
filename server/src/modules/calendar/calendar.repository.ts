import type { Selectable } from 'kysely';
import type { Db } from '../../lib/db.ts';
import type { CalendarEventTable, CalendarEventTranslationTable } from './calendar.tables.ts';

export type CalendarRow = Selectable<CalendarEventTable>;
export type CalendarRecord = Omit<CalendarRow, 'id'>;
/** A stored translation of an event into one language. */
export type CalendarTranslationRow = Selectable<CalendarEventTranslationTable>;

/** What a read of events by start time keeps. */
interface CalendarWindow {
  /** Events still going on at this instant or later (ISO UTC)... */
  from: string;
  /** ...and starting before this one. */
  until: string;
  /** Events starting at most this many days before `from` (no event lasts longer). */
  maxDays: number;
  /** Only these levels' and the whole school's events; empty for all. */
  levels?: readonly string[];
  categoria?: string;
  /** Cancelled events cancelled before this instant are left out; undefined keeps them all. */
  cancelledSince?: string;
  /** Only scheduled events. */
  scheduledOnly?: boolean;
  limit: number;
}

export interface CalendarRepository {
  find(id: number): Promise<CalendarRow | undefined>;
  /** Events of a window by start time, through the start index: what it shows, no more. */
  window(window: CalendarWindow): Promise<CalendarRow[]>;
  /** Events whose last change ("Qué cambió") is at or after `since`, newest first. */
  changedSince(since: string, limit: number): Promise<CalendarRow[]>;
  /** The key dates stored for a school year. */
  schoolYear(year: number): Promise<CalendarRow[]>;
  insert(record: CalendarRecord): Promise<CalendarRow>;
  update(id: number, record: CalendarRecord): Promise<void>;
  remove(id: number): Promise<void>;
  /** The stored translations of these events, in no order. */
  translations(ids: readonly number[]): Promise<CalendarTranslationRow[]>;
  /** Stores an event's translation in place of its translation into the same language. */
  saveTranslation(row: CalendarTranslationRow): Promise<void>;
  /** Deletes an event's translation into `idioma`; true when there was one. */
  removeTranslation(id: number, idioma: string): Promise<boolean>;
  transaction<T>(fn: (calendar: CalendarRepository, db: Db) => Promise<T>): Promise<T>;
}

/** The stored form of a level list: slugs between commas, '' for the whole school. */
export const storedLevels = (levels: readonly string[]): string =>
  levels.length === 0 ? '' : `,${levels.join(',')},`;

export function createCalendarRepository(db: Db): CalendarRepository {
  return {
    find: (id) =>
      db.selectFrom('calendar_events').selectAll().where('id', '=', id).executeTakeFirst(),

    window({ from, until, maxDays, levels = [], categoria, cancelledSince, scheduledOnly, limit }) {
      const earliest = new Date(Date.parse(from) - maxDays * 86_400_000).toISOString();
      let query = db
        .selectFrom('calendar_events')
        .selectAll()
        .where('comienza', '>=', earliest)
        .where('comienza', '<', until)
        .where('termina', '>', from);
      if (levels.length > 0) {
        query = query.where((eb) =>
          eb.or([
            eb('niveles', '=', ''),
            ...levels.map((level) => eb('niveles', 'like', `%,${level},%`)),
          ]),
        );
      }
      if (categoria !== undefined) query = query.where('categoria', '=', categoria);
      if (scheduledOnly) query = query.where('estado', '=', 'programado');
      if (cancelledSince !== undefined) {
        query = query.where((eb) =>
          eb.or([eb('estado', '=', 'programado'), eb('cancelado_en', '>=', cancelledSince)]),
        );
      }
      return query.orderBy('comienza').orderBy('id').limit(limit).execute();
    },

    changedSince: (since, limit) =>
      db
        .selectFrom('calendar_events')
        .selectAll()
        .where('cambio_en', '>=', since)
        .orderBy('cambio_en', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    schoolYear: (year) =>
      db
        .selectFrom('calendar_events')
        .selectAll()
        .where('anio_escolar', '=', year)
        .orderBy('comienza')
        .execute(),

    async insert(record) {
      const { id } = await db
        .insertInto('calendar_events')
        .values(record)
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, ...record };
    },

    async update(id, record) {
      await db.updateTable('calendar_events').set(record).where('id', '=', id).execute();
    },

    async remove(id) {
      await db.deleteFrom('calendar_events').where('id', '=', id).execute();
    },

    async translations(ids) {
      if (ids.length === 0) return [];
      // A feed's or a page's events: far fewer than either engine's limit of parameters.
      return db
        .selectFrom('calendar_event_translations')
        .selectAll()
        .where('event_id', 'in', ids)
        .execute();
    },

    async saveTranslation(row) {
      await db
        .insertInto('calendar_event_translations')
        .values(row)
        .onConflict((conflict) => conflict.columns(['event_id', 'idioma']).doUpdateSet(row))
        .execute();
    },

    async removeTranslation(id, idioma) {
      const result = await db
        .deleteFrom('calendar_event_translations')
        .where('event_id', '=', id)
        .where('idioma', '=', idioma)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    transaction: (fn) => db.transaction().execute((trx) => fn(createCalendarRepository(trx), trx)),
  };
}
