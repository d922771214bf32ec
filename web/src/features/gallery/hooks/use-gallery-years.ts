import { useCallback, useEffect, useState } from 'react';
import { getGalleryYears } from '../api/gallery-api.ts';

export type GalleryYearsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; years: number[] };

/** The years that have photos, fetched after hydration (the prerendered page shows loading). */
export function useGalleryYears(): GalleryYearsState & { retry: () => void } {
  const [state, setState] = useState<GalleryYearsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getGalleryYears(controller.signal).then(
      (years) => {
        if (!controller.signal.aborted) setState({ status: 'ready', years });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
