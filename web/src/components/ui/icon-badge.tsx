/*
 * IconBadge: a decorative icon in a red-tinted circle, at the top of a card (featured cards,
 * contact boxes, documents, hours, recognitions). Hidden from assistive technology.
 */
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './icon-badge.module.css';

export interface IconBadgeProps {
  /** A lucide icon. */
  children: ReactNode;
  /** 48 px (default) or 56 px. */
  size?: 'medium' | 'large';
  /** The space below it, before the card's title: none (default), 8 px or 16 px. */
  spaceBelow?: 'none' | 'small' | 'medium';
}

export function IconBadge({ children, size = 'medium', spaceBelow = 'none' }: IconBadgeProps) {
  return (
    <span
      className={cx(
        styles.badge,
        size === 'large' && styles.large,
        spaceBelow === 'small' && styles.spaceSmall,
        spaceBelow === 'medium' && styles.spaceMedium,
      )}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
