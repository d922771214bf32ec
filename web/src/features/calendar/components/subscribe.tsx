import { CALENDAR_PATHS, calendarLevelName, type CalendarLevel } from '@lbj/shared';
import { CALENDAR_TEXT as T } from '../calendar-text.ts';
import { feedAddresses } from '../page/calendar-links.ts';
import styles from './calendar.module.css';

function FeedLinks({ label, origin, path }: { label: string; origin: string; path: string }) {
  const { webcal, https } = feedAddresses(origin, path);
  return (
    <li className={styles.feed}>
      <p className={styles.feedLabel}>{label}</p>
      <p className={styles.feedLinks}>
        <a className="button-secondary" href={webcal}>
          {T.webcal}
        </a>
        <span className={styles.feedUrl}>
          {T.https}: <a href={https}>{https}</a>
        </span>
      </p>
    </li>
  );
}

/** "Suscribirse": the whole school's feed, the chosen level's, and a short guide per app. */
export function Subscribe({ origin, level }: { origin: string; level: CalendarLevel | null }) {
  return (
    <section className={styles.panel} aria-labelledby="suscribirse">
      <h2 id="suscribirse">{T.subscribeTitle}</h2>
      <p>{T.subscribeLead}</p>
      <ul className={styles.feeds}>
        <FeedLinks label={T.wholeSchool} origin={origin} path={CALENDAR_PATHS.feed} />
        {level ? (
          <FeedLinks
            label={T.levelFeed(calendarLevelName(level))}
            origin={origin}
            path={`${CALENDAR_PATHS.feed}?niveles=${level}`}
          />
        ) : null}
      </ul>
      <h3>{T.guideTitle}</h3>
      {T.guides.map((guide) => (
        <details key={guide.app} className={styles.guide}>
          <summary>{guide.app}</summary>
          <p>{guide.steps}</p>
        </details>
      ))}
      <p className={styles.note}>{T.slowApps}</p>
    </section>
  );
}
