import { GALLERY_YEARS_PAGE_DATA_KEY, PHOTO_PLACES, PHOTO_PREVIEW_WIDTH } from '@lbj/shared';
import type { AppConfig } from '../../config/env.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type {
  Clock,
  FeatureModule,
  ImageReferencesFor,
  WarnLogger,
} from '../../lib/feature-module.ts';
import { parseWidths, type ImageStore } from '../../lib/images.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createFacebookClient, type FacebookClient } from './facebook.client.ts';
import { createGalleryImageReferences, createGalleryRepository } from './gallery.repository.ts';
import { createGalleryRoutes } from './gallery.routes.ts';
import { createGalleryService } from './gallery.service.ts';

export interface GalleryModuleDeps {
  db: Db;
  images: ImageStore;
  requireAdmin: RequireAdmin;
  clock: Clock;
  log: WarnLogger;
  audit: AuditRecorder;
  /** The page and Graph address; `deadline` ends a Graph call in tests (10 s otherwise). */
  facebook: AppConfig['facebook'] & { deadline?: () => AbortSignal };
  fetch: typeof fetch;
}

/** The Facebook client when the page is configured; otherwise the library alone is used. */
function facebookClientFor(
  { pageId, accessToken, graphUrl, graphVersion, deadline }: GalleryModuleDeps['facebook'],
  fetchFn: typeof fetch,
): FacebookClient | undefined {
  if (!pageId || !accessToken) return undefined;
  return createFacebookClient({
    graphUrl,
    graphVersion,
    pageId,
    accessToken,
    fetch: fetchFn,
    ...(deadline === undefined ? {} : { deadline }),
  });
}

/**
 * The gallery by year: GET /api/facebook-photos, the years that have photos, and the
 * local photo library that administrators manage.
 */
export function createGalleryModule(deps: GalleryModuleDeps): FeatureModule {
  const repository = createGalleryRepository(deps.db);
  const service = createGalleryService({
    repository,
    images: deps.images,
    facebook: facebookClientFor(deps.facebook, deps.fetch),
    now: deps.clock,
    log: deps.log,
    audit: deps.audit,
  });
  return {
    plugin: createGalleryRoutes({ service, requireAdmin: deps.requireAdmin, clock: deps.clock }),
    imageKeys: () => repository.imageKeys(),
    // /galeria is rendered with its years, so the list is in the HTML as served (ADR 0024).
    pageData: { [GALLERY_YEARS_PAGE_DATA_KEY]: () => service.years() },
    // A library photo taken down leaves its year's list (the year too, when it was its last).
    photos: {
      find: async (key) => {
        const row = await repository.findByImageKey(key);
        return (
          row && {
            lugar: PHOTO_PLACES.gallery(row.year),
            origen: { tipo: 'galeria', anio: row.year },
            vista: deps.images.url(key, parseWidths(row.image_widths), PHOTO_PREVIEW_WIDTH),
          }
        );
      },
      takeDown: async (key) => {
        const row = await repository.deleteByImageKey(key);
        return row && { lugar: PHOTO_PLACES.gallery(row.year) };
      },
    },
  };
}

/** The feature's images on any database with the schema (backups, restores). */
export const galleryImageReferences: ImageReferencesFor = createGalleryImageReferences;
