/*
 * Grid: the responsive grid of cards (news, photos, featured cards, documents, staff, values,
 * contact boxes). A list by default: each child is an <li>. Columns are chosen per breakpoint
 * from the few combinations the site uses; add a class to grid.module.css for a new one.
 */
import type { HTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import styles from './grid.module.css';

/** Columns from each breakpoint up (sm 640, md 768, lg 960, xl 1024 px); one below all. */
export interface GridColumns {
  base?: 1 | 2;
  sm?: 2 | 3;
  md?: 2 | 3;
  lg?: 3;
  xl?: 3 | 4;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  as?: 'ul' | 'ol' | 'div';
  columns: GridColumns;
}

/** The class names of a column layout (exported for the test). */
export function columnClasses(columns: GridColumns): string[] {
  return Object.entries(columns)
    .filter(([breakpoint, count]) => !(breakpoint === 'base' && count === 1))
    .map(([breakpoint, count]) => styles[`${breakpoint}${String(count)}`])
    .filter((name): name is string => typeof name === 'string');
}

export function Grid({ as: Element = 'ul', columns, className, ...rest }: GridProps) {
  return <Element className={cx(styles.grid, ...columnClasses(columns), className)} {...rest} />;
}
