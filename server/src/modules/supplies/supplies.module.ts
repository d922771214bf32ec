import type { FastifyPluginAsync } from 'fastify';
import { SUPPLY_PAGE_DATA, type SupplyYearOnly } from '@lbj/shared';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type { Clock, FeatureModule } from '../../lib/feature-module.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createSuppliesRepository } from './supplies.repository.ts';
import { createSuppliesRoutes } from './supplies.routes.ts';
import { createSuppliesService } from './supplies.service.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

export interface SuppliesModuleDeps {
  db: Db;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  /** The other server processes' writes of the list, and this one's for them (ADR 0052). */
  changes?: ChangeFeed;
}

/**
 * The supplies list: the API under /api/supplies, the 2025 list imported at the first
 * start, and the page data of /listado-utiles (the published year's list) and of the featured
 * cards of / and /news (its year alone).
 */
export function createSuppliesModule({
  db,
  audit,
  requireAdmin,
  clock,
  changes,
}: SuppliesModuleDeps): FeatureModule {
  const repository = createSuppliesRepository(db);
  const service = createSuppliesService({ repository, audit, clock, changes });
  const routes = createSuppliesRoutes({ service, requireAdmin });
  const plugin: FastifyPluginAsync = async (app) => {
    // Before the routes answer anything: the list the site showed from its sources, once.
    await service.seed();
    await app.register(routes);
  };
  return {
    plugin,
    pageData: {
      [SUPPLY_PAGE_DATA.list]: () => service.publishedList(),
      [SUPPLY_PAGE_DATA.year]: async (): Promise<SupplyYearOnly | null> => {
        const list = await service.publishedList();
        return list === null ? null : { anio: list.anio };
      },
    },
  };
}

/** The school year of the list families see, or null: what other features may ask of it. */
export const publishedSupplyYear = (db: Db) => async (): Promise<number | null> =>
  (await createSuppliesRepository(db).state()).publishedYear;
