import { newsSlug } from './news-page.ts';
import { SUPPLY_LEVELS } from './supplies-base.ts';

// The school calendar: what both ends share without zod (the public pages import these and stay
// within their JavaScript budget; the request schemas are in calendar.ts).

/** The school's levels as the calendar names them: the same slugs as the supplies list. */
export const CALENDAR_LEVELS = SUPPLY_LEVELS;
export type CalendarLevel = (typeof CALENDAR_LEVELS)[number]['id'];

export const CALENDAR_CATEGORIES = [
  { id: 'clases', nombre: 'Clases' },
  { id: 'feriado', nombre: 'Feriado' },
  { id: 'reunion-apoderados', nombre: 'Reunión de apoderados' },
  { id: 'acto', nombre: 'Acto' },
  { id: 'evaluacion', nombre: 'Evaluación' },
  { id: 'actividad', nombre: 'Actividad' },
] as const;
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number]['id'];

export const CALENDAR_STATES = ['programado', 'cancelado'] as const;
export type CalendarState = (typeof CALENDAR_STATES)[number];

export const CALENDAR_LIMITS = {
  tituloMax: 120,
  descripcionMax: 2000,
  lugarMax: 160,
  /** Days an event may last: the page and the feed read events by start within this margin. */
  maxDays: 92,
  /** Days a cancelled event stays in the feeds and the list, marked "Cancelado". */
  cancelledDays: 30,
  /** Days an event stays in "Qué cambió" after it was added, moved or cancelled. */
  changedDays: 14,
  /** Days of the widest range GET /api/calendar/events answers. */
  rangeMaxDays: 800,
  /** Key dates of one school year (holidays included). */
  keyDatesMax: 40,
} as const;

/** Paths of the public pages and feeds. */
export const CALENDAR_PATHS = {
  page: '/calendario',
  feed: '/calendario.ics',
  changesFeed: '/calendario/cambios.ics',
  event: (id: number, titulo: string) => {
    const slug = newsSlug(titulo);
    return `/calendario/${String(id)}${slug ? `-${slug}` : ''}`;
  },
  eventFeed: (id: number) => `/calendario/${String(id)}.ics`,
  /** GET: the home page's next events as it shows them, for a visit without the server's render. */
  next: '/api/calendar/proximos',
  /** The events' pages for search engines (robots.txt names it beside the site's sitemap). */
  sitemap: '/calendario/sitemap.xml',
} as const;

/** Page data keys (ADR 0024): the list, one event's page, the home page's next events. */
export const CALENDAR_PAGE_KEY = 'calendario';
export const CALENDAR_EVENT_KEY = 'calendario-evento';
export const CALENDAR_NEXT_KEY = 'calendario-proximos';
/** Events the home page shows. */
export const CALENDAR_NEXT_COUNT = 5;

export function calendarLevelName(id: string): string {
  return CALENDAR_LEVELS.find((level) => level.id === id)?.nombre ?? id;
}

export function calendarCategoryName(id: string): string {
  return CALENDAR_CATEGORIES.find((category) => category.id === id)?.nombre ?? id;
}

/** The level of an address's `?nivel=`, or null when it names none. */
export function parseCalendarLevel(raw: string | null): CalendarLevel | null {
  return CALENDAR_LEVELS.find((level) => level.id === raw)?.id ?? null;
}

export function parseCalendarCategory(raw: string | null): CalendarCategory | null {
  return CALENDAR_CATEGORIES.find((category) => category.id === raw)?.id ?? null;
}

/** The id in `/calendario/{id}-{anything}`'s last segment, or null when it names no event. */
export function calendarIdFromSegment(segment: string): number | null {
  const match = /^([1-9][0-9]{0,15})(?:-|$)/.exec(segment);
  return match?.[1] ? Number(match[1]) : null;
}

/** `YYYY-MM-DD` plus `days` (negative goes back), by the calendar alone. */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `YYYY-MM` plus `months`. */
export function addMonths(month: string, months: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/**
 * One event as the public pages show it: every text already written by the server in the page's
 * language (the title, in Spanish when the event has no translation into it: see `idioma`).
 */
export interface CalendarEventView {
  id: number;
  titulo: string;
  path: string;
  /** First and last day in Chile, `YYYY-MM-DD`. */
  dia: string;
  diaFin: string;
  /** "sábado 3 de abril de 2027 · 19:00 a 21:00", "samedi 3 avril 2027 · de 19 h à 21 h" */
  cuando: string;
  /** ISO 8601 with Chile's offset (timed) or `YYYY-MM-DD` (all day), for <time dateTime>. */
  inicio: string;
  todo_el_dia: boolean;
  lugar: string | null;
  /** "Todo el colegio" ("Tout le collège", "Whole school"), or the levels' names. */
  niveles: string;
  categoria: CalendarCategory;
  estado: CalendarState;
  /**
   * `es` on a French or English page when `titulo` is the Spanish one (the event has no
   * translation into the page's language): the page shows it inside `lang="es"`. Absent when the
   * title is in the page's language.
   */
  idioma?: 'es';
}

/** A month of the list: its title ("Abril de 2027", "Avril 2027") and its events in order. */
export interface CalendarMonth {
  mes: string;
  titulo: string;
  eventos: CalendarEventView[];
}

/** An event added, moved or cancelled lately. */
export interface CalendarChange {
  evento: CalendarEventView;
  cambio: 'agregado' | 'movido' | 'cancelado';
  /** "hace 2 días" ("il y a 2 jours", "2 days ago"), as the server wrote it. */
  fecha: string;
}

/** What /calendario renders: the months from `desde`, the filters, and the last changes. */
export interface CalendarPageData {
  desde: string;
  meses: CalendarMonth[];
  anterior: string;
  siguiente: string;
  nivel: CalendarLevel | null;
  categoria: CalendarCategory | null;
  cambios: CalendarChange[];
  /** Today in Chile, `YYYY-MM-DD` (the grid marks it). */
  hoy: string;
  /** The site's public address: the subscription addresses are written on it. */
  origen: string;
}

/** One language's page of an event, for `<link rel="alternate" hreflang>`. */
export interface CalendarEventAlternate {
  hreflang: 'es' | 'fr' | 'en' | 'x-default';
  /** Absolute. */
  url: string;
}

/** What one event's page renders, or null when there is no such event. */
export interface CalendarEventPageData {
  evento: CalendarEventView & {
    descripcion: string | null;
    fin: string;
    /**
     * `es` on a French or English page when `descripcion` is the Spanish one (no translation, or
     * a translation without a description of an event that has one).
     */
    idiomaDescripcion?: 'es';
  };
  /** schema.org Event, ready to write. */
  jsonLd: Record<string, unknown>;
  /**
   * The page's canonical address, absolute, for its head and share links: its own, or the Spanish
   * page's on a French or English page that shows the Spanish texts (no translation).
   */
  url: string;
  /**
   * Each language the event's page exists in (Spanish, and each translation's), then x-default
   * (Spanish): on those pages only, and only when there is a translation.
   */
  alternativas?: CalendarEventAlternate[];
  /**
   * On a French or English page, what it says above the title: the event is only in Spanish
   * (`solo-espanol`), or its translation predates the Spanish text's last change
   * (`desactualizada`, with a link to `urlEspanol`). Absent on a page in its own language.
   */
  aviso?: 'solo-espanol' | 'desactualizada';
  /**
   * The Spanish page's path, on French and English pages: the link stays on the site the visitor
   * is on, whatever its public address.
   */
  urlEspanol?: string;
}
