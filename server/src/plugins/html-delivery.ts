import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHILE_YEAR_TOKEN, chileYear, SITE_ORIGIN_TOKEN } from '@lbj/shared';
import { bytesEtag, etagMatches } from '../lib/etag.ts';
import type { PageRequestContext } from '../lib/feature-module.ts';

// Every HTML document the site sends (prerendered pages, server-rendered pages, news item
// pages, "not found" pages) passes here once, at the end (ADR 0024): the build's origin token
// becomes PUBLIC_URL, the footer's year token this year in Chile, the notice banner goes to the
// top of <body>, then an ETag and compression.

export type PageBanner = (context: PageRequestContext) => Promise<string | null>;

export interface HtmlDeliveryOptions {
  /** The site's public address (PUBLIC_URL), without a trailing slash. */
  origin: string;
  /** The banner of the moment for this request, or null. */
  banner: PageBanner;
  /** The clock that gives the footer's year (tests choose the instant). */
  now?: () => Date;
  /** False: pages no longer register the service worker (SERVICE_WORKER=off, ADR 0048). */
  serviceWorker?: boolean;
}

/** The attribute on /boot.js's tag that has it register the service worker (web/scripts/build.mjs). */
const REGISTERS_WORKER = '<script src="/boot.js" defer data-sw ';

/** Compressed documents kept in memory at most; the least recently used goes first. */
const CACHE_ENTRIES = 300;
/**
 * Brotli quality of a document's first sending: the home page (47 KB) takes about 4 ms and
 * comes out 8% larger than at quality 11, which takes about 165 ms and follows in the background.
 */
const BROTLI_QUALITY = 7;

type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliOptions = (html: string, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
  },
});

/** The encoding to send, from Accept-Encoding: brotli, then gzip (no q-value games). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** The request's page address and cookies, for page data loaders and the banner. */
export function pageRequestContext(request: FastifyRequest, origin: string): PageRequestContext {
  let cookies: Record<string, string> = {};
  try {
    const parsed = parseCookie(request.headers.cookie ?? '');
    cookies = Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  } catch {
    // A malformed Cookie header is treated as none.
  }
  return { url: new URL(request.url, `${origin}/`), cookies };
}

/** Puts `banner` right after the <body> tag (before the app's root), or leaves the page as is. */
export function insertBanner(html: string, banner: string | null): string {
  if (!banner) return html;
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${banner}${html.slice(at)}`;
}

export function registerHtmlDelivery(app: FastifyInstance, options: HtmlDeliveryOptions): void {
  const cache = new Map<string, Buffer>();
  const remember = (key: string, data: Buffer) => {
    cache.delete(key);
    cache.set(key, data);
    if (cache.size > CACHE_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  };
  // Compression runs in libuv's thread pool, never on the event loop. A document is first sent
  // at a quick brotli quality, then recompressed at the best one for the requests after it.
  const compress = async (html: string, etag: string, encoding: 'br' | 'gzip', keep: boolean) => {
    // A document sent once (no-store: a form's stamp) is compressed quickly and not kept.
    if (!keep) {
      return encoding === 'gzip'
        ? await gzip(html, { level: 9 })
        : await brotli(html, brotliOptions(html, BROTLI_QUALITY));
    }
    const key = `${encoding}:${etag}`;
    const hit = cache.get(key);
    if (hit) {
      remember(key, hit);
      return hit;
    }
    if (encoding === 'gzip') {
      const data = await gzip(html, { level: 9 });
      remember(key, data);
      return data;
    }
    const data = await brotli(html, brotliOptions(html, BROTLI_QUALITY));
    remember(key, data);
    brotli(html, brotliOptions(html, zlib.constants.BROTLI_MAX_QUALITY)).then(
      (best) => {
        if (cache.has(key)) cache.set(key, best);
      },
      () => undefined,
    );
    return data;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;

    const context = pageRequestContext(request, options.origin);
    let banner: string | null = null;
    try {
      banner = await options.banner(context);
    } catch (error) {
      // A failing banner never takes a page down.
      request.log.error({ err: error }, 'could not build the notice banner');
    }
    const year = String(chileYear(options.now?.() ?? new Date()));
    const page = payload
      .split(SITE_ORIGIN_TOKEN)
      .join(options.origin)
      .split(CHILE_YEAR_TOKEN)
      .join(year);
    const html = insertBanner(
      options.serviceWorker === false
        ? page.replace(REGISTERS_WORKER, '<script src="/boot.js" defer ')
        : page,
      banner,
    );

    const etag = bytesEtag(html);
    reply.header('ETag', etag);
    reply.header('Vary', 'Accept-Encoding, Cookie');
    // Only a 200 becomes a 304: a "not found" page is sent as it is, whatever the client holds.
    if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity' || Buffer.byteLength(html) < 1024) return html;
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    const once = /\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''));
    return await compress(html, etag, encoding, !once);
  });
}
