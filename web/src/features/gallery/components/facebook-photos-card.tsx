import { ExternalLink } from 'lucide-react';
import { FacebookIcon } from '../../../components/ui/brand-icons.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import styles from './facebook-photos-card.module.css';

/** /galeria: a card that opens the school's Facebook photo page in a new tab. */
export function FacebookPhotosCard({ href }: { href: string }) {
  const GALLERY_TEXT = useTexts().gallery;
  return (
    <a className={styles.card} href={href} target="_blank" rel="noopener noreferrer">
      <span className={styles.badge} aria-hidden="true">
        <FacebookIcon size={32} />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{GALLERY_TEXT.facebookTitle}</span>
        <span className={styles.text}>{GALLERY_TEXT.facebookText}</span>
        <span className={styles.newTab}>
          {GALLERY_TEXT.newTabVisible}
          <ExternalLink size={16} aria-hidden="true" />
        </span>
      </span>
    </a>
  );
}
