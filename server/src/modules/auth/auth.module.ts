import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../lib/db.ts';
import { createUsersRepository } from './auth.repository.ts';
import { createAuthRoutes, createRequireAdmin } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { createDummyHash } from './passwords.ts';

export { countUsers } from './auth.repository.ts';
export type { RequireAdmin } from './auth.routes.ts';

/** Wires the administrator login: POST /api/login and the guard of every admin route. */
export function createAuthModule({
  db,
  config,
  secret,
}: {
  db: Db;
  config: AppConfig;
  secret: Uint8Array;
}) {
  // Made at start-up, off the request path, so that the first unknown-user login isn't slower.
  const dummy = createDummyHash();
  dummy.catch(() => undefined);

  const service = createAuthService({
    users: createUsersRepository(db),
    limiter: createLoginLimiter(config.login),
    secret,
    dummyHash: () => dummy,
  });
  return {
    requireAdmin: createRequireAdmin(service),
    routes: createAuthRoutes(service),
  };
}
