import type { Lang } from '@lbj/shared';
import type { Catalogue, Section } from './texts.tsx';

type Loaders<S extends Section> = Readonly<Record<Lang, () => Promise<Catalogue[S]>>>;

/**
 * Each text section in each language, loaded on its own: an island's code carries no text, and
 * the browser fetches only the sections the island uses, in the page's language.
 */
export const sectionLoaders: { readonly [S in Section]: Loaders<S> } = {
  layout: {
    es: () => import('../app/layout/layout-text.ts').then((m) => m.LAYOUT_TEXT),
    fr: () => import('../app/layout/layout-text.fr.ts').then((m) => m.LAYOUT_TEXT),
    en: () => import('../app/layout/layout-text.en.ts').then((m) => m.LAYOUT_TEXT),
  },
  home: {
    es: () => import('../content/home-text.ts').then((m) => m.HOME_TEXT),
    fr: () => import('../content/home-text.fr.ts').then((m) => m.HOME_TEXT),
    en: () => import('../content/home-text.en.ts').then((m) => m.HOME_TEXT),
  },
  featured: {
    es: () => import('../content/featured-text.ts').then((m) => m.FEATURED_TEXT),
    fr: () => import('../content/featured-text.fr.ts').then((m) => m.FEATURED_TEXT),
    en: () => import('../content/featured-text.en.ts').then((m) => m.FEATURED_TEXT),
  },
  contact: {
    es: () => import('../features/contact/contact-text.ts').then((m) => m.CONTACT_TEXT),
    fr: () => import('../features/contact/contact-text.fr.ts').then((m) => m.CONTACT_TEXT),
    en: () => import('../features/contact/contact-text.en.ts').then((m) => m.CONTACT_TEXT),
  },
  admission: {
    es: () => import('../features/admissions/admissions-text.ts').then((m) => m.ADMISSION_TEXT),
    fr: () => import('../features/admissions/admissions-text.fr.ts').then((m) => m.ADMISSION_TEXT),
    en: () => import('../features/admissions/admissions-text.en.ts').then((m) => m.ADMISSION_TEXT),
  },
  photoRequest: {
    es: () => import('../features/photos/photos-text.ts').then((m) => m.PHOTO_REQUEST_TEXT),
    fr: () => import('../features/photos/photos-text.fr.ts').then((m) => m.PHOTO_REQUEST_TEXT),
    en: () => import('../features/photos/photos-text.en.ts').then((m) => m.PHOTO_REQUEST_TEXT),
  },
  errors: {
    es: () => import('../app/error-views-text.ts').then((m) => m.ERRORS_TEXT),
    fr: () => import('../app/error-views-text.fr.ts').then((m) => m.ERRORS_TEXT),
    en: () => import('../app/error-views-text.en.ts').then((m) => m.ERRORS_TEXT),
  },
  digest: {
    es: () => import('../app/digest-text.ts').then((m) => m.DIGEST_TEXT),
    fr: () => import('../app/digest-text.fr.ts').then((m) => m.DIGEST_TEXT),
    en: () => import('../app/digest-text.en.ts').then((m) => m.DIGEST_TEXT),
  },
  offline: {
    es: () => import('../app/offline-text.ts').then((m) => m.OFFLINE_TEXT),
    fr: () => import('../app/offline-text.fr.ts').then((m) => m.OFFLINE_TEXT),
    en: () => import('../app/offline-text.en.ts').then((m) => m.OFFLINE_TEXT),
  },
  ui: {
    es: () => import('../components/ui/ui-text.ts').then((m) => m.UI_TEXT),
    fr: () => import('../components/ui/ui-text.fr.ts').then((m) => m.UI_TEXT),
    en: () => import('../components/ui/ui-text.en.ts').then((m) => m.UI_TEXT),
  },
  calendar: {
    es: () => import('../features/calendar/calendar-text.ts').then((m) => m.CALENDAR_TEXT),
    fr: () => import('../features/calendar/calendar-text.fr.ts').then((m) => m.CALENDAR_TEXT),
    en: () => import('../features/calendar/calendar-text.en.ts').then((m) => m.CALENDAR_TEXT),
  },
  documents: {
    es: () => import('../features/documents/documents-text.ts').then((m) => m.DOCUMENTS_TEXT),
    fr: () => import('../features/documents/documents-text.fr.ts').then((m) => m.DOCUMENTS_TEXT),
    en: () => import('../features/documents/documents-text.en.ts').then((m) => m.DOCUMENTS_TEXT),
  },
  supplies: {
    es: () => import('../features/supplies/supplies-text.ts').then((m) => m.SUPPLIES_TEXT),
    fr: () => import('../features/supplies/supplies-text.fr.ts').then((m) => m.SUPPLIES_TEXT),
    en: () => import('../features/supplies/supplies-text.en.ts').then((m) => m.SUPPLIES_TEXT),
  },
  gallery: {
    es: () => import('../features/gallery/gallery-text.ts').then((m) => m.GALLERY_TEXT),
    fr: () => import('../features/gallery/gallery-text.fr.ts').then((m) => m.GALLERY_TEXT),
    en: () => import('../features/gallery/gallery-text.en.ts').then((m) => m.GALLERY_TEXT),
  },
  news: {
    es: () => import('../features/news/news-text.ts').then((m) => m.NEWS_TEXT),
    fr: () => import('../features/news/news-text.fr.ts').then((m) => m.NEWS_TEXT),
    en: () => import('../features/news/news-text.en.ts').then((m) => m.NEWS_TEXT),
  },
  newsFinding: {
    es: () => import('../features/news/news-finding-text.ts').then((m) => m.FINDING_TEXT),
    fr: () => import('../features/news/news-finding-text.fr.ts').then((m) => m.FINDING_TEXT),
    en: () => import('../features/news/news-finding-text.en.ts').then((m) => m.FINDING_TEXT),
  },
  newsShare: {
    es: () => import('../features/news/news-share-text.ts').then((m) => m.NEWS_SHARE_TEXT),
    fr: () => import('../features/news/news-share-text.fr.ts').then((m) => m.NEWS_SHARE_TEXT),
    en: () => import('../features/news/news-share-text.en.ts').then((m) => m.NEWS_SHARE_TEXT),
  },
  newsPage: {
    es: () => import('../features/news/page/news-page-text.ts').then((m) => m.NEWS_PAGE_TEXT),
    fr: () => import('../features/news/page/news-page-text.fr.ts').then((m) => m.NEWS_PAGE_TEXT),
    en: () => import('../features/news/page/news-page-text.en.ts').then((m) => m.NEWS_PAGE_TEXT),
  },
};
