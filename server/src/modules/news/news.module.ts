import type { Db } from '../../lib/db.ts';
import type {
  Clock,
  FeatureModule,
  ImageReferencesFor,
  WarnLogger,
} from '../../lib/feature-module.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { ImageStore } from '../../lib/images.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createNewsImageReferences, createNewsRepository } from './news.repository.ts';
import { createNewsRoutes } from './news.routes.ts';
import { createNewsService } from './news.service.ts';

export interface NewsModuleDeps {
  db: Db;
  images: ImageStore;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  log: WarnLogger;
}

/** News: GET (public), POST and DELETE (administrator) of /api/news. */
export function createNewsModule({
  db,
  images,
  audit,
  requireAdmin,
  clock,
  log,
}: NewsModuleDeps): FeatureModule {
  const repository = createNewsRepository(db);
  const service = createNewsService({ repository, images, now: clock, log, audit });
  return {
    plugin: createNewsRoutes({ service, requireAdmin }),
    imageKeys: () => repository.imageKeys(),
  };
}

/** The feature's images on any database with the schema (backups, restores). */
export const newsImageReferences: ImageReferencesFor = createNewsImageReferences;
