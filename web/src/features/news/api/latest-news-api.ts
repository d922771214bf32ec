import {
  API_PATHS,
  LATEST_NEWS_COUNT,
  newsListSchema,
  toNewsTeaser,
  type NewsTeaser,
} from '@lbj/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The latest public items, for the home page after a client-side navigation (the server puts
 * them in the page it sends). Loaded on demand, out of the home page's initial JavaScript.
 */
export async function getLatestNews(signal?: AbortSignal): Promise<NewsTeaser[]> {
  const items = await apiRequest(
    `${API_PATHS.news}?limit=${String(LATEST_NEWS_COUNT)}`,
    newsListSchema,
    signal ? { signal } : {},
  );
  return items.slice(0, LATEST_NEWS_COUNT).map(toNewsTeaser);
}
