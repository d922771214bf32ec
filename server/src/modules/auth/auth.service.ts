import { MESSAGES } from '@lbj/shared';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { UsersRepository } from './auth.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './passwords.ts';
import { checkToken, credentialStamp, signToken } from './tokens.ts';

/** 429 with the seconds to wait, which the route passes on as Retry-After. */
export class LoginBlockedError extends AppError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, MESSAGES.tooManyAttempts);
  }
}

export interface AuthService {
  /** Returns a token, or throws 401 (bad credentials) or LoginBlockedError (429). */
  login(input: { username: string; password: string; ip: string }): Promise<string>;
  /** Returns the administrator's id for a valid token, or throws 401. */
  authenticate(token: string): Promise<number>;
}

export function createAuthService(deps: {
  users: UsersRepository;
  limiter: LoginLimiter;
  secret: Uint8Array;
  dummyHash: () => Promise<string>;
}): AuthService {
  const { users, limiter, secret, dummyHash } = deps;

  return {
    async login({ username, password, ip }) {
      const keys = [`ip:${ip}`, `user:${username.toLowerCase()}`];
      const wait = limiter.retryAfter(keys);
      if (wait > 0) throw new LoginBlockedError(wait);
      limiter.begin(keys);

      const user = await users.findByUsername(username);
      // An unknown user costs the same argon2 verification as a wrong password.
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !valid) throw new AppError(401, MESSAGES.loginFailed);

      limiter.succeed(keys);
      return signToken(user, secret);
    },

    async authenticate(token) {
      const check = await checkToken(token, secret);
      if (!check.ok) {
        throw unauthorized(check.reason === 'expired' ? MESSAGES.sessionExpired : undefined);
      }
      const user = await users.findById(check.userId);
      if (!user) throw unauthorized();
      // The password changed since the token was issued: that session is over.
      if (credentialStamp(user.passwordHash) !== check.stamp) {
        throw unauthorized(MESSAGES.sessionExpired);
      }
      return user.id;
    },
  };
}
