import { ADMIN_CLI_MESSAGES, LIMITS, MESSAGES, PASSWORD_MAX } from '@lbj/shared';
import { ApiRequestError, serverErrorField, serverErrorText } from '../../../lib/api-client.ts';

/** The server's name rule (users.service.ts): checked here first so that nothing is sent in vain. */
const USERNAME = /^[\p{L}\p{N}._@-]+$/u;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form's refusal: errors beside the fields they concern, or one for the whole form. */
export interface FormFailure<F extends string> {
  fields: FieldErrors<F>;
  form: string | null;
}

/** The name as the server will store it, or the CLI's Spanish rule. */
export function checkUsername(raw: string): string | null {
  const username = raw.trim();
  return username.length === 0 || username.length > LIMITS.usernameMax || !USERNAME.test(username)
    ? ADMIN_CLI_MESSAGES.usernameInvalid(LIMITS.usernameMax)
    : null;
}

/** At least 12 characters as a person counts them (code points), as the server counts. */
export function checkNewPassword(password: string): string | null {
  if (password.length === 0) return MESSAGES.required;
  if ([...password].length < LIMITS.passwordMin) {
    return ADMIN_CLI_MESSAGES.passwordTooShort(LIMITS.passwordMin);
  }
  if (password.length > PASSWORD_MAX) return ADMIN_CLI_MESSAGES.passwordTooLong(PASSWORD_MAX);
  return null;
}

/** Only the set entries: an empty object means the form may be sent. */
export function definedErrors<F extends string>(errors: Record<F, string | null>): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(errors) as [F, string | null][]) {
    if (message) found[field] = message;
  }
  return found;
}

export type CreateField = 'username' | 'password';
export type PasswordField = 'current' | 'password' | 'repeat';

/**
 * Where the server's refusal belongs. `fieldFor` maps the status and the field the server named
 * to one of the form's fields; anything else is said for the whole form, in the server's Spanish
 * words when it sent some.
 */
export function placeFailure<F extends string>(
  error: unknown,
  fieldFor: (status: number, field: string | null) => F | null,
): FormFailure<F> {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: MESSAGES.serverError };
  if (error.status === 0) return { fields: {}, form: MESSAGES.network };
  const text = serverErrorText(error);
  const field = fieldFor(error.status, serverErrorField(error));
  if (field && text) return { fields: { [field]: text } as FieldErrors<F>, form: null };
  // The page says it (the login comes back); the form keeps its values for after.
  if (error.status === 401) return { fields: {}, form: null };
  return { fields: {}, form: text ?? MESSAGES.serverError };
}

/** POST /api/admins: 400 on the field the server names, 409 (name taken) on the name. */
export function createFailure(error: unknown): FormFailure<CreateField> {
  return placeFailure<CreateField>(error, (status, field) => {
    if (status === 409) return 'username';
    if (status === 400 && (field === 'username' || field === 'password')) return field;
    return null;
  });
}

/** PUT /api/admins/me/password: 403 on the current password, 400 on the field it names. */
export function passwordChangeFailure(error: unknown): FormFailure<PasswordField> {
  return placeFailure<PasswordField>(error, (status, field) => {
    if (status === 403) return 'current';
    if (status === 400 && (field === 'current' || field === 'password')) return field;
    return null;
  });
}
