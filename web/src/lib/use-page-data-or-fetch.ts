import { useEffect, useEffectEvent, useState } from 'react';
import { usePageData } from './page-data.ts';

export type PageDataOrFetch<T> =
  { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'ready'; data: T };

/**
 * A public page's data without TanStack Query or the API client in its initial JavaScript (the
 * informational pages. 100 KB budget, ADR 0008): what the server rendered the page with under
 * `key` (ADR 0024); only when there is none — after a client-side navigation — the result of
 * `load`, which should import its API code on demand (`import('../api/…')`). A failure can be
 * retried. `null` from the server is data ("nothing of this kind"), not a reason to fetch.
 */
export function usePageDataOrFetch<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): PageDataOrFetch<T> {
  const fromPage = usePageData<T>(key);
  const start = useEffectEvent((signal: AbortSignal) => load(signal));
  const [fetched, setFetched] = useState<{ data: T }>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (fromPage !== undefined) return;
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setFetched({ data });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
    };
  }, [fromPage, attempt]);
  if (fromPage !== undefined) return { state: 'ready', data: fromPage };
  if (fetched) return { state: 'ready', data: fetched.data };
  if (failed) {
    return {
      state: 'failed',
      retry: () => {
        setFailed(false);
        setAttempt((count) => count + 1);
      },
    };
  }
  return { state: 'loading' };
}
