import { CALENDAR_PATHS } from '@lbj/shared';

/** The filters and the month of /calendario's address. */
export interface CalendarQuery {
  mes?: string | null;
  nivel?: string | null;
  categoria?: string | null;
}

/** /calendario with these filters (absent ones left out), as a link keeps them in the address. */
export function calendarHref({ mes, nivel, categoria }: CalendarQuery): string {
  const params = new URLSearchParams();
  if (mes) params.set('mes', mes);
  if (nivel) params.set('nivel', nivel);
  if (categoria) params.set('categoria', categoria);
  const query = params.toString();
  return query ? `${CALENDAR_PATHS.page}?${query}` : CALENDAR_PATHS.page;
}

/** A feed's two addresses: `webcal://` (opens the calendar app) and `https://` (to copy). */
export function feedAddresses(origin: string, path: string): { webcal: string; https: string } {
  const url = new URL(path, origin);
  return {
    webcal: `webcal://${url.host}${url.pathname}${url.search}`,
    https: `https://${url.host}${url.pathname}${url.search}`,
  };
}
