import {
  CALENDAR_EVENT_KEY,
  CALENDAR_NEXT_COUNT,
  CALENDAR_NEXT_KEY,
  CALENDAR_PAGE_KEY,
  CALENDAR_PATHS,
  HTML_LANG,
  LANGS,
  addMonths,
  calendarIdFromSegment,
  calendarLevelName,
  chileDate,
  chileDayStart,
  langOfPath,
  parseCalendarCategory,
  parseCalendarLevel,
  pathInLang,
  type CalendarCategory,
  type CalendarChange,
  type CalendarEventAlternate,
  type CalendarEventPageData,
  type CalendarEventTranslations,
  type CalendarEventView,
  type CalendarLevel,
  type CalendarMonth,
  type CalendarPageData,
  type CalendarState,
  type Lang,
} from '@lbj/shared';
import type { PageDataLoader } from '../../lib/feature-module.ts';
import { chileDays, daysAgoWords, monthTitle, whenWords } from './calendar.dates.ts';
import type { CalendarRow, CalendarTranslationRow } from './calendar.repository.ts';
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

/**
 * Who an event is for, in each language: the whole school, or the levels. The levels keep their
 * Chilean names in French and English ("1º básico"); Spanish writes them as it always has.
 */
const LEVEL_WORDS: Readonly<
  Record<Lang, { wholeSchool: string; level: (id: CalendarLevel) => string }>
> = {
  es: { wholeSchool: 'Todo el colegio', level: calendarLevelName },
  fr: { wholeSchool: 'Tout le collège', level: chileanLevelName },
  en: { wholeSchool: 'Whole school', level: chileanLevelName },
};

/** "Pre-kínder", "Kínder", "1º básico": the Chilean names as French and English pages write them. */
function chileanLevelName(id: CalendarLevel): string {
  const name = calendarLevelName(id);
  return name.charAt(0) + name.slice(1).toLocaleLowerCase('es-CL');
}

/** An event's texts in a language: its translation's, when it has one. */
interface ShownTexts {
  titulo: string;
  descripcion: string | null;
  /** The language of `titulo` (the page's, or Spanish). */
  idioma: Lang;
  /** The language of `descripcion`. */
  idiomaDescripcion: Lang;
  desactualizada: boolean;
}

/** The event's stored translations, by language (`{}` when it has none). */
const translationsOf = (
  row: CalendarRow,
  stored: readonly CalendarTranslationRow[] | undefined,
): CalendarEventTranslations =>
  stored && stored.length > 0 ? (toCalendarEvent(row, '', stored).traducciones ?? {}) : {};

/**
 * What a page in `lang` shows of the event's title and description: the translation into `lang`
 * (an outdated one too: the page says so), else the Spanish, marked as such. A translation
 * without a description leaves the Spanish one, marked, rather than hiding it.
 */
function shownTexts(
  row: CalendarRow,
  translations: CalendarEventTranslations,
  lang: Lang,
): ShownTexts {
  const translation = lang === 'es' ? undefined : translations[lang];
  if (!translation) {
    return {
      titulo: row.titulo,
      descripcion: row.descripcion,
      idioma: 'es',
      idiomaDescripcion: 'es',
      desactualizada: false,
    };
  }
  return {
    titulo: translation.titulo,
    descripcion: translation.descripcion ?? row.descripcion,
    idioma: lang,
    idiomaDescripcion: translation.descripcion === undefined ? 'es' : lang,
    desactualizada: translation.desactualizada,
  };
}

/** An event's page in `lang` (without the origin): its slug follows the title it shows. */
const eventPathIn = (row: CalendarRow, translations: CalendarEventTranslations, lang: Lang) =>
  pathInLang(lang, CALENDAR_PATHS.event(row.id, shownTexts(row, translations, lang).titulo));

/**
 * An event as the public pages in `lang` show it: every text in that language, the title its
 * translation's or, without one, the Spanish marked `idioma: 'es'`. `path` is the page's address
 * without the language's prefix (the page adds it).
 */
function toEventView(
  row: CalendarRow,
  lang: Lang = 'es',
  translations: CalendarEventTranslations = {},
): CalendarEventView {
  const when = rowWhen(row);
  const days = when.dias ?? chileDays(when.comienza, when.termina);
  const levels = rowLevels(row);
  const words = LEVEL_WORDS[lang];
  const shown = shownTexts(row, translations, lang);
  return {
    id: row.id,
    titulo: shown.titulo,
    path: CALENDAR_PATHS.event(row.id, shown.titulo),
    dia: days.desde,
    diaFin: days.hasta,
    cuando: whenWords(when, lang),
    inicio: toCalendarEvent(row, '').inicio,
    todo_el_dia: when.todo_el_dia,
    lugar: row.lugar,
    niveles: levels.length === 0 ? words.wholeSchool : levels.map(words.level).join(', '),
    categoria: row.categoria as CalendarCategory,
    estado: row.estado as CalendarState,
    ...(shown.idioma === lang ? {} : { idioma: 'es' as const }),
  };
}

/** The events' views in `lang`, their translations read at once (none for Spanish). */
async function eventViews(
  service: CalendarService,
  rows: readonly CalendarRow[],
  lang: Lang,
): Promise<Map<number, CalendarEventView>> {
  const stored =
    lang === 'es' ? new Map<number, CalendarTranslationRow[]>() : await service.translations(rows);
  return new Map(
    rows.map((row) => [row.id, toEventView(row, lang, translationsOf(row, stored.get(row.id)))]),
  );
}

/**
 * schema.org Event of one event, with its status (EventCancelled once cancelled), in the language
 * of the texts shown at `url` (a translation's description only: none rather than the Spanish).
 */
function eventJsonLd(
  row: CalendarRow,
  url: string,
  texts: { titulo: string; descripcion: string | null; lang: Lang },
): Record<string, unknown> {
  const event = toCalendarEvent(row, '');
  const origin = new URL(url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: texts.titulo,
    ...(texts.descripcion ? { description: texts.descripcion } : {}),
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
    organizer: {
      '@type': 'ElementarySchool',
      name: SCHOOL_NAME,
      url: `${origin}${pathInLang(texts.lang, '/')}`,
    },
    url,
    inLanguage: HTML_LANG[texts.lang],
  };
}

/**
 * One event's page in `lang`. Spanish, or a translation (even outdated): canonical itself, with
 * every language's page as an alternate when there is a translation. Without a translation into
 * `lang`: the Spanish texts, marked, under a note, the Spanish page canonical and no alternates.
 */
function eventPage(
  row: CalendarRow,
  translations: CalendarEventTranslations,
  lang: Lang,
  origin: string,
): CalendarEventPageData {
  const view = toEventView(row, lang, translations);
  const shown = shownTexts(row, translations, lang);
  const address = (language: Lang) => `${origin}${eventPathIn(row, translations, language)}`;
  const translated = shown.idioma === lang;
  const url = address(translated ? lang : 'es');
  const languages = LANGS.filter((language) => language === 'es' || translations[language]);
  const alternativas: CalendarEventAlternate[] = [
    ...languages.map((language) => ({ hreflang: language, url: address(language) })),
    { hreflang: 'x-default', url: address('es') },
  ];
  const jsonLd = translated
    ? eventJsonLd(row, url, {
        titulo: shown.titulo,
        descripcion: shown.idiomaDescripcion === lang ? shown.descripcion : null,
        lang,
      })
    : eventJsonLd(row, url, { titulo: row.titulo, descripcion: row.descripcion, lang: 'es' });
  const aviso = !translated ? 'solo-espanol' : shown.desactualizada ? 'desactualizada' : null;
  return {
    evento: {
      ...view,
      descripcion: shown.descripcion,
      fin: toCalendarEvent(row, '').fin,
      ...(shown.descripcion !== null && shown.idiomaDescripcion !== lang
        ? { idiomaDescripcion: 'es' as const }
        : {}),
    },
    jsonLd,
    url,
    ...(translated && languages.length > 1 ? { alternativas } : {}),
    ...(aviso ? { aviso } : {}),
    ...(lang === 'es' ? {} : { urlEspanol: eventPathIn(row, translations, 'es') }),
  };
}

/** The language of a page's `?idioma=`-less address: its prefix (`/fr/…`), else Spanish. */
const langOf = (url: URL): Lang => langOfPath(url.pathname);

/**
 * The home page's next events in `lang`, as it shows them (its page data, and the API's answer).
 */
export async function nextEventViews(
  service: CalendarService,
  lang: Lang = 'es',
): Promise<CalendarEventView[]> {
  const rows = await service.next(CALENDAR_NEXT_COUNT);
  const views = await eventViews(service, rows, lang);
  return rows.flatMap((row) => views.get(row.id) ?? []);
}

/**
 * The address an event's page answers at in `lang` (without the origin), or undefined when there
 * is no such event: the slug follows the title the page shows (the translation's, else the
 * Spanish). Any other spelling is sent there.
 */
export async function eventPagePath(
  service: CalendarService,
  id: number,
  lang: Lang,
): Promise<string | undefined> {
  const row = await service.find(id);
  if (!row) return undefined;
  const stored = lang === 'es' ? undefined : (await service.translations([row])).get(row.id);
  return eventPathIn(row, translationsOf(row, stored), lang);
}

const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/**
 * What the calendar's server-rendered pages read (ADR 0024), at each request, in the language of
 * the page's address (`/fr/calendario` in French): /calendario's months with its filters from the
 * address, one event's page, the home page's next events. A bad value in the address is read as
 * absent (never a 4xx for a page followed from a link).
 */
export function createCalendarPageData(service: CalendarService): Record<string, PageDataLoader> {
  return {
    [CALENDAR_PAGE_KEY]: async ({ url }): Promise<CalendarPageData> => {
      const lang = langOf(url);
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
      const changed = (await service.changes(nivel ? [nivel] : [])).slice(0, 20);
      const views = await eventViews(service, [...rows, ...changed], lang);
      const viewOf = (row: CalendarRow) => views.get(row.id) ?? toEventView(row, lang);
      const meses: CalendarMonth[] = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
        const mes = addMonths(desde, i);
        return { mes, titulo: monthTitle(mes, lang), eventos: [] };
      });
      for (const row of rows) {
        const view = viewOf(row);
        // An event that began before the first day shown (a break under way) opens the list.
        const month = (view.dia < firstDay ? firstDay : view.dia).slice(0, 7);
        meses.find((m) => m.mes === month)?.eventos.push(view);
      }
      const cambios: CalendarChange[] = changed.map((row) => ({
        evento: viewOf(row),
        cambio: row.cambio as CalendarChange['cambio'],
        fecha: daysAgoWords(new Date(row.cambio_en), now, lang),
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
      const lang = langOf(url);
      const stored = (await service.translations([row])).get(row.id);
      return eventPage(row, translationsOf(row, stored), lang, url.origin);
    },

    [CALENDAR_NEXT_KEY]: ({ url }) => nextEventViews(service, langOf(url)),
  };
}
