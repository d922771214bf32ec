// @time-zones
import { describe, expect, it } from 'vitest';
import { ADMIN_CLI_MESSAGES as M, LIMITS, PASSWORD_MAX } from '@lbj/shared';
import { ValidationError } from '../../lib/errors.ts';
import { validatePassword, validateUsername } from './users.service.ts';

const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return { message: (error as ValidationError).message, field: (error as ValidationError).field };
  }
  throw new Error('accepted');
};

describe('the name rules', () => {
  it(`accept up to ${String(LIMITS.usernameMax)} characters, trimmed, and refuse one more`, () => {
    const longest = 'a'.repeat(LIMITS.usernameMax);
    expect(validateUsername(`  ${longest}  `)).toBe(longest);
    expect(refusal(() => validateUsername(`${longest}a`))).toEqual({
      message: M.usernameInvalid(LIMITS.usernameMax),
      field: 'username',
    });
  });

  it('refuse an empty name and characters outside letters, digits and . _ @ -', () => {
    for (const name of ['', '   ', 'ana maría', 'ana/..', 'ana<b>']) {
      expect(refusal(() => validateUsername(name)).field).toBe('username');
    }
    expect(validateUsername('maría.josé_2@colegio-lbj')).toBe('maría.josé_2@colegio-lbj');
  });
});

describe('the password rules', () => {
  it(`accept ${String(LIMITS.passwordMin)} to ${String(PASSWORD_MAX)} characters`, () => {
    expect(validatePassword('x'.repeat(LIMITS.passwordMin))).toHaveLength(LIMITS.passwordMin);
    expect(validatePassword('x'.repeat(PASSWORD_MAX))).toHaveLength(PASSWORD_MAX);
  });

  it('refuse one too few or one too many, about the field named', () => {
    expect(refusal(() => validatePassword('x'.repeat(LIMITS.passwordMin - 1)))).toEqual({
      message: M.passwordTooShort(LIMITS.passwordMin),
      field: 'password',
    });
    expect(refusal(() => validatePassword('x'.repeat(PASSWORD_MAX + 1), 'nueva'))).toEqual({
      message: M.passwordTooLong(PASSWORD_MAX),
      field: 'nueva',
    });
  });

  it('count the shortest length in characters, as a person counts them', () => {
    // Twelve emoji are 24 UTF-16 units but twelve characters.
    expect(validatePassword('🙂'.repeat(LIMITS.passwordMin))).toBeDefined();
    expect(refusal(() => validatePassword('🙂'.repeat(LIMITS.passwordMin - 1))).field).toBe(
      'password',
    );
  });
});
