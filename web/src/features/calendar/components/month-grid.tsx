import type { CalendarMonth } from '@lbj/shared';
import { useLocale } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { monthTitle, weekdays } from '../page/calendar-dates.ts';
import styles from './calendar.module.css';

/** The weeks of a month, Monday first: each a list of 7 days (`YYYY-MM-DD`) or null. */
function weeksOf(month: string): (string | null)[][] {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const first = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A month as a grid, on wider screens (CSS hides it on a phone, where the list says it all):
 * each day with the titles of its events.
 */
export function MonthGrid({ month, today }: { month: CalendarMonth; today: string }) {
  const T = useTexts().calendar;
  const locale = useLocale();
  return (
    <table className={styles.grid}>
      <caption className="visually-hidden">{T.gridCaption(monthTitle(month.mes, locale))}</caption>
      <thead>
        <tr>
          {weekdays(locale).map((day) => (
            <th key={day.name} scope="col" abbr={day.name}>
              {day.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month.mes).map((week) => (
          <tr key={week.find((day) => day !== null) ?? month.mes}>
            {week.map((day, i) => {
              if (day === null) return <td key={`vacio-${String(i)}`} />;
              const events = month.eventos.filter((e) => e.dia <= day && e.diaFin >= day);
              return (
                <td key={day} className={day === today ? styles.today : undefined}>
                  <span className={styles.gridDay}>{Number(day.slice(8))}</span>
                  {events.slice(0, 3).map((event) => (
                    <span
                      key={event.id}
                      className={`${styles.gridEvent} ${event.estado === 'cancelado' ? styles.cancelled : ''}`}
                      lang={event.idioma}
                    >
                      {event.titulo}
                    </span>
                  ))}
                  {events.length > 3 ? (
                    <span className={styles.gridMore}>+{events.length - 3}</span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
