import type { Translation } from './localized.ts';
import { school } from './school.ts';
import type { schoolWords as SPANISH } from './school-words.ts';

const { from, to } = school.openingHours;
const { street, city, country } = school.address;

export const schoolWords: Translation<typeof SPANISH> = {
  name: 'Le Beau Jour Christian School',
  tagline: 'EDUCATING IN THE SHELTER OF THE MOST HIGH',
  region: 'Valparaíso Region',
  fullAddress: `${street}, ${city}, Valparaíso Region, ${country}`,
  days: 'Monday to Friday',
  hours: `${from} to ${to}`,
  daysAndHours: `Monday to Friday, ${from} to ${to}`,
  mapTitle: 'Google map showing where Le Beau Jour Christian School is',
  newTab: ' (opens in a new tab)',
};
