import type { FastifyPluginCallback } from 'fastify';
import {
  API_PATHS,
  changePasswordInputSchema,
  createAdminInputSchema,
  RENEWED_TOKEN_HEADER,
  type AdminSummary,
} from '@lbj/shared';
import { parseInput } from '../../lib/validation.ts';
import { actorOf, guardedAdmin, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { UserSummary } from './auth.repository.ts';
import type { UserAdminService } from './users.service.ts';

/** An allow-list: what leaves the server about an account (never its hash nor its id). */
const summary = (user: UserSummary): AdminSummary => ({
  username: user.username,
  creado: user.createdAt,
  ultimo_acceso: user.lastLoginAt,
});

/** GET, POST /api/admins; DELETE /api/admins/{username}; PUT /api/admins/me/password. */
export function createAdminsRoutes(deps: {
  accounts: UserAdminService;
  requireAdmin: RequireAdmin;
  issueToken: (user: { id: number; passwordHash: string }) => Promise<string>;
}): FastifyPluginCallback {
  const { accounts, requireAdmin, issueToken } = deps;
  return (app, _options, done) => {
    app.addHook('onSend', (_request, reply, payload, next) => {
      reply.header('Cache-Control', 'no-store');
      next(null, payload);
    });

    app.get(API_PATHS.admins, { preHandler: requireAdmin }, async (): Promise<AdminSummary[]> =>
      (await accounts.list()).map(summary),
    );

    app.post(API_PATHS.admins, { preHandler: requireAdmin }, async (request, reply) => {
      const { username, password } = parseInput(createAdminInputSchema, request.body);
      const created = await accounts.create(username, password, actorOf(request));
      return reply.status(201).send(summary(created));
    });

    app.delete<{ Params: { username: string } }>(
      `${API_PATHS.admins}/:username`,
      { preHandler: requireAdmin },
      async (request, reply) => {
        await accounts.remove(request.params.username, {
          keepLast: true,
          by: actorOf(request),
        });
        return reply.status(204).send();
      },
    );

    // 204 as the API promises. The change ends every session of the account, this one included (its
    // token carries the old hash's fingerprint); the new token continues it from a header, never
    // a body (ADR 0023). Fastify logs no response header.
    app.put(API_PATHS.ownPassword, { preHandler: requireAdmin }, async (request, reply) => {
      const admin = guardedAdmin(request);
      const { current, password } = parseInput(changePasswordInputSchema, request.body);
      const user = await accounts.changeOwnPassword({
        id: admin.id,
        current,
        password,
        ip: request.ip,
      });
      reply.header(RENEWED_TOKEN_HEADER, await issueToken(user));
      return reply.status(204).send();
    });
    done();
  };
}
