import { chileLocalInput, chileLocalToInstant } from '@lbj/shared';

// The administrator's dates and times are Chile's (America/Santiago, ADR 0016), whatever the
// time zone of the browser: a school in Viña del Mar schedules "Monday 08:00" in its own time.
// The reading of Chile's clocks is shared's (`shared/src/time.ts`); this file only writes it the
// way the news API takes it.

export { formatChileDateTime } from '../../../lib/format-date-time.ts';

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A `datetime-local` value read as Chile's time ("2026-03-02T08:00") → ISO 8601 with Chile's
 * offset at that moment ("2026-03-02T08:00:00-03:00"), or null when it is not a date and time.
 * A time skipped by the clock change (the hour that does not exist in September) moves forward
 * by the hour, as the clocks do.
 */
export function chileLocalToIso(local: string): string | null {
  if (!LOCAL_INPUT.test(local)) return null;
  const instant = chileLocalToInstant(local);
  if (!instant) return null;
  const shown = chileLocalInput(instant);
  const offset = Math.round((Date.parse(`${shown}:00Z`) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${shown}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An instant (ISO 8601) → the `datetime-local` value of the same moment in Chile. */
export function isoToChileLocal(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : chileLocalInput(instant);
}
