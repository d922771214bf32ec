import {
  ADMIN_CLI_MESSAGES as M,
  ADMIN_MESSAGES,
  AUDIT_MESSAGES,
  LIMITS,
  PASSWORD_MAX,
} from '@lbj/shared';
import { CONSOLE, type Actor, type AuditRecorder } from '../../lib/audit.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.ts';
import type { UserRecord, UserSummary, UsersRepository } from './auth.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

const USERNAME = /^[\p{L}\p{N}._@-]+$/u;

/** A CLI-only mistake (passwords that differ, no password on stdin); printed as is. */
export class UserAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserAdminError';
  }
}

/** The name rules, the same for the CLI and the API. */
export function validateUsername(raw: string): string {
  const username = raw.trim();
  if (username.length === 0 || username.length > LIMITS.usernameMax || !USERNAME.test(username)) {
    throw new ValidationError(M.usernameInvalid(LIMITS.usernameMax), 'username');
  }
  return username;
}

/** Counted in characters (code points), as a person would count them. */
export function validatePassword(password: string, field = 'password'): string {
  const length = [...password].length;
  if (length < LIMITS.passwordMin) {
    throw new ValidationError(M.passwordTooShort(LIMITS.passwordMin), field);
  }
  if (password.length > PASSWORD_MAX) {
    throw new ValidationError(M.passwordTooLong(PASSWORD_MAX), field);
  }
  return password;
}

interface OwnPasswordChange {
  /** The administrator whose token made the request. */
  id: number;
  current: string;
  password: string;
  /** The caller's address: wrong current passwords count against it and against the account. */
  ip: string;
}

/**
 * Every change is logged with who made it (`by`: the console when not given) in the same
 * transaction as the change.
 */
export interface UserAdminService {
  create(username: string, password: string, by?: Actor): Promise<UserSummary>;
  /** The CLI's recovery: a new password, which ends every session of the account. */
  resetPassword(username: string, password: string, by?: Actor): Promise<void>;
  /**
   * Removes an account; its tokens stop working at once (the guard looks the account up).
   * `keepLast` (the API) refuses to remove the only administrator; the CLI, run by whoever holds
   * the server, may, since it can create one again.
   */
  remove(username: string, options?: { keepLast?: boolean; by?: Actor }): Promise<void>;
  list(): Promise<UserSummary[]>;
  /**
   * An administrator's own new password, after proving the current one. Every session of the
   * account ends (tokens carry a fingerprint of the hash); the caller gets the updated account to
   * sign a new token for the session that made the change.
   */
  changeOwnPassword(change: OwnPasswordChange): Promise<UserRecord>;
}

/** Administrator accounts, for the CLI and the API alike. There are no default credentials. */
export function createUserAdminService(
  users: UsersRepository,
  options: {
    audit: AuditRecorder;
    now?: () => Date;
    /** Failed current-password checks are limited like failed logins (ADR 0018). */
    limiter?: LoginLimiter;
    verify?: (passwordHash: string, password: string) => Promise<boolean>;
  },
): UserAdminService {
  const { audit, now = () => new Date(), limiter, verify = verifyPassword } = options;
  /** `«name»`, or where the console made the change, said so. */
  const about = (name: string, by: Actor) =>
    by === CONSOLE ? AUDIT_MESSAGES.fromConsole(name) : `«${name}»`;
  const existing = async (repository: UsersRepository, raw: string) => {
    const username = validateUsername(raw);
    const user = await repository.findByUsername(username);
    if (!user) throw new NotFoundError(M.userNotFound(username));
    return user;
  };

  return {
    async create(raw, password, by = CONSOLE) {
      const username = validateUsername(raw);
      validatePassword(password);
      if (await users.findByUsername(username)) throw new ConflictError(M.userExists(username));
      // argon2 outside the transaction: it must not hold the database for 50 ms.
      const passwordHash = await hashPassword(password);
      const at = now().toISOString();
      return users.transaction(async (tx, db) => {
        // Checked again inside: a parallel request may have taken the name meanwhile.
        if (await tx.findByUsername(username)) throw new ConflictError(M.userExists(username));
        const id = await tx.insert({ username, passwordHash, now: at });
        await audit.recordIn(db, by, {
          accion: 'administrador.crear',
          detalle: about(username, by),
        });
        return { id, username, createdAt: at, lastLoginAt: null };
      });
    },

    async resetPassword(raw, password, by = CONSOLE) {
      validatePassword(password);
      const user = await existing(users, raw);
      const passwordHash = await hashPassword(password);
      await users.transaction(async (tx, db) => {
        await tx.updatePassword(user.id, passwordHash, now().toISOString());
        await audit.recordIn(db, by, {
          accion: 'administrador.cambiar_clave',
          detalle: about(user.username, by),
        });
      });
    },

    async remove(raw, { keepLast = false, by = CONSOLE } = {}) {
      await users.transaction(async (tx, db) => {
        const user = await existing(tx, raw);
        if (keepLast && (await tx.count()) <= 1) throw new ConflictError(ADMIN_MESSAGES.lastAdmin);
        await tx.deleteById(user.id);
        await audit.recordIn(db, by, {
          accion: 'administrador.eliminar',
          detalle: about(user.username, by),
        });
      });
    },

    list: () => users.list(),

    async changeOwnPassword({ id, current, password, ip }) {
      validatePassword(password);
      const keys = [`ip:${ip}`, `password-change:${String(id)}`];
      const wait = (await limiter?.retryAfter(keys)) ?? 0;
      if (wait > 0) throw new RateLimitedError(wait);
      await limiter?.begin(keys);
      const user = await users.findById(id);
      // Removed since the guard let the request in: the session is over.
      if (!user) throw new UnauthorizedError();
      if (!(await verify(user.passwordHash, current))) {
        throw new ForbiddenError(ADMIN_MESSAGES.wrongCurrentPassword, 'current');
      }
      await limiter?.succeed(keys);
      const passwordHash = await hashPassword(password);
      const at = now().toISOString();
      await users.transaction(async (tx, db) => {
        await tx.updatePassword(user.id, passwordHash, at);
        await audit.recordIn(
          db,
          { usuario: user.username, ip },
          { accion: 'administrador.cambiar_clave', detalle: `«${user.username}»` },
        );
      });
      return { ...user, passwordHash, updatedAt: at };
    },
  };
}
