import { school } from './school.ts';

// Every Spanish text of the featured cards (home, and /news's board, an island).

export const FEATURED_TEXT = {
  recognitions: {
    title: 'Reconocimientos',
    summary:
      'Nuestro convenio con la PUCV y el reconocimiento nacional 2024 a nuestras prácticas pedagógicas.',
  },
  /**
   * The supplies card's title follows the year families see (the server's page data
   * `utiles-anio`): "Listado de Útiles 2026". Without a year (a client-side visit that never met
   * one) it has none. Home and /news title it each their own way.
   */
  suppliesTitle: {
    home: (year: number | null) =>
      year === null ? 'Listado de Útiles' : `Listado de Útiles ${String(year)}`,
    news: (year: number | null) =>
      year === null ? 'Listado de Útiles Escolares' : `Listado de Útiles Escolares ${String(year)}`,
  },
  supplies: {
    summary: 'Los materiales para este año, ordenados por nivel, listos para revisar o imprimir.',
  },
  hours: {
    title: 'Horarios de Atención',
    summary: `${school.openingHours.days}, de ${school.openingHours.from} a ${school.openingHours.to} horas. Te esperamos.`,
  },
  /** Label of each card's action. */
  action: 'Leer más',
} as const;
