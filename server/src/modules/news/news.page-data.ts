import {
  LATEST_NEWS_COUNT,
  LATEST_NEWS_KEY,
  NEWS_FINDING_KEY,
  NEWS_FINDING_PAGE_SIZE,
  newsPageCount,
  readNewsFindingQuery,
  toNewsTeaser,
  type NewsFinding,
} from '@lbj/shared';
import type { PageDataLoader } from '../../lib/feature-module.ts';
import type { NewsService } from './news.service.ts';

/**
 * What the server-rendered pages read of the news (ADR 0024), at each request, so a scheduled
 * item shows the moment it is due: the home page's latest public items, and /news's numbered
 * page of the public list with its category and search from the address (ADR 0033).
 */
export function createNewsPageData(
  service: Pick<NewsService, 'page' | 'numbered'>,
): Record<string, PageDataLoader> {
  return {
    [LATEST_NEWS_KEY]: async () => {
      const { items } = await service.page({ limit: LATEST_NEWS_COUNT, includeDrafts: false });
      return items.map(toNewsTeaser);
    },
    // Whatever the address holds, an answer: a bad value is read as absent (never a 4xx or 500
    // for a page a visitor follows from a link).
    [NEWS_FINDING_KEY]: async ({ url }): Promise<NewsFinding> => {
      const { categoria, q, pagina } = readNewsFindingQuery(url.searchParams);
      const page = await service.numbered({
        ...(categoria === null ? {} : { categoria }),
        q,
        pagina,
        size: NEWS_FINDING_PAGE_SIZE,
      });
      return {
        items: page.items,
        pagina: page.pagina,
        paginas: newsPageCount(page.total),
        total: page.total,
        categoria,
        q,
      };
    },
  };
}
