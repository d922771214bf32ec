import { SUPPLY_PAGE_DATA, type SchoolDocument, type SupplyYear } from '@lbj/shared';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';

// /listado-utiles reads the server's page data and asks the API only after a client-side
// navigation, with the API code loaded then: TanStack Query and the API client would put the
// page over its 100 KB JavaScript budget (ADR 0008, 0029). The panel keeps TanStack Query.

/** The page data key of the document library (its module's), read for the list's PDF. */
const DOCUMENTS_PAGE_DATA = 'documentos';

const loadPublishedSupplies = (signal: AbortSignal) =>
  import('../api/supplies-api.ts').then(({ getPublishedSupplies }) => getPublishedSupplies(signal));

const loadDocuments = (signal: AbortSignal) =>
  import('../api/supplies-api.ts').then(({ getDocuments }) => getDocuments(signal));

/**
 * The list families see (null: none published yet): the server's page data on the first load (in
 * the HTML, no request), GET /api/supplies after a client-side navigation.
 */
export function usePublishedSupplies() {
  return usePageDataOrFetch<SupplyYear | null>(SUPPLY_PAGE_DATA.list, loadPublishedSupplies);
}

/** The current PDF of category "utiles" in the document library, or null when there is none. */
export function currentSuppliesPdf(documents: readonly SchoolDocument[] | null | undefined) {
  const candidates = (documents ?? []).filter((document) => document.categoria === 'utiles');
  // The newest "vigente desde" (YYYY-MM-DD sorts as text); the first listed on a tie.
  return candidates.reduce<SchoolDocument | null>(
    (best, document) =>
      best === null || document.vigente_desde > best.vigente_desde ? document : best,
    null,
  );
}

/**
 * The list's PDF from the library: the page data on the first load, GET /api/documents after a
 * client-side navigation. Any failure is "no PDF": the button is simply not offered.
 */
export function useSuppliesPdf(): SchoolDocument | null {
  const documents = usePageDataOrFetch<readonly SchoolDocument[] | null>(
    DOCUMENTS_PAGE_DATA,
    loadDocuments,
  );
  return documents.state === 'ready' ? currentSuppliesPdf(documents.data) : null;
}
