import { NEWS_CATEGORY_LABELS_FR } from '@lbj/shared';
import type { Texts } from '../../i18n/texts.tsx';
import type { NEWS_TEXT as SPANISH } from './news-text.ts';

export const NEWS_TEXT: Texts<typeof SPANISH> = {
  listHeading: 'Dernières actualités',
  loading: 'Chargement des actualités…',
  empty: 'Aucune actualité n’a encore été publiée.',
  readMore: 'Lire l’article',
  openPage: 'Voir la page de l’article',
  featuredHeading: 'À la une',
  latestTitle: 'Dernières actualités',
  latestAll: 'Voir toutes les actualités',
  categories: NEWS_CATEGORY_LABELS_FR,
};
