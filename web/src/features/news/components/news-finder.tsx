import {
  NEWS_FINDING_KEY,
  readNewsFindingQuery,
  type NewsFinding,
  type NewsItem,
} from '@lbj/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageData } from '../../../lib/page-data.ts';
import { useSession } from '../../../lib/use-session.ts';
import { NewsDetailDialog } from './news-detail-dialog.tsx';
import { NewsListing } from './news-finding.tsx';

// A visitor's /news is the page the server rendered (ADR 0033): the list comes from the page data,
// so the page's initial JavaScript carries no query cache, API client or response schemas. Those
// load with the live board, only for an administrator (drafts, publish, edit, delete) or after a
// client-side navigation (no page data: the list comes from the API).
const LiveNewsBoard = lazy(() =>
  import('./news-live-board.tsx').then((module) => ({ default: module.LiveNewsBoard })),
);

/** The visitor's list as the server rendered it, with the detail dialog. */
function StaticNewsBoard({
  featured,
  finding,
  query,
}: {
  featured: ReactNode;
  finding: NewsFinding | undefined;
  query: ReturnType<typeof readNewsFindingQuery>;
}) {
  const [opened, setOpened] = useState<NewsItem | null>(null);
  return (
    <>
      {featured}
      <NewsListing finding={finding} query={query} status="loading" onOpen={setOpened} />
      <NewsDetailDialog
        item={opened}
        onClose={() => {
          setOpened(null);
        }}
      />
    </>
  );
}

/** /news's board: the server's page for a visitor, the live board otherwise. */
export function NewsFinder({ featured }: { featured?: ReactNode }) {
  const finding = usePageData<NewsFinding | null>(NEWS_FINDING_KEY) ?? undefined;
  const { loggedIn, expired } = useSession();
  const { search } = useLocation();
  const query = readNewsFindingQuery(new URLSearchParams(search));
  // The server's render and hydration are the visitor's view (the session is read after).
  if (finding && !loggedIn && !expired) {
    return <StaticNewsBoard featured={featured} finding={finding} query={query} />;
  }
  return (
    <Suspense fallback={<StaticNewsBoard featured={featured} finding={finding} query={query} />}>
      <LiveNewsBoard featured={featured} query={query} initial={finding} />
    </Suspense>
  );
}
