import { AlertCircle, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './status-views.module.css';

/** A spinner with its text, in a polite live region. */
export function LoadingNotice({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

export interface ErrorPanelProps {
  message: string;
  /** Buttons or links offered next to the message (retry, back to all years). */
  actions?: ReactNode;
}

/** SPEC 8: the gallery's failures are shown in an error panel, announced at once. */
export function ErrorPanel({ message, actions }: ErrorPanelProps) {
  return (
    <div className={styles.panel}>
      <div role="alert" className={styles.alert}>
        <AlertCircle className={styles.icon} size={24} aria-hidden="true" />
        <p className={styles.message}>{message}</p>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

export interface EmptyNoticeProps {
  text: string;
  /** Announce the text (it replaces a loading notice). */
  live?: boolean;
  children?: ReactNode;
}

/** A calm notice for "nothing here yet" (not an error). */
export function EmptyNotice({ text, live = false, children }: EmptyNoticeProps) {
  return (
    <div className={styles.empty}>
      <ImageOff className={styles.emptyIcon} size={32} aria-hidden="true" />
      <p className={styles.emptyText} role={live ? 'status' : undefined}>
        {text}
      </p>
      {children}
    </div>
  );
}
