import { chileLongDate, type NewsItem, categoryLabel } from '@lbj/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLocale, useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { useNewsShown } from '../utils/news-shown.ts';
import { truncateText } from '../utils/truncate.ts';
import { isPublicNow } from './news-card.tsx';
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
 * for any close. In /news's island, the island reads the sections this needs beyond `news` (`ui`,
 * `newsShare`) up front, so that the browser loads them (app/islands/news-board.tsx).
 */
export function NewsDetailDialog({ item, ...props }: NewsDetailDialogProps) {
  return item ? <OpenNewsDetail item={item} {...props} /> : null;
}

/**
 * The dialog of an item: on a French or English page its translation into that language, or its
 * Spanish marked `lang="es"`.
 */
function OpenNewsDetail({
  item,
  onClose,
  badge,
  actions,
}: NewsDetailDialogProps & { item: NewsItem }) {
  const text = useTexts().news;
  const locale = useLocale();
  const localePath = useLocalePath();
  const shown = useNewsShown(item);
  const descripcion = shown.descripcion ?? item.descripcion;
  const title = shown.lang ? <span lang={shown.lang}>{shown.titulo}</span> : shown.titulo;
  return (
    <Dialog open onClose={onClose} title={title} size="large" initialFocus="title">
      <article className={styles.detail}>
        <NewsImage
          item={item}
          className={styles.image}
          sizes="(min-width: 880px) 800px, 100vw"
          loading="eager"
        />
        <p className={styles.meta}>
          <span className={styles.category}>
            {categoryLabel(text.categories, item.tipo_noticia)}
          </span>
          <time dateTime={item.fecha}>{chileLongDate(item.fecha, locale)}</time>
          {badge}
          {isPublicNow(item) ? <Link to={localePath(shown.path)}>{text.openPage}</Link> : null}
        </p>
        <div className={styles.text} lang={shown.lang}>
          {descripcion}
        </div>
        <div className={styles.actions}>
          {isPublicNow(item) ? (
            <Suspense fallback={null}>
              <NewsShare title={shown.titulo} text={truncateText(descripcion)} path={shown.path} />
            </Suspense>
          ) : null}
          {actions}
        </div>
      </article>
    </Dialog>
  );
}
