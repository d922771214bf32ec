import { API_PATHS, newsItemSchema, type NewsItem } from '@lbj/shared';
import { apiRequest } from '../../../lib/api-client.ts';

// Apart from news-api.ts, so that the item page's chunk and the /news chunk share no module.

/** GET /api/news/{id}: one public item; a 404 (ApiRequestError) when there is none. */
export function getNewsItem(id: number, signal?: AbortSignal): Promise<NewsItem> {
  return apiRequest(API_PATHS.newsItem(id), newsItemSchema, signal ? { signal } : {});
}
