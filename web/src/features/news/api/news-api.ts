import { API_PATHS, NEWS_INCLUDE_DRAFTS, newsListSchema, type NewsItem } from '@lbj/shared';
import { apiRequest } from '../../../lib/api-client.ts';

// The administrator's calls live in news-admin-api.ts, out of the page's initial JavaScript.

/**
 * GET /api/news: every public item, newest first. An administrator's list (`drafts`) also has
 * the drafts and the scheduled items (`?incluir=borradores`, sent with the token).
 */
export function getNews(signal?: AbortSignal, drafts = false): Promise<NewsItem[]> {
  return apiRequest(
    drafts ? `${API_PATHS.news}?incluir=${NEWS_INCLUDE_DRAFTS}` : API_PATHS.news,
    newsListSchema,
    { ...(signal ? { signal } : {}), admin: drafts },
  );
}
