import { NEWS_CATEGORY_LABELS_EN } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { NEWS_TEXT as SPANISH } from './news-text.ts';

export const NEWS_TEXT: Texts<typeof SPANISH> = {
  listHeading: 'Latest news',
  loading: 'Loading news…',
  empty: 'No news has been published yet.',
  readMore: 'Read the story',
  openPage: 'Open the story’s page',
  featuredHeading: 'Highlights',
  latestTitle: 'Latest news',
  latestAll: 'See all news',
  categories: NEWS_CATEGORY_LABELS_EN,
};
