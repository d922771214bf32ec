import { AUDIT_MESSAGES, MESSAGES } from '@lbj/shared';
import type { AuditRecorder } from '../../lib/audit.ts';
import { RateLimitedError, UnauthorizedError } from '../../lib/errors.ts';
import type { AdminIdentity } from '../../plugins/admin-guard.ts';
import type { UsersRepository } from './auth.repository.ts';
import { loginLimitKeys, type DeviceTrust } from './device-trust.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './passwords.ts';
import { checkToken, credentialStamp, signToken } from './tokens.ts';

interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
  /** The browser's device cookie, if it sent one (ADR 0018). */
  device: string | undefined;
}

interface LoginSuccess {
  token: string;
  /** A new device cookie for this browser: it has proven it knows the password. */
  device: string;
}

export interface AuthService {
  /**
   * Returns a token and a device cookie, or throws UnauthorizedError (bad credentials) or
   * RateLimitedError. Failures count against the caller's address and against either its
   * device (a browser that logged in as this user before) or the user's unknown clients.
   */
  login(input: LoginAttempt): Promise<LoginSuccess>;
  /** Returns the administrator of a valid token, or throws UnauthorizedError. */
  authenticate(token: string): Promise<AdminIdentity>;
  /** A new token for an account (after it changed its own password). */
  issueToken(user: { id: number; passwordHash: string }): Promise<string>;
}

export function createAuthService(deps: {
  users: UsersRepository;
  limiter: LoginLimiter;
  devices: DeviceTrust;
  secret: Uint8Array;
  dummyHash: () => Promise<string>;
  now: () => Date;
  audit: AuditRecorder;
  /** The argon2 check (tests pass a spy to see which hash a login was checked against). */
  verify?: (passwordHash: string, password: string) => Promise<boolean>;
}): AuthService {
  const { users, limiter, devices, secret, dummyHash, now, audit, verify = verifyPassword } = deps;

  return {
    async login({ username, password, ip, device }) {
      const deviceId = devices.verify(device, username);
      const keys = loginLimitKeys(ip, username, deviceId);
      const wait = await limiter.retryAfter(keys);
      if (wait > 0) throw new RateLimitedError(wait);
      if ((await limiter.begin(keys)) === false) {
        throw new RateLimitedError(Math.max(1, await limiter.retryAfter(keys)));
      }

      const user = await users.findByUsername(username);
      // An unknown user costs the same argon2 verification as a wrong password.
      const valid = await verify(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !valid) {
        // The name is logged only when it is an account's: an unknown "name" is often a
        // password typed in the wrong field.
        await audit.record(
          { usuario: user?.username ?? null, ip },
          {
            accion: 'sesion.fallida',
            detalle: user ? AUDIT_MESSAGES.wrongPassword : AUDIT_MESSAGES.unknownUser,
          },
        );
        throw new UnauthorizedError(MESSAGES.loginFailed);
      }

      await limiter.succeed(keys);
      await users.transaction(async (tx, db) => {
        await tx.recordLogin(user.id, now().toISOString());
        await audit.recordIn(
          db,
          { usuario: user.username, ip },
          {
            accion: 'sesion.iniciar',
            detalle: deviceId ? AUDIT_MESSAGES.knownDevice : AUDIT_MESSAGES.newDevice,
          },
        );
      });
      return { token: await signToken(user, secret), device: devices.issue(user.username) };
    },

    async authenticate(token) {
      const check = await checkToken(token, secret);
      if (!check.ok) {
        throw new UnauthorizedError(
          check.reason === 'expired' ? MESSAGES.sessionExpired : MESSAGES.unauthorized,
        );
      }
      const user = await users.findById(check.userId);
      if (!user) throw new UnauthorizedError();
      // The password changed since the token was issued: that session is over.
      if (credentialStamp(user.passwordHash) !== check.stamp) {
        throw new UnauthorizedError(MESSAGES.sessionExpired);
      }
      return { id: user.id, username: user.username };
    },

    issueToken: (user) => signToken(user, secret),
  };
}
