import { ERRORS_TEXT } from '../app/error-views-text.fr.ts';
import { OFFLINE_TEXT } from '../app/offline-text.fr.ts';
import { DIGEST_TEXT } from '../app/digest-text.fr.ts';
import { LAYOUT_TEXT } from '../app/layout/layout-text.fr.ts';
import { UI_TEXT } from '../components/ui/ui-text.fr.ts';
import { FEATURED_TEXT } from '../content/featured-text.fr.ts';
import { HOME_TEXT } from '../content/home-text.fr.ts';
import { ADMISSION_TEXT } from '../features/admissions/admissions-text.fr.ts';
import { CONTACT_TEXT } from '../features/contact/contact-text.fr.ts';
import { PHOTO_REQUEST_TEXT } from '../features/photos/photos-text.fr.ts';
import { CALENDAR_TEXT } from '../features/calendar/calendar-text.fr.ts';
import { DOCUMENTS_TEXT } from '../features/documents/documents-text.fr.ts';
import { SUPPLIES_TEXT } from '../features/supplies/supplies-text.fr.ts';
import { GALLERY_TEXT } from '../features/gallery/gallery-text.fr.ts';
import { FINDING_TEXT } from '../features/news/news-finding-text.fr.ts';
import { NEWS_SHARE_TEXT } from '../features/news/news-share-text.fr.ts';
import { NEWS_TEXT } from '../features/news/news-text.fr.ts';
import { NEWS_PAGE_TEXT } from '../features/news/page/news-page-text.fr.ts';
import type { Catalogue } from './texts.tsx';

/** Every French text of the public pages, by section. */
export const catalogue: Catalogue = {
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
