/*
 * IconLine: a decorative icon before a line of text (a phone number, an address, opening
 * hours) in contact lists. The element is the caller's: an <li> in an IconList, a <p> in an
 * <address>. IconList is the bare list around them (the caller spaces its items).
 */
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './icon-line.module.css';

export interface IconLineProps {
  /** A lucide icon at 20 px, e.g. <Phone size={20} />; decorative. */
  icon: ReactNode;
  as?: 'li' | 'p';
  children: ReactNode;
  className?: string;
}

export function IconLine({ icon, as: Element = 'li', children, className }: IconLineProps) {
  return (
    <Element className={cx(styles.line, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {children}
    </Element>
  );
}

export function IconList({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={cx(styles.list, className)}>{children}</ul>;
}
