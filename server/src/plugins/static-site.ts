import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, UPLOADS_PREFIX, langOfPath, pathInLang, pathWithoutLang } from '@lbj/shared';
import type { PageDataLoader, PageFormHandler } from '../lib/feature-module.ts';
import type { FileStore } from '../lib/file-store.ts';
import { staticFilesLogLevel } from '../lib/logger.ts';
import { createPageRenderer, loadSsrBundle } from '../lib/page-renderer.ts';
import { parseFormBody } from '../lib/public-form.ts';
import { registerBucketUploads } from './bucket-uploads.ts';
import { sendError } from './error-handler.ts';
import { pageRequestContext } from './html-delivery.ts';

/** Written by the web build: every page path and its HTML file. */
interface PagesManifest {
  /**
   * A page with `data` is a template the server renders per request with those page data keys
   * (ADR 0024); the others are prerendered documents.
   */
  pages: { path: string; file: string; data?: string[] }[];
  /** Client-rendered routes: a regular expression source and the shell HTML file. */
  clientRoutes: { pattern: string; file: string }[];
}

const NOT_A_PAGE = /^\/(api|assets|uploads|fonts|images|documents)(\/|$)|\.[a-z0-9]+$/i;

/** What a server-rendered page answers when the build's render bundle cannot be loaded. */
const unavailablePage = `<!doctype html><html lang="es-CL"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Sitio en mantención · Colegio Le Beau Jour</title></head><body><main><h1>Estamos actualizando el sitio</h1><p>Vuelve a intentarlo en unos minutos. Si el problema continúa, avísale a quien administra el servidor.</p></main></body></html>`;

export interface StaticSiteOptions {
  webDist: string;
  /** The photos' folder, served as it is, unless they live in a bucket. */
  uploadsDir: string;
  /** The photos' bucket when S3_* is set: its files are served through the app. */
  uploadsBucket?: FileStore | undefined;
  /** The site's public address (PUBLIC_URL): server-rendered pages see their URL on it. */
  origin: string;
  /** Every module's page data loaders, by key. */
  pageData: Readonly<Record<string, PageDataLoader>>;
  /** Every module's public form handlers, by the path of the page that shows the form. */
  pageForms?: Readonly<Record<string, PageFormHandler>>;
  /** True for an image key whose photo was taken down: its addresses answer 410 Gone. */
  uploadGone?: (key: string) => boolean | Promise<boolean>;
}

/** The image key of an upload's address (`/uploads/<key>-960.webp`, `/uploads/<key>-share.jpg`). */
const UPLOAD_KEY = new RegExp(`^${UPLOADS_PREFIX}([a-f0-9]{32})-`);

/** What a photo taken down answers, in place of its bytes. */
const GONE_BODY = 'Esta foto fue retirada del sitio del Colegio Le Beau Jour.';

/** A public form's body at most: its fields are a few short texts and a message. */
const FORM_BODY_LIMIT = 32 * 1024;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Serves the prerendered site, hashed assets and uploads. Any other page path redirects
 * to /; API, asset and upload paths give a real 404.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  {
    webDist,
    uploadsDir,
    uploadsBucket,
    origin,
    pageData,
    pageForms = {},
    uploadGone,
  }: StaticSiteOptions,
): Promise<void> {
  const manifestFile = path.join(webDist, 'pages.json');
  const manifest: PagesManifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PagesManifest)
    : { pages: [], clientRoutes: [] };
  if (manifest.pages.length === 0) {
    app.log.warn({ webDist }, 'no built site found: run `npm run build`');
  }
  // Files are not logged one by one at the default level; API requests still are.
  const logLevel = staticFilesLogLevel(app.log.level);
  const clientRoutes = manifest.clientRoutes.map((route) => ({
    pattern: new RegExp(route.pattern),
    file: route.file,
  }));

  if (!uploadsBucket) fs.mkdirSync(uploadsDir, { recursive: true });
  if (uploadGone) {
    // Before the files are looked for: a photo taken down answers 410 Gone at every address it
    // had, from the moment it was taken down (its files may still be in the middle of going),
    // and a browser or proxy that asks again is told so, never given the bytes (ADR 0044).
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const key = UPLOAD_KEY.exec(request.url)?.[1];
      if (key === undefined || !(await uploadGone(key))) return;
      await reply
        .code(410)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(GONE_BODY);
    });
  }
  if (uploadsBucket) {
    registerBucketUploads(app, { store: uploadsBucket, logLevel });
  } else {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      // `serveDotFiles` only steers the wildcard's file list; `dotfiles` is what refuses to send
      // one (404, as if it were not there). Both, on both folders.
      serveDotFiles: false,
      dotfiles: 'ignore',
      logLevel,
    });
  }

  if (fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      logLevel,
      index: false,
      wildcard: true,
      serveDotFiles: false,
      dotfiles: 'ignore',
      // Our own Cache-Control per kind of file (send's default would overwrite it).
      cacheControl: false,
      // The build writes .br and .gz copies of text assets.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath);
        if (relative.startsWith(`assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html')) {
          reply.header('Cache-Control', 'no-cache');
        } else {
          reply.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  // Pages are held in memory and sent as strings, so that the HTML delivery hook can put the
  // public address and the notice in them (ADR 0024).
  const readPage = (file: string) => fs.readFileSync(path.join(webDist, file), 'utf8');
  const shells = new Map<string, string>();
  const shell = (file: string) => {
    const html = shells.get(file) ?? readPage(file);
    shells.set(file, html);
    return html;
  };
  const renderedPages = manifest.pages.filter((page) => page.data !== undefined);
  let ssr: Awaited<ReturnType<typeof loadSsrBundle>>;
  try {
    ssr = renderedPages.length > 0 ? await loadSsrBundle(webDist) : undefined;
  } catch (error) {
    app.log.error({ err: error, webDist }, 'could not load the server render bundle');
  }
  if (renderedPages.length > 0 && !ssr) {
    app.log.error({ webDist }, 'the server render bundle is missing: run `npm run build`');
  }
  const renderer = ssr && createPageRenderer(ssr);
  for (const page of manifest.pages) {
    // `/` alone; a language's home with and without its slash (`/fr/`, `/fr`); any other page
    // with and without a trailing slash.
    const urls =
      page.path === '/'
        ? ['/']
        : page.path.endsWith('/')
          ? [page.path, page.path.slice(0, -1)]
          : [page.path, `${page.path}/`];
    const html = readPage(page.file);
    const keys = page.data;
    // A page whose address names something (/calendario/{id}-{slug}) and whose data finds
    // nothing is rendered all the same (it says so in Spanish) and answered 404.
    const names = page.path.includes(':');
    // A page with a public form carries a new signed stamp on every request: each copy is sent
    // once, never kept by the renderer, the compression cache or the browser.
    const form = pageForms[pathWithoutLang(page.path)];
    const once = form !== undefined;
    const render =
      keys && renderer
        ? async (request: FastifyRequest, extra: Record<string, unknown> = {}) => {
            const context = pageRequestContext(request, origin);
            const entries = await Promise.all(
              keys.map(async (key) => [key, (await pageData[key]?.(context)) ?? null] as const),
            );
            const pathname = context.url.pathname.replace(/(.)\/$/, '$1');
            // A language's home is `/fr/`, with its slash, whichever way it was asked for.
            const location = `${/^\/(fr|en)$/.test(pathname) ? `${pathname}/` : pathname}${context.url.search}`;
            const document = await renderer.render(
              html,
              location,
              { ...Object.fromEntries(entries), ...extra },
              { once },
            );
            const found = !names || entries.some(([, value]) => value !== null);
            return { document, status: found ? 200 : 404 };
          }
        : undefined;
    const handler = render ?? (() => Promise.resolve({ document: html, status: 200 }));
    for (const url of urls) {
      app.get(url, { logLevel }, async (request, reply) => {
        // A page that needs the render bundle, without it: said in Spanish, never a blank page.
        if (keys && !renderer) {
          return reply
            .code(503)
            .header('Cache-Control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(unavailablePage);
        }
        const { document, status } = await handler(request);
        return reply
          .code(status)
          .header('Cache-Control', once ? 'no-store' : 'no-cache')
          .type('text/html; charset=utf-8')
          .send(document);
      });
    }
    if (form && render) {
      // The form's own scope: only these routes read urlencoded bodies.
      await app.register((scope, _options, done) => {
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
          (_request, body, done) => {
            done(null, parseFormBody(String(body)));
          },
        );
        for (const url of urls) {
          scope.post(url, async (request, reply) => {
            // Only what a browser's form sends; a JSON body would bring values of any type.
            if (!FORM_TYPE.test(request.headers['content-type'] ?? '')) {
              return reply.code(415).send(sendError(415, MESSAGES.unsupportedForm));
            }
            const fields = request.body as Record<string, string>;
            const answer = await form({
              ...pageRequestContext(request, origin),
              fields,
              ip: request.ip,
            });
            // A thank-you page in the language the form was sent in.
            if ('redirect' in answer) {
              return reply.redirect(pathInLang(langOfPath(page.path), answer.redirect), 303);
            }
            const { document } = await render(request, answer.data);
            return reply
              .code(answer.status)
              .header('Cache-Control', 'no-store')
              .type('text/html; charset=utf-8')
              .send(document);
          });
        }
        done();
      });
    }
  }

  // Spanish has no prefix: `/es/…` is the unprefixed address, for good.
  app.get('/es', (request, reply) => reply.redirect('/', 301));
  app.get('/es/*', (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const rest = pathname.replace(/^\/es/, '') || '/';
    return reply.redirect(`${rest}${query === undefined ? '' : `?${query}`}`, 301);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(sendError(404, MESSAGES.notFound));
    }
    if (NOT_A_PAGE.test(pathname)) {
      return reply.status(404).send(sendError(404, MESSAGES.notFound));
    }
    const clientRoute = clientRoutes.find((route) => route.pattern.test(pathname));
    if (clientRoute && fs.existsSync(webDist)) {
      // A string, like the pages, so that the delivery hook puts the notice (and the public
      // address) in it too.
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell(clientRoute.file));
    }
    // An unknown address leads home, in the language of its prefix.
    return reply.redirect(pathInLang(langOfPath(pathname), '/'), 302);
  });
}
