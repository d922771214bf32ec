import type { FastifyPluginCallback } from 'fastify';
import { API_PATHS, AUDIT_LOG_LIMITS, auditLogQuerySchema, type AuditEntry } from '@lbj/shared';
import type { AuditLog } from '../../lib/audit.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';

/** GET /api/audit-log?usuario=&accion=&limit=: administrators only, newest first. */
export function createAuditRoutes(deps: {
  audit: Pick<AuditLog, 'list'>;
  requireAdmin: RequireAdmin;
}): FastifyPluginCallback {
  const { audit, requireAdmin } = deps;
  return (app, _options, done) => {
    app.get(
      API_PATHS.auditLog,
      { preHandler: requireAdmin },
      async (request, reply): Promise<AuditEntry[]> => {
        const parsed = auditLogQuerySchema.safeParse(request.query ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
          throw new ValidationError(field === undefined ? undefined : issue?.message, field);
        }
        const { usuario, accion, limit } = parsed.data;
        reply.header('Cache-Control', 'no-store');
        const entries = await audit.list({
          ...(usuario === undefined ? {} : { usuario }),
          ...(accion === undefined ? {} : { accion }),
          limit: limit === undefined ? AUDIT_LOG_LIMITS.default : Number(limit),
        });
        // An allow-list of the five fields.
        return entries.map(({ fecha, usuario: who, accion: what, detalle, ip }) => ({
          fecha,
          usuario: who,
          accion: what,
          detalle,
          ip,
        }));
      },
    );
    done();
  };
}
