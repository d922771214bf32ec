import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './lib/db.ts';
import type { Clock, FeatureModule, PageDataLoader } from './lib/feature-module.ts';
import { createAuditLog } from './lib/audit.ts';
import { createDiskSpace, type DiskSpace, type DiskSpaceOptions } from './lib/disk-space.ts';
import { createHealthProbe, type ProbeWrite } from './lib/health.ts';
import { FILE_REFERENCES, IMAGE_REFERENCES } from './image-references.ts';
import { createImageStore, type ImageStore, type ImageStoreOptions } from './lib/images.ts';
import { loggerOptions, type LogStream } from './lib/logger.ts';
import { loadJwtSecret } from './lib/secret.ts';
import { createAuditModule } from './modules/audit/audit.module.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import type { BackupTimers } from './modules/backup/backup-schedule.ts';
import { createBackupModule } from './modules/backup/backup.module.ts';
import { createDocumentsModule } from './modules/documents/documents.module.ts';
import { createGalleryModule } from './modules/gallery/gallery.module.ts';
import { createNewsModule } from './modules/news/news.module.ts';
import { createNoticeModule } from './modules/notice/notice.module.ts';
import { createSuppliesModule } from './modules/supplies/supplies.module.ts';
import { answerClientError, guardConnections } from './plugins/connection-guard.ts';
import { registerCors } from './plugins/cors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealth } from './plugins/health.ts';
import { registerHtmlDelivery, type PageBanner } from './plugins/html-delivery.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';

export interface BuildAppOptions {
  /** Replaces the Graph API fetch in tests. */
  fetch?: typeof fetch;
  /** Clock for tests. */
  now?: Clock;
  /** Per Graph API call; tests shorten it to see a timeout without waiting 10 s. */
  facebookTimeoutMs?: number;
  /** Free space of DATA_DIR's file system; tests fake a full disk. */
  statfs?: DiskSpaceOptions['statfs'];
  /** Where log lines go (default stdout); tests read them. */
  logStream?: LogStream;
  /** Writes an image file; tests inject ENOSPC or EIO. */
  writeFile?: ImageStoreOptions['writeFile'];
  /** The nightly backup's timers; tests fire them by hand. */
  backupTimers?: BackupTimers;
  /** Opens the database; tests keep the handle to close it under the running app. */
  openDatabase?: (dataDir: string) => DatabaseHandle;
  /** Writes GET /api/health's probe file in DATA_DIR; tests make it fail (EROFS, EIO). */
  healthProbeWrite?: ProbeWrite;
}

/** How often the disk reserve is released (space low) or taken again (space back). */
const DISK_WATCH_MS = 60_000;

/**
 * Keeps the reserve in step with free space, at start and every minute: released while space is
 * under the margin (so deleting keeps working), taken again once there is room.
 */
async function watchDisk(disk: DiskSpace, log: FastifyBaseLogger): Promise<() => void> {
  const check = async () => {
    try {
      const { state, freeBytes } = await disk.status();
      if (state === 'low') {
        if (await disk.releaseReserve()) log.warn({ freeBytes }, 'disk low: released the reserve');
        else log.warn({ freeBytes }, 'disk space is low');
      } else {
        await disk.ensureReserve();
      }
    } catch (error) {
      log.error({ err: error }, 'could not check the disk');
    }
  };
  await check();
  const timer = setInterval(() => void check(), DISK_WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Builds the whole application without listening (tests use `inject`): the shared
 * infrastructure (database, image store, clock), the plugins, then one module per feature.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, stream: options.logStream }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Node's own timers, as a backstop to the connection guard below (ADR 0018).
    requestTimeout: config.connections.requestTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    // What Node's parser refuses (headers over 16 KB…) is answered in Spanish too.
    clientErrorHandler: answerClientError,
  });
  app.server.headersTimeout = Math.min(
    config.connections.headersTimeoutMs,
    config.connections.requestTimeoutMs,
  );
  const guard = guardConnections(app.server, config.connections, app.log);
  app.addHook('onClose', () => {
    guard.stop();
    return Promise.resolve();
  });

  const database = (options.openDatabase ?? openDatabase)(config.dataDir);
  app.addHook('onClose', async () => {
    await database.close();
  });
  const { db } = database;
  const disk = createDiskSpace({
    dir: config.dataDir,
    marginBytes: config.disk.minFreeBytes,
    reserveBytes: config.disk.reserveBytes,
    ...(options.statfs ? { statfs: options.statfs } : {}),
  });
  const stopDiskWatch = await watchDisk(disk, app.log);
  app.addHook('onClose', () => {
    stopDiskWatch();
    return Promise.resolve();
  });
  const releaseReserve = async () => {
    if (await disk.releaseReserve())
      app.log.warn('disk full: released the reserve so deletions keep working');
  };
  // Before any write, free the reserve if space is already short: a deletion must not be the
  // request that finds the disk full (SQLite grows its journal to delete).
  // Callback style, not async: reads (the hot path) pass through without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      done();
      return;
    }
    disk
      .status()
      .then(({ state }) => (state === 'low' ? releaseReserve() : undefined))
      .then(() => done(), done);
  });
  const images = createImageStore(config.uploadsDir, {
    hasRoomFor: disk.hasRoomFor,
    ...(options.writeFile ? { writeFile: options.writeFile } : {}),
  });
  const clock = options.now ?? (() => new Date());

  registerSecurityHeaders(app);
  registerCors(app, config.corsOrigins);
  registerErrorHandler(app, { onNoSpace: releaseReserve });

  // The activity log: every feature records its changes through it (lib/audit.ts).
  const audit = createAuditLog({ db, clock, log: app.log });
  const auth = createAuthModule({
    db,
    secret: loadJwtSecret(config.dataDir, config.jwtSecret),
    login: config.login,
    clock,
    audit,
  });
  const { requireAdmin } = auth;
  const backups = createBackupModule({
    db,
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    backup: config.backup,
    imageReferences: IMAGE_REFERENCES,
    fileReferences: FILE_REFERENCES,
    clock,
    log: app.log,
    ...(options.backupTimers ? { timers: options.backupTimers } : {}),
  });
  /** The database, activity log, admin guard and clock that most feature modules are built on. */
  const featureDeps = { db, audit, requireAdmin, clock };
  const modules: FeatureModule[] = [
    auth,
    createNewsModule({
      ...featureDeps,
      images,
      log: app.log,
      site: { webDist: config.webDist, publicUrl: config.publicUrl },
    }),
    createGalleryModule({
      ...featureDeps,
      images,
      log: app.log,
      facebook: { ...config.facebook, timeoutMs: options.facebookTimeoutMs },
      fetch: options.fetch ?? fetch,
    }),
    createAuditModule({ audit, requireAdmin }),
    createDocumentsModule({
      ...featureDeps,
      log: app.log,
      dataDir: config.dataDir,
      webDist: config.webDist,
      hasRoomFor: disk.hasRoomFor,
    }),
    createNoticeModule(featureDeps),
    createSuppliesModule(featureDeps),
    backups,
  ];

  const swept = await sweepOrphanImages(images, modules);
  if (swept > 0) app.log.warn({ files: swept }, 'removed upload files that no row references');

  registerHealth(app, {
    disk,
    probe: createHealthProbe({
      db,
      dataDir: config.dataDir,
      ...(options.healthProbeWrite ? { writeFile: options.healthProbeWrite } : {}),
    }),
    backupStatus: () => backups.status(),
    requireAdmin,
  });
  registerHtmlDelivery(app, { origin: config.publicUrl, banner: pageBanners(modules) });
  for (const module of modules) await app.register(module.plugin);
  await registerStaticSite(app, {
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
    origin: config.publicUrl,
    pageData: pageDataLoaders(modules),
  });

  return app;
}

/** Every module's page data loaders by key; two modules may not claim the same key. */
export function pageDataLoaders(modules: readonly FeatureModule[]): Record<string, PageDataLoader> {
  const loaders: Record<string, PageDataLoader> = {};
  for (const module of modules) {
    for (const [key, loader] of Object.entries(module.pageData ?? {})) {
      if (key in loaders) throw new Error(`Two modules provide the page data "${key}"`);
      loaders[key] = loader;
    }
  }
  return loaders;
}

/** The banners of every module that has one, one after the other. */
export function pageBanners(modules: readonly FeatureModule[]): PageBanner {
  const banners = modules.flatMap((module) => (module.pageBanner ? [module.pageBanner] : []));
  return async (context) => {
    const parts = await Promise.all(banners.map((banner) => Promise.resolve(banner(context))));
    const html = parts.filter((part): part is string => Boolean(part)).join('');
    return html === '' ? null : html;
  };
}

/**
 * Removes the files left by a crash between writing an image and committing its row: every
 * file whose key no module's rows reference. Returns how many were removed.
 */
export async function sweepOrphanImages(
  images: Pick<ImageStore, 'sweep'>,
  modules: readonly FeatureModule[],
): Promise<number> {
  const keys = await Promise.all(
    modules.map((module) => module.imageKeys?.() ?? Promise.resolve([])),
  );
  return images.sweep(new Set(keys.flat()));
}
