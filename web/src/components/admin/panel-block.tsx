/*
 * PanelBlock: one part of a staff panel section, a region named by its h3 (the panel gives the
 * section its h2). Styles from panel-section.module.css.
 */
import type { ReactNode } from 'react';
import panel from './panel-section.module.css';

export function PanelBlock({
  headingId,
  title,
  children,
}: {
  /** The h3's id, which names the region. */
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={panel.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={panel.title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
