import { school } from './school.ts';

/**
 * What the pages say about the school in their own words: its name, tagline, region and hours as
 * a sentence. The facts themselves (address, phone, hours) stay in school.ts, one place for all
 * languages.
 */
export const schoolWords = {
  name: school.name,
  tagline: school.tagline,
  region: school.address.region,
  /** "23 Norte Calle Dos, 2039, Viña del Mar, Región de Valparaíso, Chile". */
  fullAddress: `${school.address.street}, ${school.address.city}, ${school.address.region}, ${school.address.country}`,
  days: school.openingHours.days,
  /** "9:00 a 19:00 horas". */
  hours: `${school.openingHours.from} a ${school.openingHours.to} horas`,
  /** "Lunes a viernes, de 9:00 a 19:00 horas". */
  daysAndHours: `${school.openingHours.days}, de ${school.openingHours.from} a ${school.openingHours.to} horas`,
  /** The map's accessible name. */
  mapTitle: `Mapa de Google con la ubicación del ${school.name}`,
  /** After a link that opens in a new tab, for assistive technology. */
  newTab: ' (se abre en una pestaña nueva)',
} as const;
