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

/**
 * A feed's two addresses: `webcal://` (opens the calendar app, whichever the site's scheme: apps
 * read webcal as plain http too) and the address to copy, on the scheme of `origin` (the site's
 * PUBLIC_URL: `http://` on an install without TLS, where an https:// address would not answer).
 * `scheme` names the latter ("https", "http").
 */
export function feedAddresses(
  origin: string,
  path: string,
): { webcal: string; copy: string; scheme: string } {
  const url = new URL(path, origin);
  const scheme = url.protocol.replace(/:$/, '');
  return {
    webcal: `webcal://${url.host}${url.pathname}${url.search}`,
    copy: `${scheme}://${url.host}${url.pathname}${url.search}`,
    scheme,
  };
}
