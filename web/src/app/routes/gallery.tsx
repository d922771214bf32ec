import { school } from '../../content/school.ts';
import { FacebookPhotosCard } from '../../features/gallery/components/facebook-photos-card.tsx';
import { YearList } from '../../features/gallery/components/year-list.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './gallery.module.css';

export default function Page() {
  const GALLERY_TEXT = useTexts().gallery;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{GALLERY_TEXT.indexHeading}</h1>
      <p className={styles.lead}>{GALLERY_TEXT.indexLead}</p>
      <FacebookPhotosCard href={school.social.facebookPhotos} />
      <section className={styles.years} aria-labelledby="fotos-por-ano">
        <h2 id="fotos-por-ano">{GALLERY_TEXT.yearsHeading}</h2>
        <YearList />
      </section>
    </div>
  );
}
