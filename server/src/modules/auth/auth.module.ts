import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../lib/db.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Clock, FeatureModule } from '../../lib/feature-module.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createAdminsRoutes } from './admins.routes.ts';
import { createUsersRepository } from './auth.repository.ts';
import { createAuthRoutes, createRequireAdmin } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createDeviceTrust } from './device-trust.ts';
import { createLoginLimiter, type LoginLimiter } from './login-limiter.ts';
import { createDummyHash } from './passwords.ts';
import { createUserAdminService } from './users.service.ts';

export interface AuthModuleDeps {
  db: Db;
  secret: Uint8Array;
  login: AppConfig['login'];
  clock: Clock;
  audit: AuditRecorder;
  /** Where failed logins are counted; in memory when absent (one process). */
  limiter?: LoginLimiter;
}

/**
 * Wires the administrator login (POST /api/login), the guard of every admin route, and the
 * accounts (/api/admins): one module, since the users table is its repository's alone.
 */
export function createAuthModule({
  db,
  secret,
  login,
  clock,
  audit,
  limiter = createLoginLimiter(login),
}: AuthModuleDeps): FeatureModule & {
  requireAdmin: RequireAdmin;
  /** How many administrator accounts exist (the server explains how to create the first). */
  countUsers: () => Promise<number>;
} {
  // Made at start-up, off the request path, so that the first unknown-user login isn't slower.
  const dummy = createDummyHash();
  dummy.catch(() => undefined);

  const users = createUsersRepository(db);
  const service = createAuthService({
    users,
    limiter,
    devices: createDeviceTrust(secret),
    secret,
    dummyHash: () => dummy,
    now: clock,
    audit,
  });
  const requireAdmin = createRequireAdmin(service);
  const accounts = createUserAdminService(users, { audit, now: clock, limiter });
  const loginRoutes = createAuthRoutes(service);
  const adminsRoutes = createAdminsRoutes({
    accounts,
    requireAdmin,
    issueToken: (user) => service.issueToken(user),
  });
  return {
    requireAdmin,
    countUsers: () => users.count(),
    plugin: async (app: FastifyInstance) => {
      await app.register(loginRoutes);
      await app.register(adminsRoutes);
    },
  };
}
