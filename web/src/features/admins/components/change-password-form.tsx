import { ADMIN_CLI_MESSAGES, LIMITS, MESSAGES } from '@lbj/shared';
import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { ADMINS_TEXT } from '../admins-text.ts';
import { useChangeOwnPassword } from '../hooks/admins-queries.ts';
import {
  checkNewPassword,
  definedErrors,
  passwordChangeFailure,
  type FieldErrors,
  type PasswordField,
} from '../model/admin-forms.ts';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './admin-forms.module.css';

const ORDER: readonly PasswordField[] = ['current', 'password', 'repeat'];

/**
 * "Cambiar mi contraseña": the current one, the new one twice. The new token the server sends in
 * a header replaces the old one in the session store (the API client does it), so this session
 * goes on.
 */
export function ChangePasswordForm() {
  const id = useId();
  const [values, setValues] = useState<Record<PasswordField, string>>({
    current: '',
    password: '',
    repeat: '',
  });
  const [showPasswords, setShowPasswords] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const refs = {
    current: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    repeat: useRef<HTMLInputElement>(null),
  };
  const change = useChangeOwnPassword();
  const busy = change.isPending;

  const showErrors = (found: FieldErrors<PasswordField>) => {
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(false);
    const found = definedErrors<PasswordField>({
      current: values.current ? null : MESSAGES.required,
      password: checkNewPassword(values.password),
      repeat:
        values.repeat === values.password
          ? null
          : values.repeat
            ? ADMIN_CLI_MESSAGES.passwordMismatch
            : MESSAGES.required,
    });
    if (ORDER.some((field) => found[field])) {
      showErrors(found);
      return;
    }
    setErrors({});
    change.mutate(
      { current: values.current, password: values.password },
      {
        onSuccess: () => {
          setValues({ current: '', password: '', repeat: '' });
          setShowPasswords(false);
          setDone(true);
        },
        onError: (error) => {
          const placed = passwordChangeFailure(error);
          setFailure(placed.form);
          if (ORDER.some((field) => placed.fields[field])) showErrors(placed.fields);
        },
      },
    );
  };

  const field = (
    name: PasswordField,
    label: string,
    input: InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          ref={refs[name]}
          name={name}
          type={showPasswords ? 'text' : 'password'}
          className={styles.control}
          value={values[name]}
          autoCapitalize="none"
          spellCheck={false}
          required
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
          }}
          {...input}
        />
      )}
    </FormField>
  );

  return (
    <form className={styles.form} noValidate aria-labelledby={`${id}-titulo`} onSubmit={onSubmit}>
      <h3 id={`${id}-titulo`} className={panel.title}>
        {ADMINS_TEXT.passwordTitle}
      </h3>
      <p className={panel.muted}>{ADMINS_TEXT.passwordLead}</p>
      {field('current', ADMINS_TEXT.currentLabel, { autoComplete: 'current-password' })}
      {field(
        'password',
        ADMINS_TEXT.newLabel,
        { autoComplete: 'new-password' },
        ADMINS_TEXT.passwordHint(LIMITS.passwordMin),
      )}
      {field('repeat', ADMINS_TEXT.repeatLabel, { autoComplete: 'new-password' })}
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={showPasswords}
          onChange={(event) => {
            setShowPasswords(event.target.checked);
          }}
        />
        {ADMINS_TEXT.showMany}
      </label>
      <button
        type="submit"
        className={`button-primary ${panel.submit}`}
        aria-disabled={busy || undefined}
      >
        <KeyRound size={20} aria-hidden="true" />
        {busy ? ADMINS_TEXT.changeBusy : ADMINS_TEXT.change}
      </button>
      <FormAlert message={failure} />
      <div role="status">
        {done ? (
          <StatusBox tone="success" announce={false}>
            {ADMINS_TEXT.changed}
          </StatusBox>
        ) : null}
      </div>
    </form>
  );
}
