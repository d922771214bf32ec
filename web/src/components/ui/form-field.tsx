/*
 * FormField: one labelled field with its hint, live character count and error, and the aria
 * wiring between them (aria-describedby, aria-invalid, aria-errormessage). The control itself
 * is the caller's (input, textarea, select, file picker): it spreads the props it is handed.
 */
import { AlertCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './form.module.css';

/** What the control must carry to be tied to its label, hint, count and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-errormessage': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the label, before the control. */
  hint?: ReactNode;
  /** "4 / 200" under the control, updated as the person types. */
  count?: { length: number; max: number };
  /** The field's error (Spanish), or several (one per refused file); the control is marked invalid meanwhile. */
  error?: string | readonly string[] | null | undefined;
  /** Announce the error at once (role="alert"), for errors that appear without a submit. */
  announceError?: boolean;
  errorClassName?: string;
  /** Ids of other texts that describe the control (a chosen file's name, a selection). */
  describedBy?: readonly string[];
  /** A fixed id for the control (else one is generated). */
  id?: string;
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
  /** Shown after the error (a preview, a selection summary). */
  after?: ReactNode;
}

/** Joins ids for aria-describedby; undefined when there are none. */
export function joinIds(
  ...ids: readonly (string | false | null | undefined)[]
): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FormField({
  label,
  hint,
  count,
  error,
  describedBy = [],
  announceError = false,
  errorClassName,
  id,
  className,
  labelClassName,
  children,
  after,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-campo`;
  const hintId = `${controlId}-ayuda`;
  const countId = `${controlId}-cuenta`;
  const errorId = `${controlId}-error`;
  const errors = typeof error === 'string' ? [error] : (error ?? []).filter(Boolean);
  const invalid = errors.length > 0;
  const errorRole = announceError ? 'alert' : undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(
      hint ? hintId : null,
      ...describedBy,
      count ? countId : null,
      invalid ? errorId : null,
    ),
    'aria-invalid': invalid ? true : undefined,
    'aria-errormessage': invalid ? errorId : undefined,
  };
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={cx(styles.label, labelClassName)}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(control)}
      {count ? (
        <p id={countId} className={styles.count}>
          {count.length} / {count.max}
        </p>
      ) : null}
      {errors.length === 1 ? (
        <p id={errorId} role={errorRole} className={cx(styles.fieldError, errorClassName)}>
          <AlertCircle size={18} aria-hidden="true" />
          {errors[0]}
        </p>
      ) : null}
      {errors.length > 1 ? (
        <div id={errorId} role={errorRole} className={cx(styles.fieldError, errorClassName)}>
          <AlertCircle size={18} aria-hidden="true" />
          <ul>
            {errors.map((text, index) => (
              <li key={`${String(index)}-${text}`}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {after}
    </div>
  );
}
