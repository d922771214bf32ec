import { chileLongDate, type NewsItem, categoryLabel } from '@lbj/shared';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { useNewsShown } from '../utils/news-shown.ts';
import { truncateText } from '../utils/truncate.ts';
import { NewsImage } from './news-image.tsx';
import styles from './news-card.module.css';

/**
 * Whether visitors see the item now. Only an administrator's list holds drafts and scheduled
 * items, whose page is still a 404: they get no link to it and no "Compartir".
 */
export const isPublicNow = (item: NewsItem) =>
  item.estado !== 'borrador' && Date.parse(item.fecha) <= Date.now();

export interface NewsCardProps {
  item: NewsItem;
  onOpen: (item: NewsItem) => void;
  /** An administrator's "Borrador" / "Programada" tag, under the category. */
  badge?: ReactNode;
  /** An administrator's buttons ("Editar", "Eliminar"), at the end of the footer. */
  actions?: ReactNode;
}

/**
 * Whether a click on the title is one the page's code should take over: the main button with
 * no modifier key. A Ctrl/Cmd/Shift/Alt click (a new tab or window, a download) stays the
 * browser's, as on any link; a middle click never fires `click` at all.
 */
export function isPlainClick(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
  >,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * One news item. The title opens the detail; its hit area is stretched over the whole card, so
 * a click anywhere opens it without nesting interactive elements. The link to the item's page
 * and the administrator's buttons sit above that area.
 *
 * A public item's title is a link to its page, so that it works in the served HTML, before the
 * page's code runs (and without it): once the code runs, a plain click opens the detail dialog
 * instead, while a modifier or middle click still opens the page in a new tab. A draft or a
 * scheduled item (only in an administrator's list, after hydration) has no page yet: its title
 * is a button.
 *
 * On a French or English page, the title and text are the item's translation into that language,
 * or its Spanish marked `lang="es"`: an item is never left out for lack of a translation.
 */
export function NewsCard({ item, onOpen, badge, actions }: NewsCardProps) {
  const text = useTexts().news;
  const locale = useLocale();
  const localePath = useLocalePath();
  const shown = useNewsShown(item);
  const titleId = `noticia-${String(item.id)}`;
  const open = () => {
    onOpen(item);
  };
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <NewsImage
        item={item}
        className={styles.image}
        sizes="(min-width: 1152px) 352px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw"
      />
      <div className={styles.body}>
        <p className={styles.category}>{categoryLabel(text.categories, item.tipo_noticia)}</p>
        {badge}
        <h3 className={styles.title} id={titleId} lang={shown.lang}>
          {isPublicNow(item) ? (
            <Link
              to={localePath(shown.path)}
              className={styles.open}
              aria-haspopup="dialog"
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (!isPlainClick(event)) return;
                // The router's own navigation is skipped as well: it too checks defaultPrevented.
                event.preventDefault();
                open();
              }}
            >
              {shown.titulo}
            </Link>
          ) : (
            <button type="button" className={styles.open} aria-haspopup="dialog" onClick={open}>
              {shown.titulo}
            </button>
          )}
        </h3>
        <p className={styles.description} lang={shown.lang}>
          {truncateText(shown.descripcion ?? item.descripcion)}
        </p>
        <div className={styles.footer}>
          <time className={styles.date} dateTime={item.fecha}>
            {chileLongDate(item.fecha, locale)}
          </time>
          {isPublicNow(item) ? (
            <Link to={localePath(shown.path)} aria-describedby={titleId}>
              {text.readMore}
            </Link>
          ) : null}
          {actions ? <div className={styles.admin}>{actions}</div> : null}
        </div>
      </div>
    </article>
  );
}
