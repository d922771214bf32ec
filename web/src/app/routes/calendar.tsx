import {
  CALENDAR_CATEGORIES,
  CALENDAR_LEVELS,
  CALENDAR_PAGE_KEY,
  CALENDAR_PATHS,
  type CalendarPageData,
} from '@lbj/shared';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EventItem } from '../../features/calendar/components/event-item.tsx';
import { MonthGrid } from '../../features/calendar/components/month-grid.tsx';
import { Subscribe } from '../../features/calendar/components/subscribe.tsx';
import styles from '../../features/calendar/components/calendar.module.css';
import { monthTitle } from '../../features/calendar/page/calendar-dates.ts';
import { calendarHref, feedAddresses } from '../../features/calendar/page/calendar-links.ts';
import { useServerPage } from '../../features/calendar/page/use-server-page.ts';
import { useLocale, useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { usePageData } from '../../lib/page-data.ts';
import { PageLoading } from '../layout/page-loading.tsx';

/** A row of filter links: each keeps the other filter and the month in the address. */
function FilterLinks({
  label,
  options,
  current,
  hrefFor,
  allLabel,
}: {
  label: string;
  options: readonly { id: string; nombre: string }[];
  current: string | null;
  hrefFor: (id: string | null) => string;
  allLabel: string;
}) {
  const all = [{ id: null, nombre: allLabel }, ...options];
  return (
    <nav className={styles.filter} aria-label={label}>
      <p className={styles.filterLabel}>{label}</p>
      <ul className={styles.chips}>
        {all.map((option) => (
          <li key={option.id ?? 'todos'}>
            <a
              className={styles.chip}
              href={hrefFor(option.id)}
              aria-current={option.id === current ? 'page' : undefined}
            >
              {option.nombre}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Changes({ data }: { data: CalendarPageData }) {
  const T = useTexts().calendar;
  const localePath = useLocalePath();
  const feed = feedAddresses(
    data.origen,
    localePath(
      data.nivel
        ? `${CALENDAR_PATHS.changesFeed}?niveles=${data.nivel}`
        : CALENDAR_PATHS.changesFeed,
    ),
  );
  return (
    <section className={styles.panel} aria-labelledby="que-cambio">
      <h2 id="que-cambio">{T.changesTitle}</h2>
      <p>{T.changesLead}</p>
      {data.cambios.length === 0 ? (
        <p className={styles.empty}>{T.noChanges}</p>
      ) : (
        <ul className={styles.changes}>
          {data.cambios.map((change) => (
            <li key={change.evento.id}>
              <span className={styles.changeKind}>{T.changeWords[change.cambio]}</span>{' '}
              <a href={localePath(change.evento.path)} lang={change.evento.idioma}>
                {change.evento.titulo}
              </a>
              <span className={styles.meta}>
                {' '}
                · {change.evento.cuando} · {change.fecha}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={feed.webcal}>{T.changesFeed}</a> (<a href={feed.copy}>{feed.scheme}</a>)
      </p>
    </section>
  );
}

/** /calendario: the months from the address (the coming ones by default), filters as links. */
export default function Page() {
  const T = useTexts().calendar;
  const locale = useLocale();
  const localePath = useLocalePath();
  const data = usePageData<CalendarPageData | null>(CALENDAR_PAGE_KEY);
  useServerPage(data);
  const header = <PageHeader eyebrow={T.eyebrow} title={T.title} lead={T.lead} />;
  if (!data) {
    return (
      <>
        {header}
        <PageLoading />
      </>
    );
  }
  const { nivel, categoria } = data;
  const chosenMonth = (mes: string | null) => localePath(calendarHref({ mes, nivel, categoria }));
  const levels = CALENDAR_LEVELS.map(({ id }) => ({ id, nombre: T.levels[id] }));
  const categories = CALENDAR_CATEGORIES.map(({ id }) => ({ id, nombre: T.categories[id] }));
  return (
    <>
      {header}
      <div className={`container ${styles.page}`}>
        {/* On a phone the filters fold away under a summary of those in use, so the month's first
            events are on the first screen; wider, they are always open. */}
        <details className={styles.filtersFold}>
          <summary className={styles.filtersSummary}>
            {T.filtersSummary}{' '}
            <span className={styles.filtersInUse}>
              {nivel ? T.levels[nivel] : T.allLevels} ·{' '}
              {categoria ? T.categories[categoria] : T.allCategoriesInUse}
            </span>
          </summary>
          <div className={styles.filters}>
            <FilterLinks
              label={T.levelLabel}
              options={levels}
              current={nivel}
              allLabel={T.allLevels}
              hrefFor={(id) => localePath(calendarHref({ mes: data.desde, nivel: id, categoria }))}
            />
            <FilterLinks
              label={T.categoryLabel}
              options={categories}
              current={categoria}
              allLabel={T.allCategories}
              hrefFor={(id) => localePath(calendarHref({ mes: data.desde, nivel, categoria: id }))}
            />
          </div>
        </details>
        <div className={styles.layout}>
          <div className={styles.months}>
            {data.meses.map((month) => (
              <section
                key={month.mes}
                className={styles.month}
                aria-labelledby={`mes-${month.mes}`}
              >
                <h2 id={`mes-${month.mes}`} className={styles.monthTitle}>
                  {monthTitle(month.mes, locale)}
                </h2>
                <MonthGrid month={month} today={data.hoy} />
                {month.eventos.length === 0 ? (
                  <p className={styles.empty}>{T.emptyMonth}</p>
                ) : (
                  <ol className={styles.events}>
                    {month.eventos.map((event) => (
                      <EventItem key={event.id} event={event} />
                    ))}
                  </ol>
                )}
              </section>
            ))}
            <nav className={styles.pager} aria-label={T.monthsNav}>
              <a href={chosenMonth(data.anterior)}>← {T.previous}</a>
              <a href={chosenMonth(null)}>{T.today}</a>
              <a href={chosenMonth(data.siguiente)}>{T.next} →</a>
            </nav>
          </div>
          <aside className={styles.side}>
            <Changes data={data} />
            <Subscribe origin={data.origen} level={nivel} />
          </aside>
        </div>
      </div>
    </>
  );
}
