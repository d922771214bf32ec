import type { FastifyPluginCallback } from 'fastify';
import type * as z from 'zod/mini';
import {
  API_PATHS,
  changePasswordInputSchema,
  createAdminInputSchema,
  RENEWED_TOKEN_HEADER,
  type AdminSummary,
} from '@lbj/shared';
import { UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import { actorOf, adminOf, type RequireAdmin } from '../../plugins/admin-guard.ts';
import type { UserSummary } from './auth.repository.ts';
import type { UserAdminService } from './users.service.ts';

/** The body as the schema reads it, or the Spanish 400 of its first broken rule. */
function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  // Only a field's own message is ours; a body that is not an object gets the generic one.
  throw new ValidationError(field === undefined ? undefined : issue?.message, field);
}

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
      const { username, password } = parseBody(createAdminInputSchema, request.body);
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

    // 204 as issue 8 asks. The change ends every session of the account, this one included (its
    // token carries the old hash's fingerprint); the new token continues it from a header, never
    // a body (ADR 0023). Fastify logs no response header.
    app.put(API_PATHS.ownPassword, { preHandler: requireAdmin }, async (request, reply) => {
      const admin = adminOf(request);
      if (!admin) throw new UnauthorizedError();
      const { current, password } = parseBody(changePasswordInputSchema, request.body);
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
