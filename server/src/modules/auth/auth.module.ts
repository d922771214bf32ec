import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../lib/db.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createUsersRepository } from './auth.repository.ts';
import { createAuthRoutes, createRequireAdmin } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createDeviceTrust } from './device-trust.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { createDummyHash } from './passwords.ts';

export { countUsers } from './auth.repository.ts';

export interface AuthModuleDeps {
  db: Db;
  secret: Uint8Array;
  login: AppConfig['login'];
}

/** Wires the administrator login: POST /api/login and the guard of every admin route. */
export function createAuthModule({
  db,
  secret,
  login,
}: AuthModuleDeps): FeatureModule & { requireAdmin: RequireAdmin } {
  // Made at start-up, off the request path, so that the first unknown-user login isn't slower.
  const dummy = createDummyHash();
  dummy.catch(() => undefined);

  const service = createAuthService({
    users: createUsersRepository(db),
    limiter: createLoginLimiter(login),
    devices: createDeviceTrust(secret),
    secret,
    dummyHash: () => dummy,
  });
  return {
    requireAdmin: createRequireAdmin(service),
    plugin: createAuthRoutes(service),
  };
}
