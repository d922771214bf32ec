import type { FastifyReply, FastifyRequest } from 'fastify';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CALENDAR_PATHS, addDays, calendarCategoryName } from '@lbj/shared';
import { bytesEtag, sendNotModified } from '../../lib/etag.ts';
import { xmlText } from '../../lib/xml.ts';
import type { CalendarRow } from './calendar.repository.ts';
import { rowWhen } from './calendar.service.ts';

// The calendar's iCalendar feeds (RFC 5545), written by ical-generator (ADR 0040). Timed
// events are written in UTC (`…Z`): an instant every client places right, with no VTIMEZONE to
// go stale when Chile's government moves its clock changes. All-day events are dates
// (VALUE=DATE) with the exclusive end. Each event keeps its UID ({id}@{host}); every edit raises
// SEQUENCE and LAST-MODIFIED; DTSTAMP is the last change, so an unchanged feed is the same bytes
// and its ETag answers 304.

/** How often a client should ask again (REFRESH-INTERVAL, X-PUBLISHED-TTL): one hour. */
const REFRESH_SECONDS = 3600;
const PRODUCT = { company: 'Colegio Le Beau Jour', product: 'Calendario escolar', language: 'ES' };

export interface FeedOptions {
  /** The calendar's name in the family's app. */
  name: string;
  description: string;
  /** The site's public address, for each event's URL; its host names the UIDs. */
  origin: string;
  /** Titles of the "Qué cambió" feed say what changed, and its UIDs are its own. */
  changes?: boolean;
}

const CHANGE_WORDS: Record<string, string> = {
  agregado: 'Nuevo',
  movido: 'Cambió',
  cancelado: 'Cancelado',
};

/** The whole document of these events. */
export function renderCalendarFeed(rows: readonly CalendarRow[], options: FeedOptions): string {
  const host = new URL(options.origin).host;
  const calendar = ical({
    name: options.name,
    description: options.description,
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    url: `${options.origin}${CALENDAR_PATHS.page}`,
  });
  for (const row of rows) {
    const when = rowWhen(row);
    const changed = new Date(row.actualizado);
    const cancelled = row.estado === 'cancelado';
    const prefix = options.changes
      ? `${CHANGE_WORDS[row.cambio] ?? ''}: `
      : cancelled
        ? 'Cancelado: '
        : '';
    calendar.createEvent({
      id: options.changes ? `cambio-${String(row.id)}@${host}` : `${String(row.id)}@${host}`,
      sequence: row.secuencia,
      stamp: changed,
      lastModified: changed,
      created: new Date(row.creado),
      // All day: midnight UTC of each date, which ical-generator writes as the bare date.
      ...(when.dias
        ? {
            allDay: true,
            start: new Date(`${when.dias.desde}T00:00:00Z`),
            end: new Date(`${addDays(when.dias.hasta, 1)}T00:00:00Z`),
          }
        : { start: when.comienza, end: when.termina }),
      summary: `${prefix}${row.titulo}`,
      description: row.descripcion,
      location: row.lugar,
      url: `${options.origin}${CALENDAR_PATHS.event(row.id, row.titulo)}`,
      categories: [{ name: calendarCategoryName(row.categoria) }],
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** Sends a feed: text/calendar, its ETag, 304 when the client holds it already. */
export function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): FastifyReply {
  reply.header('Content-Disposition', `${disposition}; filename="${fileName}"`);
  return sendRevalidated(request, reply, body, 'text/calendar; charset=utf-8');
}

/** `body` with `no-cache` and an ETag of its bytes; 304 when the client holds it. */
function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type: string,
): FastifyReply {
  const etag = bytesEtag(body);
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  return sendNotModified(request, reply, etag) ?? reply.type(type).send(body);
}

/**
 * The events' pages for search engines (the sitemaps protocol): those of the whole school's
 * feed (a year back, two years ahead, cancelled ones for 30 days), each with its last change.
 */
export function renderEventSitemap(rows: readonly CalendarRow[], origin: string): string {
  const urls = rows.map(
    (row) =>
      `  <url><loc>${xmlText(`${origin}${CALENDAR_PATHS.event(row.id, row.titulo)}`)}</loc><lastmod>${row.actualizado.replace(/\.\d+Z$/, 'Z')}</lastmod></url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/** The events' sitemap, revalidated like the feeds. */
export const sendSitemap = (request: FastifyRequest, reply: FastifyReply, body: string) =>
  sendRevalidated(request, reply, body, 'application/xml; charset=utf-8');
