import {
  readNewsFindingQuery,
  type NewsFinding,
  type NewsFindingQuery,
  type NewsItem,
} from '@lbj/shared';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdminBar } from '../../../components/admin/admin-bar.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useNews } from '../hooks/news-queries.ts';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';
import { findNews } from '../utils/find-news.ts';
import { messageTone } from '../utils/message-tone.ts';
import { NewsDetailDialog } from './news-detail-dialog.tsx';
import { NewsListing } from './news-finding.tsx';
import type { NewsCardAdmin } from './news-list.tsx';

// Visitors never need the administrator's code (the publish and edit form, the upload and resize
// code, the buttons and tags of the cards): it loads once an administrator is logged in, which
// only happens in the browser, after hydration.
const dialogs = () => import('./publish-news-dialog.tsx');
const PublishNewsDialog = lazy(() =>
  dialogs().then((module) => ({ default: module.PublishNewsDialog })),
);
const EditNewsDialog = lazy(() => dialogs().then((module) => ({ default: module.EditNewsDialog })));
const adminControls = () => import('./news-admin-actions.tsx');
const NewsAdminActions = lazy(() =>
  adminControls().then((module) => ({ default: module.NewsAdminActions })),
);
const NewsStatusBadge = lazy(() =>
  adminControls().then((module) => ({ default: module.NewsStatusBadge })),
);

export interface NewsBoardProps {
  /** Shown between the administrator's bar and the list (the featured cards). */
  featured?: ReactNode;
  /** The category, search and page to show; read from the address when absent. */
  query?: NewsFindingQuery;
  /** The server's page of the list, shown until the list from the API is there. */
  initial?: NewsFinding | undefined;
}

export const DELETE_SUCCEEDED = NEWS_ADMIN_TEXT.deleteSucceeded;

/**
 * The news list with its detail dialog and, for a logged-in administrator, the drafts and
 * scheduled items, publish, edit and delete. A 401 on any of those ends the session in the API
 * client; the bar then says so. The list is read whole from the API and the address's category,
 * search and page found in it (the server's page, `initial`, is shown until it is there).
 */
export function NewsBoard({ featured, query: given, initial }: NewsBoardProps) {
  const { loggedIn } = useSession();
  const news = useNews(loggedIn);
  const { search } = useLocation();
  const query = given ?? readNewsFindingQuery(new URLSearchParams(search));
  const { categoria, q, pagina } = query;
  const found = useMemo(
    () => (news.status === 'ready' ? findNews(news.items, { categoria, q, pagina }) : undefined),
    [news.status, news.items, categoria, q, pagina],
  );
  const finding = found ?? initial;
  const [opened, setOpened] = useState<NewsItem | null>(null);
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [focusListRequest, setFocusListRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A session that ends closes the edit (its draft is kept for "Editar" after the next login).
  if (!loggedIn && editing) setEditing(null);
  // The open item as the list has it now (an edit shows in the dialog at once).
  const selected = opened && (news.items.find((item) => item.id === opened.id) ?? opened);

  // After a delete the focused button is gone: move focus to the list's heading.
  useEffect(() => {
    if (focusListRequest > 0) headingRef.current?.focus();
  }, [focusListRequest]);

  const onDeleted = (item: NewsItem | null) => {
    if (item) {
      setOpened((current) => (current?.id === item.id ? null : current));
      setMessage(NEWS_ADMIN_TEXT.deleteSucceeded);
      setFocusListRequest((count) => count + 1);
    } else {
      // The session ended (the bar says so): the administrator's dialog goes with it.
      setOpened(null);
      setMessage(null);
    }
  };
  const onSaved = (_item: NewsItem, text: string) => {
    setPublishOpen(false);
    setEditing(null);
    setMessage(text);
  };

  const lazily = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;
  const admin: NewsCardAdmin | undefined = loggedIn
    ? {
        badge: (item) => lazily(<NewsStatusBadge item={item} />),
        actions: (item) =>
          lazily(
            <NewsAdminActions
              item={item}
              onEdit={(target) => {
                setMessage(null);
                setEditing(target);
              }}
              onDeleted={onDeleted}
            />,
          ),
      }
    : undefined;

  return (
    <>
      <AdminBar label={NEWS_ADMIN_TEXT.adminGroup}>
        <button
          type="button"
          className="button-primary"
          aria-haspopup="dialog"
          onClick={() => {
            setMessage(null);
            setPublishOpen(true);
          }}
        >
          <Plus size={20} aria-hidden="true" />
          {NEWS_ADMIN_TEXT.publishButton}
        </button>
      </AdminBar>
      <div role="status">
        {message ? (
          <StatusBox tone={messageTone(message)} announce={false}>
            {message}
          </StatusBox>
        ) : null}
      </div>

      {featured}

      <NewsListing
        finding={finding}
        query={query}
        status={news.status}
        refreshing={news.refreshing}
        onOpen={setOpened}
        admin={admin}
        headingRef={headingRef}
      />

      <NewsDetailDialog
        item={selected}
        onClose={() => {
          setOpened(null);
        }}
        badge={selected && admin?.badge(selected)}
        actions={selected && admin?.actions(selected)}
      />
      {loggedIn ? (
        <Suspense fallback={null}>
          <PublishNewsDialog
            open={publishOpen}
            onClose={() => {
              setPublishOpen(false);
            }}
            onPublished={onSaved}
          />
          <EditNewsDialog
            item={editing}
            onClose={() => {
              setEditing(null);
            }}
            onPublished={onSaved}
          />
        </Suspense>
      ) : null}
    </>
  );
}
