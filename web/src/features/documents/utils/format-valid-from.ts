import { LOCALE, TIME_ZONE } from '@lbj/shared';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/**
 * A calendar day (`2026-03-01`) as Chileans read it: "1 de marzo de 2026" ("1 mars 2026" with
 * `locale` fr-FR, "1 March 2026" with en-GB). The day is taken at noon UTC, which is the same day
 * in Chile in summer and winter (ADR 0016), whatever the zone of the machine that renders it.
 */
export function formatValidFrom(day: string, locale: string = LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return dayFormat(locale).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)),
  );
}

/** Today in Chile as `YYYY-MM-DD`, the date field's starting value. */
export function chileToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}
