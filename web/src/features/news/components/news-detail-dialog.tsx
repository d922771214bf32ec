import type { NewsItem } from '@lbj/shared';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { NEWS_TEXT } from '../news-text.ts';
import { formatNewsDate } from '../utils/format-date.ts';
import { DeleteNewsButton, itemPath } from './news-card.tsx';
import { NewsImage } from './news-image.tsx';
import styles from './news-detail-dialog.module.css';

export interface NewsDetailDialogProps {
  /** The open item; null keeps the dialog closed. */
  item: NewsItem | null;
  onClose: () => void;
  onDelete?: ((item: NewsItem) => void) | undefined;
  deleting?: boolean;
}

/** The whole news item: photo, category, date and the full text with its line breaks. */
export function NewsDetailDialog({
  item,
  onClose,
  onDelete,
  deleting = false,
}: NewsDetailDialogProps) {
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={item?.titulo ?? ''}
      size="large"
      initialFocus="title"
    >
      {item ? (
        <article className={styles.detail}>
          <NewsImage
            item={item}
            className={styles.image}
            sizes="(min-width: 880px) 800px, 100vw"
            loading="eager"
          />
          <p className={styles.meta}>
            <span className={styles.category}>{item.tipo_noticia}</span>
            <time dateTime={item.fecha}>{formatNewsDate(item.fecha)}</time>
            <Link to={itemPath(item)}>{NEWS_TEXT.openPage}</Link>
          </p>
          <div className={styles.text}>{item.descripcion}</div>
          {onDelete ? (
            <div className={styles.actions}>
              <DeleteNewsButton item={item} onDelete={onDelete} disabled={deleting} />
            </div>
          ) : null}
        </article>
      ) : null}
    </Dialog>
  );
}
