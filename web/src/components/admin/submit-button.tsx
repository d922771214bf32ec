/*
 * SubmitButton: a staff form's main button. While the request runs it stays focusable but
 * aria-disabled, says what it is doing ("Publicando…") and waits visibly (panel-section's submit).
 */
import type { ReactNode } from 'react';
import panel from './panel-section.module.css';

export interface SubmitButtonProps {
  /** The request is running. */
  busy?: boolean;
  /** A decorative lucide icon (20 px, aria-hidden). */
  icon?: ReactNode;
  children: ReactNode;
  /** What the button says while busy (else its usual text). */
  busyText?: ReactNode;
  /** Ids of texts that describe it (the failure of its last attempt). */
  describedBy?: string | undefined;
}

export function SubmitButton({
  busy = false,
  icon,
  children,
  busyText,
  describedBy,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button-primary ${panel.submit}`}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {icon}
      {busy && busyText !== undefined ? busyText : children}
    </button>
  );
}
