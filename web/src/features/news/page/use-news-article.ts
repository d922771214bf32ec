import { useEffect, useState } from 'react';
import { toNewsArticleView, type NewsArticleView, type NewsPageData } from '@lbj/shared';
import { isAbort, isNotFound, resolveImageUrl } from '../../../lib/api-client.ts';
import { getNewsItem } from '../api/news-item-api.ts';

export type NewsArticleState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** `canonical`: the address the server gave a fetched item (the page's own is canonical). */
  | { status: 'ready'; view: NewsArticleView; canonical?: string | undefined };

function fromData(data: NewsPageData): NewsArticleState {
  return data.noticia ? { status: 'ready', view: data.noticia } : { status: 'not-found' };
}

/**
 * The item of an item page: the data the page came with (first load, hydration), else fetched
 * from GET /api/news/{id} (a client-side navigation). A null id names no item.
 */
export function useNewsArticle(id: number | null, initial: NewsPageData | undefined) {
  const [state, setState] = useState<NewsArticleState>(() =>
    initial ? fromData(initial) : id === null ? { status: 'not-found' } : { status: 'loading' },
  );
  useEffect(() => {
    if (initial || id === null) return;
    const controller = new AbortController();
    getNewsItem(id, controller.signal).then(
      (item) => {
        setState({
          status: 'ready',
          view: toNewsArticleView(item, resolveImageUrl),
          canonical: item.ruta,
        });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        setState(isNotFound(error) ? { status: 'not-found' } : { status: 'error' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [id, initial]);
  return state;
}
