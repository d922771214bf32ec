import type { NewsItem } from '@lbj/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getNews } from '../api/news-api.ts';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';

/**
 * The lists' cache keys: the public list, and an administrator's, which also holds the drafts
 * and the scheduled items. Both start with 'news', so one invalidation reaches both.
 */
export const newsKeys = {
  all: ['news'] as const,
  list: ['news'] as const,
  admin: ['news', 'borradores'] as const,
};

export type NewsStatus = 'loading' | 'ready' | 'failed';

export interface NewsState {
  items: NewsItem[];
  status: NewsStatus;
  /** True while a reload runs with the previous list still shown. */
  refreshing: boolean;
}

/**
 * The news list (`admin`: with the drafts and the scheduled items). A failed load is only logged
 * and the list stays empty; a failed reload keeps what is shown.
 */
export function useNews(admin = false): NewsState {
  const query = useQuery({
    queryKey: admin ? newsKeys.admin : newsKeys.list,
    queryFn: ({ signal }) => getNews(signal, admin),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(NEWS_ADMIN_TEXT.loadFailedLog, error);
  }, [error]);
  const hasData = query.data !== undefined;
  return {
    items: query.data ?? [],
    status: hasData ? 'ready' : query.isError ? 'failed' : 'loading',
    refreshing: hasData && query.isFetching,
  };
}
