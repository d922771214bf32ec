import { ADMIN_CLI_MESSAGES as M, LIMITS } from '@lbj/shared';
import type { UserSummary, UsersRepository } from './auth.repository.ts';
import { hashPassword } from './passwords.ts';

/** The longest password the login form accepts (loginInputSchema); longer could never log in. */
export const PASSWORD_MAX = 1024;

const USERNAME = /^[\p{L}\p{N}._@-]+$/u;

/** A rule broken by the operator; its message is Spanish and printed as is. */
export class UserAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserAdminError';
  }
}

export function validateUsername(raw: string): string {
  const username = raw.trim();
  if (username.length === 0 || username.length > LIMITS.usernameMax || !USERNAME.test(username)) {
    throw new UserAdminError(M.usernameInvalid(LIMITS.usernameMax));
  }
  return username;
}

/** Counted in characters (code points), as a person would count them. */
export function validatePassword(password: string): string {
  const length = [...password].length;
  if (length < LIMITS.passwordMin) throw new UserAdminError(M.passwordTooShort(LIMITS.passwordMin));
  if (password.length > PASSWORD_MAX) throw new UserAdminError(M.passwordTooLong(PASSWORD_MAX));
  return password;
}

export interface UserAdminService {
  create(username: string, password: string): Promise<void>;
  resetPassword(username: string, password: string): Promise<void>;
  remove(username: string): Promise<void>;
  list(): Promise<UserSummary[]>;
}

/** Administrator accounts, as the CLI manages them. There are no default credentials. */
export function createUserAdminService(
  users: UsersRepository,
  now: () => Date = () => new Date(),
): UserAdminService {
  const existing = async (raw: string) => {
    const username = validateUsername(raw);
    const user = await users.findByUsername(username);
    if (!user) throw new UserAdminError(M.userNotFound(username));
    return user;
  };

  return {
    async create(raw, password) {
      const username = validateUsername(raw);
      validatePassword(password);
      if (await users.findByUsername(username)) throw new UserAdminError(M.userExists(username));
      const passwordHash = await hashPassword(password);
      await users.insert({ username, passwordHash, now: now().toISOString() });
    },
    async resetPassword(raw, password) {
      validatePassword(password);
      const user = await existing(raw);
      await users.updatePassword(user.id, await hashPassword(password), now().toISOString());
    },
    async remove(raw) {
      const user = await existing(raw);
      await users.deleteById(user.id);
    },
    list: () => users.list(),
  };
}
