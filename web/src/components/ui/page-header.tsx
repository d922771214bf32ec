import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  /** Small line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The opening band of an inner page: its one h1 and a short lead. */
export function PageHeader({ title, lead, eyebrow, children }: PageHeaderProps) {
  return (
    <div className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.rule} aria-hidden="true" />
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
