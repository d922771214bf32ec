import type { FastifyPluginCallback } from 'fastify';
import {
  LANGS,
  newsPath,
  newsSummary,
  pathInLang,
  type Lang,
  type NewsCategory,
} from '@lbj/shared';
import { sendNotModified } from '../../lib/etag.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { xmlText } from '../../lib/xml.ts';
import { cacheUntilChange, newsDocument } from './news.read-cache.ts';
import type { PublicNewsItem } from './news.listing.ts';
import type { NewsService } from './news.service.ts';

// The news feeds: RSS 2.0 at /news/feed.xml, the latest public items, every address
// absolute from PUBLIC_URL. Built at request time from the service's visibility rule, so a draft
// or a scheduled item never shows and a due one shows at once (ADR 0027). /fr/news/feed.xml and
// /en/news/feed.xml hold the latest public items translated into that language (an outdated
// translation too), in that language, each linking to its page there.

const NEWS_PATH = '/news';
const NEWS_FEED_PATH = '/news/feed.xml';
/** Items in the feed: the latest public ones. */
const NEWS_FEED_ITEMS = 20;

/** The channel's words, and the names of the categories, in each feed's language. */
interface FeedText {
  title: string;
  description: string;
  /** The channel's `<language>`. */
  language: string;
  categories: Readonly<Record<NewsCategory, string>>;
}

const FEED_TEXT: Readonly<Record<Lang, FeedText>> = {
  es: {
    title: 'Noticias del Colegio Le Beau Jour',
    description:
      'Noticias, actividades y avisos del Colegio Cristiano Le Beau Jour de Viña del Mar.',
    language: 'es-CL',
    categories: {
      Académico: 'Académico',
      Deportes: 'Deportes',
      Cultural: 'Cultural',
      Administrativo: 'Administrativo',
      Eventos: 'Eventos',
      Comunicados: 'Comunicados',
    },
  },
  fr: {
    title: 'Actualités du Collège Le Beau Jour',
    description:
      'Actualités, activités et annonces du Collège Chrétien Le Beau Jour, à Viña del Mar.',
    language: 'fr',
    categories: {
      Académico: 'Pédagogie',
      Deportes: 'Sport',
      Cultural: 'Culture',
      Administrativo: 'Administration',
      Eventos: 'Événements',
      Comunicados: 'Communiqués',
    },
  },
  en: {
    title: 'Le Beau Jour School news',
    description:
      'News, activities and announcements from Le Beau Jour Christian School in Viña del Mar.',
    language: 'en',
    categories: {
      Académico: 'Academic',
      Deportes: 'Sport',
      Cultural: 'Culture',
      Administrativo: 'Administration',
      Eventos: 'Events',
      Comunicados: 'Announcements',
    },
  },
};

/** A category's name in the feed's language (one the list no longer has, as it is stored). */
const categoryName = (text: FeedText, category: string): string =>
  (text.categories as Readonly<Record<string, string>>)[category] ?? category;

/**
 * Characters XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; lone
 * surrogates; U+FFFE, U+FFFF), and the C1 controls it discourages: dropped, never escaped (a
 * character reference to them is not allowed either).
 */
/** RFC 822 date (as RFC 2822 and RSS 2.0 read it), in GMT: `Sat, 14 Mar 2026 15:09:26 GMT`. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** An item's title and text in `lang`: its own in Spanish, else its translation, if any. */
function textIn(item: PublicNewsItem['item'], lang: Lang) {
  if (lang === 'es') return { titulo: item.titulo, descripcion: item.descripcion };
  return item.traducciones?.[lang];
}

function feedItem(
  { item, shareImage }: PublicNewsItem,
  origin: string,
  lang: Lang,
): string | undefined {
  const text = textIn(item, lang);
  // Only an item with a translation is in another language's feed.
  if (!text) return undefined;
  const link = xmlText(`${origin}${pathInLang(lang, newsPath(item.id, text.titulo))}`);
  return [
    '    <item>',
    `      <title>${xmlText(text.titulo)}</title>`,
    `      <link>${link}</link>`,
    `      <guid isPermaLink="true">${link}</guid>`,
    `      <pubDate>${rfc822(item.fecha)}</pubDate>`,
    `      <category>${xmlText(categoryName(FEED_TEXT[lang], item.tipo_noticia))}</category>`,
    `      <description>${xmlText(newsSummary(text.descripcion))}</description>`,
    // An enclosure needs its length in bytes: only the share JPEG's is known.
    ...(shareImage?.bytes === undefined
      ? []
      : [
          `      <enclosure url="${xmlText(`${origin}${shareImage.url}`)}" length="${String(shareImage.bytes)}" type="${shareImage.type}" />`,
        ]),
    '    </item>',
  ].join('\n');
}

/**
 * The RSS 2.0 document of these items (newest first) in `lang`, with every address on `origin`.
 * In French or English, an item without a translation into it is left out.
 */
export function renderNewsFeed(
  items: readonly PublicNewsItem[],
  origin: string,
  lang: Lang = 'es',
): string {
  const text = FEED_TEXT[lang];
  const entries = items.flatMap((item) => {
    const entry = feedItem(item, origin, lang);
    return entry === undefined ? [] : [{ item: item.item, entry }];
  });
  const newest = entries.reduce<string | undefined>((latest, { item }) => {
    const changed = item.actualizado ?? item.fecha;
    return latest === undefined || changed > latest ? changed : latest;
  }, undefined);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(text.title)}</title>`,
    `    <link>${xmlText(`${origin}${pathInLang(lang, NEWS_PATH)}`)}</link>`,
    `    <description>${xmlText(text.description)}</description>`,
    `    <language>${text.language}</language>`,
    `    <atom:link href="${xmlText(`${origin}${pathInLang(lang, NEWS_FEED_PATH)}`)}" rel="self" type="application/rss+xml" />`,
    ...(newest === undefined ? [] : [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`]),
    ...entries.map(({ entry }) => entry),
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
  return (app, _options, done) => {
    for (const lang of LANGS) {
      const feed = cacheUntilChange(
        service,
        now,
        () => service.latest(NEWS_FEED_ITEMS, lang === 'es' ? undefined : lang),
        (items) => newsDocument(renderNewsFeed(items, origin, lang)),
      );
      app.get(pathInLang(lang, NEWS_FEED_PATH), async (request, reply) => {
        const { body, etag } = await feed();
        // no-cache: readers keep the feed but ask each time; the ETag is the content's.
        reply.header('Cache-Control', 'no-cache').header('ETag', etag);
        return (
          sendNotModified(request, reply, etag) ??
          reply.type('application/rss+xml; charset=utf-8').send(body)
        );
      });
    }
    done();
  };
}
