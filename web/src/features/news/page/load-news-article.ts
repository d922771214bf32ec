import { toNewsArticleView, type NewsArticleView } from '@lbj/shared';
import { isAbort, isNotFound, resolveImageUrl } from '../../../lib/api-client.ts';
import { getNewsItem } from '../api/news-item-api.ts';

export type NewsArticleState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** `canonical`: the address the server gave a fetched item (the page's own is canonical). */
  | { status: 'ready'; view: NewsArticleView; canonical?: string | undefined };

/**
 * GET /api/news/{id} as the item page's state; undefined when the request was cancelled. Loaded
 * on demand: an item page that came with its item (every first load) never needs the API client.
 */
export async function loadNewsArticle(
  id: number,
  signal: AbortSignal,
): Promise<NewsArticleState | undefined> {
  try {
    const item = await getNewsItem(id, signal);
    return {
      status: 'ready',
      view: toNewsArticleView(item, resolveImageUrl),
      canonical: item.ruta,
    };
  } catch (error) {
    if (isAbort(error)) return undefined;
    return isNotFound(error) ? { status: 'not-found' } : { status: 'error' };
  }
}
