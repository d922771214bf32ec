import { useEffect, useState } from 'react';
import type { Lang, NewsPageData } from '@lbj/shared';
import type { NewsArticleState } from './load-news-article.ts';

function fromData(data: NewsPageData): NewsArticleState {
  return data.noticia ? { status: 'ready', view: data.noticia } : { status: 'not-found' };
}

/**
 * The item of an item page in `lang`: the data the page came with (first load, hydration), else
 * fetched from GET /api/news/{id} (a client-side navigation). A null id names no item.
 */
export function useNewsArticle(
  id: number | null,
  initial: NewsPageData | undefined,
  lang: Lang = 'es',
) {
  const [state, setState] = useState<NewsArticleState>(() =>
    initial ? fromData(initial) : id === null ? { status: 'not-found' } : { status: 'loading' },
  );
  useEffect(() => {
    if (initial || id === null) return;
    const controller = new AbortController();
    import('./load-news-article.ts')
      .then(({ loadNewsArticle }) => loadNewsArticle(id, controller.signal, lang))
      .then(
        (next) => {
          if (next && !controller.signal.aborted) setState(next);
        },
        () => {
          // The code itself could not be loaded (offline after the first load).
          if (!controller.signal.aborted) setState({ status: 'error' });
        },
      );
    return () => {
      controller.abort();
    };
  }, [id, initial, lang]);
  return state;
}
