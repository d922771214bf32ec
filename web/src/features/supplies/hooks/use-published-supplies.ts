import { useQuery } from '@tanstack/react-query';
import { SUPPLY_PAGE_DATA, type SchoolDocument, type SupplyYear } from '@lbj/shared';
import { usePageData } from '../../../lib/page-data.ts';
import { getDocuments, getPublishedSupplies } from '../api/supplies-api.ts';
import { suppliesKeys } from './supplies-keys.ts';

const FRESH_MS = 60_000;

/** The page data key of the document library (its module's), read for the list's PDF. */
const DOCUMENTS_PAGE_DATA = 'documentos';

/**
 * The list families see: the server's page data on the first load (in the HTML, no request),
 * GET /api/supplies after a client-side navigation.
 */
export function usePublishedSupplies() {
  const initial = usePageData<SupplyYear | null>(SUPPLY_PAGE_DATA.list);
  return useQuery({
    queryKey: suppliesKeys.published,
    queryFn: ({ signal }) => getPublishedSupplies(signal),
    // The page's own data is fresh: no second request right after hydration.
    staleTime: FRESH_MS,
    ...(initial === undefined ? {} : { initialData: initial }),
  });
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
 * The list's PDF from the library: the page data on the first load (when the page declares it),
 * GET /api/documents otherwise. Any failure is "no PDF": the button is simply not offered.
 */
export function useSuppliesPdf(): SchoolDocument | null {
  const initial = usePageData<SchoolDocument[] | null>(DOCUMENTS_PAGE_DATA);
  const query = useQuery({
    queryKey: suppliesKeys.documents,
    queryFn: ({ signal }) => getDocuments(signal),
    staleTime: FRESH_MS,
    ...(initial === undefined ? {} : { initialData: initial ?? [] }),
  });
  return query.isSuccess ? currentSuppliesPdf(query.data) : null;
}
