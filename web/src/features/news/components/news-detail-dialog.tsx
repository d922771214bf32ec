import { chileLongDate, type NewsItem } from '@lbj/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { NEWS_TEXT } from '../news-text.ts';
import { truncateText } from '../utils/truncate.ts';
import { isPublicNow, itemPath } from './news-card.tsx';
import { NewsImage } from './news-image.tsx';
import styles from './news-detail-dialog.module.css';

// "Compartir" loads when a detail is opened, not with the page (ADR 0008's budget).
const NewsShare = lazy(() =>
  import('./news-share.tsx').then((module) => ({ default: module.NewsShare })),
);

export interface NewsDetailDialogProps {
  /** The open item; null: no dialog at all. */
  item: NewsItem | null;
  onClose: () => void;
  /** An administrator's tag ("Borrador", "Programada: …"), in the line of the date. */
  badge?: ReactNode;
  /** An administrator's buttons ("Editar", "Eliminar"), after "Compartir". */
  actions?: ReactNode;
}

/**
 * The whole news item: photo, category, date, the full text with its line breaks, "Compartir".
 * Rendered only while an item is open: a closed dialog would put an empty heading (its title)
 * in the served HTML of /news. Unmounting closes it and returns focus to the card, as Dialog does
 * for any close.
 */
export function NewsDetailDialog({ item, onClose, badge, actions }: NewsDetailDialogProps) {
  if (!item) return null;
  return (
    <Dialog open onClose={onClose} title={item.titulo} size="large" initialFocus="title">
      <article className={styles.detail}>
        <NewsImage
          item={item}
          className={styles.image}
          sizes="(min-width: 880px) 800px, 100vw"
          loading="eager"
        />
        <p className={styles.meta}>
          <span className={styles.category}>{item.tipo_noticia}</span>
          <time dateTime={item.fecha}>{chileLongDate(item.fecha)}</time>
          {badge}
          {isPublicNow(item) ? <Link to={itemPath(item)}>{NEWS_TEXT.openPage}</Link> : null}
        </p>
        <div className={styles.text}>{item.descripcion}</div>
        <div className={styles.actions}>
          {isPublicNow(item) ? (
            <Suspense fallback={null}>
              <NewsShare
                title={item.titulo}
                text={truncateText(item.descripcion)}
                path={itemPath(item)}
              />
            </Suspense>
          ) : null}
          {actions}
        </div>
      </article>
    </Dialog>
  );
}
