import type { FastifyPluginCallback } from 'fastify';
import { newsPath, newsSummary } from '@lbj/shared';
import { sendNotModified } from '../../lib/etag.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { xmlText } from '../../lib/xml.ts';
import { cacheUntilChange, newsDocument } from './news.read-cache.ts';
import type { PublicNewsItem } from './news.listing.ts';
import type { NewsService } from './news.service.ts';

// The news feed: RSS 2.0 at /news/feed.xml, the latest public items, every address
// absolute from PUBLIC_URL. Built at request time from the service's visibility rule, so a draft
// or a scheduled item never shows and a due one shows at once (ADR 0027).

const NEWS_FEED_PATH = '/news/feed.xml';
/** Items in the feed: the latest public ones. */
const NEWS_FEED_ITEMS = 20;
const NEWS_FEED_TITLE = 'Noticias del Colegio Le Beau Jour';
const FEED_DESCRIPTION =
  'Noticias, actividades y avisos del Colegio Cristiano Le Beau Jour de Viña del Mar.';

/**
 * Characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; lone
 * surrogates; U+FFFE, U+FFFF), and the C1 controls it discourages: dropped, never escaped (a
 * character reference to them is not allowed either).
 */
/** RFC 822 date (as RFC 2822 and RSS 2.0 read it), in GMT: `Sat, 14 Mar 2026 15:09:26 GMT`. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

function feedItem({ item, shareImage }: PublicNewsItem, origin: string): string {
  const link = xmlText(`${origin}${newsPath(item.id, item.titulo)}`);
  return [
    '    <item>',
    `      <title>${xmlText(item.titulo)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <pubDate>${rfc822(item.fecha)}</pubDate>`,
    `      <category>${xmlText(item.tipo_noticia)}</category>`,
    `      <description>${xmlText(newsSummary(item.descripcion))}</description>`,
    // An enclosure needs its length in bytes: only the share JPEG's is known.
    ...(shareImage?.bytes === undefined
      ? []
      : [
          `      <enclosure url="${xmlText(`${origin}${shareImage.url}`)}" length="${String(shareImage.bytes)}" type="${shareImage.type}" />`,
        ]),
    '    </item>',
  ].join('\n');
}

/** The RSS 2.0 document of these items (newest first), with every address on `origin`. */
export function renderNewsFeed(items: readonly PublicNewsItem[], origin: string): string {
  const newest = items.reduce<string | undefined>((latest, { item }) => {
    const changed = item.actualizado ?? item.fecha;
    return latest === undefined || changed > latest ? changed : latest;
  }, undefined);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(NEWS_FEED_TITLE)}</title>`,
    `    <link>${xmlText(`${origin}/news`)}</link>`,
    `    <description>${xmlText(FEED_DESCRIPTION)}</description>`,
    '    <language>es-CL</language>',
    `    <atom:link href="${xmlText(`${origin}${NEWS_FEED_PATH}`)}" rel="self" type="application/rss+xml" />`,
    ...(newest === undefined ? [] : [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`]),
    ...items.map((item) => feedItem(item, origin)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * GET /news/feed.xml. Registered beside the item pages' `/news/*`: the exact path wins, so the
 * feed is never taken for an item's address.
 */
export function createNewsFeedRoutes({
  service,
  publicUrl,
  now,
}: {
  service: Pick<NewsService, 'latest' | 'generation'>;
  publicUrl: string;
  now: Clock;
}): FastifyPluginCallback {
  const origin = publicUrl.replace(/\/+$/, '');
  const feed = cacheUntilChange(
    service,
    now,
    () => service.latest(NEWS_FEED_ITEMS),
    (items) => newsDocument(renderNewsFeed(items, origin)),
  );
  return (app, _options, done) => {
    app.get(NEWS_FEED_PATH, async (request, reply) => {
      const { body, etag } = await feed();
      // no-cache: readers keep the feed but ask each time; the ETag is the content's.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      return (
        sendNotModified(request, reply, etag) ??
        reply.type('application/rss+xml; charset=utf-8').send(body)
      );
    });
    done();
  };
}
