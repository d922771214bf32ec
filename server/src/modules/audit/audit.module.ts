import type { AuditLog } from '../../lib/audit.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createAuditRoutes } from './audit.routes.ts';

export interface AuditModuleDeps {
  audit: Pick<AuditLog, 'list'>;
  requireAdmin: RequireAdmin;
}

/**
 * The activity log, read by administrators (GET /api/audit-log). The log itself (lib/audit.ts)
 * is written by every feature, through the recorder app.ts hands them.
 */
export function createAuditModule(deps: AuditModuleDeps): FeatureModule {
  return { plugin: createAuditRoutes(deps) };
}
