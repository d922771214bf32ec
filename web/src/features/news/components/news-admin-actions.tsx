import { MESSAGES, type NewsItem } from '@lbj/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useDeleteNews, useDeletingNews } from '../hooks/news-mutations.ts';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';
import { newsBadge } from '../utils/news-status.ts';
import { NewsTranslationsControl } from './news-translations.tsx';
import styles from './news-admin-actions.module.css';

// An administrator's controls on a card and in the detail dialog. Loaded lazily, once an
// administrator is logged in: a visitor's /news never carries them (ADR 0008's budget).

export interface NewsAdminActionsProps {
  item: NewsItem;
  onEdit: (item: NewsItem) => void;
  /** After "Eliminar": the deleted item, or null when the session ended on the way (401). */
  onDeleted: (item: NewsItem | null) => void;
}

/**
 * "Editar", "Eliminar" and "Traducciones" (with the item's state in French and English), each
 * named with the news title so that many are told apart.
 */
export function NewsAdminActions({ item, onEdit, onDeleted }: NewsAdminActionsProps) {
  const deletion = useDeleteNews(item.id);
  const deleting = useDeletingNews(item.id);

  const onDelete = async () => {
    if (deleting) return;
    if (!window.confirm(MESSAGES.deleteConfirm)) return;
    try {
      await deletion.mutateAsync();
      onDeleted(item);
    } catch (error) {
      // A 401 ended the session (the bar says so); anything else is alert.
      if (isUnauthorized(error)) onDeleted(null);
      else window.alert(MESSAGES.deleteFailed);
    }
  };

  return (
    <span className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => {
          onEdit(item);
        }}
      >
        <Pencil size={18} aria-hidden="true" />
        {NEWS_ADMIN_TEXT.editButton}{' '}
        <span className="visually-hidden">{NEWS_ADMIN_TEXT.editTarget(item.titulo)}</span>
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.delete}`}
        disabled={deleting}
        onClick={() => void onDelete()}
      >
        <Trash2 size={18} aria-hidden="true" />
        {NEWS_ADMIN_TEXT.deleteButton}{' '}
        <span className="visually-hidden">{NEWS_ADMIN_TEXT.deleteTarget(item.titulo)}</span>
      </button>
      <NewsTranslationsControl item={item} />
    </span>
  );
}

/** "Borrador" or "Programada: {fecha}" on an item visitors do not see yet; nothing otherwise. */
export function NewsStatusBadge({ item }: { item: NewsItem }) {
  const text = newsBadge(item);
  return text ? <span className={styles.badge}>{text}</span> : null;
}
