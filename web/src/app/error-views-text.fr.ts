import type { Texts } from '../i18n/texts.tsx';
import type { ERRORS_TEXT as SPANISH } from './error-views-text.ts';

export const ERRORS_TEXT: Texts<typeof SPANISH> = {
  chunkTitle: 'Nous n’avons pas pu charger cette page',
  chunkText:
    'La connexion semble avoir été interrompue pendant le chargement de la page. Vérifiez votre connexion Internet et réessayez.',
  renderTitle: 'Un problème est survenu sur cette page',
  renderText:
    'Une erreur inattendue s’est produite à l’affichage de cette page. Réessayez ; si le problème persiste, revenez à l’accueil.',
  retry: 'Réessayer',
  home: 'Retour à l’accueil',
  appTitle: 'Erreur inattendue de l’application',
  appText:
    'Une erreur inattendue a empêché l’affichage du site. Vous pouvez revenir à la page d’accueil et réessayer.',
};
