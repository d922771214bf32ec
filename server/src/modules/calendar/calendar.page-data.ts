import {
  CALENDAR_EVENT_KEY,
  CALENDAR_NEXT_COUNT,
  CALENDAR_NEXT_KEY,
  CALENDAR_PAGE_KEY,
  CALENDAR_PATHS,
  addMonths,
  calendarIdFromSegment,
  calendarLevelName,
  chileDate,
  chileDayStart,
  parseCalendarCategory,
  parseCalendarLevel,
  type CalendarCategory,
  type CalendarChange,
  type CalendarEventPageData,
  type CalendarEventView,
  type CalendarMonth,
  type CalendarPageData,
  type CalendarState,
} from '@lbj/shared';
import type { PageDataLoader } from '../../lib/feature-module.ts';
import { chileDays, daysAgoWords, monthTitle, whenWords } from './calendar.dates.ts';
import type { CalendarRow } from './calendar.repository.ts';
import { rowLevels, rowWhen, toCalendarEvent, type CalendarService } from './calendar.service.ts';

/** Months /calendario shows from its first: the current one and the next two. */
const MONTHS_SHOWN = 3;

const SCHOOL_NAME = 'Colegio Cristiano Le Beau Jour';
const SCHOOL_ADDRESS = {
  '@type': 'PostalAddress',
  addressLocality: 'Viña del Mar',
  addressRegion: 'Valparaíso',
  addressCountry: 'CL',
};

/** An event as the public pages show it, every text written here in Spanish. */
function toEventView(row: CalendarRow): CalendarEventView {
  const when = rowWhen(row);
  const days = when.dias ?? chileDays(when.comienza, when.termina);
  const levels = rowLevels(row);
  return {
    id: row.id,
    titulo: row.titulo,
    path: CALENDAR_PATHS.event(row.id, row.titulo),
    dia: days.desde,
    diaFin: days.hasta,
    cuando: whenWords(when),
    inicio: toCalendarEvent(row, '').inicio,
    todo_el_dia: when.todo_el_dia,
    lugar: row.lugar,
    niveles: levels.length === 0 ? 'Todo el colegio' : levels.map(calendarLevelName).join(', '),
    categoria: row.categoria as CalendarCategory,
    estado: row.estado as CalendarState,
  };
}

/** schema.org Event of one event, with its status (EventCancelled once cancelled). */
function eventJsonLd(row: CalendarRow, url: string): Record<string, unknown> {
  const event = toCalendarEvent(row, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: row.titulo,
    ...(row.descripcion ? { description: row.descripcion } : {}),
    startDate: event.inicio,
    endDate: event.fin,
    eventStatus:
      row.estado === 'cancelado'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: row.lugar ?? SCHOOL_NAME,
      address: SCHOOL_ADDRESS,
    },
    organizer: { '@type': 'ElementarySchool', name: SCHOOL_NAME, url: `${new URL(url).origin}/` },
    url,
    inLanguage: 'es-CL',
  };
}

const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/**
 * What the calendar's server-rendered pages read (ADR 0024), at each request: /calendario's
 * months with its filters from the address, one event's page, the home page's next events.
 * A bad value in the address is read as absent (never a 4xx for a page followed from a link).
 */
/** The home page's next events, as it shows them (its page data, and the API's answer). */
export async function nextEventViews(service: CalendarService): Promise<CalendarEventView[]> {
  return (await service.next(CALENDAR_NEXT_COUNT)).map(toEventView);
}

export function createCalendarPageData(service: CalendarService): Record<string, PageDataLoader> {
  return {
    [CALENDAR_PAGE_KEY]: async ({ url }): Promise<CalendarPageData> => {
      const now = service.now();
      const today = chileDate(now);
      const asked = url.searchParams.get('mes');
      const chosen = asked !== null && MONTH.test(asked) ? asked : null;
      const desde = chosen ?? today.slice(0, 7);
      const nivel = parseCalendarLevel(url.searchParams.get('nivel'));
      const categoria = parseCalendarCategory(url.searchParams.get('categoria'));
      // Without a month in the address: the coming events, from today.
      const firstDay = chosen ? `${desde}-01` : today;
      const rows = await service.page({
        from: chileDayStart(firstDay),
        until: chileDayStart(`${addMonths(desde, MONTHS_SHOWN)}-01`),
        nivel,
        categoria,
      });
      const meses: CalendarMonth[] = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
        const mes = addMonths(desde, i);
        return { mes, titulo: monthTitle(mes), eventos: [] };
      });
      for (const row of rows) {
        const view = toEventView(row);
        // An event that began before the first day shown (a break under way) opens the list.
        const month = (view.dia < firstDay ? firstDay : view.dia).slice(0, 7);
        meses.find((m) => m.mes === month)?.eventos.push(view);
      }
      const changed = await service.changes(nivel ? [nivel] : []);
      const cambios: CalendarChange[] = changed.slice(0, 20).map((row) => ({
        evento: toEventView(row),
        cambio: row.cambio as CalendarChange['cambio'],
        fecha: daysAgoWords(new Date(row.cambio_en), now),
      }));
      return {
        desde,
        meses,
        anterior: addMonths(desde, -MONTHS_SHOWN),
        siguiente: addMonths(desde, MONTHS_SHOWN),
        nivel,
        categoria,
        cambios,
        hoy: today,
        origen: url.origin,
      };
    },

    [CALENDAR_EVENT_KEY]: async ({ url }): Promise<CalendarEventPageData | null> => {
      const segment = url.pathname.replace(/\/$/, '').split('/').pop() ?? '';
      const id = calendarIdFromSegment(segment);
      const row = id === null ? undefined : await service.find(id);
      if (!row) return null;
      const view = toEventView(row);
      const address = `${url.origin}${view.path}`;
      return {
        evento: { ...view, descripcion: row.descripcion, fin: toCalendarEvent(row, '').fin },
        jsonLd: eventJsonLd(row, address),
        url: address,
      };
    },

    [CALENDAR_NEXT_KEY]: () => nextEventViews(service),
  };
}
