import type { Texts } from '../../i18n/texts.tsx';
import type { UI_TEXT as SPANISH } from './ui-text.ts';

export const UI_TEXT: Texts<typeof SPANISH> = {
  carousel: {
    role: 'carousel',
    slideRole: 'slide',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the carousel',
    resume: 'Resume the carousel',
    pauseShort: 'Pause',
    resumeShort: 'Play',
    position: (n, count) => `${String(n)} of ${String(count)}`,
    show: (n, count) => `Show slide ${String(n)} of ${String(count)}`,
  },
  map: {
    show: 'Show the map',
    note: 'The map loads from Google Maps only if you ask for it.',
  },
  close: 'Close',
  retry: 'Try again',
  honeypot: 'Do not fill in this field',
};
