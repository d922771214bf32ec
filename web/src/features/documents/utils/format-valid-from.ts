import { LOCALE, TIME_ZONE } from '@lbj/shared';

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/**
 * A calendar day (`2026-03-01`) as Chileans read it: "1 de marzo de 2026". The day is taken at
 * noon UTC, which is the same day in Chile in summer and winter (ADR 0016), whatever the zone of
 * the machine that renders it.
 */
export function formatValidFrom(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return dayFormat.format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)),
  );
}

/** Today in Chile as `YYYY-MM-DD`, the date field's starting value. */
export function chileToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}
