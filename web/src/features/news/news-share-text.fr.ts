import type { Texts } from '../../i18n/texts.tsx';
import type { NEWS_SHARE_TEXT as SPANISH } from './news-share-text.ts';

export const NEWS_SHARE_TEXT: Texts<typeof SPANISH> = {
  share: 'Partager',
  shareTarget: (titulo) => `l’article «\u00a0${titulo}\u00a0»`,
  linksLabel: 'Partager l’article',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  newTab: '(s’ouvre dans un nouvel onglet)',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'Impossible de copier le lien. Sélectionnez-le et copiez-le :',
  linkLabel: 'Lien de l’article',
};
