import type { FastifyPluginAsync } from 'fastify';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type { Clock, FeatureModule, PhotoOwner, WarnLogger } from '../../lib/feature-module.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { ImageStore } from '../../lib/images.ts';
import type { PublicFormGuard } from '../../lib/public-form.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createPhotoRequestPage } from './photos.page.ts';
import { createPhotosRepository } from './photos.repository.ts';
import { createPhotosRoutes } from './photos.routes.ts';
import { createPhotosService } from './photos.service.ts';

export interface PhotosModuleDeps {
  db: Db;
  images: Pick<ImageStore, 'remove'>;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  log: WarnLogger & { info(details: object, message: string): void };
  publicForms: PublicFormGuard;
  /** The features that show stored photos (news, the gallery), read when a photo is taken down. */
  owners: () => readonly PhotoOwner[];
  /** Take-downs in the other server processes, and this one's for them (ADR 0052). */
  changes?: ChangeFeed;
}

/**
 * Children's images: a photo taken down everywhere in one step (its addresses answer 410 from
 * then on), and the families' removal requests, sent from a public form and answered in the panel.
 */
export function createPhotosModule(deps: PhotosModuleDeps): FeatureModule {
  const service = createPhotosService({
    repository: createPhotosRepository(deps.db),
    images: deps.images,
    owners: deps.owners,
    audit: deps.audit,
    clock: deps.clock,
    log: deps.log,
    changes: deps.changes,
  });
  deps.changes?.subscribe('photos', () => {
    service.reload().then(
      () => deps.log.info({}, 'taken-down photos read again: another process took one down'),
      (error: unknown) => {
        // The next request after the epoch moves reads them again.
        deps.log.warn({ reason: (error as Error).message }, 'taken-down photos not read again');
      },
    );
  });
  const page = createPhotoRequestPage({ service, guard: deps.publicForms });
  const routes = createPhotosRoutes({ service, requireAdmin: deps.requireAdmin });
  const plugin: FastifyPluginAsync = async (app) => {
    // Before any upload is served: the photos taken down before this start answer 410.
    await service.load();
    await app.register(routes);
  };
  return {
    plugin,
    pageData: page.pageData,
    pageForms: page.pageForms,
    uploadGone: (key) => service.isGone(key),
  };
}
