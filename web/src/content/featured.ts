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

const supplies: FeaturedItem = {
  id: 'supplies',
  title: 'Listado de Útiles 2025',
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
  { ...supplies, title: 'Listado de Útiles Escolares 2025' },
  recognitions,
];
