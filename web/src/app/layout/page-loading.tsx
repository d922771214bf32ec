import { useTexts } from '../../i18n/texts.tsx';
import styles from './page-loading.module.css';

/** Shown while a page's code loads. */
export function PageLoading() {
  const text = useTexts().layout;
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{text.loading}</span>
    </div>
  );
}
