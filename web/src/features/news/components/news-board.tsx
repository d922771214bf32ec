import { MESSAGES, type NewsItem } from '@lbj/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { deleteNews, isNotFound, isUnauthorized } from '../api/news-api.ts';
import { useNews } from '../hooks/use-news.ts';
import { messageTone } from '../utils/message-tone.ts';
import { AdminBar } from './admin-bar.tsx';
import { NewsDetailDialog } from './news-detail-dialog.tsx';
import { NewsList } from './news-list.tsx';
import { PublishNewsDialog } from './publish-news-dialog.tsx';
import styles from './news-board.module.css';

/** What the page passes when an administrator is logged in. */
export interface NewsAdmin {
  token: string;
  /** The server refused the token: end the session (the board says so). */
  onSessionEnded: () => void;
  onLogout: () => void;
}

export interface NewsBoardProps {
  admin: NewsAdmin | null;
  /** Shown between the administrator's bar and the list (the featured cards). */
  featured?: ReactNode;
}

export const DELETE_SUCCEEDED = 'La noticia se eliminó con éxito.';

/** The news list with its detail dialog and, for an administrator, publish and delete. */
export function NewsBoard({ admin, featured }: NewsBoardProps) {
  const news = useNews();
  const { removeLocally, reload } = news;
  const [selected, setSelected] = useState<NewsItem | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [focusListRequest, setFocusListRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a delete the focused button is gone: move focus to the list's heading.
  useEffect(() => {
    if (focusListRequest > 0) headingRef.current?.focus();
  }, [focusListRequest]);

  const endSession = useCallback(() => {
    setPublishOpen(false);
    setSelected(null);
    setMessage(MESSAGES.sessionExpired);
    admin?.onSessionEnded();
  }, [admin]);

  const onDeleted = (item: NewsItem) => {
    removeLocally(item.id);
    setSelected((current) => (current?.id === item.id ? null : current));
    setMessage(DELETE_SUCCEEDED);
    setFocusListRequest((count) => count + 1);
  };

  const handleDelete = async (item: NewsItem) => {
    if (!admin || deletingId !== null) return;
    if (!window.confirm(MESSAGES.deleteConfirm)) return;
    setDeletingId(item.id);
    try {
      await deleteNews(item.id, admin.token);
      onDeleted(item);
    } catch (error) {
      if (isUnauthorized(error)) endSession();
      // Already deleted (by another administrator): the goal is reached.
      else if (isNotFound(error)) onDeleted(item);
      else window.alert(MESSAGES.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  };
  const onDelete = admin
    ? (item: NewsItem) => {
        void handleDelete(item);
      }
    : undefined;

  const onPublished = () => {
    setPublishOpen(false);
    setMessage(MESSAGES.publishSucceeded);
    void reload();
  };

  return (
    <>
      {admin ? (
        <AdminBar
          onPublish={() => {
            setMessage(null);
            setPublishOpen(true);
          }}
          onLogout={admin.onLogout}
        />
      ) : null}
      <div role="status" className={styles.status}>
        {message ? (
          <p className={`${styles.message} ${styles[messageTone(message)] ?? ''}`}>{message}</p>
        ) : null}
      </div>

      {featured}

      <section className={styles.section} aria-labelledby="ultimas-noticias">
        <h2 id="ultimas-noticias" ref={headingRef} tabIndex={-1} className={styles.heading}>
          Últimas noticias
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
      {admin ? (
        <PublishNewsDialog
          open={publishOpen}
          onClose={() => {
            setPublishOpen(false);
          }}
          token={admin.token}
          onPublished={onPublished}
          onUnauthorized={endSession}
        />
      ) : null}
    </>
  );
}
