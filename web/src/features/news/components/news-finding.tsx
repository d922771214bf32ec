import {
  NEWS_CATEGORIES,
  LIMITS,
  newsFindingHref,
  type NewsFinding,
  type NewsFindingQuery,
} from '@lbj/shared';
import type { Ref } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import type { NewsStatus } from '../hooks/news-queries.ts';
import { FINDING_TEXT as T } from '../news-finding-text.ts';
import { NEWS_TEXT } from '../news-text.ts';
import { NewsList, type NewsCardAdmin } from './news-list.tsx';
import styles from './news-finding.module.css';

// /news's category filter, search box and numbered pages (ADR 0033). Plain links and a
// GET form: every choice is an address the server renders, with or without JavaScript, that a
// family can share or bookmark. (Plain <a>, not the router's links: the server has the page.)

const href = (query: Partial<NewsFindingQuery>) => newsFindingHref(query, paths.news);

/** The search box (within the chosen category) and the categories as links. */
function NewsFindControls({ categoria, q }: Pick<NewsFindingQuery, 'categoria' | 'q'>) {
  return (
    <div className={styles.tools}>
      {/* Keyed by the search, so that the box shows the address's search after a navigation. */}
      <form key={q} role="search" method="get" action={paths.news} className={styles.search}>
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
                {category ?? T.allCategories}
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
  const { categoria, q } = finding ?? query;
  const filtered = categoria !== null || q !== '';
  return (
    <section className={styles.section} aria-labelledby="ultimas-noticias">
      <h2 id="ultimas-noticias" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {NEWS_TEXT.listHeading}
      </h2>
      <NewsFindControls categoria={categoria} q={q} />
      {finding && filtered && finding.total > 0 ? (
        <p className={styles.summary}>{T.summary(finding.total, categoria, q)}</p>
      ) : null}
      <NewsList
        items={finding?.items ?? []}
        status={finding ? 'ready' : status}
        refreshing={refreshing}
        onOpen={onOpen}
        admin={admin}
        empty={
          filtered ? (
            <EmptyState text={T.none(categoria, q)} size="compact">
              <a href={paths.news}>{T.allNews}</a>
            </EmptyState>
          ) : undefined
        }
      />
      {finding ? <NewsPagination finding={finding} /> : null}
    </section>
  );
}
