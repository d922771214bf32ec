import { calendarCategoryName, type CalendarEventView } from '@lbj/shared';
import { CALENDAR_TEXT as T } from '../calendar-text.ts';
import styles from './calendar.module.css';

const dayNumber = (day: string) => String(Number(day.slice(8, 10)));

/**
 * One event in a list: its day, title (a link to its page, a whole page load: the server
 * renders it), when, for whom and where; "Cancelado" beside a cancelled one.
 */
export function EventItem({
  event,
  headingLevel = 3,
}: {
  event: CalendarEventView;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const cancelled = event.estado === 'cancelado';
  return (
    <li className={`${styles.event} ${cancelled ? styles.cancelled : ''}`}>
      <time className={styles.badge} dateTime={event.dia} aria-hidden="true">
        {dayNumber(event.dia)}
      </time>
      <div className={styles.eventBody}>
        <p className={styles.category}>
          {calendarCategoryName(event.categoria)}
          {cancelled ? <span className={styles.cancelledTag}>{T.cancelled}</span> : null}
        </p>
        <Heading className={styles.eventTitle}>
          <a href={event.path}>{event.titulo}</a>
        </Heading>
        <p className={styles.when}>
          <time dateTime={event.inicio}>{event.cuando}</time>
        </p>
        <p className={styles.meta}>
          {event.niveles}
          {event.lugar ? ` · ${event.lugar}` : ''}
        </p>
      </div>
    </li>
  );
}
