import type { NewsFinding, NewsFindingQuery } from '@lbj/shared';
import type { ReactNode } from 'react';
import { QueryProvider } from '../../../lib/query-client.tsx';
import { NewsBoard } from './news-board.tsx';

export interface LiveNewsBoardProps {
  featured?: ReactNode;
  query: NewsFindingQuery;
  /** The server's page, shown until the list from the API is there. */
  initial?: NewsFinding | undefined;
}

/**
 * The board with TanStack Query and the API client, loaded on demand (ADR 0033): for an
 * administrator, and after a client-side navigation to /news.
 */
export function LiveNewsBoard(props: LiveNewsBoardProps) {
  return (
    <QueryProvider>
      <NewsBoard {...props} />
    </QueryProvider>
  );
}
