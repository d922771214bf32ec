/*
 * Grid: the responsive grid of cards (news, photos, featured cards, documents, staff, values,
 * contact boxes). A list by default: each child is an <li>. The column count is given per
 * breakpoint; each one holds from its width up until the next given one.
 */
import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import styles from './grid.module.css';

/** Columns from each breakpoint up (sm 640, md 768, lg 960, xl 1024 px); base below all. */
export interface GridColumns {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  as?: 'ul' | 'ol' | 'div';
  columns: GridColumns;
}

/** The inline custom properties of a column layout (read by grid.module.css). */
export function columnStyle({ base = 1, sm, md, lg, xl }: GridColumns): CSSProperties {
  const count = (value: number | undefined) => (value === undefined ? 'initial' : String(value));
  return {
    '--grid-base': String(base),
    '--grid-sm': count(sm),
    '--grid-md': count(md),
    '--grid-lg': count(lg),
    '--grid-xl': count(xl),
  } as CSSProperties;
}

export function Grid({ as: Element = 'ul', columns, className, style, ...rest }: GridProps) {
  return (
    <Element
      className={cx(styles.grid, className)}
      style={{ ...columnStyle(columns), ...style }}
      {...rest}
    />
  );
}
