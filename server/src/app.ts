import Fastify, { type FastifyInstance } from 'fastify';
import { API_PATHS } from '@lbj/shared';
import type { AppConfig } from './config/env.ts';
import { openDatabase, referencedImageKeys } from './lib/db.ts';
import { createImageStore } from './lib/images.ts';
import { loadJwtSecret } from './lib/secret.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { registerCors } from './plugins/cors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';

export interface BuildAppOptions {
  /** Replaces the Graph API fetch in tests. */
  fetch?: typeof fetch;
  /** Clock for tests. */
  now?: () => Date;
}

/** Builds the whole application without listening (tests use `inject`). */
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

  const images = createImageStore(config.uploadsDir);
  // Files left by a crash between writing an image and committing its row.
  const swept = await images.sweep(referencedImageKeys(database.sqlite));
  if (swept > 0) app.log.warn({ files: swept }, 'removed upload files that no row references');

  registerSecurityHeaders(app);
  registerCors(app, config.corsOrigins);
  registerErrorHandler(app);

  const secret = loadJwtSecret(config.dataDir, config.jwtSecret);
  const auth = createAuthModule({ db: database.db, config, secret });
  const deps = {
    config,
    db: database.db,
    sqlite: database.sqlite,
    images,
    requireAdmin: auth.requireAdmin,
    fetch: options.fetch ?? fetch,
    now: options.now ?? (() => new Date()),
  };

  app.get(API_PATHS.health, () => ({ ok: true }));
  await app.register(auth.routes);
  await app.register(newsRoutes(deps));
  await app.register(galleryRoutes(deps));
  await registerStaticSite(app, { webDist: config.webDist, uploadsDir: config.uploadsDir });

  return app;
}

export type AppDeps = {
  config: AppConfig;
  db: ReturnType<typeof openDatabase>['db'];
  sqlite: ReturnType<typeof openDatabase>['sqlite'];
  images: ReturnType<typeof createImageStore>;
  requireAdmin: ReturnType<typeof createAuthModule>['requireAdmin'];
  fetch: typeof fetch;
  now: () => Date;
};
