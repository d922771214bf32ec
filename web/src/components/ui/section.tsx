/*
 * Section: a part of a page named by its own h2 (section + aria-labelledby), so it is a landmark
 * region with that name. For the parts of inner pages (values, milestones, how to get here).
 */
import type { ReactNode } from 'react';

export interface SectionProps {
  /** The heading's id (Spanish, e.g. "valores-titulo"); unique in the page. */
  headingId: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

export function Section({ headingId, title, className, headingClassName, children }: SectionProps) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
