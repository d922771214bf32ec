import { frenchClock } from '@lbj/shared';
import type { Translation } from './localized.ts';
import { school } from './school.ts';
import type { schoolWords as SPANISH } from './school-words.ts';

const { street, city, country } = school.address;
const from = frenchClock(school.openingHours.from);
const to = frenchClock(school.openingHours.to);

export const schoolWords: Translation<typeof SPANISH> = {
  name: 'Collège Chrétien Le Beau Jour',
  tagline: 'ÉDUQUER À L’ABRI DU TRÈS-HAUT',
  region: 'Région de Valparaíso',
  fullAddress: `${street}, ${city}, Région de Valparaíso, ${country}`,
  days: 'Du lundi au vendredi',
  hours: `${from} à ${to}`,
  daysAndHours: `Du lundi au vendredi, de ${from} à ${to}`,
  mapTitle: 'Carte Google indiquant l’emplacement du Collège Chrétien Le Beau Jour',
  newTab: ' (s’ouvre dans un nouvel onglet)',
};
