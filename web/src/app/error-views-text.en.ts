import type { Texts } from '../i18n/texts.tsx';
import type { ERRORS_TEXT as SPANISH } from './error-views-text.ts';

export const ERRORS_TEXT: Texts<typeof SPANISH> = {
  chunkTitle: 'We could not load this page',
  chunkText:
    'The connection seems to have dropped while the page was loading. Check your internet connection and try again.',
  renderTitle: 'Something went wrong on this page',
  renderText:
    'An unexpected error occurred while showing this page. Please try again; if the problem persists, go back to the home page.',
  retry: 'Try again',
  home: 'Back to the home page',
  appTitle: 'Unexpected Application Error!',
  appText:
    'An unexpected error stopped the site from being shown. You can go back to the home page and try again.',
};
