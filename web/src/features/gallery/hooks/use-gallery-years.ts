import { useQuery } from '@tanstack/react-query';
import { getGalleryYears } from '../api/gallery-api.ts';
import { galleryKeys } from './gallery-keys.ts';

export type GalleryYearsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; years: number[] };

/** The years that have photos, fetched after hydration (the prerendered page shows loading). */
export function useGalleryYears(): GalleryYearsState & { retry: () => void } {
  const query = useQuery({
    queryKey: galleryKeys.years,
    queryFn: ({ signal }) => getGalleryYears(signal),
  });
  const retry = () => {
    void query.refetch();
  };
  if (query.isFetching || query.isPending) return { status: 'loading', retry };
  if (query.isError) return { status: 'failed', retry };
  return { status: 'ready', years: query.data, retry };
}
