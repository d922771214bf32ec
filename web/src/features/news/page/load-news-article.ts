import {
  NEWS_TRANSLATION_NOTES,
  newsPathIn,
  toNewsArticleView,
  type Lang,
  type NewsArticleView,
} from '@lbj/shared';
import { isAbort, isNotFound, resolveImageUrl } from '../../../lib/api-client.ts';
import { getNewsItem } from '../api/news-item-api.ts';

export type NewsArticleState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /**
   * `canonical`: the address of a fetched item's page, without the language prefix (the page's
   * own is canonical).
   */
  | { status: 'ready'; view: NewsArticleView; canonical?: string | undefined };

/**
 * GET /api/news/{id} as the item page's state in `lang` (the item's translation into it, else
 * its Spanish); undefined when the request was cancelled. Loaded on demand: an item page that
 * came with its item (every first load) never needs the API client.
 */
export async function loadNewsArticle(
  id: number,
  signal: AbortSignal,
  lang: Lang = 'es',
): Promise<NewsArticleState | undefined> {
  try {
    const item = await getNewsItem(id, signal);
    return {
      status: 'ready',
      view: toNewsArticleView(item, resolveImageUrl, {
        lang,
        notes: lang === 'es' ? undefined : NEWS_TRANSLATION_NOTES[lang],
      }),
      // The page's own slug: the translated title's, else the Spanish one (as the server's).
      canonical: lang === 'es' ? item.ruta : newsPathIn(item, lang),
    };
  } catch (error) {
    if (isAbort(error)) return undefined;
    return isNotFound(error) ? { status: 'not-found' } : { status: 'error' };
  }
}
