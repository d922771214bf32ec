import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { useGalleryYears } from '../hooks/use-gallery-years.ts';
import { EmptyNotice, ErrorPanel, LoadingNotice } from './status-views.tsx';
import styles from './year-list.module.css';

/** The years that have photos, newest first, each linking to /galeria/{year}. */
export function YearList() {
  const GALLERY_TEXT = useTexts().gallery;
  const localePath = useLocalePath();
  const years = useGalleryYears();
  switch (years.status) {
    case 'loading':
      return <LoadingNotice text={GALLERY_TEXT.yearsLoading} />;
    case 'failed':
      return (
        <ErrorPanel
          message={GALLERY_TEXT.yearsFailed}
          actions={
            <button type="button" className="button-primary" onClick={years.retry}>
              <RotateCcw size={20} aria-hidden="true" />
              {GALLERY_TEXT.retry}
            </button>
          }
        />
      );
    case 'ready':
      if (years.years.length === 0) return <EmptyNotice text={GALLERY_TEXT.yearsEmpty} live />;
      return (
        <ul className={styles.list}>
          {years.years.map((year) => (
            <li key={year}>
              <Link to={localePath(paths.galleryYear(year))} className={styles.year}>
                <span className="visually-hidden">{GALLERY_TEXT.yearLinkPrefix}</span> {year}
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}
