import { CALENDAR_NEXT_KEY, CALENDAR_PATHS, type CalendarEventView } from '@lbj/shared';
import { apiUrl } from '../../../lib/api-base.ts';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';
import styles from './next-events.module.css';

/** Its own words, not the calendar page's: the home page loads only what it shows. */
const TEXT = { title: 'Próximos eventos', all: 'Ver el calendario' } as const;

/** The next events from the API, when the server did not render the page. */
async function loadNextEvents(signal: AbortSignal): Promise<CalendarEventView[]> {
  const response = await fetch(apiUrl(CALENDAR_PATHS.next), { signal });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return (await response.json()) as CalendarEventView[];
}

/**
 * The next five events, in the home page's HTML as the server rendered it (read per request),
 * or asked of the API when the visitor came to the home page through the site's own navigation.
 */
export function NextEvents({ className }: { className?: string }) {
  const next = usePageDataOrFetch<CalendarEventView[] | null>(CALENDAR_NEXT_KEY, loadNextEvents);
  // A shortcut to /calendario: while it loads, or when it cannot, the page goes without it.
  const events = next.state === 'ready' ? next.data : null;
  if (!events || events.length === 0) return null;
  return (
    <section className={className} aria-labelledby="proximos-eventos">
      <h2 id="proximos-eventos" className={styles.heading}>
        {TEXT.title}
      </h2>
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.id} className={styles.item}>
            <p className={styles.when}>
              <time dateTime={event.inicio}>{event.cuando}</time>
            </p>
            <h3 className={styles.title}>
              <a href={event.path}>{event.titulo}</a>
            </h3>
            <p className={styles.who}>{event.niveles}</p>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <a href={CALENDAR_PATHS.page}>{TEXT.all} →</a>
      </p>
    </section>
  );
}
