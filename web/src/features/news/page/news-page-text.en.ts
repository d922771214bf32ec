import type { Texts } from '../../../i18n/texts.tsx';
import type { NEWS_PAGE_TEXT as SPANISH } from './news-page-text.ts';

export const NEWS_PAGE_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'The Le Beau Jour community',
  title: 'News',
  lead: 'Announcements, activities and achievements from our school community.',

  allNews: 'All news',
  seeAllNews: 'See all news',
  photoRequestLink: 'Ask for this photo to be removed',
  missingTitle: 'We couldn’t find this story',
  missing:
    'The address may be incomplete, or the story may have been removed or not be published yet.',
  failedTitle: 'We couldn’t load this story',
  failed: 'Please check your internet connection and try again.',
  documentTitle: (titulo) => `${titulo} · Le Beau Jour School`,
  missingDocumentTitle: 'Story not found · Le Beau Jour School',
};
