import type { NewsItem } from '@lbj/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getNews } from '../api/news-api.ts';

export type NewsStatus = 'loading' | 'ready' | 'failed';

export interface NewsState {
  items: NewsItem[];
  status: NewsStatus;
  /** True while a reload runs with the previous list still shown. */
  refreshing: boolean;
  /** Fetches the list again (after publishing). */
  reload: () => Promise<void>;
  /** Drops one item without a round trip (after a successful delete). */
  removeLocally: (id: number) => void;
}

/**
 * The news list. A failed load is only logged and the list stays empty (SPEC 8); a later
 * response never overwrites a newer one.
 */
export function useNews(): NewsState {
  const [items, setItems] = useState<NewsItem[]>([]);
  const [status, setStatus] = useState<NewsStatus>('loading');
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(0);

  const settle = useCallback(
    (request: number, outcome: { list: NewsItem[] } | { error: unknown }) => {
      if (request !== latest.current) return;
      setRefreshing(false);
      if ('list' in outcome) {
        setItems(outcome.list);
        setStatus('ready');
        return;
      }
      console.error('No se pudieron cargar las noticias', outcome.error);
      // A failed first load leaves the list empty; a failed reload keeps what is shown.
      setStatus((current) => (current === 'loading' ? 'failed' : current));
    },
    [],
  );

  const fetchList = useCallback(
    (signal?: AbortSignal): Promise<void> => {
      const request = ++latest.current;
      return getNews(signal).then(
        (list) => {
          settle(request, { list });
        },
        (error: unknown) => {
          if (!signal?.aborted) settle(request, { error });
        },
      );
    },
    [settle],
  );

  useEffect(() => {
    const controller = new AbortController();
    void fetchList(controller.signal);
    return () => {
      controller.abort();
    };
  }, [fetchList]);

  const reload = useCallback(() => {
    setRefreshing(true);
    return fetchList();
  }, [fetchList]);

  const removeLocally = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return { items, status, refreshing, reload, removeLocally };
}
