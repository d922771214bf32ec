/*
 * StatusBox: a message for the visitor after something happened or failed (published, deleted,
 * session ended, the gallery could not load). The tone picks the colours and the live region:
 * info and success are polite (role="status"), warning and error interrupt (role="alert").
 * Where a page keeps its own live region around the message, pass announce={false}.
 */
import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './status-box.module.css';

export type StatusTone = 'info' | 'success' | 'warning' | 'error';

/** The tone's colours, from the tokens --color-<tone> and --color-<tone>-bg. */
function toneColours(tone: StatusTone): CSSProperties {
  return {
    '--tone': `var(--color-${tone})`,
    '--tone-bg': `var(--color-${tone}-bg)`,
  } as CSSProperties;
}

/** The live-region role a message of this tone needs. */
export function statusRole(tone: StatusTone): 'status' | 'alert' {
  return tone === 'error' || tone === 'warning' ? 'alert' : 'status';
}

export interface StatusBoxProps {
  tone: StatusTone;
  /** The message (Spanish), one short sentence or two. */
  children: ReactNode;
  /** A decorative icon before the message (lucide, aria-hidden is added by the box). */
  icon?: ReactNode;
  /** Buttons or links offered under the message (retry, go back); outside the live region. */
  actions?: ReactNode;
  /** Give the message its live-region role (default); false when the page provides one. */
  announce?: boolean;
  className?: string;
}

export function StatusBox({
  tone,
  children,
  icon,
  actions,
  announce = true,
  className,
}: StatusBoxProps) {
  const role = announce ? statusRole(tone) : undefined;
  if (!icon && !actions) {
    return (
      <p role={role} className={cx(styles.box, styles[tone], className)} style={toneColours(tone)}>
        {children}
      </p>
    );
  }
  return (
    <div className={cx(styles.box, styles.rich, styles[tone], className)} style={toneColours(tone)}>
      <div role={role} className={styles.message}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <p>{children}</p>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
