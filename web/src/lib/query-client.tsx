import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * TanStack Query for the pages that read the API (ADR 0012). Only their route modules import
 * this file, so the home page and the informational pages never load the library.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // As before: one request per visit to a page, a failure is shown (no silent retries),
      // and switching tabs refetches nothing.
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One cache per tab in the browser; a fresh one per render on the server (never shared). */
function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export interface QueryProviderProps {
  children: ReactNode;
  /** Tests pass their own client, so that no cache outlives a test. */
  client?: QueryClient;
}

/**
 * Provides the query cache to a page. Nothing is fetched on the server: queries start in the
 * browser after hydration, so the prerendered HTML shows each page's loading state.
 */
export function QueryProvider({ children, client }: QueryProviderProps) {
  return <QueryClientProvider client={client ?? getQueryClient()}>{children}</QueryClientProvider>;
}
