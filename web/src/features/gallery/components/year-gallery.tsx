import { MESSAGES } from '@lbj/shared';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AdminBar } from '../../../components/admin/admin-bar.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { isUnauthorized } from '../../../lib/api-client.ts';
import type { UseUploadOptions } from '../../../lib/upload/use-upload.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { paths } from '../../../config/paths.ts';
import { useLang, useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts, type Catalogue } from '../../../i18n/texts.tsx';
import { GALLERY_ADMIN_TEXT } from '../gallery-admin-text.ts';
import { useDeletePhoto, useYearPhotos } from '../hooks/gallery-queries.ts';
import type { GridPhoto, YearPhotosView } from '../model/year-photos-state.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { PhotoUploadForm } from './photo-upload-form.tsx';
import { EmptyNotice, ErrorPanel, LoadingNotice } from './status-views.tsx';
import styles from './year-gallery.module.css';

export interface YearGalleryProps extends UseUploadOptions {
  year: number;
}

interface Notice {
  text: string;
  tone: 'success' | 'error';
}

/**
 * /galeria/{year}: the year's photos in one of states and, for a logged-in
 * administrator, the upload form and a delete button on each photo of the site's library.
 */
export function YearGallery({ year, decoder }: YearGalleryProps) {
  const GALLERY_TEXT = useTexts().gallery;
  const { loggedIn, expired } = useSession();
  const { view, refreshing, reload } = useYearPhotos(year);
  const deletion = useDeletePhoto(year);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focusAfterDelete, setFocusAfterDelete] = useState<{ index: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const deletingUrl = deletion.isPending ? (deletion.variables?.url ?? null) : null;

  useDocumentTitle(GALLERY_TEXT.yearDocumentTitle(year));

  // The deleted photo's button is gone: the focus moves to the photo now in its place
  // (its delete button, else its link), or to the heading when none is left.
  useEffect(() => {
    if (!focusAfterDelete) return;
    const items = gridRef.current?.querySelectorAll('li') ?? [];
    const item = items[Math.min(focusAfterDelete.index, items.length - 1)];
    const target =
      item?.querySelector<HTMLElement>('[data-photo-delete]') ??
      item?.querySelector<HTMLElement>('a');
    (target ?? headingRef.current)?.focus();
  }, [focusAfterDelete]);

  // The session ended: the administrator's controls (and the focused one among them) are gone.
  useEffect(() => {
    if (expired) headingRef.current?.focus();
  }, [expired]);

  const handleDelete = async (photo: GridPhoto, index: number) => {
    if (photo.id === null || deletion.isPending) return;
    if (!window.confirm(GALLERY_ADMIN_TEXT.deleteConfirm)) return;
    setNotice(null);
    try {
      await deletion.mutateAsync(photo);
      setNotice({ text: GALLERY_ADMIN_TEXT.deleteSucceeded, tone: 'success' });
      setFocusAfterDelete({ index });
    } catch (error) {
      if (!isUnauthorized(error)) window.alert(MESSAGES.deleteFailed);
    }
  };

  const onUploaded = (count: number) => {
    setNotice({ text: GALLERY_ADMIN_TEXT.uploadSucceeded(count), tone: 'success' });
  };

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {GALLERY_TEXT.yearHeading(year)}
      </h1>

      <AdminBar label={GALLERY_ADMIN_TEXT.adminGroup} />
      {loggedIn ? (
        <PhotoUploadForm
          year={year}
          onUploaded={onUploaded}
          {...(decoder !== undefined ? { decoder } : {})}
        />
      ) : null}

      <div role="status">
        {notice && !expired ? (
          <StatusBox tone={notice.tone} announce={false}>
            {notice.text}
          </StatusBox>
        ) : null}
      </div>

      <div ref={gridRef} aria-busy={refreshing || undefined}>
        <YearPhotosContent
          view={view}
          year={year}
          onRetry={reload}
          onDelete={
            loggedIn
              ? (photo, index) => {
                  void handleDelete(photo, index);
                }
              : undefined
          }
          deletingUrl={deletingUrl}
        />
      </div>
    </>
  );
}

interface YearPhotosContentProps {
  view: YearPhotosView;
  year: number;
  onRetry: () => void;
  onDelete: ((photo: GridPhoto, index: number) => void) | undefined;
  deletingUrl: string | null;
}

/** A failure's words: the server's own are Spanish, so another language says its own. */
function errorText(
  view: Extract<YearPhotosView, { kind: 'error' | 'badFormat' }>,
  spanish: boolean,
  text: Catalogue['gallery'],
): string {
  if (view.kind === 'badFormat') return text.badFormat;
  return spanish ? view.message : text.loadFailed;
}

function YearPhotosContent({ view, year, onRetry, onDelete, deletingUrl }: YearPhotosContentProps) {
  const GALLERY_TEXT = useTexts().gallery;
  const lang = useLang();
  const localePath = useLocalePath();
  const allYears = (
    <Link to={localePath(paths.gallery)} className="button-secondary">
      {GALLERY_TEXT.allYears}
    </Link>
  );
  switch (view.kind) {
    case 'loading':
      return <LoadingNotice text={GALLERY_TEXT.loading} />;
    case 'error':
    case 'badFormat':
      return (
        <ErrorPanel
          message={errorText(view, lang === 'es', GALLERY_TEXT)}
          actions={
            <>
              <button type="button" className="button-primary" onClick={onRetry}>
                <RotateCcw size={20} aria-hidden="true" />
                {GALLERY_TEXT.retry}
              </button>
              {allYears}
            </>
          }
        />
      );
    case 'empty':
      return (
        <EmptyNotice text={GALLERY_TEXT.empty} live>
          <Link to={localePath(paths.gallery)}>{GALLERY_TEXT.otherYears}</Link>
        </EmptyNotice>
      );
    case 'photos':
      return (
        <>
          <p className={styles.lead}>
            <strong>{GALLERY_TEXT.photoCount(view.photos.length)}</strong>. {GALLERY_TEXT.gridHint}
          </p>
          <PhotoGrid
            photos={view.photos}
            year={year}
            onDelete={onDelete}
            deletingUrl={deletingUrl}
          />
        </>
      );
  }
}
