import { parseGalleryYear } from '@lbj/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ErrorPanel } from '../../features/gallery/components/status-views.tsx';
import { YearGallery } from '../../features/gallery/components/year-gallery.tsx';
import { useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { QueryProvider } from '../../lib/query-client.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './gallery-year.module.css';

function InvalidYear() {
  const GALLERY_TEXT = useTexts().gallery;
  const localePath = useLocalePath();
  useDocumentTitle(GALLERY_TEXT.invalidYearDocumentTitle);
  return (
    <>
      <h1>{GALLERY_TEXT.indexHeading}</h1>
      <ErrorPanel
        message={GALLERY_TEXT.invalidYear}
        actions={
          <Link to={localePath(paths.gallery)} className="button-primary">
            {GALLERY_TEXT.allYears}
          </Link>
        }
      />
    </>
  );
}

export default function Page() {
  const GALLERY_TEXT = useTexts().gallery;
  const localePath = useLocalePath();
  const { year: rawYear } = useParams();
  const year = parseGalleryYear(rawYear);

  return (
    <div className={`container ${styles.page}`}>
      {year === null ? (
        <InvalidYear />
      ) : (
        <>
          <p className={styles.back}>
            <Link to={localePath(paths.gallery)}>
              <ArrowLeft size={18} aria-hidden="true" />
              {GALLERY_TEXT.indexHeading}
            </Link>
          </p>
          {/* A new year starts from its own loading state. */}
          <QueryProvider>
            <YearGallery key={year} year={year} />
          </QueryProvider>
        </>
      )}
    </div>
  );
}
