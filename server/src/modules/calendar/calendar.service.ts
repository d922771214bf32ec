import {
  CALENDAR_LIMITS as L,
  CALENDAR_MESSAGES as M,
  CALENDAR_PATHS,
  TRANSLATION_MESSAGES,
  addDays,
  calendarEventInputSchema,
  calendarEventTranslationInputSchema,
  calendarWhen,
  chileDayStart,
  schoolYearInputSchema,
  schoolYearProblem,
  type CalendarCategory,
  type CalendarEvent,
  type CalendarEventTranslations,
  type CalendarLevel,
  type CalendarState,
  type CalendarWhen,
  type SchoolYearInput,
  type SchoolYearLayout,
  type TranslationLanguage,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { byItem, sourceHash, toTranslations } from '../../lib/translations.ts';
import { parseInput } from '../../lib/validation.ts';
import { chileOffsetDateTime } from './calendar.dates.ts';
import {
  storedLevels,
  type CalendarRecord,
  type CalendarRepository,
  type CalendarRow,
  type CalendarTranslationRow,
} from './calendar.repository.ts';

const DAY_MS = 86_400_000;
/** The feeds hold a year back and two ahead: what a family's calendar app shows, bounded. */
const FEED_PAST_DAYS = 365;
const FEED_AHEAD_DAYS = 730;
/** Events in one answer at most (a feed, an API range, a page). */
const READ_MAX = 3000;

/** A stored event's when, read back. */
export function rowWhen(row: CalendarRow): CalendarWhen {
  return {
    todo_el_dia: row.todo_el_dia === 1,
    comienza: new Date(row.comienza),
    termina: new Date(row.termina),
    dias:
      row.dia_desde !== null && row.dia_hasta !== null
        ? { desde: row.dia_desde, hasta: row.dia_hasta }
        : null,
  };
}

export const rowLevels = (row: CalendarRow): CalendarLevel[] =>
  row.niveles === '' ? [] : (row.niveles.slice(1, -1).split(',') as CalendarLevel[]);

/**
 * What a translation is made from: the event's Spanish title and description (not its dates,
 * place, levels or category).
 */
const eventSource = (row: Pick<CalendarRow, 'titulo' | 'descripcion'>): string =>
  sourceHash([row.titulo, row.descripcion]);

/** The event's stored translations as its answers carry them, each outdated or not. */
function eventTranslations(
  row: CalendarRow,
  stored: readonly CalendarTranslationRow[],
): CalendarEventTranslations {
  return toTranslations(
    stored,
    () => eventSource(row),
    ({ titulo, descripcion }) => (descripcion === null ? { titulo } : { titulo, descripcion }),
  );
}

/**
 * The contract's event: allow-listed fields, times with Chile's offset, days as days, and the
 * translations given (the event's stored ones).
 */
export function toCalendarEvent(
  row: CalendarRow,
  origin: string,
  translations: readonly CalendarTranslationRow[] = [],
): CalendarEvent {
  const allDay = row.todo_el_dia === 1;
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    inicio: allDay ? (row.dia_desde ?? '') : chileOffsetDateTime(new Date(row.comienza)),
    fin: allDay ? (row.dia_hasta ?? '') : chileOffsetDateTime(new Date(row.termina)),
    todo_el_dia: allDay,
    lugar: row.lugar,
    niveles: rowLevels(row),
    categoria: row.categoria as CalendarCategory,
    estado: row.estado as CalendarState,
    url: `${origin}${CALENDAR_PATHS.event(row.id, row.titulo)}`,
    traducciones: eventTranslations(row, translations),
  };
}

/** The fields a request may send, as the stored event reads them (the base of a PATCH). */
function inputOf(event: CalendarEvent): Record<string, unknown> {
  const { titulo, descripcion, inicio, fin, todo_el_dia, lugar, niveles, categoria, estado } =
    event;
  return { titulo, descripcion, inicio, fin, todo_el_dia, lugar, niveles, categoria, estado };
}

const INPUT_FIELDS = new Set(Object.keys(calendarEventInputSchema.def.shape));

/** The columns an event's fields set (all but bookkeeping). */
type EventColumns = Pick<
  CalendarRecord,
  | 'titulo'
  | 'descripcion'
  | 'lugar'
  | 'niveles'
  | 'categoria'
  | 'estado'
  | 'todo_el_dia'
  | 'comienza'
  | 'termina'
  | 'dia_desde'
  | 'dia_hasta'
>;

/** A parsed and checked event, as the columns it sets. */
function eventColumns(body: unknown): EventColumns {
  const input = parseInput(calendarEventInputSchema, body);
  const when = calendarWhen(input);
  if ('field' in when) throw new ValidationError(when.message, when.field);
  const niveles = [...new Set(input.niveles)].sort(
    (a, b) => LEVEL_ORDER.indexOf(a) - LEVEL_ORDER.indexOf(b),
  );
  return {
    titulo: input.titulo,
    descripcion: input.descripcion ? input.descripcion : null,
    lugar: input.lugar ? input.lugar : null,
    niveles: storedLevels(niveles),
    categoria: input.categoria,
    estado: input.estado,
    todo_el_dia: when.todo_el_dia ? 1 : 0,
    comienza: when.comienza.toISOString(),
    termina: when.termina.toISOString(),
    dia_desde: when.dias?.desde ?? null,
    dia_hasta: when.dias?.hasta ?? null,
  };
}
const LEVEL_ORDER: readonly string[] = [
  'pre-kinder',
  'kinder',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${String(n)}-basico`),
];

/** What makes a change one that families are told of ("Qué cambió"). */
function changeOf(before: CalendarRow, after: EventColumns): 'movido' | 'cancelado' | null {
  if (after.estado === 'cancelado' && before.estado !== 'cancelado') return 'cancelado';
  if (
    after.comienza !== before.comienza ||
    after.termina !== before.termina ||
    (after.estado === 'programado' && before.estado === 'cancelado')
  ) {
    return 'movido';
  }
  return null;
}

const sameColumns = (row: CalendarRow, columns: EventColumns) =>
  (Object.keys(columns) as (keyof EventColumns)[]).every((key) => row[key] === columns[key]);

export interface CalendarService {
  /** Events of days `desde`…`hasta` (Chile), optionally one level's (and the whole school's). */
  range(desde: string, hasta: string, nivel?: CalendarLevel): Promise<CalendarRow[]>;
  find(id: number): Promise<CalendarRow | undefined>;
  create(body: unknown, by: Actor): Promise<CalendarRow>;
  patch(id: number, body: unknown, by: Actor, origin: string): Promise<CalendarRow>;
  remove(id: number, by: Actor): Promise<void>;
  /** The feed's events: a year back, two ahead, cancelled ones for 30 days after. */
  feed(levels: readonly CalendarLevel[]): Promise<CalendarRow[]>;
  /** Events added, moved or cancelled in the last 14 days (cancelled ones for 30 days). */
  changes(levels: readonly CalendarLevel[]): Promise<CalendarRow[]>;
  /** The page's events: from `from` until `until` (instants), filters, cancelled for 30 days. */
  page(options: {
    from: Date;
    until: Date;
    nivel: CalendarLevel | null;
    categoria: CalendarCategory | null;
  }): Promise<CalendarRow[]>;
  /** The next scheduled events (still going on or to come). */
  next(count: number): Promise<CalendarRow[]>;
  /** The stored translations of these events, by event id. */
  translations(rows: readonly CalendarRow[]): Promise<Map<number, CalendarTranslationRow[]>>;
  /**
   * Stores the event's translation into `idioma` (the body: `titulo`, `descripcion?`) in place of
   * any, made from its Spanish as it is now; returns the event. NotFoundError for an unknown id.
   */
  saveTranslation(
    id: number,
    idioma: TranslationLanguage,
    body: unknown,
    by: Actor,
  ): Promise<CalendarRow>;
  /**
   * Deletes the event's translation into `idioma` (logged when there was one; none is not an
   * error). NotFoundError for an unknown id.
   */
  removeTranslation(id: number, idioma: TranslationLanguage, by: Actor): Promise<void>;
  schoolYear(year: number): Promise<SchoolYearLayout>;
  saveSchoolYear(year: number, body: unknown, by: Actor): Promise<SchoolYearLayout>;
  /** The clock's now, for the pages' texts. */
  now(): Date;
}

export function createCalendarService(deps: {
  repository: CalendarRepository;
  audit: AuditRecorder;
  clock: Clock;
}): CalendarService {
  const { repository, audit, clock } = deps;
  const isoBefore = (days: number) => new Date(clock().getTime() - days * DAY_MS).toISOString();

  async function findOrFail(calendar: CalendarRepository, id: number): Promise<CalendarRow> {
    const row = await calendar.find(id);
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  /** The school year's key dates as events: kind, title, category, days. */
  function keyDates(year: number, input: SchoolYearInput) {
    return [
      {
        clave: 'inicio-clases',
        titulo: M.classesStart,
        categoria: 'clases',
        desde: input.inicio_clases,
        hasta: input.inicio_clases,
      },
      {
        clave: 'vacaciones-invierno',
        titulo: M.winterBreak,
        categoria: 'clases',
        desde: input.vacaciones_invierno.desde,
        hasta: input.vacaciones_invierno.hasta,
      },
      ...input.feriados.map((holiday) => ({
        clave: `feriado:${holiday.fecha}`,
        titulo: holiday.nombre,
        categoria: 'feriado',
        desde: holiday.fecha,
        hasta: holiday.fecha,
      })),
      {
        clave: 'fin-anio',
        titulo: M.yearEnd,
        categoria: 'clases',
        desde: input.fin_anio,
        hasta: input.fin_anio,
      },
    ].map((key) => ({ ...key, anio: year }));
  }

  function layoutOf(year: number, rows: readonly CalendarRow[], moveYears: number) {
    const move = (day: string | null | undefined) => {
      if (!day) return '';
      const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
      // 29 February of a leap year becomes the 28th.
      const moved = new Date(Date.UTC(y + moveYears, m - 1, Math.min(d, m === 2 ? 28 : d)));
      return moved.toISOString().slice(0, 10);
    };
    const live = rows.filter((row) => row.estado === 'programado');
    const byKey = (key: string) => live.find((row) => row.clave === key);
    return {
      anio: year,
      propuesta: moveYears !== 0 && live.length > 0,
      inicio_clases: move(byKey('inicio-clases')?.dia_desde),
      vacaciones_invierno: {
        desde: move(byKey('vacaciones-invierno')?.dia_desde),
        hasta: move(byKey('vacaciones-invierno')?.dia_hasta),
      },
      feriados: live
        .filter((row) => row.clave?.startsWith('feriado:'))
        .map((row) => ({ fecha: move(row.dia_desde), nombre: row.titulo })),
      fin_anio: move(byKey('fin-anio')?.dia_desde),
    };
  }

  return {
    now: () => clock(),

    range(desde, hasta, nivel) {
      return repository.window({
        from: chileDayStart(desde).toISOString(),
        until: chileDayStart(addDays(hasta, 1)).toISOString(),
        maxDays: L.maxDays,
        ...(nivel ? { levels: [nivel] } : {}),
        limit: READ_MAX,
      });
    },

    find: (id) => repository.find(id),

    async create(body, by) {
      const columns = eventColumns(body);
      const at = clock().toISOString();
      return repository.transaction(async (calendar, db) => {
        const row = await calendar.insert({
          ...columns,
          cancelado_en: columns.estado === 'cancelado' ? at : null,
          secuencia: 0,
          creado: at,
          actualizado: at,
          cambio: columns.estado === 'cancelado' ? 'cancelado' : 'agregado',
          cambio_en: at,
          anio_escolar: null,
          clave: null,
        });
        await audit.recordIn(db, by, {
          accion: 'calendario.crear',
          detalle: M.created(row.titulo),
        });
        return row;
      });
    },

    async patch(id, body, by, origin) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new ValidationError();
      }
      return repository.transaction(async (calendar, db) => {
        const before = await findOrFail(calendar, id);
        const sent = Object.fromEntries(
          Object.entries(body).filter(([key]) => INPUT_FIELDS.has(key)),
        );
        const columns = eventColumns({ ...inputOf(toCalendarEvent(before, origin)), ...sent });
        if (sameColumns(before, columns)) return before;
        const at = clock().toISOString();
        const change = changeOf(before, columns);
        const record: CalendarRecord = {
          ...before,
          ...columns,
          cancelado_en: columns.estado === 'cancelado' ? (before.cancelado_en ?? at) : null,
          secuencia: before.secuencia + 1,
          actualizado: at,
          ...(change ? { cambio: change, cambio_en: at } : {}),
        };
        await calendar.update(id, record);
        await audit.recordIn(
          db,
          by,
          change === 'cancelado'
            ? { accion: 'calendario.cancelar', detalle: M.cancelled(record.titulo) }
            : { accion: 'calendario.editar', detalle: M.edited(record.titulo) },
        );
        return { ...record, id };
      });
    },

    async remove(id, by) {
      await repository.transaction(async (calendar, db) => {
        const row = await findOrFail(calendar, id);
        await calendar.remove(id);
        await audit.recordIn(db, by, {
          accion: 'calendario.eliminar',
          detalle: M.deleted(row.titulo),
        });
      });
    },

    feed(levels) {
      return repository.window({
        from: isoBefore(FEED_PAST_DAYS),
        until: isoBefore(-FEED_AHEAD_DAYS),
        maxDays: L.maxDays,
        levels,
        cancelledSince: isoBefore(L.cancelledDays),
        limit: READ_MAX,
      });
    },

    async changes(levels) {
      const rows = await repository.changedSince(isoBefore(L.changedDays), 200);
      return rows.filter(
        (row) =>
          levels.length === 0 ||
          row.niveles === '' ||
          levels.some((level) => row.niveles.includes(`,${level},`)),
      );
    },

    page({ from, until, nivel, categoria }) {
      return repository.window({
        from: from.toISOString(),
        until: until.toISOString(),
        maxDays: L.maxDays,
        ...(nivel ? { levels: [nivel] } : {}),
        ...(categoria ? { categoria } : {}),
        cancelledSince: isoBefore(L.cancelledDays),
        limit: 400,
      });
    },

    next(count) {
      return repository.window({
        from: clock().toISOString(),
        until: isoBefore(-FEED_AHEAD_DAYS),
        maxDays: L.maxDays,
        scheduledOnly: true,
        limit: count,
      });
    },

    async translations(rows) {
      const stored = await repository.translations(rows.map((row) => row.id));
      return byItem(stored, (translation) => translation.event_id);
    },

    async saveTranslation(id, idioma, body, by) {
      const input = parseInput(calendarEventTranslationInputSchema, body);
      const at = clock().toISOString();
      return repository.transaction(async (calendar, db) => {
        const row = await findOrFail(calendar, id);
        await calendar.saveTranslation({
          event_id: id,
          idioma,
          titulo: input.titulo,
          descripcion: input.descripcion ? input.descripcion : null,
          fuente: eventSource(row),
          actualizado: at,
        });
        // Logged as an edit of the event: the panel names it "Editó un evento del calendario".
        await audit.recordIn(db, by, {
          accion: 'calendario.editar',
          detalle: TRANSLATION_MESSAGES.saved(idioma, row.titulo),
        });
        return row;
      });
    },

    async removeTranslation(id, idioma, by) {
      await repository.transaction(async (calendar, db) => {
        const row = await findOrFail(calendar, id);
        if (await calendar.removeTranslation(id, idioma)) {
          await audit.recordIn(db, by, {
            accion: 'calendario.editar',
            detalle: TRANSLATION_MESSAGES.removed(idioma, row.titulo),
          });
        }
      });
    },

    async schoolYear(year) {
      const stored = await repository.schoolYear(year);
      if (stored.some((row) => row.estado === 'programado')) return layoutOf(year, stored, 0);
      return layoutOf(year, await repository.schoolYear(year - 1), 1);
    },

    async saveSchoolYear(year, body, by) {
      const input = parseInput(schoolYearInputSchema, body);
      const problem = schoolYearProblem(year, input);
      if (problem) throw new ValidationError(problem.message, problem.field);
      const wanted = keyDates(year, input);
      const at = clock().toISOString();
      await repository.transaction(async (calendar, db) => {
        const stored = await calendar.schoolYear(year);
        for (const key of wanted) {
          const when = calendarWhen({ todo_el_dia: true, inicio: key.desde, fin: key.hasta });
          if ('field' in when) throw new ValidationError(when.message, when.field);
          const columns: EventColumns = {
            titulo: key.titulo,
            descripcion: null,
            lugar: null,
            niveles: '',
            categoria: key.categoria,
            estado: 'programado',
            todo_el_dia: 1,
            comienza: when.comienza.toISOString(),
            termina: when.termina.toISOString(),
            dia_desde: key.desde,
            dia_hasta: key.hasta,
          };
          const existing = stored.find((row) => row.clave === key.clave);
          if (!existing) {
            await calendar.insert({
              ...columns,
              cancelado_en: null,
              secuencia: 0,
              creado: at,
              actualizado: at,
              cambio: 'agregado',
              cambio_en: at,
              anio_escolar: year,
              clave: key.clave,
            });
          } else if (!sameColumns(existing, columns)) {
            const change = changeOf(existing, columns);
            await calendar.update(existing.id, {
              ...existing,
              ...columns,
              cancelado_en: null,
              secuencia: existing.secuencia + 1,
              actualizado: at,
              ...(change ? { cambio: change, cambio_en: at } : {}),
            });
          }
        }
        // A key date no longer on the screen is cancelled, not deleted: subscribed calendars
        // learn of it through STATUS:CANCELLED.
        for (const row of stored) {
          if (row.estado === 'cancelado' || wanted.some((key) => key.clave === row.clave)) continue;
          await calendar.update(row.id, {
            ...row,
            estado: 'cancelado',
            cancelado_en: at,
            secuencia: row.secuencia + 1,
            actualizado: at,
            cambio: 'cancelado',
            cambio_en: at,
          });
        }
        await audit.recordIn(db, by, {
          accion: 'calendario.anio_escolar',
          detalle: M.schoolYearSaved(year),
        });
      });
      return layoutOf(year, await repository.schoolYear(year), 0);
    },
  };
}
