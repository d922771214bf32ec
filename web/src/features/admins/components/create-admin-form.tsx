import { LIMITS } from '@lbj/shared';
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import { FormEnd } from '../../../components/admin/submit-button.tsx';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { ADMINS_TEXT } from '../admins-text.ts';
import { useCreateAdmin } from '../hooks/admins-queries.ts';
import {
  checkNewPassword,
  checkUsername,
  createFailure,
  definedErrors,
  type CreateField,
} from '../model/admin-forms.ts';
import { ShowPasswords } from './show-passwords.tsx';
import { CredentialField } from './credential-field.tsx';
import styles from './admin-forms.module.css';

const CREATE_ORDER: readonly CreateField[] = ['username', 'password'];

/**
 * "Crear un administrador": name and password (12+ characters, shown on request). A refusal is
 * said beside the field it concerns and nothing typed is cleared; only a success empties the form.
 */
export function CreateAdminForm() {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const fields = useFieldErrors(CREATE_ORDER);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateAdmin();
  const busy = create.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    const found = definedErrors<CreateField>({
      username: checkUsername(username),
      password: checkNewPassword(password),
    });
    if (!fields.accept(found)) return;
    const name = username.trim();
    create.mutate(
      { username: name, password },
      {
        onSuccess: (created) => {
          setUsername('');
          setPassword('');
          setShowPassword(false);
          setDone(ADMINS_TEXT.createdMessage(created.username));
        },
        onError: (error) => {
          const placed = createFailure(error);
          setFailure(placed.form);
          if (placed.fields.username || placed.fields.password) fields.show(placed.fields);
        },
      },
    );
  };

  return (
    <PanelForm
      className={styles.form}
      title={ADMINS_TEXT.createTitle}
      lead={ADMINS_TEXT.createLead}
      onSubmit={onSubmit}
    >
      <CredentialField
        id={`${id}-usuario`}
        label={ADMINS_TEXT.usernameLabel}
        hint={ADMINS_TEXT.usernameHint}
        {...fields.bind('username', setUsername)}
        name="username"
        type="text"
        value={username}
        autoComplete="off"
        maxLength={LIMITS.usernameMax * 2}
      />
      <CredentialField
        id={`${id}-clave`}
        label={ADMINS_TEXT.passwordLabel}
        hint={ADMINS_TEXT.passwordHint(LIMITS.passwordMin)}
        {...fields.bind('password', setPassword)}
        name="password"
        type={showPassword ? 'text' : 'password'}
        value={password}
        autoComplete="new-password"
      />
      <ShowPasswords
        checked={showPassword}
        label={ADMINS_TEXT.showOne}
        onChange={setShowPassword}
      />
      <FormEnd
        busy={busy}
        icon={<UserPlus size={20} aria-hidden="true" />}
        busyText={ADMINS_TEXT.createBusy}
        failure={failure}
        done={done}
      >
        {ADMINS_TEXT.create}
      </FormEnd>
    </PanelForm>
  );
}
