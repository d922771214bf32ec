import crypto from 'node:crypto';
import {
  LIMITS,
  MESSAGES,
  UPLOAD_FIELDS,
  newsPath,
  parseOffsetDateTime,
  type NewsItem,
  type PublishNewsFields,
  type UpdateNewsFields,
} from '@lbj/shared';
import { CONSOLE, type Actor, type AuditRecorder } from '../../lib/audit.ts';
import { ImageRejectedError, NotFoundError } from '../../lib/errors.ts';
import type { Clock, WarnLogger } from '../../lib/feature-module.ts';
import { parseWidths, type ImageStore, type StoredImage } from '../../lib/images.ts';
import { decodeCursor, encodeCursor } from './news.cursor.ts';
import type {
  NewsChanges,
  NewsListRow,
  NewsRecord,
  NewsRepository,
  NewsSearch,
} from './news.repository.ts';
import { toNewsSearch } from './news.search.ts';
import { SHARE_IMAGE, createShareImages } from './news.share-image.ts';

/** The width of the rendition `imagen` points to; `imagenes` lists every width for srcset. */
export const IMAGEN_WIDTH = 960;

/** The serialized list and its validator, ready to send as they are. */
export interface NewsSnapshot {
  body: Buffer;
  etag: string;
}

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

export interface NewsPage {
  items: NewsItem[];
  /** The cursor of the next page, when there are more items. */
  next?: string;
}

/** A numbered page of the public list (/news, ADR 0033): by offset, with the total count. */
export interface NumberedNewsRequest {
  categoria?: string;
  /** Blank is no search. */
  q?: string;
  /** From 1; a page past the last gives the last. */
  pagina: number;
  size: number;
}

export interface NumberedNewsPage {
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
export interface ShareImage {
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

/** A read that stays true until the next write or until `until` (ms), whichever is first. */
export interface Timed<T> {
  value: T;
  /** When a scheduled item comes due and the answer changes by itself; Infinity when never. */
  until: number;
}

/** A public item's address and last change, for the sitemap. */
export interface NewsAddress {
  path: string;
  /** ISO 8601 UTC: `actualizado` (which is never earlier than `fecha`). */
  lastmod: string;
}

export interface NewsService {
  /**
   * One item as a visitor sees it, or undefined when there is no such item or it is not public
   * yet (a draft, or scheduled after now): the list's visibility rule, checked at each call.
   */
  findPublic(id: number): Promise<PublicNewsItem | undefined>;
  /** Changes on every write: a cache made from reads keeps the value it started with. */
  generation(): number;
  /** The latest public items, newest first, with their share images (the feed). */
  latest(limit: number): Promise<Timed<PublicNewsItem[]>>;
  /** Every public item's address, newest first (the sitemap). */
  addresses(): Promise<Timed<NewsAddress[]>>;
  /**
   * Makes the share image of every item that has none (items stored before share images
   * existed, a restored archive); logs and skips an item whose image cannot be read. Returns
   * how many it made.
   */
  backfillShareImages(): Promise<number>;
  /** GET /api/news: every public item, newest first; cached in memory until it can change. */
  snapshot(): Promise<NewsSnapshot>;
  /** The cached snapshot, while it holds: lets the hot path skip a promise. */
  cachedSnapshot(): NewsSnapshot | undefined;
  /** A filtered, searched or paged list (at most LIMITS.newsPageMax items). */
  page(request: NewsPageRequest): Promise<NewsPage>;
  /**
   * A numbered page of the public list, in the list's order (a search: title matches first),
   * with how many items match in all. Drafts and scheduled items are never in it.
   */
  numbered(request: NumberedNewsRequest): Promise<NumberedNewsPage>;
  /** Stores the image, then the row; returns the created item (as an administrator sees it). */
  create(fields: PublishNewsFields, image: Buffer, by?: Actor): Promise<NewsItem>;
  /**
   * Changes the fields sent (and the image, when one is sent: the new files first, the row,
   * then the old files); returns the item as an administrator sees it. NotFoundError when there
   * is no such item.
   */
  update(id: number, fields: UpdateNewsFields, image?: Buffer, by?: Actor): Promise<NewsItem>;
  /** Deletes the row, then its files; NotFoundError when there is no such item. */
  remove(id: number, by?: Actor): Promise<void>;
}

/**
 * The allow-list of what a news item shows: public fields and public URLs only. The image key
 * appears only inside the URLs; the folder on disk never leaves the server. An administrator's
 * view adds the state and the requested date.
 */
export function toNewsItem(
  row: NewsRecord,
  images: Pick<ImageStore, 'url' | 'variants'>,
  view: 'public' | 'admin' = 'public',
): NewsItem {
  const widths = parseWidths(row.image_widths);
  const item: NewsItem = {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    tipo_noticia: row.tipo_noticia,
    imagen: images.url(row.image_key, widths, IMAGEN_WIDTH),
    fecha: new Date(row.fecha).toISOString(),
    imagenes: images.variants(row.image_key, widths),
    actualizado: new Date(row.actualizado).toISOString(),
    ruta: newsPath(row.id, row.titulo),
  };
  if (view === 'admin') {
    item.estado = row.estado;
    item.publicar_en = row.publicar_en === null ? null : new Date(row.publicar_en).toISOString();
  }
  return item;
}

/** `publicar_en` as stored: ISO 8601 UTC, or null for "none" (absent or empty). */
function storedDate(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const date = parseOffsetDateTime(value);
  // The route validated it with the shared schema; a value that got past it is a bug.
  if (!date) throw new Error('publicar_en was not validated');
  return date.toISOString();
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The search `q` asks for: undefined when nothing was typed (every item), null when what was
 * typed has no word to look for ("***", "«»"), so that nothing can match.
 */
function searchFor(q: string | undefined): NewsSearch | undefined | null {
  if (q === undefined || q.trim() === '') return undefined;
  return toNewsSearch(q) ?? null;
}

export function createNewsService(deps: {
  repository: NewsRepository;
  images: ImageStore;
  now: Clock;
  log: WarnLogger;
  /** The activity log, written after each change (services built for a test may go without). */
  audit?: AuditRecorder;
}): NewsService {
  const { repository, images, now, log, audit } = deps;

  let cached: (NewsSnapshot & { until: number }) | undefined;
  // Bumped on every write, so a read that raced a write never caches what it read.
  let generation = 0;
  const invalidate = () => {
    generation++;
    cached = undefined;
  };

  const shareImages = createShareImages({ images, log });

  const dropImage = async (key: string, why: string) => {
    try {
      await images.remove(key);
    } catch (error) {
      log.warn({ err: error }, why);
    }
  };

  /** The renditions, then the share image from the same upload; on failure no file stays. */
  const storeImage = async (image: Buffer) => {
    const stored = await images.store(image).catch((error: unknown) => {
      throw error instanceof ImageRejectedError
        ? error.about({ field: UPLOAD_FIELDS.newsImage })
        : error;
    });
    try {
      await shareImages.create(stored.key, image);
    } catch (error) {
      await dropImage(stored.key, 'could not remove the image of a failed share image');
      throw error;
    }
    return stored;
  };

  /** The share JPEG when it is there, else the largest WebP rendition with its pixel size. */
  const shareImageOf = async (row: NewsRecord): Promise<ShareImage | undefined> => {
    const jpeg = await shareImages.find(row.image_key);
    if (jpeg) {
      return { ...jpeg, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, type: 'image/jpeg' };
    }
    const widths = parseWidths(row.image_widths);
    const largest = Math.max(...widths);
    const size = await images.size(row.image_key, largest);
    return size && { url: images.url(row.image_key, widths, largest), ...size, type: 'image/webp' };
  };

  /** A read, and until when it holds by itself (the next scheduled item's moment). */
  const timed = async <T>(read: (at: string) => Promise<T>): Promise<Timed<T>> => {
    const at = now().toISOString();
    const [value, nextAt] = await Promise.all([read(at), repository.nextPublicAt(at)]);
    return {
      value,
      until: nextAt === undefined ? Number.POSITIVE_INFINITY : new Date(nextAt).getTime(),
    };
  };

  /** Runs a row write after new files were stored; on failure the new files go. */
  async function withStored<T>(stored: StoredImage | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (stored) await dropImage(stored.key, 'could not remove the image of a failed write');
      throw error;
    } finally {
      invalidate();
    }
  }

  const toItems = (rows: NewsListRow[], view: 'public' | 'admin') =>
    rows.map((row) => toNewsItem(row, images, view));
  const cachedSnapshot = () => (cached && now().getTime() < cached.until ? cached : undefined);

  return {
    cachedSnapshot,

    generation: () => generation,

    async findPublic(id) {
      const row = await repository.findById(id);
      if (!row || row.estado !== 'publicada' || row.fecha > now().toISOString()) return undefined;
      return { item: toNewsItem(row, images, 'public'), shareImage: await shareImageOf(row) };
    },

    latest: (limit) =>
      timed(async (at) => {
        const rows = await repository.list({ now: at, includeDrafts: false, limit });
        return Promise.all(
          rows.map(async (row) => ({
            item: toNewsItem(row, images, 'public'),
            shareImage: await shareImageOf(row),
          })),
        );
      }),

    addresses: () =>
      timed(async (at) =>
        (await repository.publicAddresses(at)).map((row) => ({
          path: newsPath(row.id, row.titulo),
          lastmod: new Date(later(row.actualizado, row.fecha)).toISOString(),
        })),
      ),

    async backfillShareImages() {
      const made = await shareImages.backfill(await repository.imageSources());
      // Pages cached with the WebP fallback are made again with the JPEG.
      if (made > 0) invalidate();
      return made;
    },

    async snapshot() {
      const current = cachedSnapshot();
      if (current) return current;
      const startedAt = generation;
      const at = now().toISOString();
      const [rows, nextAt] = await Promise.all([
        repository.list({ now: at, includeDrafts: false }),
        repository.nextPublicAt(at),
      ]);
      const body = Buffer.from(JSON.stringify(toItems(rows, 'public')));
      const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32);
      // Good until the next write or until a scheduled item comes due, whichever is first.
      const snapshot = {
        body,
        etag: `"${hash}"`,
        until: nextAt === undefined ? Number.POSITIVE_INFINITY : new Date(nextAt).getTime(),
      };
      if (startedAt === generation) cached = snapshot;
      return snapshot;
    },

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
      if (whole) return { items: toItems(rows, view) };
      const items = toItems(rows.slice(0, size), view);
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
      return { items: toItems(rows, 'public'), pagina: shown, total };
    },

    async create(fields, image, by = CONSOLE) {
      // Files first, row second: a crash in between leaves only files, which the start-up
      // sweep removes; a row never points at missing files.
      const publicarEn = storedDate(fields.publicar_en);
      const stored = await storeImage(image);
      const fecha = publicarEn ?? now().toISOString();
      const row = await withStored(stored, () =>
        repository.insert({
          titulo: fields.titulo,
          descripcion: fields.descripcion,
          tipo_noticia: fields.tipo_noticia,
          image_key: stored.key,
          image_widths: stored.widths.join(','),
          fecha,
          estado: fields.estado ?? 'publicada',
          publicar_en: publicarEn,
          actualizado: fecha,
        }),
      );
      await audit?.record(by, { accion: 'noticia.publicar', detalle: row.titulo });
      return toNewsItem(row, images, 'admin');
    },

    async update(id, fields, image, by = CONSOLE) {
      // An unknown id is refused before any image work.
      if (!(await repository.findById(id))) throw new NotFoundError(MESSAGES.newsNotFound);
      const stored = image === undefined ? undefined : await storeImage(image);
      const at = now().toISOString();
      const result = await withStored(stored, async () => {
        const updated = await repository.update(id, (before) => changesFor(before, at));
        if (!updated) throw new NotFoundError(MESSAGES.newsNotFound);
        return updated;
      });
      await audit?.record(by, { accion: 'noticia.editar', detalle: result.after.titulo });
      // Row first, old files second: a crash in between leaves only files, swept at start-up.
      if (stored) {
        await dropImage(result.before.image_key, 'could not remove the replaced image files');
      }
      return toNewsItem(result.after, images, 'admin');

      function changesFor(before: NewsRecord, at: string): NewsChanges {
        const changes: NewsChanges = {};
        if (fields.titulo !== undefined) changes.titulo = fields.titulo;
        if (fields.descripcion !== undefined) changes.descripcion = fields.descripcion;
        if (fields.tipo_noticia !== undefined) changes.tipo_noticia = fields.tipo_noticia;
        if (fields.estado !== undefined) changes.estado = fields.estado;
        if (stored) {
          changes.image_key = stored.key;
          changes.image_widths = stored.widths.join(',');
        }
        const publicarEn =
          fields.publicar_en === undefined ? before.publicar_en : storedDate(fields.publicar_en);
        changes.publicar_en = publicarEn;
        // The public date: the one asked for; else, for an item already public, the date it
        // has; else (a draft, or a schedule withdrawn) now.
        const wasPublic = before.estado === 'publicada' && before.fecha <= at;
        changes.fecha = publicarEn ?? (wasPublic ? before.fecha : at);
        changes.actualizado = later(at, changes.fecha);
        return changes;
      }
    },

    async remove(id, by = CONSOLE) {
      const row = await repository.deleteById(id);
      if (!row) throw new NotFoundError(MESSAGES.newsNotFound);
      await audit?.record(by, { accion: 'noticia.eliminar', detalle: row.titulo });
      invalidate();
      // Row first, files second: a crash in between leaves only files, swept at start-up.
      await dropImage(row.image_key, 'could not remove the image files of a deleted news item');
    },
  };
}
