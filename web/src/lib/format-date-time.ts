import { LOCALE, TIME_ZONE } from '@lbj/shared';

let format: Intl.DateTimeFormat | undefined;

/**
 * "23 de noviembre de 2026 a las 14:05": an instant as it read on a clock in Chile, in words, whatever
 * the browser's time zone (ADR 0016). For the staff panel's accounts and activity log. Empty for
 * a text that is not a date. The formatter is made on first use, so that importing this file
 * costs a page nothing.
 */
export function formatChileDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  format ??= new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  return format.format(date);
}
