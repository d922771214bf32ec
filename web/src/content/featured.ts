import { paths } from '../config/paths.ts';
import { school } from './school.ts';

export type FeaturedId = 'recognitions' | 'supplies' | 'hours';

export interface FeaturedItem {
  id: FeaturedId;
  title: string;
  summary: string;
  to: string;
  /** Label of the card's action. */
  action: string;
}

const recognitions: FeaturedItem = {
  id: 'recognitions',
  title: 'Reconocimientos',
  summary:
    'Nuestro convenio con la PUCV y el reconocimiento nacional 2024 a nuestras prácticas pedagógicas.',
  to: paths.recognitions,
  action: 'Leer más',
};

/**
 * The supplies card's title follows the year families see (the server's page data `utiles-anio`):
 * "Listado de Útiles 2026". Without a year (a client-side visit that never met one) it has none.
 */
export const suppliesCardTitle = {
  home: (year: number | null) =>
    year === null ? 'Listado de Útiles' : `Listado de Útiles ${String(year)}`,
  news: (year: number | null) =>
    year === null ? 'Listado de Útiles Escolares' : `Listado de Útiles Escolares ${String(year)}`,
} as const;

/** The cards with the supplies card titled for `year`. */
export function withSuppliesYear(
  items: readonly FeaturedItem[],
  title: (year: number | null) => string,
  year: number | null,
): readonly FeaturedItem[] {
  return items.map((item) => (item.id === 'supplies' ? { ...item, title: title(year) } : item));
}

const supplies: FeaturedItem = {
  id: 'supplies',
  title: suppliesCardTitle.home(null),
  summary: 'Los materiales para este año, ordenados por nivel, listos para revisar o imprimir.',
  to: paths.supplies,
  action: 'Leer más',
};

const hours: FeaturedItem = {
  id: 'hours',
  title: 'Horarios de Atención',
  summary: `${school.openingHours.days}, de ${school.openingHours.from} a ${school.openingHours.to} horas. Te esperamos.`,
  to: paths.hours,
  action: 'Leer más',
};

/** The home page's three featured cards, in FACTS.md order. */
export const featuredHome: readonly FeaturedItem[] = [recognitions, supplies, hours];

/** The same three cards as /news shows them (its own order and supplies title). */
export const featuredNews: readonly FeaturedItem[] = [
  hours,
  { ...supplies, title: suppliesCardTitle.news(null) },
  recognitions,
];
