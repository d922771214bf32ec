import { LOCALE, TIME_ZONE } from '@lbj/shared';

// The administrator's dates and times are Chile's (America/Santiago, ADR 0016), whatever the
// time zone of the browser: a school in Viña del Mar schedules "Monday 08:00" in its own time.

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** The wall-clock time in Chile at an instant, as the fields of a UTC date (milliseconds). */
function chileWallTime(instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** Chile's offset from UTC at an instant, in minutes (−180 in summer, −240 in winter). */
function chileOffsetMinutes(instant: number): number {
  const whole = instant - (instant % 1000);
  return Math.round((chileWallTime(whole) - whole) / 60_000);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value read as Chile's time ("2026-03-02T08:00") → ISO 8601 with Chile's
 * offset at that moment ("2026-03-02T08:00:00-03:00"), or null when it is not a date and time.
 * A time skipped by the clock change (the hour that does not exist in September) moves forward
 * by the hour, as the clocks do.
 */
export function chileLocalToIso(local: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (hour > 23 || minute > 59 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) {
    return null;
  }
  // The instant whose Chile wall time is `wall`: start from the offset an hour around it.
  let offset = chileOffsetMinutes(wall - chileOffsetMinutes(wall) * 60_000);
  let instant = wall - offset * 60_000;
  if (chileWallTime(instant) !== wall) {
    // In the September gap: the clocks jump, so does the time.
    offset = chileOffsetMinutes(instant);
    instant = wall - offset * 60_000;
  }
  offset = chileOffsetMinutes(instant);
  const shown = new Date(instant + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${String(shown.getUTCFullYear())}-${pad(shown.getUTCMonth() + 1)}-${pad(shown.getUTCDate())}` +
    `T${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())}:00` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** An instant (ISO 8601) → the `datetime-local` value of the same moment in Chile. */
export function isoToChileLocal(iso: string): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(chileWallTime(instant)).toISOString().slice(0, 16);
}

const scheduledFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** "2 de marzo de 2026 a las 08:00": a moment in words, as the clocks in Chile show it. */
export function formatChileDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : scheduledFormat.format(date);
}
