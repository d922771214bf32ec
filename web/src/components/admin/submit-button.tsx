/*
 * SubmitButton: a staff form's main button. While the request runs it stays focusable but
 * aria-disabled, says what it is doing ("Publicando…") and waits visibly (panel-section's submit).
 * FormEnd: a staff form's last lines, that button and what came of its last attempt.
 */
import { useId, type ReactNode } from 'react';
import { FormAlert, FormDone } from '../ui/form-alert.tsx';
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

export interface FormEndProps extends Omit<SubmitButtonProps, 'describedBy'> {
  /** Why the last attempt failed (Spanish); it also describes the button. */
  failure: string | null | undefined;
  /** That the last attempt went well (Spanish), announced politely. */
  done: string | null | undefined;
}

/** The SubmitButton, then the failure of its last attempt (which describes it) or its success. */
export function FormEnd({ failure, done, ...button }: FormEndProps) {
  const failureId = `${useId()}-fallo`;
  return (
    <>
      <SubmitButton {...button} describedBy={failure ? failureId : undefined} />
      <FormAlert id={failureId} message={failure} />
      <FormDone message={done} />
    </>
  );
}
