import { MESSAGES, type NewsItem } from '@lbj/shared';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { AdminBar } from '../../../components/admin/admin-bar.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useDeleteNews, useNews } from '../hooks/news-queries.ts';
import { NEWS_TEXT } from '../news-text.ts';
import { messageTone } from '../utils/message-tone.ts';
import { NewsDetailDialog } from './news-detail-dialog.tsx';
import { NewsList } from './news-list.tsx';
import styles from './news-board.module.css';

// Visitors never need the publish form (nor the upload and resize code): it loads once an
// administrator is logged in, which only happens in the browser, after hydration.
const PublishNewsDialog = lazy(() =>
  import('./publish-news-dialog.tsx').then((module) => ({ default: module.PublishNewsDialog })),
);

export interface NewsBoardProps {
  /** Shown between the administrator's bar and the list (the featured cards). */
  featured?: ReactNode;
}

export const DELETE_SUCCEEDED = NEWS_TEXT.deleteSucceeded;

/**
 * The news list with its detail dialog and, for a logged-in administrator, publish and delete.
 * A 401 on any of those ends the session in the API client; the bar then says so.
 */
export function NewsBoard({ featured }: NewsBoardProps) {
  const { loggedIn } = useSession();
  const news = useNews();
  const deletion = useDeleteNews();
  const [selected, setSelected] = useState<NewsItem | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [focusListRequest, setFocusListRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletingId = deletion.isPending ? (deletion.variables ?? null) : null;

  // After a delete the focused button is gone: move focus to the list's heading.
  useEffect(() => {
    if (focusListRequest > 0) headingRef.current?.focus();
  }, [focusListRequest]);

  const handleDelete = async (item: NewsItem) => {
    if (deletion.isPending) return;
    if (!window.confirm(MESSAGES.deleteConfirm)) return;
    try {
      await deletion.mutateAsync(item.id);
      setSelected((current) => (current?.id === item.id ? null : current));
      setMessage(NEWS_TEXT.deleteSucceeded);
      setFocusListRequest((count) => count + 1);
    } catch (error) {
      if (isUnauthorized(error)) {
        // The session ended (the bar says so): the administrator's dialog goes with it.
        setSelected(null);
        setMessage(null);
      } else window.alert(MESSAGES.deleteFailed);
    }
  };
  const onDelete = loggedIn
    ? (item: NewsItem) => {
        void handleDelete(item);
      }
    : undefined;

  const onPublished = () => {
    setPublishOpen(false);
    setMessage(MESSAGES.publishSucceeded);
  };

  return (
    <>
      <AdminBar label={NEWS_TEXT.adminGroup}>
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
          {NEWS_TEXT.publishButton}
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

      <section className={styles.section} aria-labelledby="ultimas-noticias">
        <h2 id="ultimas-noticias" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {NEWS_TEXT.listHeading}
        </h2>
        <NewsList
          items={news.items}
          status={news.status}
          refreshing={news.refreshing}
          onOpen={setSelected}
          onDelete={onDelete}
          deletingId={deletingId}
        />
      </section>

      <NewsDetailDialog
        item={selected}
        onClose={() => {
          setSelected(null);
        }}
        onDelete={onDelete}
        deleting={selected !== null && deletingId === selected.id}
      />
      {loggedIn ? (
        <Suspense fallback={null}>
          <PublishNewsDialog
            open={publishOpen && loggedIn}
            onClose={() => {
              setPublishOpen(false);
            }}
            onPublished={onPublished}
          />
        </Suspense>
      ) : null}
    </>
  );
}
