import { loginInputSchema, MESSAGES } from '@lbj/shared';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { login } from '../api/auth-api.ts';
import { AUTH_TEXT } from '../auth-text.ts';
import styles from './login-form.module.css';

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

/** The administrator's login: Usuario and Contraseña, "Entrar" / "Entrando…". */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
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
    const parsed = loginInputSchema.safeParse({ username, password });
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
        setPassword('');
        passwordRef.current?.focus();
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
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {field('username', AUTH_TEXT.usernameLabel, {
        type: 'text',
        value: username,
        autoComplete: 'username',
        autoCapitalize: 'none',
        spellCheck: false,
        onChange: (event) => {
          setUsername(event.target.value);
          if (errors.username) setErrors((current) => ({ ...current, username: undefined }));
        },
      })}
      {field('password', AUTH_TEXT.passwordLabel, {
        type: 'password',
        value: password,
        autoComplete: 'current-password',
        onChange: (event) => {
          setPassword(event.target.value);
          if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
        },
      })}
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        aria-disabled={busy || undefined}
      >
        {busy ? MESSAGES.loginBusy : AUTH_TEXT.submit}
      </button>
      <FormAlert message={failure} />
    </form>
  );
}
