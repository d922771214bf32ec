import type { Texts } from '../i18n/texts.tsx';
import type { OFFLINE_TEXT as SPANISH } from './offline-text.ts';

export const OFFLINE_TEXT: Texts<typeof SPANISH> = {
  eyebrow: 'Hors connexion',
  title: 'Vous êtes hors connexion',
  lead: 'Cette page n’est pas encore enregistrée sur ce téléphone. Celles que vous avez ouvertes avec une connexion restent lisibles.',
  keptTitle: 'Pages enregistrées sur ce téléphone',
  noneKept:
    'Aucune page n’est encore enregistrée. Chaque page ouverte avec une connexion est gardée ici pour être lue plus tard, y compris le calendrier et la liste des fournitures.',
  keptOn: (date: string) => `enregistrée le ${date}`,
  copyLine: (date: string) => `Hors connexion : voici la copie du ${date}`,
  retry: 'Quand le réseau reviendra, rechargez la page pour voir les dernières nouvelles.',
  home: 'Aller à l’accueil',
};
