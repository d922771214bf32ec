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
import { createNewsPageData } from './news.page-data.ts';
import { createNewsPageRoutes, loadNewsPageTemplates } from './news.page.ts';
import { createNewsRoutes } from './news.routes.ts';
import { createNewsService } from './news.service.ts';

export interface NewsModuleDeps {
  db: Db;
  images: ImageStore;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  log: WarnLogger;
  /** The built site (for the item page's template) and the site's public address. */
  site: { webDist: string; publicUrl: string };
}

/** News: GET (public), POST, PATCH and DELETE (administrator) of /api/news; the item pages. */
export function createNewsModule({
  db,
  images,
  audit,
  requireAdmin,
  clock,
  log,
  site,
}: NewsModuleDeps): FeatureModule {
  const repository = createNewsRepository(db);
  const service = createNewsService({ repository, images, now: clock, log, audit });
  const api = createNewsRoutes({ service, requireAdmin });
  const pages = createNewsPageRoutes({
    service,
    templates: loadNewsPageTemplates(site.webDist),
    publicUrl: site.publicUrl,
    now: clock,
  });
  return {
    plugin: (app, options, done) => {
      app.register(api);
      app.register(pages);
      done();
    },
    imageKeys: () => repository.imageKeys(),
    pageData: createNewsPageData(service),
  };
}

/** The feature's images on any database with the schema (backups, restores). */
export const newsImageReferences: ImageReferencesFor = createNewsImageReferences;
