import { ADMIN_CLI_MESSAGES, ADMIN_MESSAGES, MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  checkNewPassword,
  checkUsername,
  createFailure,
  passwordChangeFailure,
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
