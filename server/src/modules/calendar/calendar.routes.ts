import type { FastifyPluginCallback } from 'fastify';
import {
  CALENDAR_API_PATHS,
  CALENDAR_LIMITS as L,
  CALENDAR_MESSAGES as M,
  CALENDAR_PATHS,
  LANGS,
  SUPPLY_LIMITS,
  TRANSLATION_MESSAGES,
  addDays,
  chileDate,
  isCalendarDay,
  isLang,
  parseCalendarLevel,
  pathInLang,
  type CalendarLevel,
} from '@lbj/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { translationLanguage } from '../../lib/translations.ts';
import { actorOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import {
  CALENDAR_FEED_TEXT,
  renderCalendarFeed,
  renderEventSitemap,
  sendCalendar,
  sendSitemap,
} from './calendar.feed.ts';
import { nextEventViews } from './calendar.page-data.ts';
import type { CalendarRow } from './calendar.repository.ts';
import { toCalendarEvent, type CalendarService } from './calendar.service.ts';

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

/**
 * The calendar's API (GET public; POST, PATCH, DELETE, the events' translations and the school
 * year for administrators) and its feeds: the whole school's or some levels', "Qué cambió", and
 * one per event, each in Spanish and under /fr and /en in French and English (calendar.feed.ts).
 */
export function createCalendarRoutes(deps: {
  service: CalendarService;
  requireAdmin: RequireAdmin;
  origin: string;
}): FastifyPluginCallback {
  const { service, requireAdmin, origin } = deps;
  const answer = (row: CalendarRow) => toCalendarEvent(row, origin);
  /** Events as the API answers them, with their stored translations (one read for all). */
  const answerAll = async (rows: readonly CalendarRow[]) => {
    const translations = await service.translations(rows);
    return rows.map((row) => toCalendarEvent(row, origin, translations.get(row.id)));
  };

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
      return answerAll(await service.range(desde, hasta, nivel));
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
        const [event] = await answerAll([row]);
        return event;
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

    // An event's French or English title and description (JSON), in place of any; 200 with it.
    app.put<{ Params: { id: string; idioma: string } }>(
      CALENDAR_API_PATHS.eventTranslation(':id', ':idioma'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const id = eventId(request.params.id);
        const idioma = translationLanguage(request.params.idioma);
        const row = await service.saveTranslation(id, idioma, request.body, actorOf(request));
        reply.header('Cache-Control', 'no-store');
        const [event] = await answerAll([row]);
        return event;
      },
    );

    app.delete<{ Params: { id: string; idioma: string } }>(
      CALENDAR_API_PATHS.eventTranslation(':id', ':idioma'),
      { preHandler: requireAdmin },
      async (request, reply) => {
        const id = eventId(request.params.id);
        const idioma = translationLanguage(request.params.idioma);
        await service.removeTranslation(id, idioma, actorOf(request));
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
    // `?idioma=fr` or `en`: as the French or English home page shows them (Spanish without it).
    app.get(CALENDAR_PATHS.next, async (request, reply) => {
      const idioma = (request.query as Record<string, unknown>).idioma ?? 'es';
      if (!isLang(idioma)) throw new ValidationError(TRANSLATION_MESSAGES.badLanguage, 'idioma');
      reply.header('Cache-Control', 'no-cache');
      return nextEventViews(service, idioma);
    });

    app.get(CALENDAR_PATHS.sitemap, async (request, reply) => {
      const rows = await service.feed([]);
      const body = renderEventSitemap(rows, origin, await service.translations(rows));
      return sendSitemap(request, reply, body);
    });

    // Each feed in each language: the same events and UIDs, the words and the translated texts
    // of the language (the Spanish feeds read no translation).
    for (const lang of LANGS) {
      const text = CALENDAR_FEED_TEXT[lang];
      const translated = async (rows: readonly CalendarRow[]) =>
        lang === 'es' ? { lang } : { lang, translations: await service.translations(rows) };

      app.get(pathInLang(lang, CALENDAR_PATHS.feed), async (request, reply) => {
        const levels = feedLevels((request.query as Record<string, unknown>).niveles);
        const rows = await service.feed(levels);
        const body = renderCalendarFeed(rows, {
          name: text.name(levels),
          description: text.description,
          origin,
          ...(await translated(rows)),
        });
        return sendCalendar(request, reply, body, 'calendario.ics');
      });

      app.get(pathInLang(lang, CALENDAR_PATHS.changesFeed), async (request, reply) => {
        const levels = feedLevels((request.query as Record<string, unknown>).niveles);
        const rows = await service.changes(levels);
        const body = renderCalendarFeed(rows, {
          name: text.changesName(text.name(levels)),
          description: text.changesDescription,
          origin,
          changes: true,
          ...(await translated(rows)),
        });
        return sendCalendar(request, reply, body, 'calendario-cambios.ics');
      });

      app.get<{ Params: { id: string } }>(
        pathInLang(lang, '/calendario/:id(^\\d+).ics'),
        async (request, reply) => {
          const row = await service.find(eventId(request.params.id));
          if (!row) throw new NotFoundError(M.notFound);
          const options = await translated([row]);
          const titulo =
            options.translations?.get(row.id)?.find((t) => t.idioma === lang)?.titulo ?? row.titulo;
          const body = renderCalendarFeed([row], {
            name: titulo,
            description: text.eventDescription(titulo),
            origin,
            ...options,
          });
          // An attachment: "Agregar a mi calendario" opens it in the family's calendar app.
          return sendCalendar(request, reply, body, `evento-${String(row.id)}.ics`, 'attachment');
        },
      );
    }
    done();
  };
}
