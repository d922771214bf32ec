import { ADMIN_CLI_MESSAGES, LIMITS, MESSAGES } from '@lbj/shared';
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import { FormEnd } from '../../../components/admin/submit-button.tsx';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { ADMINS_TEXT } from '../admins-text.ts';
import { useChangeOwnPassword } from '../hooks/admins-queries.ts';
import {
  checkNewPassword,
  definedErrors,
  passwordChangeFailure,
  type PasswordField,
} from '../model/admin-forms.ts';
import { ShowPasswords } from './show-passwords.tsx';
import { CredentialField } from './credential-field.tsx';
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
  const fields = useFieldErrors(ORDER);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = useChangeOwnPassword();
  const busy = change.isPending;

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
    if (!fields.accept(found)) return;
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
          if (ORDER.some((field) => placed.fields[field])) fields.show(placed.fields);
        },
      },
    );
  };

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <CredentialField
      id={`${id}-${name}`}
      label={label}
      hint={hint}
      {...fields.bind(name, (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
      })}
      name={name}
      type={showPasswords ? 'text' : 'password'}
      value={values[name]}
      autoComplete={autoComplete}
    />
  );

  return (
    <PanelForm
      className={styles.form}
      title={ADMINS_TEXT.passwordTitle}
      lead={ADMINS_TEXT.passwordLead}
      onSubmit={onSubmit}
    >
      {field('current', ADMINS_TEXT.currentLabel, 'current-password')}
      {field(
        'password',
        ADMINS_TEXT.newLabel,
        'new-password',
        ADMINS_TEXT.passwordHint(LIMITS.passwordMin),
      )}
      {field('repeat', ADMINS_TEXT.repeatLabel, 'new-password')}
      <ShowPasswords
        checked={showPasswords}
        label={ADMINS_TEXT.showMany}
        onChange={setShowPasswords}
      />
      <FormEnd
        busy={busy}
        icon={<KeyRound size={20} aria-hidden="true" />}
        busyText={ADMINS_TEXT.changeBusy}
        failure={failure}
        done={done ? ADMINS_TEXT.changed : null}
      >
        {ADMINS_TEXT.change}
      </FormEnd>
    </PanelForm>
  );
}
