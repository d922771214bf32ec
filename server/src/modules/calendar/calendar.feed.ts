import type { FastifyReply, FastifyRequest } from 'fastify';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import {
  CALENDAR_CATEGORIES,
  CALENDAR_LIMITS,
  CALENDAR_PATHS,
  PREFIXED_LANGS,
  addDays,
  calendarLevelName,
  pathInLang,
  type CalendarCategory,
  type CalendarLevel,
  type Lang,
} from '@lbj/shared';
import { bytesEtag, sendNotModified } from '../../lib/etag.ts';
import { xmlText } from '../../lib/xml.ts';
import type { CalendarRow, CalendarTranslationRow } from './calendar.repository.ts';
import { rowWhen } from './calendar.service.ts';

// The calendar's iCalendar feeds (RFC 5545), written by ical-generator (ADR 0040). Timed
// events are written in UTC (`…Z`): an instant every client places right, with no VTIMEZONE to
// go stale when Chile's government moves its clock changes. All-day events are dates
// (VALUE=DATE) with the exclusive end. Each event keeps its UID ({id}@{host}); every edit raises
// SEQUENCE and LAST-MODIFIED; DTSTAMP is the last change, so an unchanged feed is the same bytes
// and its ETag answers 304. The French and English feeds (under /fr and /en) hold the same events
// with the same UIDs: each event's title and description in that language when staff translated
// it (an outdated translation too), else the Spanish ones marked LANGUAGE=es.

/** How often a client should ask again (REFRESH-INTERVAL, X-PUBLISHED-TTL): one hour. */
const REFRESH_SECONDS = 3600;

/** What "Qué cambió" says of an event: added, moved or cancelled. */
type ChangeKind = 'agregado' | 'movido' | 'cancelado';

/** Every word of a feed in one language (the events' own texts are staff's). */
interface CalendarFeedText {
  /** PRODID's product and language. */
  product: string;
  productLanguage: string;
  /** The calendar's name in the family's app: the whole school's, or some levels'. */
  name: (levels: readonly CalendarLevel[]) => string;
  /** The whole school's (or some levels') feed's description. */
  description: string;
  /** "Qué cambió": its name (from the feed's) and description. */
  changesName: (name: string) => string;
  changesDescription: string;
  /** One event's own calendar: its description, from the event's title. */
  eventDescription: (titulo: string) => string;
  /** Before the title of a cancelled event (the feeds but "Qué cambió"). */
  cancelledPrefix: string;
  /** Before each title in "Qué cambió". */
  changePrefixes: Readonly<Record<ChangeKind, string>>;
  categories: Readonly<Record<CalendarCategory, string>>;
}

const SCHOOL = 'Colegio Le Beau Jour';
const CHANGED_DAYS = String(CALENDAR_LIMITS.changedDays);

export const CALENDAR_FEED_TEXT: Readonly<Record<Lang, CalendarFeedText>> = {
  es: {
    product: 'Calendario escolar',
    productLanguage: 'ES',
    name: (levels) =>
      levels.length === 0
        ? `Calendario · ${SCHOOL}`
        : `Calendario ${levels.join(', ')} · ${SCHOOL}`,
    description: `Clases, feriados, reuniones y actividades del ${SCHOOL}.`,
    changesName: (name) => `Qué cambió · ${name}`,
    changesDescription: `Eventos agregados, movidos o cancelados en los últimos ${CHANGED_DAYS} días.`,
    eventDescription: (titulo) => `${titulo} · ${SCHOOL}`,
    cancelledPrefix: 'Cancelado: ',
    changePrefixes: { agregado: 'Nuevo: ', movido: 'Cambió: ', cancelado: 'Cancelado: ' },
    categories: Object.fromEntries(
      CALENDAR_CATEGORIES.map((category) => [category.id, category.nombre]),
    ) as Record<CalendarCategory, string>,
  },
  fr: {
    product: 'Calendrier scolaire',
    productLanguage: 'FR',
    name: (levels) =>
      levels.length === 0
        ? 'Calendrier · Collège Le Beau Jour'
        : `Calendrier ${levels.map(calendarLevelName).join(', ')} · Collège Le Beau Jour`,
    description:
      'Cours, jours fériés, réunions de parents et activités du Collège Le Beau Jour, à Viña del Mar.',
    changesName: (name) => `Ce qui a changé · ${name}`,
    changesDescription: `Événements ajoutés, déplacés ou annulés ces ${CHANGED_DAYS} derniers jours.`,
    eventDescription: (titulo) => `${titulo} · Collège Le Beau Jour`,
    cancelledPrefix: 'Annulé : ',
    changePrefixes: {
      agregado: 'Nouveau : ',
      movido: 'Date modifiée : ',
      cancelado: 'Annulé : ',
    },
    categories: {
      clases: 'Cours',
      feriado: 'Jour férié',
      'reunion-apoderados': 'Réunion de parents',
      acto: 'Cérémonie',
      evaluacion: 'Évaluation',
      actividad: 'Activité',
    },
  },
  en: {
    product: 'School calendar',
    productLanguage: 'EN',
    name: (levels) =>
      levels.length === 0
        ? 'Calendar · Le Beau Jour School'
        : `Calendar ${levels.map(calendarLevelName).join(', ')} · Le Beau Jour School`,
    description:
      'Lessons, public holidays, parents’ meetings and activities at Le Beau Jour School in Viña del Mar.',
    changesName: (name) => `What’s changed · ${name}`,
    changesDescription: `Events added, moved or cancelled in the last ${CHANGED_DAYS} days.`,
    eventDescription: (titulo) => `${titulo} · Le Beau Jour School`,
    cancelledPrefix: 'Cancelled: ',
    changePrefixes: { agregado: 'New: ', movido: 'Date changed: ', cancelado: 'Cancelled: ' },
    categories: {
      clases: 'Lessons',
      feriado: 'Public holiday',
      'reunion-apoderados': 'Parents’ meeting',
      acto: 'School ceremony',
      evaluacion: 'Assessment',
      actividad: 'Activity',
    },
  },
};

export interface FeedOptions {
  /** The calendar's name in the family's app. */
  name: string;
  description: string;
  /** The site's public address, for each event's URL; its host names the UIDs. */
  origin: string;
  /** Titles of the "Qué cambió" feed say what changed, and its UIDs are its own. */
  changes?: boolean;
  /** The feed's language (Spanish when absent): its words, its events' texts and addresses. */
  lang?: Lang;
  /** The events' stored translations by event id (a French or English feed reads them). */
  translations?: ReadonlyMap<number, readonly CalendarTranslationRow[]>;
}

/** An event's title and description in `lang`, and which of them are Spanish still. */
function eventText(
  row: CalendarRow,
  lang: Lang,
  translations: FeedOptions['translations'],
): {
  titulo: string;
  descripcion: string | null;
  spanish: { titulo: boolean; descripcion: boolean };
} {
  const translation =
    lang === 'es'
      ? undefined
      : translations?.get(row.id)?.find((candidate) => candidate.idioma === lang);
  if (!translation) {
    return {
      titulo: row.titulo,
      descripcion: row.descripcion,
      spanish: { titulo: lang !== 'es', descripcion: lang !== 'es' },
    };
  }
  // A translation without a description: the Spanish one, if the event has one.
  const descripcion = translation.descripcion ?? row.descripcion;
  return {
    titulo: translation.titulo,
    descripcion,
    spanish: { titulo: false, descripcion: translation.descripcion === null },
  };
}

/** The address of an event's page in `lang`: its slug from the title in that language. */
const eventPath = (id: number, titulo: string, lang: Lang): string =>
  pathInLang(lang, CALENDAR_PATHS.event(id, titulo));

/** The whole document of these events. */
export function renderCalendarFeed(rows: readonly CalendarRow[], options: FeedOptions): string {
  const lang = options.lang ?? 'es';
  const text = CALENDAR_FEED_TEXT[lang];
  const host = new URL(options.origin).host;
  const calendar = ical({
    name: options.name,
    description: options.description,
    prodId: { company: SCHOOL, product: text.product, language: text.productLanguage },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    url: `${options.origin}${pathInLang(lang, CALENDAR_PATHS.page)}`,
  });
  /** The UIDs of the events whose title, or description, is in Spanish in another language's feed. */
  const spanish = { titulo: new Set<string>(), descripcion: new Set<string>() };
  for (const row of rows) {
    const when = rowWhen(row);
    const changed = new Date(row.actualizado);
    const cancelled = row.estado === 'cancelado';
    const prefix = options.changes
      ? (text.changePrefixes[row.cambio as ChangeKind] ?? ': ')
      : cancelled
        ? text.cancelledPrefix
        : '';
    const uid = options.changes ? `cambio-${String(row.id)}@${host}` : `${String(row.id)}@${host}`;
    const own = eventText(row, lang, options.translations);
    if (own.spanish.titulo) spanish.titulo.add(uid);
    if (own.spanish.descripcion && own.descripcion) spanish.descripcion.add(uid);
    calendar.createEvent({
      id: uid,
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
      summary: `${prefix}${own.titulo}`,
      description: own.descripcion,
      location: row.lugar,
      url: `${options.origin}${eventPath(row.id, own.titulo, lang)}`,
      categories: [
        {
          name:
            (text.categories as Readonly<Record<string, string>>)[row.categoria] ?? row.categoria,
        },
      ],
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  const document = calendar.toString();
  return lang === 'es' ? document : markSpanish(document, spanish);
}

/**
 * ical-generator's line folding (RFC 5545 § 3.1), the same: a line of at most 74 octets, or
 * pieces of at most 74 each (a character never split), every piece after the first on a line of
 * its own that starts with a space.
 */
function foldLine(line: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII is what is tested for
  if (line.length <= 74 && /^[\u0000-\u007f]*$/.test(line)) return line;
  let folded = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    octets += size;
    if (octets > 74) {
      folded += '\r\n ';
      octets = size;
    }
    folded += character;
  }
  return folded;
}

/**
 * The document with `;LANGUAGE=es` on the SUMMARY and DESCRIPTION of the events (by UID) whose
 * title or description a French or English feed gives in Spanish (RFC 5545 § 3.2.10): unfolded,
 * changed, folded again as ical-generator folds.
 */
function markSpanish(
  document: string,
  spanish: { titulo: ReadonlySet<string>; descripcion: ReadonlySet<string> },
): string {
  if (spanish.titulo.size === 0 && spanish.descripcion.size === 0) return document;
  const lines = document.replace(/\r\n[ \t]/g, '').split('\r\n');
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === 'BEGIN:VEVENT') start = i;
    if (lines[i] !== 'END:VEVENT' || start < 0) continue;
    const uid = lines
      .slice(start, i)
      .find((line) => line.startsWith('UID:'))
      ?.slice('UID:'.length);
    for (let j = start; uid !== undefined && j < i; j++) {
      const line = lines[j] ?? '';
      if (spanish.titulo.has(uid) && line.startsWith('SUMMARY:')) {
        lines[j] = `SUMMARY;LANGUAGE=es:${line.slice('SUMMARY:'.length)}`;
      } else if (spanish.descripcion.has(uid) && line.startsWith('DESCRIPTION:')) {
        lines[j] = `DESCRIPTION;LANGUAGE=es:${line.slice('DESCRIPTION:'.length)}`;
      }
    }
    start = -1;
  }
  return lines.map(foldLine).join('\r\n');
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
 * An event translated into French or English has its page in that language listed too (with the
 * later of the event's and the translation's last change), and each of its pages names every
 * language's as an hreflang alternate, the Spanish one as x-default; an event in Spanish alone
 * has its Spanish page only, with none.
 */
export function renderEventSitemap(
  rows: readonly CalendarRow[],
  origin: string,
  translations: ReadonlyMap<number, readonly CalendarTranslationRow[]> = new Map(),
): string {
  const seconds = (iso: string) => iso.replace(/\.\d+Z$/, 'Z');
  const urls = rows.flatMap((row) => {
    const stored = translations.get(row.id) ?? [];
    const versions = [
      { hreflang: 'es', path: eventPath(row.id, row.titulo, 'es'), lastmod: row.actualizado },
      ...PREFIXED_LANGS.flatMap((lang) => {
        const translation = stored.find((candidate) => candidate.idioma === lang);
        if (!translation) return [];
        const lastmod =
          translation.actualizado > row.actualizado ? translation.actualizado : row.actualizado;
        return [{ hreflang: lang, path: eventPath(row.id, translation.titulo, lang), lastmod }];
      }),
    ];
    const spanishPath = versions[0]?.path ?? '';
    const alternates =
      versions.length === 1
        ? ''
        : [...versions, { hreflang: 'x-default', path: spanishPath }]
            .map(
              (version) =>
                `<xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${xmlText(`${origin}${version.path}`)}"/>`,
            )
            .join('');
    return versions.map(
      (version) =>
        `  <url><loc>${xmlText(`${origin}${version.path}`)}</loc>${alternates}<lastmod>${seconds(version.lastmod)}</lastmod></url>\n`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

/** The events' sitemap, revalidated like the feeds. */
export const sendSitemap = (request: FastifyRequest, reply: FastifyReply, body: string) =>
  sendRevalidated(request, reply, body, 'application/xml; charset=utf-8');
