import type { Texts } from '../../i18n/texts.tsx';
import { levelRangeHeading, levelRangeTitle, type LevelRangeWords } from './model/level-range.ts';
import type { SUPPLIES_TEXT as SPANISH } from './supplies-text.ts';

const LEVELS: LevelRangeWords = {
  names: {
    'pre-kinder': 'pre-kínder',
    kinder: 'kínder',
    '1-basico': '1º básico',
    '2-basico': '2º básico',
    '3-basico': '3º básico',
    '4-basico': '4º básico',
    '5-basico': '5º básico',
    '6-basico': '6º básico',
    '7-basico': '7º básico',
    '8-basico': '8º básico',
  },
  glosses: {
    'pre-kinder': 'Reception',
    kinder: 'Year 1',
    '1-basico': 'Year 2',
    '2-basico': 'Year 3',
    '3-basico': 'Year 4',
    '4-basico': 'Year 5',
    '5-basico': 'Year 6',
    '6-basico': 'Year 7',
    '7-basico': 'Year 8',
    '8-basico': 'Year 9',
  },
  and: 'and',
  to: 'to',
};

export const SUPPLIES_TEXT: Texts<typeof SPANISH> = {
  eyebrow: (year) => `School year ${String(year)}`,
  title: (year) => `School supplies list ${String(year)}`,
  titleWithoutYear: 'School supplies list',
  documentTitle: (year) => `School supplies list ${String(year)} · Le Beau Jour School`,
  printHeading: (year) => `School supplies list ${String(year)} · Le Beau Jour School`,
  lead: 'Here is everything your child will need this year, level by level. You can print this page and tick off each item as you get it. The items are listed in Spanish, as shops in Chile name them.',
  print: 'Print the list',
  loading: 'Loading the list…',
  loadFailed: 'We couldn’t load the supplies list. Please check your connection and try again.',
  empty: 'This year’s supplies list is being prepared. Please check back soon.',
  levelsNav: 'Levels in the list',
  sectionTitle: (levels) => levelRangeTitle(levels, LEVELS),
  sectionHeading: (levels) => levelRangeHeading(levels, LEVELS),
  notesTitle: 'General notes',
  notes: [
    'Label every item and every piece of clothing with your child’s name.',
    'We may ask for other materials during the year; we will let you know in good time.',
    'Each pupil brings their own everyday toiletries and the specific materials for practical subjects.',
  ],
  downloadPdf: 'Download PDF',
  pdfSize: (size) => `PDF, ${size}`,
  questions: 'Any questions about the list? Write to us or give us a call; we’ll be glad to help.',
  contactLink: 'See our contact details',
};
