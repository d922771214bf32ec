import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { MESSAGES, PREFIXED_LANGS } from '@lbj/shared';
import { sendNotModified } from '../../lib/etag.ts';
import type { Clock, WarnLogger } from '../../lib/feature-module.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { xmlText } from '../../lib/xml.ts';
import { cacheUntilChange, newsDocument } from './news.read-cache.ts';
import type { NewsAddress } from './news.listing.ts';
import type { NewsService } from './news.service.ts';

// /sitemap.xml and /robots.txt, served by the server (ADR 0027): the web build's
// sitemap (its static pages in every language, read once, on the build's domain) moved to
// PUBLIC_URL, plus every public news item's canonical address with its last change, read at
// request time: its Spanish address, and its French or English one when it is translated into
// that language, each with the others as hreflang alternates.

const SITEMAP_PATH = '/sitemap.xml';
const ROBOTS_PATH = '/robots.txt';
/** The sitemaps protocol's limit per file; beyond it /sitemap.xml becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** An absolute address of the build's sitemap (XML-escaped), on `origin`; undefined if it is none. */
function moveAddress(written: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(written.replace(/&amp;/g, '&'));
  } catch {
    return undefined;
  }
  return xmlText(`${origin}${url.pathname}${url.search}`);
}

/**
 * One `<url>` of the build's sitemap, with its address and its alternates' (`<xhtml:link
 * href>`) moved to `origin`. An alternate whose address is unusable is dropped.
 */
function moveEntry(entry: string, origin: string): string | undefined {
  const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1];
  if (loc === undefined) return undefined;
  const moved = moveAddress(loc, origin);
  if (moved === undefined) return undefined;
  return entry
    .replace(/<loc>[^<]*<\/loc>/, () => `<loc>${moved}</loc>`)
    .replace(/<xhtml:link\b[^>]*>/g, (link) => {
      const href = /\bhref="([^"]*)"/.exec(link)?.[1];
      const address = href === undefined ? undefined : moveAddress(href, origin);
      return address === undefined ? '' : link.replace(/\bhref="[^"]*"/, () => `href="${address}"`);
    })
    .trim();
}

/**
 * The `<url>` entries of the build's sitemap (web/scripts/build.mjs writes it with the school's
 * domain), each on `origin`; none when there is no build.
 */
export function loadStaticSitemapEntries(webDist: string, origin: string): string[] {
  const file = path.join(webDist, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)]
    .map((match) => moveEntry(match[0], origin))
    .filter((entry) => entry !== undefined);
}

/**
 * The `<url>`s of a news item: its canonical address, last change (seconds, UTC) and picture (an
 * image sitemap entry, while it has one); then its address in each language it is translated
 * into. An item with translations gives each of its addresses every language's as an hreflang
 * alternate, and the Spanish one as x-default; one in Spanish alone has none.
 */
function newsSitemapEntries(
  { path: itemPath, lastmod, image, translations = {} }: NewsAddress,
  origin: string,
): string[] {
  const picture =
    image === undefined
      ? ''
      : `<image:image><image:loc>${xmlText(`${origin}${image}`)}</image:loc></image:image>`;
  const versions = [
    { hreflang: 'es', path: itemPath, lastmod },
    ...PREFIXED_LANGS.flatMap((lang) => {
      const translation = translations[lang];
      return translation ? [{ hreflang: lang, ...translation }] : [];
    }),
  ];
  const alternates =
    versions.length === 1
      ? ''
      : [...versions, { hreflang: 'x-default', path: itemPath }]
          .map(
            (version) =>
              `<xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${xmlText(`${origin}${version.path}`)}"/>`,
          )
          .join('');
  return versions.map(
    (version) =>
      `<url><loc>${xmlText(`${origin}${version.path}`)}</loc>${alternates}<lastmod>${version.lastmod.replace(/\.\d+Z$/, 'Z')}</lastmod>${picture}</url>`,
  );
}

/** Google's image sitemap extension: a news item's picture beside its address. */
const XMLNS_IMAGE = 'http://www.google.com/schemas/sitemap-image/1.1';
/** The alternates' namespace (`<xhtml:link rel="alternate" hreflang>`), as Google reads them. */
const XMLNS_XHTML = 'http://www.w3.org/1999/xhtml';

const urlset = (entries: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}" xmlns:image="${XMLNS_IMAGE}" xmlns:xhtml="${XMLNS_XHTML}">\n${entries.map((entry) => `  ${entry}`).join('\n')}\n</urlset>\n`;

/**
 * The sitemap documents: one `urlset` while every address fits in one file; beyond that, the
 * first document is a `sitemapindex` of `/sitemap.xml?parte=N` (1-based), each a `urlset`.
 */
export function renderSitemaps(
  staticEntries: readonly string[],
  items: readonly NewsAddress[],
  origin: string,
  maxUrls = SITEMAP_MAX_URLS,
): { index: string; parts: string[] } {
  const entries = [...staticEntries, ...items.flatMap((item) => newsSitemapEntries(item, origin))];
  if (entries.length <= maxUrls) return { index: urlset(entries), parts: [] };
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    parts.push(urlset(entries.slice(start, start + maxUrls)));
  }
  const index = parts
    .map(
      (_part, i) =>
        `  <sitemap><loc>${xmlText(`${origin}${SITEMAP_PATH}?parte=${String(i + 1)}`)}</loc></sitemap>`,
    )
    .join('\n');
  return {
    index: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${index}\n</sitemapindex>\n`,
    parts,
  };
}

const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /adminlbj_\nDisallow: /api/\n';

/**
 * The build's robots.txt (web/public) with its Sitemap line on `origin`, and one for each of the
 * other sitemaps (`sitemaps`: paths, such as the calendar's).
 */
export function renderRobots(
  webDist: string,
  origin: string,
  sitemaps: readonly string[] = [],
): string {
  const file = path.join(webDist, 'robots.txt');
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : DEFAULT_ROBOTS;
  const rules = source
    .split(/\r?\n/)
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  const lines = [SITEMAP_PATH, ...sitemaps].map((sitemap) => `Sitemap: ${origin}${sitemap}\n`);
  return `${rules}\n\n${lines.join('')}`;
}

/** GET /sitemap.xml (and its parts, when there are many items) and GET /robots.txt. */
export function createNewsSitemapRoutes({
  service,
  site,
  now,
  log,
}: {
  service: Pick<NewsService, 'addresses' | 'generation'>;
  site: { webDist: string; publicUrl: string; sitemaps?: readonly string[] };
  now: Clock;
  log: WarnLogger;
}): FastifyPluginCallback {
  const origin = site.publicUrl.replace(/\/+$/, '');
  const staticEntries = loadStaticSitemapEntries(site.webDist, origin);
  const robots = renderRobots(site.webDist, origin, site.sitemaps);
  const sitemaps = cacheUntilChange(
    service,
    now,
    () => service.addresses(),
    (items) => {
      const { index, parts } = renderSitemaps(staticEntries, items, origin);
      return { index: newsDocument(index), parts: parts.map(newsDocument) };
    },
  );

  return (app, _options, done) => {
    if (staticEntries.length === 0) {
      app.addHook('onReady', (ready) => {
        log.warn({ webDist: site.webDist }, 'no built sitemap.xml: the sitemap lists news only');
        ready();
      });
    }

    app.get<{ Querystring: { parte?: string } }>(SITEMAP_PATH, async (request, reply) => {
      const { index, parts } = await sitemaps();
      const part = request.query.parte;
      const document =
        part === undefined
          ? index
          : /^[1-9][0-9]{0,5}$/.test(part)
            ? parts[Number(part) - 1]
            : undefined;
      if (document === undefined) {
        return reply.code(404).send(sendError(404, MESSAGES.notFound));
      }
      reply.header('Cache-Control', 'no-cache').header('ETag', document.etag);
      return (
        sendNotModified(request, reply, document.etag) ??
        reply.type('application/xml; charset=utf-8').send(document.body)
      );
    });

    app.get(ROBOTS_PATH, (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .type('text/plain; charset=utf-8')
        .send(robots),
    );
    done();
  };
}
