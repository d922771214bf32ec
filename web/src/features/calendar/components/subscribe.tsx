import { CALENDAR_PATHS, type CalendarLevel } from '@lbj/shared';
import { paths } from '../../../config/paths.ts';
import { useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { feedAddresses } from '../page/calendar-links.ts';
import styles from './calendar.module.css';

function FeedLinks({ label, origin, path }: { label: string; origin: string; path: string }) {
  const T = useTexts().calendar;
  const { webcal, copy } = feedAddresses(origin, path);
  return (
    <li className={styles.feed}>
      <p className={styles.feedLabel}>{label}</p>
      <p className={styles.feedLinks}>
        <a className="button-secondary" href={webcal}>
          {T.webcal}
        </a>
        <span className={styles.feedUrl}>
          {T.copyLabel} <a href={copy}>{copy}</a>
        </span>
      </p>
    </li>
  );
}

/**
 * "Suscribirse": the whole school's feed, the chosen level's, and a short guide per app. The
 * feeds are the page's language's (`/fr/calendario.ics`): their events' texts are in it.
 */
export function Subscribe({ origin, level }: { origin: string; level: CalendarLevel | null }) {
  const T = useTexts().calendar;
  const localePath = useLocalePath();
  const wholeSchool = localePath(CALENDAR_PATHS.feed);
  // The scheme the addresses to copy are written in, as the guides tell families to paste them.
  const { scheme } = feedAddresses(origin, wholeSchool);
  return (
    <section className={styles.panel} aria-labelledby="suscribirse">
      <h2 id="suscribirse">{T.subscribeTitle}</h2>
      <p>{T.subscribeLead}</p>
      <p className={styles.note}>{T.offlineCopy}</p>
      <ul className={styles.feeds}>
        <FeedLinks label={T.wholeSchool} origin={origin} path={wholeSchool} />
        {level ? (
          <FeedLinks
            label={T.levelFeed(T.levelGlossed(level))}
            origin={origin}
            path={localePath(`${CALENDAR_PATHS.feed}?niveles=${level}`)}
          />
        ) : null}
      </ul>
      <h3>{T.guideTitle}</h3>
      {T.guides.map((guide) => (
        <details key={guide.app} className={styles.guide}>
          <summary>{guide.app}</summary>
          <p>{guide.steps(scheme)}</p>
        </details>
      ))}
      <p className={styles.note}>{T.slowApps}</p>
      <p>
        {T.byEmail} <a href={localePath(paths.digest)}>{T.byEmailLink}</a>.
      </p>
    </section>
  );
}
