/*
 * Panel: a flat, tinted surface for a strip that stands apart from the page (the administrator's
 * bar, a call to action, notes to read first). `layout="row"` lays its children out in a
 * wrapping row (toolbars). Not for messages (StatusBox) nor for blocks among others (Card).
 */
import type { HTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import styles from './panel.module.css';

type PanelTone = 'brand' | 'gold' | 'plain';

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'aside';
  /** brand: red tint; gold: gold tint with a gold rule; plain: white with a thin border. */
  tone?: PanelTone;
  /** A navy rule on the start side (plain tone only): the administrator's tools. */
  navyRule?: boolean;
  /** row: a wrapping flex row; spread: the same with the items pushed apart. */
  layout?: 'block' | 'row' | 'spread';
}

export function Panel({
  as: Element = 'div',
  tone = 'brand',
  navyRule = false,
  layout = 'block',
  className,
  ...rest
}: PanelProps) {
  return (
    <Element
      className={cx(
        styles.panel,
        styles[tone],
        navyRule && tone === 'plain' && styles.navy,
        layout !== 'block' && styles.row,
        layout === 'spread' && styles.spread,
        className,
      )}
      {...rest}
    />
  );
}
