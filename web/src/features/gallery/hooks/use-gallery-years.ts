import { GALLERY_YEARS_PAGE_DATA_KEY } from '@lbj/shared';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';

export type GalleryYearsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; years: number[] };

// The API code loads only after a client-side navigation: /galeria carries neither the API
// client nor TanStack Query before it is needed.
const loadYears = (signal: AbortSignal) =>
  import('../api/gallery-api.ts').then(({ getGalleryYears }) => getGalleryYears(signal));

/**
 * The years that have photos, newest first: those the server rendered /galeria with (in the
 * HTML, no request; ADR 0024), else fetched after a client-side navigation.
 */
export function useGalleryYears(): GalleryYearsState {
  const years = usePageDataOrFetch<number[]>(GALLERY_YEARS_PAGE_DATA_KEY, loadYears);
  if (years.state === 'ready') return { status: 'ready', years: years.data };
  if (years.state === 'failed') return { status: 'failed', retry: years.retry };
  return { status: 'loading' };
}
