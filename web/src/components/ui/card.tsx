/*
 * Card: the white surface with a soft shadow and the 12 px radius of docs/design.md. Use it for
 * a self-contained block among others (featured cards, news cards, contact boxes, documents,
 * staff, recognitions, values, error pages); `tone="inset"` for a box inside a card; CardIcon
 * for the round icon at its top (featured cards, contact boxes, documents, hours). For a
 * highlighted strip or a toolbar use Panel; for a message use StatusBox.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';
import { cx } from './class-names.ts';

type CardTone = 'raised' | 'outlined' | 'inset';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: the card's meaning in the page (an article, a list item, a section...). */
  as?: 'div' | 'article' | 'section' | 'aside' | 'li' | 'p';
  tone?: CardTone;
  /** A 4 px coloured rule on the top or the start side. */
  accent?: 'top' | 'start';
  accentColor?: 'brand' | 'gold';
  /** Lifts under the pointer: for cards that are one big link or button. */
  interactive?: boolean;
  /** Stacks the content in a column that fills the grid cell (cards side by side). */
  stack?: boolean;
}

export function Card({
  as: Element = 'div',
  tone = 'raised',
  accent,
  accentColor = 'brand',
  interactive = false,
  stack = false,
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      className={cx(
        styles.card,
        styles[tone],
        accent === 'top' && styles.accentTop,
        accent === 'start' && styles.accentStart,
        accent && accentColor === 'gold' && styles.gold,
        interactive && styles.interactive,
        stack && styles.stack,
        className,
      )}
      {...rest}
    />
  );
}

export interface CardIconProps {
  /** A lucide icon. */
  children: ReactNode;
  /** 48 px (default) or 56 px. */
  size?: 'medium' | 'large';
  /** The space below it, before the card's title: none (default), 8 px or 16 px. */
  spaceBelow?: 'none' | 'small' | 'medium';
}

/** A decorative icon in a red-tinted circle at the top of a card; hidden from assistive technology. */
export function CardIcon({ children, size = 'medium', spaceBelow = 'none' }: CardIconProps) {
  return (
    <span
      className={cx(
        styles.icon,
        size === 'large' && styles.iconLarge,
        spaceBelow === 'small' && styles.iconSpaceSmall,
        spaceBelow === 'medium' && styles.iconSpaceMedium,
      )}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
