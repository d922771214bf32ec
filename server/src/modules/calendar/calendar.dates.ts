import {
  LANG_LOCALE,
  chileDate,
  chileWallMs,
  frenchClock,
  TIME_ZONE,
  type Lang,
} from '@lbj/shared';

// Chile's clock and the words for the calendar's dates in the site's languages: the server writes
// every date text the pages show, so the browser needs no Intl data and the served HTML says it all.

const DAY_MS = 86_400_000;

/** An instant as ISO 8601 with Chile's offset of that moment: `2027-04-03T19:00:00-03:00`. */
export function chileOffsetDateTime(date: Date): string {
  const ms = date.getTime() - (date.getTime() % 1000);
  const wall = chileWallMs(ms);
  const offset = Math.round((wall - ms) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

/** Intl's formats, one per locale and kind, made once. */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, kind: 'day' | 'month' | 'clock'): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      kind === 'day'
        ? { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }
        : kind === 'month'
          ? { timeZone: 'UTC', month: 'long', year: 'numeric' }
          : { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    );
    formats.set(key, made);
  }
  return made;
}

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * How each language says an event's days and hours, and how long ago something changed. Spanish
 * is what the pages said before they had other languages, word for word.
 */
interface DateWords {
  /** "sábado 3 de abril", "samedi 1er avril", "Saturday 3 April" */
  day: (text: string) => string;
  /** "19:00"; French "19 h", "19 h 30" (no-break spaces). */
  clock: (text: string) => string;
  /** A day and its year: "sábado 3 de abril de 2027", "samedi 3 avril 2027". */
  dayYear: (day: string, year: string) => string;
  allDay: (dayYear: string) => string;
  days: (first: string, last: string, year: string) => string;
  hours: (dayYear: string, start: string, end: string) => string;
  /** A timed event over several days. */
  across: (first: string, start: string, lastDayYear: string, end: string) => string;
  today: string;
  yesterday: string;
  daysAgo: (days: number) => string;
}

const DATE_WORDS: Readonly<Record<Lang, DateWords>> = {
  es: {
    day: (text) => text.replace(',', ''),
    clock: (text) => text,
    dayYear: (day, year) => `${day} de ${year}`,
    allDay: (dayYear) => `${dayYear}, todo el día`,
    days: (first, last, year) => `${first} al ${last} de ${year}`,
    hours: (dayYear, start, end) => `${dayYear} · ${start} a ${end}`,
    across: (first, start, last, end) => `${first}, ${start}, al ${last}, ${end}`,
    today: 'hoy',
    yesterday: 'ayer',
    daysAgo: (days) => `hace ${String(days)} días`,
  },
  fr: {
    // The first of the month is "1er" in French.
    day: (text) => text.replace(/^(\S+) 1 /, '$1 1er '),
    clock: frenchClock,
    dayYear: (day, year) => `${day} ${year}`,
    allDay: (dayYear) => `${dayYear}, toute la journée`,
    days: (first, last, year) => `du ${first} au ${last} ${year}`,
    hours: (dayYear, start, end) => `${dayYear} · de ${start} à ${end}`,
    across: (first, start, last, end) => `du ${first} à ${start} au ${last} à ${end}`,
    today: 'aujourd’hui',
    yesterday: 'hier',
    daysAgo: (days) => `il y a ${String(days)} jours`,
  },
  en: {
    day: (text) => text.replace(',', ''),
    clock: (text) => text,
    dayYear: (day, year) => `${day} ${year}`,
    allDay: (dayYear) => `${dayYear}, all day`,
    days: (first, last, year) => `${first} to ${last} ${year}`,
    hours: (dayYear, start, end) => `${dayYear} · ${start} to ${end}`,
    across: (first, start, last, end) => `${first}, ${start}, to ${last}, ${end}`,
    today: 'today',
    yesterday: 'yesterday',
    daysAgo: (days) => `${String(days)} days ago`,
  },
};

/** "sábado 3 de abril", "samedi 3 avril", "Saturday 3 April" */
function dayWords(day: string, lang: Lang): string {
  return DATE_WORDS[lang].day(format(LANG_LOCALE[lang], 'day').format(noonOf(day)));
}

/** "Abril de 2027", "Avril 2027", "April 2027" for `2027-04`. */
export function monthTitle(month: string, lang: Lang = 'es'): string {
  const text = format(LANG_LOCALE[lang], 'month').format(noonOf(`${month}-01`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "19:00" in Chile ("19 h" in French). */
const chileClock = (date: Date, lang: Lang): string =>
  DATE_WORDS[lang].clock(format(LANG_LOCALE[lang], 'clock').format(date));

/**
 * When an event happens, in words, in `lang`: "sábado 3 de abril de 2027 · 19:00 a 21:00", "lunes
 * 12 de julio al viernes 23 de julio de 2027", "sábado 3 de abril de 2027, todo el día"; "samedi 3
 * avril 2027 · de 19 h à 21 h"; "Saturday 3 April 2027 · 19:00 to 21:00".
 */
export function whenWords(
  event: {
    todo_el_dia: boolean;
    comienza: Date;
    termina: Date;
    dias: { desde: string; hasta: string } | null;
  },
  lang: Lang = 'es',
): string {
  const words = DATE_WORDS[lang];
  if (event.todo_el_dia && event.dias) {
    const { desde, hasta } = event.dias;
    const year = hasta.slice(0, 4);
    if (desde === hasta) return words.allDay(words.dayYear(dayWords(desde, lang), year));
    return words.days(dayWords(desde, lang), dayWords(hasta, lang), year);
  }
  const first = chileDate(event.comienza);
  // An event ending at midnight ends on its day.
  const last = chileDate(new Date(event.termina.getTime() - 1));
  const start = chileClock(event.comienza, lang);
  const end = chileClock(event.termina, lang);
  if (first === last) {
    return words.hours(words.dayYear(dayWords(first, lang), first.slice(0, 4)), start, end);
  }
  return words.across(
    dayWords(first, lang),
    start,
    words.dayYear(dayWords(last, lang), last.slice(0, 4)),
    end,
  );
}

/** The first day of a timed event in Chile, and its last (an end at midnight is the day before). */
export function chileDays(comienza: Date, termina: Date): { desde: string; hasta: string } {
  return { desde: chileDate(comienza), hasta: chileDate(new Date(termina.getTime() - 1)) };
}

/** "hoy", "ayer", "hace 3 días" (in `lang`) between two instants, by Chile's days. */
export function daysAgoWords(then: Date, now: Date, lang: Lang = 'es'): string {
  const days = Math.round(
    (Date.parse(`${chileDate(now)}T00:00:00Z`) - Date.parse(`${chileDate(then)}T00:00:00Z`)) /
      DAY_MS,
  );
  const words = DATE_WORDS[lang];
  if (days <= 0) return words.today;
  if (days === 1) return words.yesterday;
  return words.daysAgo(days);
}
