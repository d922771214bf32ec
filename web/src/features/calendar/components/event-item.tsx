import type { CalendarEventView } from '@lbj/shared';
import { useLang, useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import styles from './calendar.module.css';

const dayNumber = (day: string) => String(Number(day.slice(8, 10)));

/**
 * One event in a list: its day, title (a link to its page, a whole page load: the server
 * renders it), when, for whom and where; "Cancelado" beside a cancelled one. On a French or
 * English page, a title without a translation and the place are Spanish: marked so.
 */
export function EventItem({
  event,
  headingLevel = 3,
}: {
  event: CalendarEventView;
  headingLevel?: 3 | 4;
}) {
  const T = useTexts().calendar;
  const lang = useLang();
  const localePath = useLocalePath();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const cancelled = event.estado === 'cancelado';
  return (
    <li className={`${styles.event} ${cancelled ? styles.cancelled : ''}`}>
      <time className={styles.badge} dateTime={event.dia} aria-hidden="true">
        {dayNumber(event.dia)}
      </time>
      <div className={styles.eventBody}>
        <p className={styles.category}>
          {T.categories[event.categoria]}
          {cancelled ? <span className={styles.cancelledTag}>{T.cancelled}</span> : null}
        </p>
        <Heading className={styles.eventTitle}>
          <a href={localePath(event.path)} lang={event.idioma}>
            {event.titulo}
          </a>
        </Heading>
        <p className={styles.when}>
          <time dateTime={event.inicio}>{event.cuando}</time>
        </p>
        <p className={styles.meta}>
          {event.niveles}
          {event.lugar ? (
            lang === 'es' ? (
              ` · ${event.lugar}`
            ) : (
              <>
                {' · '}
                <span lang="es">{event.lugar}</span>
              </>
            )
          ) : (
            ''
          )}
        </p>
      </div>
    </li>
  );
}
