import { Trash2 } from 'lucide-react';
import { photoKeyOf, photoRequestHref } from '@lbj/shared';
import { useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { resolveImageUrl } from '../../../lib/api-client.ts';
import { GALLERY_ADMIN_TEXT } from '../gallery-admin-text.ts';
import type { GridPhoto } from '../model/year-photos-state.ts';
import { Grid } from '../../../components/ui/grid.tsx';
import styles from './photo-grid.module.css';

/** Photos in the first row (four columns at most) load at once; the rest as they near the screen. */
export const EAGER_PHOTOS = 4;

// The grid has 2 columns on phones, 3 on tablets, 4 from 1024 px in a 1152-px container.
const SIZES = '(min-width: 1152px) 260px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

export interface PhotoGridProps {
  photos: readonly GridPhoto[];
  year: number;
  /** Given for an administrator: library photos get a delete button. */
  onDelete?: ((photo: GridPhoto, index: number) => void) | undefined;
  /** The photo whose deletion is under way. */
  deletingUrl?: string | null;
}

function srcSetOf(photo: GridPhoto): string | undefined {
  if (photo.variants.length === 0) return undefined;
  return photo.variants
    .map((variant) => `${resolveImageUrl(variant.url)} ${String(variant.width)}w`)
    .join(', ');
}

/** The removal request form of a library photo (a Facebook photo is not ours to take down). */
function requestHref(photo: GridPhoto): string | undefined {
  const key = photo.id === null ? null : photoKeyOf(photo.url);
  return key === null ? undefined : photoRequestHref(key);
}

/** The year's photos: each opens in a new tab, in a box of fixed proportions (no layout shift). */
export function PhotoGrid({ photos, year, onDelete, deletingUrl = null }: PhotoGridProps) {
  const GALLERY_TEXT = useTexts().gallery;
  const localePath = useLocalePath();
  const total = photos.length;
  return (
    <Grid columns={{ base: 2, sm: 3, xl: 4 }} className={styles.grid}>
      {photos.map((photo, index) => {
        const position = index + 1;
        const srcSet = srcSetOf(photo);
        const deleting = deletingUrl === photo.url;
        const request = requestHref(photo);
        return (
          <li key={photo.url} className={styles.item}>
            <a
              className={styles.link}
              href={resolveImageUrl(photo.url)}
              target="_blank"
              rel="noopener"
            >
              <img
                className={styles.image}
                src={resolveImageUrl(photo.url)}
                {...(srcSet ? { srcSet, sizes: SIZES } : {})}
                alt={GALLERY_TEXT.photoAlt(position, total, year)}
                loading={index < EAGER_PHOTOS ? 'eager' : 'lazy'}
                decoding="async"
              />
              {/* The space sits outside the hidden span, where every name computation keeps it. */}{' '}
              <span className="visually-hidden">{GALLERY_TEXT.newTab}</span>
            </a>
            {request ? (
              <a className={styles.request} href={localePath(request)}>
                {GALLERY_TEXT.requestLink}{' '}
                <span className="visually-hidden">{GALLERY_TEXT.photoTarget(position, total)}</span>
              </a>
            ) : null}
            {onDelete ? (
              photo.id !== null ? (
                <button
                  type="button"
                  className={styles.delete}
                  // aria-disabled keeps the focus on the button while the call runs.
                  aria-disabled={deleting || undefined}
                  data-photo-delete=""
                  onClick={() => {
                    if (!deleting) onDelete(photo, index);
                  }}
                >
                  <Trash2 size={18} aria-hidden="true" />
                  {deleting ? GALLERY_ADMIN_TEXT.deleting : GALLERY_ADMIN_TEXT.deleteButton}{' '}
                  <span className="visually-hidden">
                    {GALLERY_ADMIN_TEXT.deleteTarget(position, total)}
                  </span>
                </button>
              ) : (
                <p className={styles.source}>{GALLERY_ADMIN_TEXT.fromFacebook}</p>
              )
            ) : null}
          </li>
        );
      })}
    </Grid>
  );
}
