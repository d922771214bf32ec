import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteOrGone } from '../../../lib/api-client.ts';
import type { UploadContext } from '../../../lib/upload/use-upload.ts';
import { deletePhoto, getYearPhotosBody, uploadPhotos } from '../api/gallery-api.ts';
import {
  withoutPhoto,
  yearPhotosState,
  type GridPhoto,
  type YearPhotosState,
} from '../model/year-photos-state.ts';
import { galleryKeys } from './gallery-keys.ts';

interface YearBody {
  body: unknown;
}

export interface YearPhotos extends YearPhotosState {
  /** Loads the year again (retry after a failure). */
  reload: () => void;
}

/** The photos of one year, in one request (GET /api/facebook-photos with items). */
export function useYearPhotos(year: number): YearPhotos {
  const query = useQuery({
    queryKey: galleryKeys.year(year),
    // Wrapped: a body that is not JSON (undefined) is a state of the page, not a missing result.
    queryFn: async ({ signal }): Promise<YearBody> => ({
      body: await getYearPhotosBody(year, signal),
    }),
  });
  const state = yearPhotosState({
    loaded: query.data !== undefined,
    body: query.data?.body,
    error: query.error,
    fetching: query.isFetching,
  });
  return {
    ...state,
    reload: () => {
      void query.refetch();
    },
  };
}

/** Deletes a library photo and drops it from the year without a round trip. */
export function useDeletePhoto(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (photo: GridPhoto) => {
      const { id } = photo;
      if (id !== null) await deleteOrGone(() => deletePhoto(id));
    },
    onSuccess: (_result, photo) => {
      client.setQueryData<YearBody>(galleryKeys.year(year), (current) =>
        current ? { body: withoutPhoto(current.body, photo.url) } : current,
      );
    },
  });
}

export interface UploadPhotosInput {
  files: readonly File[];
  context: UploadContext;
}

/** Uploads photos to a year, then reloads it (and the list of years, which may gain one). */
export function useUploadPhotos(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, context }: UploadPhotosInput) => uploadPhotos(year, files, context),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: galleryKeys.all });
    },
  });
}
