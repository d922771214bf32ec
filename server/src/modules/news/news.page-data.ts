import { LATEST_NEWS_COUNT, LATEST_NEWS_KEY, toNewsTeaser } from '@lbj/shared';
import type { PageDataLoader } from '../../lib/feature-module.ts';
import type { NewsService } from './news.service.ts';

/**
 * What the server-rendered pages read of the news (ADR 0024): the home page's latest public
 * items, read at each request, so a scheduled item shows the moment it is due.
 */
export function createNewsPageData(
  service: Pick<NewsService, 'page'>,
): Record<string, PageDataLoader> {
  return {
    [LATEST_NEWS_KEY]: async () => {
      const { items } = await service.page({ limit: LATEST_NEWS_COUNT, includeDrafts: false });
      return items.map(toNewsTeaser);
    },
  };
}
