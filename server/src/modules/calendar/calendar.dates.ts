import { chileDate, chileWallMs, TIME_ZONE } from '@lbj/shared';

// Chile's clock and Spanish words for the calendar's dates: the server writes every date text
// the pages show, so the browser needs no Intl data and the served HTML says it all.

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

const weekdayDay = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const monthYear = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('es-CL', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "sábado 3 de abril" */
function dayWords(day: string): string {
  return weekdayDay.format(noonOf(day)).replace(',', '');
}

/** "Abril de 2027" for `2027-04`. */
export function monthTitle(month: string): string {
  const text = monthYear.format(noonOf(`${month}-01`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "19:00" in Chile. */
const chileClock = (date: Date): string => clock.format(date);

/**
 * When an event happens, in words: "sábado 3 de abril de 2027 · 19:00 a 21:00", "lunes 12 de
 * julio al viernes 23 de julio de 2027", "sábado 3 de abril de 2027, todo el día".
 */
export function whenWords(event: {
  todo_el_dia: boolean;
  comienza: Date;
  termina: Date;
  dias: { desde: string; hasta: string } | null;
}): string {
  if (event.todo_el_dia && event.dias) {
    const { desde, hasta } = event.dias;
    const year = hasta.slice(0, 4);
    if (desde === hasta) return `${dayWords(desde)} de ${year}, todo el día`;
    return `${dayWords(desde)} al ${dayWords(hasta)} de ${year}`;
  }
  const first = chileDate(event.comienza);
  // An event ending at midnight ends on its day.
  const last = chileDate(new Date(event.termina.getTime() - 1));
  const start = chileClock(event.comienza);
  const end = chileClock(event.termina);
  if (first === last) {
    return `${dayWords(first)} de ${first.slice(0, 4)} · ${start} a ${end}`;
  }
  return `${dayWords(first)}, ${start}, al ${dayWords(last)} de ${last.slice(0, 4)}, ${end}`;
}

/** The first day of a timed event in Chile, and its last (an end at midnight is the day before). */
export function chileDays(comienza: Date, termina: Date): { desde: string; hasta: string } {
  return { desde: chileDate(comienza), hasta: chileDate(new Date(termina.getTime() - 1)) };
}

/** "hoy", "ayer", "hace 3 días" between two instants, by Chile's days. */
export function daysAgoWords(then: Date, now: Date): string {
  const days = Math.round(
    (Date.parse(`${chileDate(now)}T00:00:00Z`) - Date.parse(`${chileDate(then)}T00:00:00Z`)) /
      DAY_MS,
  );
  if (days <= 0) return 'hoy';
  if (days === 1) return 'ayer';
  return `hace ${String(days)} días`;
}
