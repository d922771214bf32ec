import { loginInputSchema, MESSAGES } from '@lbj/shared';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { readTextFields } from '../../../lib/form-values.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { login } from '../api/auth-api.ts';
import { AUTH_TEXT } from '../auth-text.ts';
import styles from './login-form.module.css';
import { takeOverValidation } from '../../../lib/take-over-validation.ts';

type Field = 'username' | 'password';

export interface LoginFormProps {
  /** Called after a successful login (the page then goes to /news). */
  onSuccess: () => void;
}

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return MESSAGES.loginFailed;
  if (error.status === 401) return MESSAGES.loginFailed;
  if (error.status === 429) return error.body?.error ?? MESSAGES.tooManyAttempts;
  if (error.status === 0) return MESSAGES.network;
  return error.body?.error ?? MESSAGES.loginFailed;
}

/**
 * The administrator's login: Usuario and Contraseña, "Entrar" / "Entrando…".
 *
 * The page is prerendered, so staff (or the browser's password manager) may fill the fields
 * before its code has loaded. The fields are therefore uncontrolled and read at submission, and
 * "Entrar" stays disabled until the code runs: the browser's own submission of this form would
 * put the password in the address (ADR 0036).
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = { username: usernameRef, password: passwordRef };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = loginInputSchema.safeParse(
      readTextFields(event.currentTarget, ['username', 'password']),
    );
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      refs[found.username ? 'username' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await login(parsed.data);
      onSuccess();
    } catch (error) {
      setBusy(false);
      setFailure(failureMessage(error));
      if (error instanceof ApiRequestError && error.status === 401) {
        const input = passwordRef.current;
        if (input) {
          input.value = '';
          input.focus();
        }
      }
    }
  };

  const field = (name: Field, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          ref={refs[name]}
          name={name}
          className={styles.control}
          required
          {...input}
        />
      )}
    </FormField>
  );

  return (
    <form
      className={styles.form}
      method="post"
      ref={takeOverValidation}
      onSubmit={(event) => void onSubmit(event)}
    >
      {field('username', AUTH_TEXT.usernameLabel, {
        type: 'text',
        autoComplete: 'username',
        autoCapitalize: 'none',
        spellCheck: false,
        onChange: () => {
          if (errors.username) setErrors((current) => ({ ...current, username: undefined }));
        },
      })}
      {field('password', AUTH_TEXT.passwordLabel, {
        type: 'password',
        autoComplete: 'current-password',
        onChange: () => {
          if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
        },
      })}
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={!hydrated}
        aria-disabled={busy || undefined}
      >
        {busy ? MESSAGES.loginBusy : AUTH_TEXT.submit}
      </button>
      <FormAlert message={failure} />
    </form>
  );
}
