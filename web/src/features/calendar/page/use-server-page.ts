import { useEffect } from 'react';
import { reloadPage } from '../../../lib/reload-page.ts';

/**
 * The calendar's pages are the server's (their data is read per request): arriving at one
 * through the app's own navigation, without its data, loads it from the server.
 */
export function useServerPage(data: unknown): void {
  useEffect(() => {
    if (data === undefined) reloadPage();
  }, [data]);
}
