import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATHS } from '@lbj/shared';
import type { AppConfig } from './config/env.ts';
import { openDatabase } from './lib/db.ts';
import type { Clock, FeatureModule } from './lib/feature-module.ts';
import { createImageStore, type ImageStore } from './lib/images.ts';
import { loadJwtSecret } from './lib/secret.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { createGalleryModule } from './modules/gallery/gallery.module.ts';
import { createNewsModule } from './modules/news/news.module.ts';
import { registerCors } from './plugins/cors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';

export interface BuildAppOptions {
  /** Replaces the Graph API fetch in tests. */
  fetch?: typeof fetch;
  /** Clock for tests. */
  now?: Clock;
  /** Per Graph API call; tests shorten it to see a timeout without waiting 10 s. */
  facebookTimeoutMs?: number;
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
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'],
        censor: '[oculto]',
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  });

  const database = openDatabase(config.dataDir);
  app.addHook('onClose', async () => {
    await database.close();
  });
  const { db } = database;
  const images = createImageStore(config.uploadsDir);
  const clock = options.now ?? (() => new Date());

  registerSecurityHeaders(app);
  registerCors(app, config.corsOrigins);
  registerErrorHandler(app);

  const auth = createAuthModule({
    db,
    secret: loadJwtSecret(config.dataDir, config.jwtSecret),
    login: config.login,
  });
  const { requireAdmin } = auth;
  const modules: FeatureModule[] = [
    auth,
    createNewsModule({ db, images, requireAdmin, clock, log: app.log }),
    createGalleryModule({
      db,
      images,
      requireAdmin,
      clock,
      log: app.log,
      facebook: { ...config.facebook, timeoutMs: options.facebookTimeoutMs },
      fetch: options.fetch ?? fetch,
    }),
  ];

  const swept = await sweepOrphanImages(images, modules);
  if (swept > 0) app.log.warn({ files: swept }, 'removed upload files that no row references');

  app.get(API_PATHS.health, () => ({ ok: true }));
  for (const module of modules) await app.register(module.plugin);
  await registerStaticSite(app, { webDist: config.webDist, uploadsDir: config.uploadsDir });

  return app;
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
