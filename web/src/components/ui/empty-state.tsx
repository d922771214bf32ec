/*
 * EmptyState: says calmly that a list has nothing yet (no news, no photos this year). Not an
 * error: failures use StatusBox. `live` announces the text when it replaces a loading notice.
 */
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** The sentence (Spanish). */
  text: string;
  /** A decorative icon above the text (lucide); hidden from assistive technology. */
  icon?: ReactNode;
  /** compact: less padding and body-size text (inside a list's place). */
  size?: 'compact' | 'large';
  live?: boolean;
  /** A link or button offered under the text. */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({
  text,
  icon,
  size = 'large',
  live = false,
  children,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, size === 'compact' && styles.compact, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p
        className={cx(styles.text, size === 'large' && styles.large)}
        role={live ? 'status' : undefined}
      >
        {text}
      </p>
      {children}
    </div>
  );
}
