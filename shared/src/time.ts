import { TIME_ZONE } from './limits.ts';

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar year of an instant in Chile (America/Santiago), where the school and its
 * families are, whatever the time zone of the machine that asks.
 */
export function chileYear(date: Date): number {
  return Number(yearFormat.format(date));
}

/** The calendar day of an instant in Chile, as `YYYY-MM-DD`. */
export function chileDate(date: Date): string {
  return dayFormat.format(date);
}
