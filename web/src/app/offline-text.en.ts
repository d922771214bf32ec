import type { Texts } from '../i18n/texts.tsx';
import type { OFFLINE_TEXT as SPANISH } from './offline-text.ts';

export const OFFLINE_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'Offline',
  title: 'You are offline',
  lead: 'This page is not kept on this phone yet. The ones you opened before with a connection can still be read.',
  keptTitle: 'Pages kept on this phone',
  noneKept:
    'No pages are kept yet. Every page you open with a connection is kept here to read later, the calendar and the supplies list included.',
  keptOn: (date: string) => `kept on ${date}`,
  copyLine: (date: string) => `Offline: this is the copy of ${date}`,
  retry: 'When the signal is back, reload the page to see what is new.',
  home: 'Go to the home page',
};
