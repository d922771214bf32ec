/*
 * Card: the white surface with a soft shadow and the 12 px radius of docs/design.md. Use it for
 * a self-contained block among others (featured cards, news cards, contact boxes, documents,
 * staff, recognitions, values, error pages); `tone="inset"` for a box inside a card. For a
 * highlighted strip or a toolbar use Panel; for a message use StatusBox.
 */
import type { HTMLAttributes } from 'react';
import styles from './card.module.css';
import { cx } from './class-names.ts';

export type CardTone = 'raised' | 'outlined' | 'inset';

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
