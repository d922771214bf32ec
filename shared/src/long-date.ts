import { LOCALE, TIME_ZONE } from './clock-and-locale.ts';

// A module of its own: the news cards, the detail dialog and the item page all write dates this
// way, and a page that shows a card should not carry the rest of the item page's helpers.

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "3 de marzo de 2026" ("3 mars 2026", "3 March 2026" in `locale`): the day of an instant in
 * Chile, whatever the machine's time zone.
 */
export function chileLongDate(iso: string, locale: string = LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    });
    formats.set(locale, format);
  }
  return format.format(date);
}
