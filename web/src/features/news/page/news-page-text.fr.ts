import type { Texts } from '../../../i18n/texts.tsx';
import type { NEWS_PAGE_TEXT as SPANISH } from './news-page-text.ts';

export const NEWS_PAGE_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'Communauté Le Beau Jour',
  title: 'Actualités',
  lead: 'Annonces, activités et réussites de notre communauté scolaire.',

  allNews: 'Toutes les actualités',
  seeAllNews: 'Voir toutes les actualités',
  photoRequestLink: 'Demander le retrait de cette photo',
  missingTitle: 'Article introuvable',
  missing:
    'L’adresse est peut-être incomplète, ou l’article a été supprimé ou n’est pas encore publié.',
  failedTitle: 'Impossible de charger cet article',
  failed: 'Vérifiez votre connexion à internet et réessayez.',
  documentTitle: (titulo) => `${titulo} · Collège Le Beau Jour`,
  missingDocumentTitle: 'Article introuvable · Collège Le Beau Jour',
};
