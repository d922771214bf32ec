import type { NewsItem } from '@lbj/shared';
import type { ReactNode } from 'react';
import type { NewsStatus } from '../hooks/news-queries.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Grid } from '../../../components/ui/grid.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { NewsCard } from './news-card.tsx';
import styles from './news-list.module.css';

export interface NewsListProps {
  items: NewsItem[];
  status: NewsStatus;
  refreshing?: boolean;
  onOpen: (item: NewsItem) => void;
  /** An administrator's tag and buttons for each card (absent for a visitor). */
  admin?: NewsCardAdmin | undefined;
  /** Instead of "Aún no hay noticias publicadas." (a search or a category that found nothing). */
  empty?: ReactNode;
}

export interface NewsCardAdmin {
  badge: (item: NewsItem) => ReactNode;
  actions: (item: NewsItem) => ReactNode;
}

/**
 * The spinner while the first load runs, then the cards (or a note that there are none).
 * A failed load shows nothing: it is only logged.
 */
export function NewsList({
  items,
  status,
  refreshing = false,
  onOpen,
  admin,
  empty,
}: NewsListProps) {
  const text = useTexts().news;
  if (status === 'loading') {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{text.loading}</span>
      </div>
    );
  }
  if (items.length === 0) {
    if (status !== 'ready') return null;
    return empty ?? <EmptyState text={text.empty} size="compact" />;
  }
  return (
    <Grid columns={{ sm: 2, xl: 3 }} aria-busy={refreshing}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard
            item={item}
            onOpen={onOpen}
            badge={admin?.badge(item)}
            actions={admin?.actions(item)}
          />
        </li>
      ))}
    </Grid>
  );
}
