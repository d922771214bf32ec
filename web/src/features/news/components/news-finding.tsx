import {
  NEWS_CATEGORIES,
  LIMITS,
  newsFindingHref,
  type NewsFinding,
  type NewsFindingQuery,
  categoryLabel,
} from '@lbj/shared';
import type { Ref } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import type { NewsStatus } from '../hooks/news-queries.ts';
import { NewsList, type NewsCardAdmin } from './news-list.tsx';
import styles from './news-finding.module.css';

// /news's category filter, search box and numbered pages (ADR 0033). Plain links and a
// GET form: every choice is an address the server renders, with or without JavaScript, that a
// family can share or bookmark. (Plain <a>, not the router's links: the server has the page.)
// Every address is /news in the page's language (`/fr/news?categoria=Deportes`); a category
// stays the server's value in the address and shows its label.

/** The addresses of /news's lists, in the page's language. */
function useNewsHref(): (query: Partial<NewsFindingQuery>) => string {
  const base = useLocalePath()(paths.news);
  return (query) => newsFindingHref(query, base);
}

/** The search box (within the chosen category) and the categories as links. */
function NewsFindControls({ categoria, q }: Pick<NewsFindingQuery, 'categoria' | 'q'>) {
  const { newsFinding: T, news } = useTexts();
  const href = useNewsHref();
  return (
    <div className={styles.tools}>
      {/* Keyed by the search, so that the box shows the address's search after a navigation. */}
      <form key={q} role="search" method="get" action={href({})} className={styles.search}>
        {categoria ? <input type="hidden" name="categoria" value={categoria} /> : null}
        <label htmlFor="buscar-noticias" className={styles.searchLabel}>
          {T.searchLabel}
        </label>
        <div className={styles.searchRow}>
          <input
            id="buscar-noticias"
            className={styles.searchInput}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={LIMITS.newsSearchMax}
            autoComplete="off"
          />
          <button type="submit" className="button-primary">
            {T.searchButton}
          </button>
        </div>
      </form>
      <nav aria-label={T.categoriesLabel}>
        <ul className={styles.categories}>
          {[null, ...NEWS_CATEGORIES].map((category) => (
            <li key={category ?? ''}>
              <a
                className={styles.category}
                href={href({ categoria: category, q })}
                aria-current={category === categoria ? 'page' : undefined}
              >
                {category === null ? T.allCategories : categoryLabel(news.categories, category)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Page numbers to show: all up to 7, else the first, the last and the current one's neighbours. */
export function pageNumbers(pagina: number, paginas: number): (number | 'gap')[] {
  if (paginas <= 7) return Array.from({ length: paginas }, (_, index) => index + 1);
  const shown = new Set([1, paginas, pagina - 1, pagina, pagina + 1]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= paginas).sort((a, b) => a - b);
  return numbers.flatMap((n, index) => {
    const previous = numbers[index - 1];
    return previous !== undefined && n - previous > 1 ? ['gap' as const, n] : [n];
  });
}

/** "Anterior", the page numbers (the current one `aria-current="page"`) and "Siguiente". */
function NewsPagination({ finding }: { finding: NewsFinding }) {
  const T = useTexts().newsFinding;
  const href = useNewsHref();
  const { pagina, paginas, categoria, q } = finding;
  if (paginas <= 1) return null;
  const to = (page: number) => href({ categoria, q, pagina: page });
  return (
    <nav aria-label={T.pagesLabel} className={styles.pagination}>
      <ul className={styles.pages}>
        {pagina > 1 ? (
          <li>
            <a className={styles.step} href={to(pagina - 1)} rel="prev">
              {T.previous}
            </a>
          </li>
        ) : null}
        {pageNumbers(pagina, paginas).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${String(index)}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className={styles.page}
                href={to(page)}
                aria-current={page === pagina ? 'page' : undefined}
              >
                <span className="visually-hidden">{T.pageWord}</span> {page}
              </a>
            </li>
          ),
        )}
        {pagina < paginas ? (
          <li>
            <a className={styles.step} href={to(pagina + 1)} rel="next">
              {T.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export interface NewsListingProps {
  /** The page to show; undefined while the first load runs (or when it failed). */
  finding: NewsFinding | undefined;
  /** What the address asks for (the controls' state before the list is there). */
  query: NewsFindingQuery;
  status: NewsStatus;
  refreshing?: boolean;
  onOpen: Parameters<typeof NewsList>[0]['onOpen'];
  admin?: NewsCardAdmin | undefined;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The list's section: heading, search and categories, what was found, the cards, the pages. */
export function NewsListing({
  finding,
  query,
  status,
  refreshing = false,
  onOpen,
  admin,
  headingRef,
}: NewsListingProps) {
  const { news: text, newsFinding: T } = useTexts();
  const href = useNewsHref();
  const { categoria, q } = finding ?? query;
  const label = categoria === null ? null : categoryLabel(text.categories, categoria);
  const filtered = categoria !== null || q !== '';
  return (
    <section className={styles.section} aria-labelledby="ultimas-noticias">
      <h2 id="ultimas-noticias" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {text.listHeading}
      </h2>
      <NewsFindControls categoria={categoria} q={q} />
      {finding && filtered && finding.total > 0 ? (
        <p className={styles.summary}>{T.summary(finding.total, label, q)}</p>
      ) : null}
      <NewsList
        items={finding?.items ?? []}
        status={finding ? 'ready' : status}
        refreshing={refreshing}
        onOpen={onOpen}
        admin={admin}
        empty={
          filtered ? (
            <EmptyState text={T.none(label, q)} size="compact">
              <a href={href({})}>{T.allNews}</a>
            </EmptyState>
          ) : undefined
        }
      />
      {finding ? <NewsPagination finding={finding} /> : null}
    </section>
  );
}
