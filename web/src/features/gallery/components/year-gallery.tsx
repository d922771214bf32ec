import { MESSAGES } from '@lbj/shared';
import { LogOut, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { deletePhoto, isNotFound, isUnauthorized } from '../api/gallery-api.ts';
import { GALLERY_TEXT } from '../gallery-text.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useYearPhotos } from '../hooks/use-year-photos.ts';
import type { GridPhoto, YearPhotosView } from '../model/year-photos-state.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { PhotoUploadForm } from './photo-upload-form.tsx';
import { EmptyNotice, ErrorPanel, LoadingNotice } from './status-views.tsx';
import styles from './year-gallery.module.css';

/** What the page passes when an administrator is logged in. */
export interface GalleryAdmin {
  token: string;
  /** The server refused the token: end the session (the gallery says so). */
  onSessionEnded: () => void;
  onLogout: () => void;
}

export interface YearGalleryProps {
  year: number;
  admin: GalleryAdmin | null;
}

interface Notice {
  text: string;
  tone: 'success' | 'error';
}

/**
 * /galeria/{year}: the year's photos in one of SPEC's states and, for an administrator,
 * the upload form and a delete button on each photo of the site's library.
 */
export function YearGallery({ year, admin }: YearGalleryProps) {
  const { view, refreshing, reload, removeLocally } = useYearPhotos(year);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deletingUrl, setDeletingUrl] = useState<string | null>(null);
  const [focusAfterDelete, setFocusAfterDelete] = useState<{ index: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);

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

  const endSession = useCallback(() => {
    setNotice({ text: MESSAGES.sessionExpired, tone: 'error' });
    admin?.onSessionEnded();
    // The administrator's controls (and the focused one among them) are about to go.
    headingRef.current?.focus();
  }, [admin]);

  const onDeleted = (photo: GridPhoto, index: number) => {
    removeLocally(photo.url);
    setNotice({ text: GALLERY_TEXT.deleteSucceeded, tone: 'success' });
    setFocusAfterDelete({ index });
  };

  const handleDelete = async (photo: GridPhoto, index: number) => {
    if (!admin || photo.id === null || deletingUrl !== null) return;
    if (!window.confirm(GALLERY_TEXT.deleteConfirm)) return;
    setNotice(null);
    setDeletingUrl(photo.url);
    try {
      await deletePhoto(photo.id, admin.token);
      onDeleted(photo, index);
    } catch (error) {
      if (isUnauthorized(error)) endSession();
      // Already deleted (by another administrator): the goal is reached.
      else if (isNotFound(error)) onDeleted(photo, index);
      else window.alert(MESSAGES.deleteFailed);
    } finally {
      setDeletingUrl(null);
    }
  };

  const onUploaded = (count: number) => {
    setNotice({ text: GALLERY_TEXT.uploadSucceeded(count), tone: 'success' });
    reload();
  };

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {GALLERY_TEXT.yearHeading(year)}
      </h1>

      {admin ? (
        <>
          <div className={styles.adminBar} role="group" aria-label={GALLERY_TEXT.adminGroup}>
            <p className={styles.adminNote}>{GALLERY_TEXT.adminNote}</p>
            <button type="button" className="button-secondary" onClick={admin.onLogout}>
              <LogOut size={20} aria-hidden="true" />
              {GALLERY_TEXT.logout}
            </button>
          </div>
          <PhotoUploadForm
            year={year}
            token={admin.token}
            onUploaded={onUploaded}
            onUnauthorized={endSession}
          />
        </>
      ) : null}

      <div role="status">
        {notice ? <p className={`${styles.notice} ${styles[notice.tone]}`}>{notice.text}</p> : null}
      </div>

      <div ref={gridRef} aria-busy={refreshing || undefined}>
        <YearPhotosContent
          view={view}
          year={year}
          onRetry={reload}
          onDelete={
            admin
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

function YearPhotosContent({ view, year, onRetry, onDelete, deletingUrl }: YearPhotosContentProps) {
  const allYears = (
    <Link to={paths.gallery} className="button-secondary">
      {GALLERY_TEXT.allYears}
    </Link>
  );
  switch (view.kind) {
    case 'loading':
      return <LoadingNotice text={MESSAGES.galleryLoading} />;
    case 'error':
    case 'badFormat':
      return (
        <ErrorPanel
          message={view.kind === 'error' ? view.message : MESSAGES.galleryBadFormat}
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
        <EmptyNotice text={MESSAGES.galleryEmpty} live>
          <Link to={paths.gallery}>{GALLERY_TEXT.otherYears}</Link>
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
