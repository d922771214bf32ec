import type { Texts } from '../../i18n/texts.tsx';
import type { GALLERY_TEXT as SPANISH } from './gallery-text.ts';

export const GALLERY_TEXT: Texts<typeof SPANISH> = {
  indexHeading: 'Photo gallery',
  indexLead: 'School ceremonies, outings, celebrations and everyday life in our school community.',
  yearHeading: (year) => `Photos ${String(year)}`,
  yearDocumentTitle: (year) => `Photos ${String(year)} · Le Beau Jour School`,
  invalidYearDocumentTitle: 'Photo gallery · Le Beau Jour School',
  invalidYear: 'That year isn’t valid.',
  allYears: 'All years',
  otherYears: 'See photos from other years',
  newTab: '(opens in a new tab)',
  newTabVisible: 'Opens in a new tab',
  photoAlt: (position, total, year) =>
    `Photo ${String(position)} of ${String(total)} from ${String(year)}`,
  photoCount: (total) => (total === 1 ? '1 photo' : `${String(total)} photos`),
  gridHint: 'Choose a photo to see it full size in a new tab.',
  retry: 'Try again',
  loading: 'Loading photos…',
  empty: 'There are no photos for this year.',
  badFormat: 'The server’s answer was in an unexpected format.',
  loadFailed: 'We couldn’t load the photos.',
  requestLink: 'Ask for this photo to be removed',
  photoTarget: (position, total) => `photo ${String(position)} of ${String(total)}`,

  yearsHeading: 'Photos by year',
  yearsLoading: 'Loading years…',
  yearsFailed: 'We couldn’t load the list of years.',
  yearsEmpty:
    'No photos have been published on the site yet. In the meantime, visit our Facebook page.',
  yearLinkPrefix: 'Photos from',

  facebookTitle: 'Our photos on Facebook',
  facebookText: 'Albums of school ceremonies, outings and celebrations on the school’s page.',
};
