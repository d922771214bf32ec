import { CALENDAR_NEXT_KEY, CALENDAR_PATHS, type CalendarEventView, type Lang } from '@lbj/shared';
import { useLang, useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { apiUrl } from '../../../lib/api-base.ts';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';
import styles from './next-events.module.css';

/**
 * The next events from the API, when the server did not render the page: in the page's language
 * (`?idioma=fr`), Spanish without it.
 */
async function loadNextEvents(lang: Lang, signal: AbortSignal): Promise<CalendarEventView[]> {
  const query = lang === 'es' ? '' : `?idioma=${lang}`;
  const response = await fetch(apiUrl(`${CALENDAR_PATHS.next}${query}`), { signal });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return (await response.json()) as CalendarEventView[];
}

/**
 * The next five events, in the home page's HTML as the server rendered it (read per request),
 * or asked of the API when the visitor came to the home page through the site's own navigation.
 */
export function NextEvents({ className }: { className?: string }) {
  const text = useTexts().calendar;
  const lang = useLang();
  const localePath = useLocalePath();
  const next = usePageDataOrFetch<CalendarEventView[] | null>(CALENDAR_NEXT_KEY, (signal) =>
    loadNextEvents(lang, signal),
  );
  // A shortcut to /calendario: while it loads, or when it cannot, the page goes without it.
  const events = next.state === 'ready' ? next.data : null;
  if (!events || events.length === 0) return null;
  return (
    <section className={className} aria-labelledby="proximos-eventos">
      <h2 id="proximos-eventos" className={styles.heading}>
        {text.nextTitle}
      </h2>
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.id} className={styles.item}>
            <p className={styles.when}>
              <time dateTime={event.inicio}>{event.cuando}</time>
            </p>
            <h3 className={styles.title}>
              <a href={localePath(event.path)} lang={event.idioma}>
                {event.titulo}
              </a>
            </h3>
            <p className={styles.who}>{event.niveles}</p>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <a href={localePath(CALENDAR_PATHS.page)}>{text.nextAll} →</a>
      </p>
    </section>
  );
}
