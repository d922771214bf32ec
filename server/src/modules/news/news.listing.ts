import {
  LIMITS,
  PREFIXED_LANGS,
  newsPath,
  pathInLang,
  type NewsItem,
  type TranslationLanguage,
} from '@lbj/shared';
import type { Clock } from '../../lib/feature-module.ts';
import { parseWidths, type ImageStore } from '../../lib/images.ts';
import { byItem } from '../../lib/translations.ts';
import { decodeCursor, encodeCursor } from './news.cursor.ts';
import { later, toNewsItem } from './news.item.ts';
import type { Timed } from './news.read-cache.ts';
import type {
  NewsListRow,
  NewsRecord,
  NewsRepository,
  NewsSearch,
  NewsTranslationRecord,
} from './news.repository.ts';
import { toNewsSearch } from './news.search.ts';
import { SHARE_IMAGE, type ShareImages } from './news.share-image.ts';

// The news service's reads: the lists (public, filtered, paged, numbered), one public item, and
// the reads the feed and the sitemap are made from. None of them writes or caches; the service
// caches the whole public list.

/** What a visitor or an administrator asks GET /api/news for, beyond the plain list. */
export interface NewsPageRequest {
  categoria?: string;
  q?: string;
  /** Items on the page; the default when absent. */
  limit?: number;
  /** From a previous page's `next`, as it came. */
  cursor?: string;
  /** Drafts and scheduled items too: an administrator's list. */
  includeDrafts: boolean;
  /** Every item on one page (no page was asked for): `limit` and `cursor` are ignored. */
  whole?: boolean;
}

interface NewsPage {
  items: NewsItem[];
  /** The cursor of the next page, when there are more items. */
  next?: string;
}

/** A numbered page of the public list (/news, ADR 0033): by offset, with the total count. */
interface NumberedNewsRequest {
  categoria?: string;
  /** Blank is no search. */
  q?: string;
  /** From 1; a page past the last gives the last. */
  pagina: number;
  size: number;
}

interface NumberedNewsPage {
  items: NewsItem[];
  /** The page given (the last one when a later one was asked for). */
  pagina: number;
  /** Public items that match, on every page. */
  total: number;
}

/**
 * The picture a shared link shows: the item's 1200 × 630 JPEG (ADR 0027), or, while it is not
 * made yet, the largest WebP rendition. `bytes` is the file's size (the feed's enclosure).
 */
interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg' | 'image/webp';
  bytes?: number;
}

/** A public item and the image its share tags point to. */
export interface PublicNewsItem {
  item: NewsItem;
  shareImage: ShareImage | undefined;
}

/** A public item's address and last change, for the sitemap. */
export interface NewsAddress {
  path: string;
  /** ISO 8601 UTC: `actualizado` (which is never earlier than `fecha`). */
  lastmod: string;
  /** The item's picture (its largest rendition's path), for the sitemap's image entry. */
  image?: string;
  /**
   * The item's address in each language it is translated into (outdated translations too): the
   * language's prefix and the translated title's slug, and the later of the item's last change
   * and the translation's. Absent when it has none.
   */
  translations?: Partial<Record<TranslationLanguage, { path: string; lastmod: string }>>;
}

export interface NewsListing {
  /**
   * One item as a visitor sees it, or undefined when there is no such item or it is not public
   * yet (a draft, or scheduled after now): the list's visibility rule, checked at each call.
   */
  findPublic(id: number): Promise<PublicNewsItem | undefined>;
  /** Every public item, newest first, read each time: the service's `snapshot` caches it. */
  publicList(): Promise<Timed<NewsItem[]>>;
  /**
   * The latest public items, newest first, with their share images (the feed); with `idioma`,
   * only those translated into it (outdated translations too).
   */
  latest(limit: number, idioma?: TranslationLanguage): Promise<Timed<PublicNewsItem[]>>;
  /** Every public item's address, newest first (the sitemap). */
  addresses(): Promise<Timed<NewsAddress[]>>;
  /** A filtered, searched or paged list (at most LIMITS.newsPageMax items). */
  page(request: NewsPageRequest): Promise<NewsPage>;
  /**
   * A numbered page of the public list, in the list's order (a search: title matches first),
   * with how many items match in all. Drafts and scheduled items are never in it.
   */
  numbered(request: NumberedNewsRequest): Promise<NumberedNewsPage>;
}

export interface NewsListingDeps {
  repository: Pick<
    NewsRepository,
    'findById' | 'list' | 'count' | 'nextPublicAt' | 'publicAddresses' | 'translations'
  >;
  images: Pick<ImageStore, 'url' | 'variants' | 'size'>;
  shareImages: Pick<ShareImages, 'find'>;
  now: Clock;
}

/**
 * The search `q` asks for: undefined when nothing was typed (every item), null when what was
 * typed has no word to look for ("***", "«»"), so that nothing can match.
 */
function searchFor(q: string | undefined): NewsSearch | undefined | null {
  if (q === undefined || q.trim() === '') return undefined;
  return toNewsSearch(q) ?? null;
}

export function createNewsListing({
  repository,
  images,
  shareImages,
  now,
}: NewsListingDeps): NewsListing {
  /** The rows' translations by item, in one read. */
  const translationsOf = async (rows: readonly NewsRecord[]) =>
    byItem(
      await repository.translations(rows.map((row) => row.id)),
      (translation) => translation.news_id,
    );

  const toItems = async (rows: NewsListRow[], view: 'public' | 'admin') => {
    const translations = await translationsOf(rows);
    return rows.map((row) => toNewsItem(row, images, view, translations.get(row.id)));
  };

  /** The share JPEG when it is there, else the largest WebP rendition with its pixel size. */
  const shareImageOf = async (row: NewsRecord): Promise<ShareImage | undefined> => {
    const key = row.image_key;
    // A photo taken down: no share image at all (the page's tags name none).
    if (key === null) return undefined;
    const jpeg = await shareImages.find(key);
    if (jpeg) {
      return { ...jpeg, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, type: 'image/jpeg' };
    }
    const widths = parseWidths(row.image_widths);
    const largest = Math.max(...widths);
    const size = await images.size(key, largest);
    return size && { url: images.url(key, widths, largest), ...size, type: 'image/webp' };
  };

  const withShareImage = async (
    row: NewsRecord,
    translations: readonly NewsTranslationRecord[] | undefined,
  ): Promise<PublicNewsItem> => ({
    item: toNewsItem(row, images, 'public', translations),
    shareImage: await shareImageOf(row),
  });

  /** A read, and until when it holds by itself (the next scheduled item's moment). */
  const timed = async <T>(read: (at: string) => Promise<T>): Promise<Timed<T>> => {
    const at = now().toISOString();
    const [value, nextAt] = await Promise.all([read(at), repository.nextPublicAt(at)]);
    return {
      value,
      until: nextAt === undefined ? Number.POSITIVE_INFINITY : new Date(nextAt).getTime(),
    };
  };

  return {
    async findPublic(id) {
      const row = await repository.findById(id);
      if (!row || row.estado !== 'publicada' || row.fecha > now().toISOString()) return undefined;
      return withShareImage(row, await repository.translations([id]));
    },

    publicList: () =>
      timed(async (at) =>
        toItems(await repository.list({ now: at, includeDrafts: false }), 'public'),
      ),

    latest: (limit, idioma) =>
      timed(async (at) => {
        const rows = await repository.list({
          now: at,
          includeDrafts: false,
          limit,
          translatedInto: idioma,
        });
        const translations = await translationsOf(rows);
        return Promise.all(rows.map((row) => withShareImage(row, translations.get(row.id))));
      }),

    addresses: () =>
      timed(async (at) => {
        const rows = await repository.publicAddresses(at);
        const translations = byItem(
          await repository.translations(rows.map((row) => row.id)),
          (translation) => translation.news_id,
        );
        return rows.map((row) => {
          const lastmod = later(row.actualizado, row.fecha);
          const address: NewsAddress = {
            path: newsPath(row.id, row.titulo),
            lastmod: new Date(lastmod).toISOString(),
          };
          if (row.image_key !== null) {
            const widths = parseWidths(row.image_widths);
            address.image = images.url(row.image_key, widths, Math.max(...widths));
          }
          const stored = translations.get(row.id) ?? [];
          for (const idioma of PREFIXED_LANGS) {
            const translation = stored.find((candidate) => candidate.idioma === idioma);
            if (!translation) continue;
            address.translations = {
              ...address.translations,
              [idioma]: {
                path: pathInLang(idioma, newsPath(row.id, translation.titulo)),
                lastmod: new Date(later(translation.actualizado, lastmod)).toISOString(),
              },
            };
          }
          return address;
        });
      }),

    async page({ categoria, q, limit, cursor, includeDrafts, whole = false }) {
      const search = searchFor(q);
      if (search === null) return { items: [] };
      const searching = search !== undefined;
      const after = cursor === undefined || whole ? undefined : decodeCursor(cursor, searching);
      const size = limit ?? LIMITS.newsPageDefault;
      const view = includeDrafts ? 'admin' : 'public';
      const rows = await repository.list({
        now: now().toISOString(),
        includeDrafts,
        categoria,
        search,
        after,
        ...(whole ? {} : { limit: size + 1 }),
      });
      if (whole) return { items: await toItems(rows, view) };
      const items = await toItems(rows.slice(0, size), view);
      const last = rows.length > size ? rows[size - 1] : undefined;
      if (!last) return { items };
      const next = encodeCursor(
        searching
          ? { fecha: last.fecha, id: last.id, tier: last.tier ?? 0 }
          : { fecha: last.fecha, id: last.id },
      );
      return { items, next };
    },

    async numbered({ categoria, q, pagina, size }) {
      const search = searchFor(q);
      if (search === null) return { items: [], pagina: 1, total: 0 };
      const filters = { now: now().toISOString(), includeDrafts: false, categoria, search };
      const total = await repository.count(filters);
      const last = Math.max(1, Math.ceil(total / size));
      const shown = Math.min(Math.max(1, Math.trunc(pagina)), last);
      const rows =
        total === 0
          ? []
          : await repository.list({ ...filters, limit: size, offset: (shown - 1) * size });
      return { items: await toItems(rows, 'public'), pagina: shown, total };
    },
  };
}
