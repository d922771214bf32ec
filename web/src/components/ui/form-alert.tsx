/*
 * FormAlert: the whole form's failure (not one field's), in the error panel of form.module.css,
 * announced at once (role="alert"). Nothing when there is no message. For the staff forms (login,
 * panel sections); a field's own error is FormField's.
 */
import { AlertCircle } from 'lucide-react';
import { cx } from './class-names.ts';
import { StatusBox } from './status-box.tsx';
import styles from './form.module.css';

export interface FormAlertProps {
  message: string | null | undefined;
  /** For a control's aria-describedby (the submit button that failed). */
  id?: string;
  /** The icon's size in px (the documents forms use 18). */
  iconSize?: number;
  /** Spacing around the panel (never its colours). */
  className?: string;
}

export function FormAlert({ message, id, iconSize = 20, className }: FormAlertProps) {
  return message ? (
    <p id={id} className={cx(styles.alert, className)} role="alert">
      <AlertCircle size={iconSize} aria-hidden="true" />
      <span>{message}</span>
    </p>
  ) : null;
}

/**
 * The form's success (Spanish), in a polite live region that is always in the page, so that
 * screen readers announce the message when it appears. Nothing shown without a message.
 */
export function FormDone({ message }: { message: string | null | undefined }) {
  return (
    <div role="status">
      {message ? (
        <StatusBox tone="success" announce={false}>
          {message}
        </StatusBox>
      ) : null}
    </div>
  );
}
