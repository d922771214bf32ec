import type { Texts } from '../i18n/texts.tsx';
import type { FEATURED_TEXT as SPANISH } from './featured-text.ts';
import { school } from './school.ts';

export const FEATURED_TEXT: Texts<typeof SPANISH> = {
  recognitions: {
    title: 'Recognition',
    summary:
      'Our partnership with the PUCV and the 2024 national recognition of our teaching practice.',
  },
  suppliesTitle: {
    home: (year) => (year === null ? 'Supplies list' : `Supplies list ${String(year)}`),
    news: (year) =>
      year === null ? 'School supplies list' : `School supplies list ${String(year)}`,
  },
  supplies: {
    summary: 'This year’s materials, sorted by level, ready to check or print.',
  },
  hours: {
    title: 'Opening hours',
    summary: `Monday to Friday, ${school.openingHours.from} to ${school.openingHours.to}. We look forward to seeing you.`,
  },
  action: 'Read more',
};
