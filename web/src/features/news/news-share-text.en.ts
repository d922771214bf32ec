import type { Texts } from '../../i18n/texts.tsx';
import type { NEWS_SHARE_TEXT as SPANISH } from './news-share-text.ts';

export const NEWS_SHARE_TEXT: Texts<typeof SPANISH> = {
  share: 'Share',
  shareTarget: (titulo) => `the story ‘${titulo}’`,
  linksLabel: 'Share the story',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  newTab: '(opens in a new tab)',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied. Select it and copy it yourself:',
  linkLabel: 'Link to the story',
};
