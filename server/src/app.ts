import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { CALENDAR_PATHS } from '@lbj/shared';
import type { AppConfig } from './config/env.ts';
import { connectDatabase, type ServerDatabase } from './lib/db.ts';
import type { Clock, FeatureModule } from './lib/feature-module.ts';
import {
  pageBanners,
  pageDataLoaders,
  pageFormHandlers,
  photoOwners,
  uploadsGone,
} from './lib/feature-composition.ts';
import { createAuditLog } from './lib/audit.ts';
import { connectCoordination } from './lib/coordination.ts';
import { createDiskSpace, type DiskSpaceOptions } from './lib/disk-space.ts';
import { createHealthProbe, type ProbeWrite } from './lib/health.ts';
import { FILE_REFERENCES, IMAGE_REFERENCES } from './image-references.ts';
import { createDiskStore } from './lib/file-store.ts';
import { createImageStore, type ImageStoreOptions } from './lib/images.ts';
import { loggerOptions, type LogStream } from './lib/logger.ts';
import { sweepOrphanImages } from './lib/orphan-sweep.ts';
import { createMailQueue, smtpSender, type SendMail } from './lib/mail-queue.ts';
import { createPublicFormGuard } from './lib/public-form.ts';
import { checkBucket, createS3Client, createS3Store } from './lib/s3-store.ts';
import { loadJwtSecret } from './lib/secret.ts';
import { createAdmissionsModule } from './modules/admissions/admissions.module.ts';
import { createAuditModule } from './modules/audit/audit.module.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import type { BackupTimers } from './modules/backup/backup-schedule.ts';
import { createBackupModule } from './modules/backup/backup.module.ts';
import { fileStoresFor } from './modules/backup/portable-backup.ts';
import { createCalendarModule } from './modules/calendar/calendar.module.ts';
import { createDigestModule } from './modules/digest/digest.module.ts';
import { createDocumentsModule } from './modules/documents/documents.module.ts';
import { createGalleryModule } from './modules/gallery/gallery.module.ts';
import { createNewsModule } from './modules/news/news.module.ts';
import { createNoticeModule } from './modules/notice/notice.module.ts';
import { createPhotosModule } from './modules/photos/photos.module.ts';
import { createSuppliesModule, publishedSupplyYear } from './modules/supplies/supplies.module.ts';
import { answerClientError, guardConnections } from './plugins/connection-guard.ts';
import { registerCors } from './plugins/cors.ts';
import { registerDiskGuard } from './plugins/disk-guard.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHealth } from './plugins/health.ts';
import { registerHtmlDelivery } from './plugins/html-delivery.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerServiceWorker } from './plugins/service-worker.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { registerStrayUploadSweep } from './plugins/stray-uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * How many administrator accounts exist, through the app's own database handle: the server
     * reads it once listening, to explain how to create the first.
     */
    countAdministrators: () => Promise<number>;
  }
}

export interface BuildAppOptions {
  /** Replaces the Graph API fetch in tests. */
  fetch?: typeof fetch;
  /** Clock for tests. */
  now?: Clock;
  /** Ends a Graph API call as timed out; tests end a hung call when they choose. */
  facebookDeadline?: () => AbortSignal;
  /** Free space of DATA_DIR's file system; tests fake a full disk. */
  statfs?: DiskSpaceOptions['statfs'];
  /** Where log lines go (default stdout); tests read them. */
  logStream?: LogStream;
  /** Writes an image file; tests inject ENOSPC or EIO. */
  writeFile?: ImageStoreOptions['writeFile'];
  /** The nightly backup's timers; tests fire them by hand. */
  backupTimers?: BackupTimers;
  /**
   * Opens the database; tests keep the handle to close it under the running app, or hand every
   * app of a test file the same PostgreSQL pool.
   */
  openDatabase?: (dataDir: string) => ServerDatabase | Promise<ServerDatabase>;
  /** The pool of the processes' coordination on PostgreSQL, kept beyond the app (tests). */
  coordinationPool?: pg.Pool;
  /** Writes GET /api/health's probe file in DATA_DIR; tests make it fail (EROFS, EIO). */
  healthProbeWrite?: ProbeWrite;
  /**
   * How often the e-mail queue is looked at (default 30 s), and urgent notices looked for
   * (default 15 s); tests shorten both.
   */
  mailIntervalMs?: number;
  /** Replaces the SMTP sender (tests: a send that stops mid-way, as a crash would). */
  sendMail?: SendMail;
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

  const database = options.openDatabase
    ? await options.openDatabase(config.dataDir)
    : await connectDatabase(config);
  app.addHook('onClose', async () => {
    await database.close();
  });
  const { db } = database;
  // What the server processes sharing PostgreSQL agree on through it (ADR 0052): which one runs
  // a scheduled job, the caches to drop, the limits' counts. SQLite's one process keeps them.
  const coordination = await connectCoordination({
    databaseUrl: database.engine === 'postgres' ? config.databaseUrl : undefined,
    log: app.log,
    ...(options.coordinationPool ? { pool: options.coordinationPool } : {}),
  });
  app.addHook('onClose', () => coordination.close());
  const { runOnce, changes, limits } = coordination;
  const disk = createDiskSpace({
    dir: config.dataDir,
    marginBytes: config.disk.minFreeBytes,
    reserveBytes: config.disk.reserveBytes,
    ...(options.statfs ? { statfs: options.statfs } : {}),
  });
  // The reserve follows free space, and a write frees it when space is already short.
  const { releaseReserve } = await registerDiskGuard(app, disk);
  // The stored files (ADR 0051): in DATA_DIR, or in the bucket when S3_* is set. A bucket is
  // checked before anything else uses it, so a wrong setting stops the boot with its reason.
  const s3 = config.s3;
  const client = s3 && (await createS3Client(s3));
  if (client) {
    app.addHook('onClose', () => {
      client.destroy();
      return Promise.resolve();
    });
    await checkBucket(client, s3);
  }
  const uploads = client
    ? createS3Store(client, s3.bucket, 'uploads')
    : createDiskStore(config.uploadsDir, options.writeFile ? { writeFile: options.writeFile } : {});
  // The free-space margin guards the disk the files are written to; a bucket has its own limits.
  const images = createImageStore(uploads, client ? {} : { hasRoomFor: disk.hasRoomFor });
  const clock = options.now ?? (() => new Date());

  registerSecurityHeaders(app);
  registerCors(app, config.corsOrigins);
  registerErrorHandler(app, { onNoSpace: releaseReserve });
  registerStrayUploadSweep(app, { dataDir: config.dataDir, clock });

  // The activity log: every feature records its changes through it (lib/audit.ts).
  const audit = createAuditLog({ db, clock, log: app.log });
  const secret = loadJwtSecret(config.dataDir, config.jwtSecret);
  // The public forms' spam defence, one for all of them: the per-address limit counts every form.
  const publicForms = createPublicFormGuard({
    secret,
    clock,
    minFillMs: config.publicForms.minFillMs,
    maxPerAddress: config.publicForms.maxPerAddressPerHour,
    ...(limits ? { addressLimit: limits.forms } : {}),
  });
  const auth = createAuthModule({
    db,
    secret,
    login: config.login,
    clock,
    audit,
    ...(limits ? { limiter: limits.login(config.login) } : {}),
  });
  const { requireAdmin } = auth;
  app.decorate('countAdministrators', auth.countUsers);
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
    runOnce,
    // On PostgreSQL or with a bucket, the nightly archives are portable ones (ADR 0053).
    ...(database.engine === 'postgres' || client
      ? { portable: { stores: fileStoresFor(config, client) } }
      : {}),
  });
  // The one e-mail queue of every feature, through SMTP_URL; none without it.
  const send =
    options.sendMail ??
    (config.smtpUrl === undefined
      ? undefined
      : smtpSender(config.smtpUrl, new URL(config.publicUrl).hostname));
  const mail =
    send &&
    createMailQueue({
      db,
      send,
      clock,
      log: app.log,
      intervalMs: options.mailIntervalMs ?? 30_000,
      perMinute: config.mail.perMinute,
      runOnce,
    });
  if (mail) {
    app.addHook('onReady', () => mail.start());
    app.addHook('preClose', () => mail.stop());
  }
  /**
   * The database, activity log, admin guard and clock that most feature modules are built on, and
   * the public forms' guard for those with a form; the processes' jobs and change feed.
   */
  const featureDeps = { db, audit, requireAdmin, clock, publicForms, runOnce, changes };
  const modules: FeatureModule[] = [
    auth,
    createNewsModule({
      ...featureDeps,
      images,
      log: app.log,
      site: {
        webDist: config.webDist,
        publicUrl: config.publicUrl,
        sitemaps: [CALENDAR_PATHS.sitemap],
      },
    }),
    createGalleryModule({
      ...featureDeps,
      images,
      log: app.log,
      facebook: { ...config.facebook, deadline: options.facebookDeadline },
      fetch: options.fetch ?? fetch,
    }),
    createAuditModule({ audit, requireAdmin }),
    createDocumentsModule({
      ...featureDeps,
      log: app.log,
      dataDir: config.dataDir,
      webDist: config.webDist,
      ...(client
        ? { store: createS3Store(client, s3.bucket, 'documents') }
        : { hasRoomFor: disk.hasRoomFor }),
      suppliesYear: publishedSupplyYear(db),
    }),
    createNoticeModule(featureDeps),
    createSuppliesModule(featureDeps),
    createCalendarModule({ ...featureDeps, publicUrl: config.publicUrl }),
    createAdmissionsModule({
      ...featureDeps,
      log: app.log,
      publicUrl: config.publicUrl,
      mail,
    }),
    createDigestModule({
      ...featureDeps,
      log: app.log,
      secret,
      publicUrl: config.publicUrl,
      mail,
      confirmationsPerHour: config.mail.confirmationsPerHour,
      ...(options.mailIntervalMs === undefined ? {} : { urgentEveryMs: options.mailIntervalMs }),
    }),
    backups,
  ];
  // Takes a photo down from every module above that shows photos.
  modules.push(
    createPhotosModule({
      ...featureDeps,
      images,
      log: app.log,
      owners: () => photoOwners(modules),
    }),
  );

  // Before any route answers: files a crash left behind, that no module's rows reference.
  // With several processes starting at once, one sweeps (the others' uploads are spared by age).
  await runOnce.exclusive('orphan-sweep', () =>
    sweepOrphanImages(images, modules, app.log, clock()),
  );

  registerHealth(app, {
    disk,
    probe: createHealthProbe({
      db,
      dataDir: config.dataDir,
      ...(options.healthProbeWrite ? { writeFile: options.healthProbeWrite } : {}),
      ...(client ? { bucket: () => checkBucket(client, s3) } : {}),
    }),
    backupStatus: () => backups.status(),
    requireAdmin,
  });
  registerHtmlDelivery(app, {
    origin: config.publicUrl,
    banner: pageBanners(modules),
    now: clock,
    serviceWorker: config.serviceWorker,
  });
  for (const module of modules) await app.register(module.plugin);
  registerServiceWorker(app, { webDist: config.webDist, enabled: config.serviceWorker });
  await registerStaticSite(app, {
    webDist: config.webDist,
    uploadsDir: config.uploadsDir,
    uploadsBucket: client && uploads,
    origin: config.publicUrl,
    pageData: pageDataLoaders(modules),
    pageForms: pageFormHandlers(modules),
    uploadGone: uploadsGone(modules),
  });

  return app;
}
