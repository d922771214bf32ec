import { frenchClock } from '@lbj/shared';
import type { Texts } from '../i18n/texts.tsx';
import type { FEATURED_TEXT as SPANISH } from './featured-text.ts';
import { school } from './school.ts';

export const FEATURED_TEXT: Texts<typeof SPANISH> = {
  recognitions: {
    title: 'Distinctions',
    summary:
      'Notre convention avec la PUCV et la reconnaissance nationale 2024 de nos pratiques pédagogiques.',
  },
  suppliesTitle: {
    home: (year) =>
      year === null ? 'Liste de fournitures' : `Liste de fournitures ${String(year)}`,
    news: (year) =>
      year === null
        ? 'Liste des fournitures scolaires'
        : `Liste des fournitures scolaires ${String(year)}`,
  },
  supplies: {
    summary: 'Le matériel de l’année, classé par niveau, prêt à consulter ou à imprimer.',
  },
  hours: {
    title: 'Horaires d’accueil',
    summary: `Du lundi au vendredi, de ${frenchClock(school.openingHours.from)} à ${frenchClock(school.openingHours.to)}. Nous vous attendons.`,
  },
  action: 'Lire la suite',
};
