import styles from './page-loading.module.css';

/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Cargando página…</span>
    </div>
  );
}
