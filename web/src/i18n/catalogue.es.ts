import { ERRORS_TEXT } from '../app/error-views-text.ts';
import { OFFLINE_TEXT } from '../app/offline-text.ts';
import { DIGEST_TEXT } from '../app/digest-text.ts';
import { LAYOUT_TEXT } from '../app/layout/layout-text.ts';
import { UI_TEXT } from '../components/ui/ui-text.ts';
import { FEATURED_TEXT } from '../content/featured-text.ts';
import { HOME_TEXT } from '../content/home-text.ts';
import { ADMISSION_TEXT } from '../features/admissions/admissions-text.ts';
import { CONTACT_TEXT } from '../features/contact/contact-text.ts';
import { PHOTO_REQUEST_TEXT } from '../features/photos/photos-text.ts';
import { CALENDAR_TEXT } from '../features/calendar/calendar-text.ts';
import { DOCUMENTS_TEXT } from '../features/documents/documents-text.ts';
import { SUPPLIES_TEXT } from '../features/supplies/supplies-text.ts';
import { GALLERY_TEXT } from '../features/gallery/gallery-text.ts';
import { FINDING_TEXT } from '../features/news/news-finding-text.ts';
import { NEWS_SHARE_TEXT } from '../features/news/news-share-text.ts';
import { NEWS_TEXT } from '../features/news/news-text.ts';
import { NEWS_PAGE_TEXT } from '../features/news/page/news-page-text.ts';

/**
 * Every Spanish text of the public pages, by section. Its shape is every language's: the French
 * and English catalogues must have each section and key, with the same parameters.
 */
export const catalogue = {
  layout: LAYOUT_TEXT,
  home: HOME_TEXT,
  featured: FEATURED_TEXT,
  contact: CONTACT_TEXT,
  admission: ADMISSION_TEXT,
  photoRequest: PHOTO_REQUEST_TEXT,
  errors: ERRORS_TEXT,
  offline: OFFLINE_TEXT,
  digest: DIGEST_TEXT,
  ui: UI_TEXT,
  calendar: CALENDAR_TEXT,
  documents: DOCUMENTS_TEXT,
  supplies: SUPPLIES_TEXT,
  gallery: GALLERY_TEXT,
  news: NEWS_TEXT,
  newsFinding: FINDING_TEXT,
  newsShare: NEWS_SHARE_TEXT,
  newsPage: NEWS_PAGE_TEXT,
};
