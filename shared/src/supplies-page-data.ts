// The page data of the supplies list, apart from its schemas: the featured cards of / and /news
// read the year through this alone, so those pages carry no zod schema for it.

/** Page data keys the supplies module fills (docs/decisions: the supplies list as data). */
export const SUPPLY_PAGE_DATA = {
  /** The published year's whole list (SupplyYear), for /listado-utiles. */
  list: 'utiles',
  /** The published year alone (SupplyYearOnly), for the featured cards of / and /news. */
  year: 'utiles-anio',
} as const;

/** What the server puts in a page for the featured cards (page data key `utiles-anio`). */
export interface SupplyYearOnly {
  anio: number;
}
