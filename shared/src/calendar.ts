import * as z from 'zod/mini';
import {
  CALENDAR_CATEGORIES,
  CALENDAR_LEVELS,
  CALENDAR_LIMITS as L,
  CALENDAR_STATES,
  addDays,
  type CalendarCategory,
  type CalendarLevel,
  type CalendarState,
} from './calendar-base.ts';
import { requiredText } from './request-fields.ts';
import { chileLocalToInstant, parseOffsetDateTime } from './time.ts';
import type { Translations } from './translations.ts';

// The school calendar's requests and answers (the API contract), with their Spanish refusals.

export * from './calendar-base.ts';

export const CALENDAR_API_PATHS = {
  events: '/api/calendar/events',
  event: (id: number | string) => `/api/calendar/events/${String(id)}`,
  schoolYear: (year: number | string) => `/api/calendar/school-years/${String(year)}`,
  /** An event's translation into `idioma` (`fr`, `en`): PUT and DELETE. */
  eventTranslation: (id: number | string, idioma: string) =>
    `/api/calendar/events/${String(id)}/traducciones/${idioma}`,
} as const;

export const CALENDAR_MESSAGES = {
  titleRequired: 'Escribe el título del evento.',
  titleTooLong: `El título puede tener como máximo ${String(L.tituloMax)} caracteres.`,
  descriptionTooLong: `La descripción puede tener como máximo ${String(L.descripcionMax)} caracteres.`,
  placeTooLong: `El lugar puede tener como máximo ${String(L.lugarMax)} caracteres.`,
  badAllDay: 'Indica si el evento dura todo el día (true o false).',
  badStartTime:
    'El inicio no es válido. Escríbelo con fecha, hora y zona horaria, por ejemplo 2027-04-03T19:00:00-03:00.',
  badEndTime:
    'El término no es válido. Escríbelo con fecha, hora y zona horaria, por ejemplo 2027-04-03T21:00:00-03:00.',
  badStartDay: 'El primer día no es válido. Escríbelo como AAAA-MM-DD, por ejemplo 2027-07-12.',
  badEndDay: 'El último día no es válido. Escríbelo como AAAA-MM-DD, por ejemplo 2027-07-23.',
  endBeforeStart: 'El término debe ser posterior al inicio.',
  lastDayBeforeFirst: 'El último día no puede ser anterior al primero.',
  tooLong: `Un evento puede durar como máximo ${String(L.maxDays)} días.`,
  badLevels:
    'Elige uno o más niveles (pre-kinder, kinder, 1-basico … 8-basico), o ninguno para todo el colegio.',
  badCategory:
    'Elige la categoría: clases, feriado, reunion-apoderados, acto, evaluacion o actividad.',
  badState: 'El estado debe ser «programado» o «cancelado».',
  badFrom: 'El parámetro «desde» debe ser una fecha AAAA-MM-DD.',
  badUntil: 'El parámetro «hasta» debe ser una fecha AAAA-MM-DD, no anterior a «desde».',
  rangeTooWide: `Pide como máximo ${String(L.rangeMaxDays)} días de una vez.`,
  badLevel: 'El parámetro «nivel» debe ser un nivel del colegio, por ejemplo 1-basico.',
  badFeedLevels:
    'El parámetro «niveles» debe ser una lista de niveles separados por comas, por ejemplo 1-basico,4-basico.',
  badYear: 'El año escolar debe estar entre 2000 y 2100.',
  notFound: 'No encontramos ese evento.',
  keyDateOutsideYear: (year: number) => `La fecha debe ser del año ${String(year)}.`,
  classesStartRequired: 'Escribe el día de inicio de clases.',
  yearEndRequired: 'Escribe el último día de clases.',
  yearEndBeforeStart: 'El fin del año escolar debe ser posterior al inicio de clases.',
  winterRequired: 'Escribe el primer y el último día de las vacaciones de invierno.',
  holidayNameRequired: 'Escribe el nombre del feriado.',
  tooManyHolidays: `Un año escolar puede tener como máximo ${String(L.keyDatesMax)} feriados.`,
  /** Names of the school year's events. */
  classesStart: 'Inicio de clases',
  winterBreak: 'Vacaciones de invierno',
  yearEnd: 'Fin del año escolar',
  /** `detalle` of the activity log. */
  created: (titulo: string) => `Evento agregado: «${titulo}»`,
  edited: (titulo: string) => `Evento editado: «${titulo}»`,
  cancelled: (titulo: string) => `Evento cancelado: «${titulo}»`,
  deleted: (titulo: string) => `Evento eliminado: «${titulo}»`,
  schoolYearSaved: (year: number) => `Fechas del año escolar ${String(year)} guardadas`,
} as const;
const M = CALENDAR_MESSAGES;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  return DAY.test(value) && addDays(value, 0) === value;
}

/** The instant of Chile's midnight at the start of `day` (after the change, on a spring day). */
export function chileDayStart(day: string): Date {
  const instant = chileLocalToInstant(`${day}T00:00`);
  if (!instant) throw new Error(`not a day: ${day}`);
  return instant;
}

const optionalText = (max: number, tooLong: string) =>
  z.optional(z.nullable(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, tooLong))));

/** POST /api/calendar/events's body, before the rules that tie its fields together. */
export const calendarEventInputSchema = z.object({
  titulo: requiredText(M.titleRequired, L.tituloMax, M.titleTooLong),
  descripcion: optionalText(L.descripcionMax, M.descriptionTooLong),
  todo_el_dia: z._default(z.boolean({ error: M.badAllDay }), false),
  inicio: z.string({ error: M.badStartTime }),
  fin: z.optional(z.nullable(z.string({ error: M.badEndTime }))),
  lugar: optionalText(L.lugarMax, M.placeTooLong),
  niveles: z._default(
    z
      .array(
        z.enum(CALENDAR_LEVELS.map((level) => level.id) as [CalendarLevel, ...CalendarLevel[]], {
          error: M.badLevels,
        }),
        { error: M.badLevels },
      )
      .check(z.maxLength(CALENDAR_LEVELS.length, M.badLevels)),
    [],
  ),
  categoria: z.enum(
    CALENDAR_CATEGORIES.map((category) => category.id) as [CalendarCategory, ...CalendarCategory[]],
    { error: M.badCategory },
  ),
  estado: z._default(z.enum(CALENDAR_STATES, { error: M.badState }), 'programado'),
});
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

/**
 * PUT /api/calendar/events/{id}/traducciones/{idioma}: the translated title and, optionally, the
 * description, each with the rules (and the Spanish refusals) of the event's own.
 */
export const calendarEventTranslationInputSchema = z.pick(calendarEventInputSchema, {
  titulo: true,
  descripcion: true,
});
export type CalendarEventTranslationInput = z.infer<typeof calendarEventTranslationInputSchema>;

/**
 * An event's translations (translations.ts): the title and, when the translation has one, the
 * description (absent otherwise, as an event may have none).
 */
export type CalendarEventTranslations = Translations<{ titulo: string; descripcion?: string }>;

/** An event's when, as the server stores it: instants for ordering, days for all-day events. */
export interface CalendarWhen {
  todo_el_dia: boolean;
  comienza: Date;
  termina: Date;
  /** First and last day (all-day events only). */
  dias: { desde: string; hasta: string } | null;
}

/** A refusal about one field. */
export interface CalendarFieldError {
  field: string;
  message: string;
}

/**
 * The when of a parsed input, or the refusal of its first broken rule: timed events need an
 * offset and an end after the start; all-day events give days, `fin` the last one included.
 */
export function calendarWhen(input: {
  todo_el_dia: boolean;
  inicio: string;
  fin?: string | null | undefined;
}): CalendarWhen | CalendarFieldError {
  const maxMs = L.maxDays * 86_400_000;
  if (input.todo_el_dia) {
    if (!isCalendarDay(input.inicio)) return { field: 'inicio', message: M.badStartDay };
    const last = input.fin ? input.fin : input.inicio;
    if (!isCalendarDay(last)) return { field: 'fin', message: M.badEndDay };
    if (last < input.inicio) return { field: 'fin', message: M.lastDayBeforeFirst };
    const comienza = chileDayStart(input.inicio);
    const termina = chileDayStart(addDays(last, 1));
    if (termina.getTime() - comienza.getTime() > maxMs + 3_600_000) {
      return { field: 'fin', message: M.tooLong };
    }
    return { todo_el_dia: true, comienza, termina, dias: { desde: input.inicio, hasta: last } };
  }
  const comienza = parseOffsetDateTime(input.inicio);
  if (!comienza) return { field: 'inicio', message: M.badStartTime };
  const termina = input.fin ? parseOffsetDateTime(input.fin) : null;
  if (!termina) return { field: 'fin', message: M.badEndTime };
  if (termina.getTime() <= comienza.getTime()) return { field: 'fin', message: M.endBeforeStart };
  if (termina.getTime() - comienza.getTime() > maxMs) return { field: 'fin', message: M.tooLong };
  return { todo_el_dia: false, comienza, termina, dias: null };
}

/** One event as the API answers it (the contract). */
export interface CalendarEvent {
  id: number;
  titulo: string;
  descripcion: string | null;
  /** Timed: ISO 8601 with Chile's offset. All day: `YYYY-MM-DD`. */
  inicio: string;
  /** Timed: ISO 8601 with Chile's offset. All day: the last day included. */
  fin: string;
  todo_el_dia: boolean;
  lugar: string | null;
  /** Empty for the whole school. */
  niveles: CalendarLevel[];
  categoria: CalendarCategory;
  estado: CalendarState;
  /** The event's public page, absolute. */
  url: string;
  /** Its French and English translations, `{}` when none (the server always sends it). */
  traducciones?: CalendarEventTranslations;
}

const dayField = (error: string) => z.string({ error }).check(z.refine(isCalendarDay, { error }));

/** PUT /api/calendar/school-years/{year}: the year's key dates, entered once. */
export const schoolYearInputSchema = z.object({
  inicio_clases: dayField(M.classesStartRequired),
  vacaciones_invierno: z.object(
    { desde: dayField(M.winterRequired), hasta: dayField(M.winterRequired) },
    { error: M.winterRequired },
  ),
  feriados: z
    .array(
      z.object({
        fecha: dayField(M.badStartDay),
        nombre: requiredText(M.holidayNameRequired, L.tituloMax, M.titleTooLong),
      }),
    )
    .check(z.maxLength(L.keyDatesMax, M.tooManyHolidays)),
  fin_anio: dayField(M.yearEndRequired),
});
export type SchoolYearInput = z.infer<typeof schoolYearInputSchema>;

/** GET /api/calendar/school-years/{year}: the stored layout, or last year's as a proposal. */
export interface SchoolYearLayout extends SchoolYearInput {
  anio: number;
  /** True when nothing is stored for the year and this is last year's layout moved a year. */
  propuesta: boolean;
}

/** The first rule a school year's dates break (all within `year`, in order), or null. */
export function schoolYearProblem(year: number, input: SchoolYearInput): CalendarFieldError | null {
  const outside = (day: string) => !day.startsWith(`${String(year)}-`);
  const dated: [string, string][] = [
    ['inicio_clases', input.inicio_clases],
    ['vacaciones_invierno.desde', input.vacaciones_invierno.desde],
    ['vacaciones_invierno.hasta', input.vacaciones_invierno.hasta],
    ['fin_anio', input.fin_anio],
    ...input.feriados.map((holiday, index): [string, string] => [
      `feriados.${String(index)}.fecha`,
      holiday.fecha,
    ]),
  ];
  const wrong = dated.find(([, day]) => outside(day));
  if (wrong) return { field: wrong[0], message: M.keyDateOutsideYear(year) };
  if (input.vacaciones_invierno.hasta < input.vacaciones_invierno.desde) {
    return { field: 'vacaciones_invierno.hasta', message: M.lastDayBeforeFirst };
  }
  if (input.fin_anio <= input.inicio_clases) {
    return { field: 'fin_anio', message: M.yearEndBeforeStart };
  }
  return null;
}
