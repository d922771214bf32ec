import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
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

interface InnerPageProps {
  header: PageHeaderProps;
  /** Class of the content's container (its layout), besides the site's `container`. */
  className?: string;
  children: ReactNode;
}

/** An inner page: the header band, then the content in the site's container. */
export function InnerPage({ header, className, children }: InnerPageProps) {
  return (
    <>
      <PageHeader {...header} />
      <div className={cx('container', className)}>{children}</div>
    </>
  );
}
