import { ADMIN_CLI_MESSAGES, ADMIN_MESSAGES, MESSAGES } from '@lbj/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  checkNewPassword,
  checkUsername,
  createFailure,
  definedErrors,
  passwordChangeFailure,
  placeFailure,
} from './admin-forms.ts';

const refusal = (status: number, error: string, field?: string) =>
  new ApiRequestError(status, {
    statusCode: status,
    error,
    message: error,
    ...(field ? { field } : {}),
  });

describe('the account rules, checked before sending', () => {
  it.each(['', '   ', 'con espacio', 'barra/no', 'x'.repeat(65)])('refuses the name %j', (name) => {
    expect(checkUsername(name)).toBe(ADMIN_CLI_MESSAGES.usernameInvalid(64));
  });

  it.each(['secretaria', 'ana.pérez', 'j_luis-2', 'dir@lbj', 'x'.repeat(64), '  padded  '])(
    'accepts the name %j (as the server, after trimming)',
    (name) => {
      expect(checkUsername(name)).toBeNull();
    },
  );

  it('asks for 12 characters as a person counts them', () => {
    expect(checkNewPassword('')).toBe(MESSAGES.required);
    expect(checkNewPassword('once-letras')).toBe(ADMIN_CLI_MESSAGES.passwordTooShort(12));
    expect(checkNewPassword('doce-letras!')).toBeNull();
    // 11 emoji are 22 UTF-16 units but 11 characters: too short, as the server counts.
    expect(checkNewPassword('😀'.repeat(11))).toBe(ADMIN_CLI_MESSAGES.passwordTooShort(12));
    expect(checkNewPassword('😀'.repeat(12))).toBeNull();
    expect(checkNewPassword('x'.repeat(1025))).toBe(ADMIN_CLI_MESSAGES.passwordTooLong(1024));
  });
});

describe("where the server's refusal is shown", () => {
  it('a taken name (409) beside the name', () => {
    const text = ADMIN_CLI_MESSAGES.userExists('ana');
    expect(createFailure(refusal(409, text))).toEqual({ fields: { username: text }, form: null });
  });

  it('a 400 beside the field the server names', () => {
    const text = ADMIN_CLI_MESSAGES.passwordTooShort(12);
    expect(createFailure(refusal(400, text, 'password'))).toEqual({
      fields: { password: text },
      form: null,
    });
  });

  it('a wrong current password (403) beside the current password', () => {
    const text = ADMIN_MESSAGES.wrongCurrentPassword;
    expect(passwordChangeFailure(refusal(403, text, 'current'))).toEqual({
      fields: { current: text },
      form: null,
    });
  });

  it('nothing for a refused token (401): the page brings the login back', () => {
    expect(createFailure(new ApiRequestError(401, null))).toEqual({ fields: {}, form: null });
  });

  it('anything else for the whole form, in the server’s words or ours', () => {
    expect(passwordChangeFailure(refusal(429, MESSAGES.tooManyAttempts))).toEqual({
      fields: {},
      form: MESSAGES.tooManyAttempts,
    });
    expect(createFailure(new ApiRequestError(0, null)).form).toBe(MESSAGES.network);
    expect(createFailure(new ApiRequestError(500, null)).form).toBe(MESSAGES.serverError);
    expect(createFailure(new TypeError('x')).form).toBe(MESSAGES.serverError);
  });
});

describe('the rules at their edges', () => {
  it.each(['ñandú', 'José', '2026', 'a', `  ${'x'.repeat(64)}  `, 'Ana_Pérez-1.sec@lbj'])(
    'accepts the name %j',
    (name) => {
      expect(checkUsername(name)).toBeNull();
    },
  );

  it.each(['tab\there', 'ana#1', 'ana+1', 'coma,no', '\t'])('refuses the name %j', (name) => {
    expect(checkUsername(name)).toBe(
      'El nombre debe tener entre 1 y 64 caracteres: letras, números, punto, guion, guion bajo o @.',
    );
  });

  it('refuses a name that is only good in part (the rule covers all of it)', () => {
    expect(checkUsername('ana maria')).not.toBeNull();
    expect(checkUsername('!ana')).not.toBeNull();
    expect(checkUsername('ana!')).not.toBeNull();
  });

  it('takes a password of exactly 12 and of exactly 1024 characters', () => {
    expect(checkNewPassword('x'.repeat(12))).toBeNull();
    expect(checkNewPassword('x'.repeat(11))).toBe(
      'La contraseña debe tener al menos 12 caracteres.',
    );
    expect(checkNewPassword('x'.repeat(1024))).toBeNull();
    expect(checkNewPassword('x'.repeat(1025))).toBe(
      'La contraseña puede tener como máximo 1024 caracteres.',
    );
    // The upper bound counts UTF-16 units, as the server does.
    expect(checkNewPassword('😀'.repeat(512))).toBeNull();
    expect(checkNewPassword('😀'.repeat(513))).toBe(ADMIN_CLI_MESSAGES.passwordTooLong(1024));
  });

  it('an empty password is required, not too short', () => {
    expect(checkNewPassword('')).toBe('Este campo es obligatorio.');
  });
});

describe('the errors that stop a form', () => {
  it('keeps only the fields with a message', () => {
    expect(definedErrors({ a: null, b: 'Falta.', c: '' })).toEqual({ b: 'Falta.' });
    expect(definedErrors({ a: null, b: null })).toEqual({});
    expect(definedErrors({ a: 'Uno.', b: 'Dos.' })).toEqual({ a: 'Uno.', b: 'Dos.' });
  });
});

describe('placing a refusal', () => {
  it('asks where the server’s status and field belong', () => {
    const fieldFor = vi.fn(() => 'x' as const);
    expect(placeFailure(refusal(400, 'Mal.', 'titulo'), fieldFor)).toEqual({
      fields: { x: 'Mal.' },
      form: null,
    });
    expect(fieldFor).toHaveBeenCalledWith(400, 'titulo');
    fieldFor.mockClear();
    placeFailure(refusal(409, 'Ya.'), fieldFor);
    expect(fieldFor).toHaveBeenCalledWith(409, null);
  });

  it('without the server’s words, a field is not enough: the whole form says the server failed', () => {
    expect(placeFailure(new ApiRequestError(400, null), () => 'x')).toEqual({
      fields: {},
      form: MESSAGES.serverError,
    });
  });

  it('no network, or not a refusal at all, is said for the whole form without asking', () => {
    const fieldFor = vi.fn(() => 'x' as const);
    expect(placeFailure(new ApiRequestError(0, null), fieldFor)).toEqual({
      fields: {},
      form: 'No hay conexión con el servidor. Revisa tu conexión a internet.',
    });
    expect(placeFailure(new Error('x'), fieldFor)).toEqual({
      fields: {},
      form: 'Ocurrió un error en el servidor. Inténtalo nuevamente en unos minutos.',
    });
    expect(fieldFor).not.toHaveBeenCalled();
  });

  it('a refused token (401) with words: still nothing for the form', () => {
    expect(placeFailure(refusal(401, MESSAGES.unauthorized), () => null)).toEqual({
      fields: {},
      form: null,
    });
  });

  it('a field-less refusal with words: those words for the whole form', () => {
    expect(placeFailure(refusal(503, 'En mantención.'), () => null)).toEqual({
      fields: {},
      form: 'En mantención.',
    });
  });
});

describe('the new account’s refusals', () => {
  it('a 400 on the name beside the name', () => {
    expect(createFailure(refusal(400, 'Nombre malo.', 'username'))).toEqual({
      fields: { username: 'Nombre malo.' },
      form: null,
    });
  });

  it('a 400 on a field the form lacks, or on none, for the whole form', () => {
    expect(createFailure(refusal(400, 'Otro campo.', 'current'))).toEqual({
      fields: {},
      form: 'Otro campo.',
    });
    expect(createFailure(refusal(400, 'Sin campo.'))).toEqual({ fields: {}, form: 'Sin campo.' });
  });

  it('a 409 on the name even when the server names another field', () => {
    expect(createFailure(refusal(409, 'Ya existe.', 'password'))).toEqual({
      fields: { username: 'Ya existe.' },
      form: null,
    });
  });

  it('a 403 or a 409 without words for the whole form', () => {
    expect(createFailure(refusal(403, 'Prohibido.', 'username'))).toEqual({
      fields: {},
      form: 'Prohibido.',
    });
    expect(createFailure(new ApiRequestError(409, null))).toEqual({
      fields: {},
      form: MESSAGES.serverError,
    });
  });
});

describe('the password change’s refusals', () => {
  it('a 400 beside the current or the new password', () => {
    expect(passwordChangeFailure(refusal(400, 'Corta.', 'password'))).toEqual({
      fields: { password: 'Corta.' },
      form: null,
    });
    expect(passwordChangeFailure(refusal(400, 'Falta.', 'current'))).toEqual({
      fields: { current: 'Falta.' },
      form: null,
    });
  });

  it('a 400 on another field, or on none, for the whole form', () => {
    expect(passwordChangeFailure(refusal(400, 'Repetición.', 'repeat'))).toEqual({
      fields: {},
      form: 'Repetición.',
    });
    expect(passwordChangeFailure(refusal(400, 'Nombre.', 'username'))).toEqual({
      fields: {},
      form: 'Nombre.',
    });
    expect(passwordChangeFailure(refusal(400, 'Sin campo.'))).toEqual({
      fields: {},
      form: 'Sin campo.',
    });
  });

  it('a 403 beside the current password whatever field the server names', () => {
    expect(passwordChangeFailure(refusal(403, 'Incorrecta.'))).toEqual({
      fields: { current: 'Incorrecta.' },
      form: null,
    });
    expect(passwordChangeFailure(refusal(403, 'Incorrecta.', 'password'))).toEqual({
      fields: { current: 'Incorrecta.' },
      form: null,
    });
  });

  it('a 409 for the whole form', () => {
    expect(passwordChangeFailure(refusal(409, 'Conflicto.', 'current'))).toEqual({
      fields: {},
      form: 'Conflicto.',
    });
  });
});
