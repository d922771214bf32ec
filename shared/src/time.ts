import { TIME_ZONE } from './clock-and-locale.ts';

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

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Chile's wall-clock reading of an instant, as milliseconds of a UTC date with those fields. */
export function chileWallMs(ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * The instant of `<input type="datetime-local">`'s value (`2026-03-02T08:00`, seconds optional)
 * read as a time in Chile, whatever the browser's or the server's zone. A time that the spring
 * change skips (Chile jumps from 24:00 to 01:00) is read as the same time after the change; one
 * that the autumn change repeats, as the first of the two. Null when the text is not such a value.
 */
export function chileLocalToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? '0')) as [number, number, number, number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Two offsets can be in play on the day of a change: try the one before and the one after.
  const earlier = wall - (chileWallMs(wall - 86_400_000) - (wall - 86_400_000));
  const later = wall - (chileWallMs(wall + 86_400_000) - (wall + 86_400_000));
  const candidates = [Math.min(earlier, later), Math.max(earlier, later)];
  const exact = candidates.find((candidate) => chileWallMs(candidate) === wall);
  if (exact !== undefined) return new Date(exact);
  // Skipped by the spring change: the same wall time read with the offset before it, which
  // lands after the jump.
  return new Date(Math.max(earlier, later));
}

/** An instant as `<input type="datetime-local">` shows it in Chile: `2026-03-02T08:00`. */
export function chileLocalInput(date: Date): string {
  return new Date(chileWallMs(date.getTime())).toISOString().slice(0, 16);
}
