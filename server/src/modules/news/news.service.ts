import crypto from 'node:crypto';
import { MESSAGES, UPLOAD_FIELDS, type CreateNewsFields, type NewsItem } from '@lbj/shared';
import { ImageRejectedError, NotFoundError } from '../../lib/errors.ts';
import type { Clock, WarnLogger } from '../../lib/feature-module.ts';
import { parseWidths, type ImageStore } from '../../lib/images.ts';
import type { NewsRecord, NewsRepository } from './news.repository.ts';

/** The width of the rendition `imagen` points to; `imagenes` lists every width for srcset. */
export const IMAGEN_WIDTH = 960;

/** The serialized list and its validator, ready to send as they are. */
export interface NewsSnapshot {
  body: Buffer;
  etag: string;
}

export interface NewsService {
  /** GET /api/news, newest first; cached in memory until the next write. */
  snapshot(): Promise<NewsSnapshot>;
  /** The cached snapshot, when there is one: lets the hot path skip a promise. */
  cachedSnapshot(): NewsSnapshot | undefined;
  /** Stores the image, then the row; returns the created item. */
  create(fields: CreateNewsFields, image: Buffer): Promise<NewsItem>;
  /** Deletes the row, then its files; NotFoundError when there is no such item. */
  remove(id: number): Promise<void>;
}

/**
 * The allow-list of what a news item shows: public fields and public URLs only. The image key
 * appears only inside the URLs; the folder on disk never leaves the server.
 */
export function toNewsItem(
  row: NewsRecord,
  images: Pick<ImageStore, 'url' | 'variants'>,
): NewsItem {
  const widths = parseWidths(row.image_widths);
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    tipo_noticia: row.tipo_noticia,
    imagen: images.url(row.image_key, widths, IMAGEN_WIDTH),
    fecha: new Date(row.fecha).toISOString(),
    imagenes: images.variants(row.image_key, widths),
  };
}

export function createNewsService(deps: {
  repository: NewsRepository;
  images: ImageStore;
  now: Clock;
  log: WarnLogger;
}): NewsService {
  const { repository, images, now, log } = deps;

  let cached: NewsSnapshot | undefined;
  // Bumped on every write, so a read that raced a write never caches what it read.
  let generation = 0;
  const invalidate = () => {
    generation++;
    cached = undefined;
  };

  return {
    cachedSnapshot: () => cached,

    async snapshot() {
      if (cached) return cached;
      const startedAt = generation;
      const rows = await repository.list();
      const body = Buffer.from(JSON.stringify(rows.map((row) => toNewsItem(row, images))));
      const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32);
      const snapshot = { body, etag: `"${hash}"` };
      if (startedAt === generation) cached = snapshot;
      return snapshot;
    },

    async create(fields, image) {
      // Files first, row second: a crash in between leaves only files, which the start-up
      // sweep removes; a row never points at missing files.
      const stored = await images.store(image).catch((error: unknown) => {
        throw error instanceof ImageRejectedError
          ? error.about({ field: UPLOAD_FIELDS.newsImage })
          : error;
      });
      let row: NewsRecord;
      try {
        row = await repository.insert({
          titulo: fields.titulo,
          descripcion: fields.descripcion,
          tipo_noticia: fields.tipo_noticia,
          image_key: stored.key,
          image_widths: stored.widths.join(','),
          fecha: now().toISOString(),
        });
      } catch (error) {
        await images.remove(stored.key).catch((removeError: unknown) => {
          log.warn({ err: removeError }, 'could not remove the image of a failed insert');
        });
        throw error;
      } finally {
        invalidate();
      }
      return toNewsItem(row, images);
    },

    async remove(id) {
      const row = await repository.deleteById(id);
      if (!row) throw new NotFoundError(MESSAGES.newsNotFound);
      invalidate();
      // Row first, files second: a crash in between leaves only files, swept at start-up.
      try {
        await images.remove(row.image_key);
      } catch (error) {
        log.warn({ err: error }, 'could not remove the image files of a deleted news item');
      }
    },
  };
}
