import type { Db } from '../../lib/db.ts';
import type {
  Clock,
  FeatureModule,
  ImageReferencesFor,
  WarnLogger,
} from '../../lib/feature-module.ts';
import type { AuditRecorder } from '../../lib/audit.ts';
import { parseWidths, type ImageStore } from '../../lib/images.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { PHOTO_PLACES, PHOTO_PREVIEW_WIDTH } from '@lbj/shared';
import { createNewsImageReferences, createNewsRepository } from './news.repository.ts';
import { createNewsFeedRoutes } from './news.feed.ts';
import { createNewsPageData } from './news.page-data.ts';
import { createNewsPageRoutes, loadNewsPageTemplates } from './news.page.ts';
import { createNewsSitemapRoutes } from './news.sitemap.ts';
import { createNewsRoutes } from './news.routes.ts';
import { createNewsService } from './news.service.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

export interface NewsModuleDeps {
  db: Db;
  images: ImageStore;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  log: WarnLogger & { info(details: object, message: string): void };
  /**
   * The built site (for the item page's template), the site's public address, and the other
   * modules' sitemaps for robots.txt.
   */
  site: { webDist: string; publicUrl: string; sitemaps?: readonly string[] };
  /** The other server processes' news writes, and this one's for them (ADR 0052). */
  changes?: ChangeFeed;
}

/**
 * News: GET (public), POST, PATCH and DELETE (administrator) of /api/news, and PUT and DELETE of
 * the items' French and English translations; the item pages, the feed, the sitemap and
 * robots.txt; the share images of items stored before they existed, made in the background once
 * the app is ready.
 */
export function createNewsModule({
  db,
  images,
  audit,
  requireAdmin,
  clock,
  log,
  site,
  changes,
}: NewsModuleDeps): FeatureModule {
  const repository = createNewsRepository(db);
  const service = createNewsService({ repository, images, now: clock, log, audit, changes });
  changes?.subscribe('news', () => {
    log.info({}, 'news caches dropped: news changed in another process');
  });
  const api = createNewsRoutes({ service, requireAdmin });
  const pages = createNewsPageRoutes({
    service,
    templates: loadNewsPageTemplates(site.webDist),
    publicUrl: site.publicUrl,
    now: clock,
  });
  const feed = createNewsFeedRoutes({ service, publicUrl: site.publicUrl, now: clock });
  const sitemap = createNewsSitemapRoutes({ service, site, now: clock, log });
  let backfill: Promise<void> | undefined;
  return {
    plugin: (app, options, done) => {
      app.register(api);
      app.register(pages);
      app.register(feed);
      app.register(sitemap);
      // In the background: the site answers at once; until an item's JPEG is made, its page
      // points at its largest WebP rendition. Closing waits for it.
      app.addHook('onReady', (ready) => {
        backfill = service.backfillShareImages().then(
          (made) => {
            if (made > 0) log.info({ made }, 'made the share images of earlier news items');
          },
          (error: unknown) => {
            log.warn({ err: error }, 'could not make the share images of earlier news items');
          },
        );
        ready();
      });
      app.addHook('onClose', async () => {
        await backfill;
      });
      done();
    },
    imageKeys: () => repository.imageKeys(),
    pageData: createNewsPageData(service),
    photos: {
      find: async (key) => {
        const row = await repository.findByImageKey(key);
        if (!row || row.image_key === null) return undefined;
        const widths = parseWidths(row.image_widths);
        return {
          lugar: PHOTO_PLACES.news(row.titulo),
          origen: { tipo: 'noticia', titulo: row.titulo },
          vista: images.url(row.image_key, widths, PHOTO_PREVIEW_WIDTH),
        };
      },
      // Through the service: its write counter moves, so every cache made from news reads (the
      // list, the item pages, the feed, the sitemap) is made again at the next request.
      takeDown: async (key) => {
        const item = await service.takeDownImage(key);
        return item && { lugar: PHOTO_PLACES.news(item.titulo) };
      },
    },
  };
}

/** The feature's images on any database with the schema (backups, restores). */
export const newsImageReferences: ImageReferencesFor = createNewsImageReferences;
