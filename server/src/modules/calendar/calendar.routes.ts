import type { FastifyPluginCallback } from 'fastify';
import {
  CALENDAR_API_PATHS,
  CALENDAR_LIMITS as L,
  CALENDAR_MESSAGES as M,
  CALENDAR_PATHS,
  SUPPLY_LIMITS,
  addDays,
  chileDate,
  isCalendarDay,
  parseCalendarLevel,
  type CalendarLevel,
} from '@lbj/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import {
  renderCalendarFeed,
  renderEventSitemap,
  sendCalendar,
  sendSitemap,
} from './calendar.feed.ts';
import { nextEventViews } from './calendar.page-data.ts';
import { toCalendarEvent, type CalendarService } from './calendar.service.ts';

const SCHOOL = 'Colegio Le Beau Jour';

/** An id from the path, or a 404: anything but a positive integer names no event. */
function eventId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw new NotFoundError(M.notFound);
  return Number(raw);
}

/** `?niveles=a,b` of a feed address: known levels; empty or absent for the whole school. */
function feedLevels(raw: unknown): CalendarLevel[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string') throw new ValidationError(M.badFeedLevels, 'niveles');
  const levels = raw.split(',').map((part) => parseCalendarLevel(part.trim()));
  if (levels.some((level) => level === null)) {
    throw new ValidationError(M.badFeedLevels, 'niveles');
  }
  return [...new Set(levels as CalendarLevel[])];
}

/** The calendar's name in a family's app: the school's, or the school's for some levels. */
function feedName(levels: readonly CalendarLevel[]): string {
  return levels.length === 0
    ? `Calendario · ${SCHOOL}`
    : `Calendario ${levels.join(', ')} · ${SCHOOL}`;
}

/**
 * The calendar's API (GET public; POST, PATCH, DELETE and the school year for administrators)
 * and its feeds: the whole school's or some levels', "Qué cambió", and one per event.
 */
export function createCalendarRoutes(deps: {
  service: CalendarService;
  requireAdmin: RequireAdmin;
  origin: string;
}): FastifyPluginCallback {
  const { service, requireAdmin, origin } = deps;
  const answer = (row: Parameters<typeof toCalendarEvent>[0]) => toCalendarEvent(row, origin);

  return (app, _options, done) => {
    app.get(CALENDAR_API_PATHS.events, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const desde = query.desde ?? chileDate(service.now());
      if (typeof desde !== 'string' || !isCalendarDay(desde)) {
        throw new ValidationError(M.badFrom, 'desde');
      }
      const hasta = query.hasta ?? addDays(desde, 365);
      if (typeof hasta !== 'string' || !isCalendarDay(hasta) || hasta < desde) {
        throw new ValidationError(M.badUntil, 'hasta');
      }
      if (hasta > addDays(desde, L.rangeMaxDays)) {
        throw new ValidationError(M.rangeTooWide, 'hasta');
      }
      let nivel: CalendarLevel | undefined;
      if (query.nivel !== undefined && query.nivel !== '') {
        const level = parseCalendarLevel(typeof query.nivel === 'string' ? query.nivel : null);
        if (!level) throw new ValidationError(M.badLevel, 'nivel');
        nivel = level;
      }
      reply.header('Cache-Control', 'no-cache');
      return (await service.range(desde, hasta, nivel)).map(answer);
    });

    app.post(CALENDAR_API_PATHS.events, { preHandler: requireAdmin }, async (request, reply) => {
      const row = await service.create(request.body, actorOf(request));
      return reply.code(201).header('Cache-Control', 'no-store').send(answer(row));
    });

    app.patch<{ Params: { id: string } }>(
      CALENDAR_API_PATHS.event(':id'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const row = await service.patch(
          eventId(request.params.id),
          request.body,
          actorOf(request),
          origin,
        );
        reply.header('Cache-Control', 'no-store');
        return answer(row);
      },
    );

    app.delete<{ Params: { id: string } }>(
      CALENDAR_API_PATHS.event(':id'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        await service.remove(eventId(request.params.id), actorOf(request));
        return reply.code(204).send();
      },
    );

    const schoolYear = (raw: string) => {
      const year = /^[0-9]{4}$/.test(raw) ? Number(raw) : NaN;
      if (!(year >= SUPPLY_LIMITS.yearMin && year <= SUPPLY_LIMITS.yearMax)) {
        throw new ValidationError(M.badYear, 'anio');
      }
      return year;
    };

    app.get<{ Params: { year: string } }>(
      CALENDAR_API_PATHS.schoolYear(':year'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return service.schoolYear(schoolYear(request.params.year));
      },
    );

    app.put<{ Params: { year: string } }>(
      CALENDAR_API_PATHS.schoolYear(':year'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const year = schoolYear(request.params.year);
        reply.header('Cache-Control', 'no-store');
        return service.saveSchoolYear(year, request.body, actorOf(request));
      },
    );

    // The home page's next events, for a visit that reached it through the site's own
    // navigation (the server's render carries them in the page).
    app.get(CALENDAR_PATHS.next, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return nextEventViews(service);
    });

    app.get(CALENDAR_PATHS.sitemap, async (request, reply) =>
      sendSitemap(request, reply, renderEventSitemap(await service.feed([]), origin)),
    );

    app.get(CALENDAR_PATHS.feed, async (request, reply) => {
      const levels = feedLevels((request.query as Record<string, unknown>).niveles);
      const body = renderCalendarFeed(await service.feed(levels), {
        name: feedName(levels),
        description: `Clases, feriados, reuniones y actividades del ${SCHOOL}.`,
        origin,
      });
      return sendCalendar(request, reply, body, 'calendario.ics');
    });

    app.get(CALENDAR_PATHS.changesFeed, async (request, reply) => {
      const levels = feedLevels((request.query as Record<string, unknown>).niveles);
      const body = renderCalendarFeed(await service.changes(levels), {
        name: `Qué cambió · ${feedName(levels)}`,
        description: `Eventos agregados, movidos o cancelados en los últimos ${String(L.changedDays)} días.`,
        origin,
        changes: true,
      });
      return sendCalendar(request, reply, body, 'calendario-cambios.ics');
    });

    app.get<{ Params: { id: string } }>('/calendario/:id(^\\d+).ics', async (request, reply) => {
      const row = await service.find(eventId(request.params.id));
      if (!row) throw new NotFoundError(M.notFound);
      const body = renderCalendarFeed([row], {
        name: row.titulo,
        description: `${row.titulo} · ${SCHOOL}`,
        origin,
      });
      // An attachment: "Agregar a mi calendario" opens it in the family's calendar app.
      return sendCalendar(request, reply, body, `evento-${String(row.id)}.ics`, 'attachment');
    });
    done();
  };
}
