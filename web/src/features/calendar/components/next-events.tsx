import { CALENDAR_NEXT_KEY, CALENDAR_PATHS, type CalendarEventView } from '@lbj/shared';
import { usePageData } from '../../../lib/page-data.ts';
import styles from './next-events.module.css';

/** Its own words, not the calendar page's: the home page loads only what it shows. */
const TEXT = { title: 'Próximos eventos', all: 'Ver el calendario' } as const;

/**
 * The next five events, in the home page's HTML as the server rendered it (read per request).
 * After a client navigation there is no such data and the section is left out.
 */
export function NextEvents({ className }: { className?: string }) {
  const events = usePageData<CalendarEventView[] | null>(CALENDAR_NEXT_KEY);
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
