import type { Texts } from '../i18n/texts.tsx';
import type { DIGEST_TEXT as SPANISH } from './digest-text.ts';

export const DIGEST_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'Le Beau Jour community',
  title: 'Newsletter by e-mail',
  lead: 'Every week, the school’s news, the calendar’s changes and the events of the next 14 days for your children’s levels; urgent notices at once. No account, no advertising and no tracking.',
  formTitle: 'Subscribe',
  email: 'E-mail address',
  emailHint: 'We will send you an e-mail to confirm the subscription.',
  levelsLegend: 'Your children’s levels',
  levelsHint:
    'Choose one or more: you will receive what concerns those levels and the whole school.',
  kindsLegend: 'What you would like to receive',
  kinds: {
    noticias: 'News',
    calendario: 'Calendar changes',
    urgentes: 'Urgent notices',
  },
  kindHints: {
    noticias: 'The news published during the week, in Friday’s newsletter.',
    calendario: 'Events added, moved or cancelled, in Friday’s newsletter.',
    urgentes: 'An urgent notice or an event cancelled within the next 7 days, at once.',
  },
  consent:
    'I agree to receive these e-mails from the school. Only my address, the levels and what I chose to receive, the version of this text and the date I confirmed are kept, for as long as I stay subscribed; a subscription never confirmed is deleted after 7 days. I can unsubscribe with one click in any e-mail.',
  submit: 'Subscribe me',
  sentTitle: 'Check your e-mail',
  sentText:
    'If that address can receive the newsletter, an e-mail will reach it to confirm the subscription (the link lasts 48 hours). Until you confirm it, we will not write to you.',
  sentAgain: 'Subscribe another address',
};
