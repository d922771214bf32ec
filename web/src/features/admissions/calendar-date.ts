import { chileLongDate } from '@lbj/shared';

/**
 * A calendar date of the process ("2026-09-30") written out in `locale`: "30 septembre 2026",
 * "30 September 2026". Noon UTC is the same day in Chile, whatever the season.
 */
export function calendarDate(date: string, locale: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? chileLongDate(`${date}T12:00:00Z`, locale) : date;
}
