import { LOCALE, TIME_ZONE } from '@lbj/shared';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "23 de noviembre de 2026 a las 14:05": an instant as it read on a clock in Chile, in words, whatever
 * the browser's time zone (ADR 0016). With `weekday`, "lunes, 2 de marzo de 2026, 08:00". For the
 * staff panel (accounts, activity log, notice, news schedule). Empty for a text that is not a
 * date. The formatters are made on first use, so that importing this file costs a page nothing.
 * `locale` writes it in another language (a public page in French or English).
 */
export function formatChileDateTime(
  iso: string,
  { weekday = false, locale = LOCALE }: { weekday?: boolean; locale?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale} ${String(weekday)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(weekday ? { weekday: 'long' } : {}),
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format.format(date);
}
