import type { FastifyPluginCallback } from 'fastify';
import { API_PATHS, AUDIT_LOG_LIMITS, auditLogQuerySchema, type AuditEntry } from '@lbj/shared';
import type { AuditLog } from '../../lib/audit.ts';
import { parseInput } from '../../lib/validation.ts';
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
        const { usuario, accion, limit } = parseInput(auditLogQuerySchema, request.query ?? {});
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
