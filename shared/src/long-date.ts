import { LOCALE, TIME_ZONE } from './clock-and-locale.ts';

// A module of its own: the news cards, the detail dialog and the item page all write dates this
// way, and a page that shows a card should not carry the rest of the item page's helpers.

const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** "3 de marzo de 2026": the day of an instant in Chile, whatever the machine's time zone. */
export function chileLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
