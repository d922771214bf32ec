import type { GalleryPhoto } from '@lbj/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getLibraryPhotos, getYearPhotosBody } from '../api/gallery-api.ts';
import {
  initialYearPhotosState,
  yearPhotosReducer,
  type YearPhotosState,
} from '../model/year-photos-state.ts';

export interface YearPhotos extends YearPhotosState {
  /** Loads the year again, keeping the grid on screen meanwhile (after an upload). */
  reload: () => void;
  /** Drops a photo without a round trip (after a successful delete). */
  removeLocally: (url: string) => void;
}

/**
 * The photos of one year: GET /api/facebook-photos decides the state; the library list,
 * fetched alongside, only lends ids and renditions, so its failure costs nothing visible.
 */
export function useYearPhotos(year: number): YearPhotos {
  const [state, dispatch] = useReducer(yearPhotosReducer, initialYearPhotosState);
  const latest = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    const request = ++latest.current;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const library = getLibraryPhotos(year, current.signal).catch((): GalleryPhoto[] => []);
    getYearPhotosBody(year, current.signal).then(
      async (body) => {
        const own = await library;
        // A later request (or the page leaving) wins over this one.
        if (request === latest.current && !current.signal.aborted) {
          dispatch({ type: 'loaded', body, library: own });
        }
      },
      (error: unknown) => {
        if (request === latest.current && !current.signal.aborted)
          dispatch({ type: 'failed', error });
      },
    );
  }, [year]);

  useEffect(() => {
    load();
    return () => {
      controller.current?.abort();
    };
  }, [load]);

  const reload = useCallback(() => {
    dispatch({ type: 'reload' });
    load();
  }, [load]);

  const removeLocally = useCallback((url: string) => {
    dispatch({ type: 'removed', url });
  }, []);

  return { ...state, reload, removeLocally };
}
