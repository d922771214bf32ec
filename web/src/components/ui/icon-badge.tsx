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
  className?: string;
}

export function IconBadge({ children, size = 'medium', className }: IconBadgeProps) {
  return (
    <span
      className={cx(styles.badge, size === 'large' && styles.large, className)}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
