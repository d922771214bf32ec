import type { CalendarLevel } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { CALENDAR_TEXT as SPANISH } from './calendar-text.ts';

/** The Chilean levels keep their names; British families read them beside their year group. */
const LEVELS = {
  'pre-kinder': 'Pre-kínder',
  kinder: 'Kínder',
  '1-basico': '1º básico',
  '2-basico': '2º básico',
  '3-basico': '3º básico',
  '4-basico': '4º básico',
  '5-basico': '5º básico',
  '6-basico': '6º básico',
  '7-basico': '7º básico',
  '8-basico': '8º básico',
} as const satisfies Record<CalendarLevel, string>;

const GLOSSES: Record<CalendarLevel, string> = {
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
};

export const CALENDAR_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'The Le Beau Jour community',
  title: 'School calendar',
  lead: 'Lessons, public holidays, parents’ meetings, school ceremonies and activities throughout the year. Filter by level, or subscribe from your phone.',
  filtersTitle: 'Filter',
  levelLabel: 'Level',
  categoryLabel: 'Category',
  allLevels: 'All levels',
  allCategories: 'All',
  filtersSummary: 'Filters:',
  allCategoriesInUse: 'all categories',
  levels: LEVELS,
  levelGlossed: (level) => `${LEVELS[level]} (${GLOSSES[level]})`,
  categories: {
    clases: 'Lessons',
    feriado: 'Public holiday',
    'reunion-apoderados': 'Parents’ meeting',
    acto: 'School ceremony',
    evaluacion: 'Assessment',
    actividad: 'Activity',
  },
  monthsNav: 'Months',
  previous: 'Previous months',
  next: 'Next months',
  today: 'Back to today',
  emptyMonth: 'No events this month.',
  cancelled: 'Cancelled',
  cancelledPrefix: 'Cancelled: ',
  changesTitle: 'What’s changed',
  changesLead: 'Events added, moved or cancelled in the last 14 days.',
  noChanges: 'Nothing has changed in the last 14 days.',
  changeWords: { agregado: 'New', movido: 'Date changed', cancelado: 'Cancelled' },
  changesFeed: 'Subscribe to “What’s changed”',
  subscribeTitle: 'Subscribe',
  subscribeLead:
    'Add the school calendar to your phone or computer, and any changes will appear there on their own.',
  byEmail: 'Prefer e-mail?',
  byEmailLink: 'Get the events of your children’s levels and the calendar’s changes every week',
  offlineCopy:
    'With no signal, your phone shows the last copy of this page. The best offline copy is the subscription: your calendar keeps the events and updates them by itself.',
  wholeSchool: 'Whole school',
  levelFeed: (level) => `${level} only (plus whole-school events)`,
  webcal: 'Open in my calendar',
  copyLabel: 'Address to copy:',
  guideTitle: 'How to subscribe',
  guides: [
    {
      app: 'Google Calendar',
      steps: (scheme) =>
        `On a computer, open Google Calendar; next to “Other calendars”, choose “+” and then “From URL”, paste the ${scheme}:// address and choose “Add calendar”. It will also appear on your phone.`,
    },
    {
      app: 'Apple Calendar (iPhone, iPad, Mac)',
      steps: () =>
        'Tap “Open in my calendar” and confirm “Subscribe”. On a Mac: File › New Calendar Subscription, then paste the address.',
    },
    {
      app: 'Outlook',
      steps: (scheme) =>
        `In Outlook on the web: Calendar › Add calendar › Subscribe from web, paste the ${scheme}:// address and choose “Import”.`,
    },
  ],
  slowApps:
    'Google Calendar can take up to a day to show a change, so check “What’s changed” on this page before you set off.',
  gridCaption: (month) => `${month}, day by day`,
  loading: 'Loading the calendar…',
  back: 'Back to the calendar',
  when: 'When',
  where: 'Where',
  who: 'For',
  category: 'Category',
  addToCalendar: 'Add to my calendar',
  cancelledNote: 'This event has been cancelled.',
  onlySpanishNote: 'This event is only available in Spanish.',
  outdatedNote: 'The Spanish text of this event has changed since it was translated.',
  readSpanish: 'Read the Spanish version',
  missingTitle: 'We couldn’t find this event',
  missingText: 'The event you are looking for doesn’t exist or has been removed from the calendar.',
  documentTitle: (titulo) => `${titulo} · Calendar · Le Beau Jour School`,
  nextTitle: 'Upcoming events',
  nextAll: 'See the calendar',
};
