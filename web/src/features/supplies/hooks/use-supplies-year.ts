import { SUPPLY_PAGE_DATA, type SupplyYearOnly } from '@lbj/shared';
import { usePageData } from '../../../lib/page-data.ts';

// The featured cards of / and /news name the year of the supplies list. Kept apart from the list
// and the panel so that those pages carry only this (a few hundred bytes, no query library).

let lastSeen: number | null = null;

/** The browser remembers the year a page showed, for a client-side visit to / or /news. */
export function rememberSuppliesYear(year: number): void {
  if (typeof window !== 'undefined') lastSeen = year;
}

/**
 * The year families see: from the page data the server rendered the page with (so the HTML
 * without JavaScript has it, and hydration matches); after a client-side navigation, the year
 * this tab last saw; null when it never saw one (the card then names no year).
 */
export function useSuppliesYear(): number | null {
  const data = usePageData<SupplyYearOnly | null>(SUPPLY_PAGE_DATA.year);
  if (data) {
    rememberSuppliesYear(data.anio);
    return data.anio;
  }
  return typeof window === 'undefined' ? null : lastSeen;
}

/** Tests only. */
export function forgetSuppliesYear(): void {
  lastSeen = null;
}
