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

const OFFSET_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date and time with its offset (`2026-03-02T08:00:00-03:00`, or `Z`), read strictly:
 * no missing offset (whose zone would be the reader's guess), no 30 February, no hour 24, no
 * offset beyond ±14:00. Null for anything else.
 */
export function parseOffsetDateTime(text: string): Date | null {
  const match = OFFSET_DATE_TIME.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', ms = '0', zulu, sign, oh = '0', om = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetMinutes = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  if (
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    Number(om) > 59 ||
    Number(oh) * 60 + Number(om) > 14 * 60
  ) {
    return null;
  }
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number(ms.padEnd(3, '0')));
  const check = new Date(local);
  // Date.UTC rolls 30 February over to March: a date that does not come back is not a date.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(local - offsetMinutes * 60_000);
}
