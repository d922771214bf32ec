import { paths } from '../../config/paths.ts';
import type { Texts } from '../../i18n/texts.tsx';
import type { LAYOUT_TEXT as SPANISH } from './layout-text.ts';

export const LAYOUT_TEXT: Texts<typeof SPANISH> = {
  skipLink: 'Skip to content',
  brandSmall: 'Christian School ',
  homeHint: ' (home page)',
  mainNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  mobileNav: 'Mobile menu',
  navItems: [
    { to: paths.home, label: 'Home' },
    { to: paths.gallery, label: 'Gallery' },
    { to: paths.news, label: 'News' },
    { to: paths.calendar, label: 'Calendar', reloadDocument: true },
    { to: paths.about, label: 'About us' },
    { to: paths.documents, label: 'Documents' },
    { to: paths.history, label: 'Our history' },
    { to: paths.team, label: 'Leadership' },
    { to: paths.admission, label: 'Admissions' },
  ],
  contactCta: 'Contact us',
  tagline: 'EDUCATING IN THE SHELTER OF THE MOST HIGH',
  follow: 'Follow us',
  digestLink: 'Get the newsletter by e-mail',
  socialLabel: (network) => `The school’s ${network} (opens in a new tab)`,
  schoolName: 'Le Beau Jour Christian School',
  copyrightName: 'Le Beau Jour School',
  rights: 'All rights reserved.',
  loading: 'Loading page…',
  languages: 'Site languages',
};
