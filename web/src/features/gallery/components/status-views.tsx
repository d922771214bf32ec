import { AlertCircle, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
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

/** the gallery's failures are shown in an error panel, announced at once. */
export function ErrorPanel({ message, actions }: ErrorPanelProps) {
  return (
    <StatusBox tone="error" icon={<AlertCircle size={24} />} actions={actions}>
      {message}
    </StatusBox>
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
    <EmptyState text={text} icon={<ImageOff size={32} />} live={live}>
      {children}
    </EmptyState>
  );
}
