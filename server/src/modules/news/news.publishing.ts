import {
  MESSAGES,
  UPLOAD_FIELDS,
  parseOffsetDateTime,
  type NewsItem,
  type PublishNewsFields,
  type UpdateNewsFields,
} from '@lbj/shared';
import { CONSOLE, type Actor, type AuditRecorder } from '../../lib/audit.ts';
import { ImageRejectedError, NotFoundError } from '../../lib/errors.ts';
import type { Clock, WarnLogger } from '../../lib/feature-module.ts';
import type { ImageStore, StoredImage } from '../../lib/images.ts';
import { later, toNewsItem } from './news.item.ts';
import type { NewsChanges, NewsRecord, NewsRepository } from './news.repository.ts';
import type { ShareImages } from './news.share-image.ts';

// The news service's writes: publishing, editing and deleting an item (row and image files),
// and the share images of earlier items. Every write that may have changed what the reads give
// calls `changed`, so that the caches made from reads start again.

export interface NewsPublishing {
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
  /**
   * Takes an item's image off it (a photo taken down): the item keeps its text and shows no
   * image; its `actualizado` moves to now, so its page, feed entry and sitemap entry change.
   * Returns the item's title, or undefined when no item has this image. The files are the
   * caller's to delete.
   */
  takeDownImage(key: string): Promise<{ id: number; titulo: string } | undefined>;
  /**
   * Makes the share image of every item that has none (items stored before share images
   * existed, a restored archive); logs and skips an item whose image cannot be read. Returns
   * how many it made.
   */
  backfillShareImages(): Promise<number>;
}

export interface NewsPublishingDeps {
  repository: Pick<
    NewsRepository,
    'findById' | 'insert' | 'update' | 'deleteById' | 'imageSources' | 'clearImage' | 'translations'
  >;
  images: Pick<ImageStore, 'store' | 'remove' | 'url' | 'variants'>;
  shareImages: Pick<ShareImages, 'create' | 'backfill'>;
  now: Clock;
  log: WarnLogger;
  /** The activity log, written after each change (services built for a test may go without). */
  audit?: AuditRecorder | undefined;
  /** Called after every write, failed ones too: what the reads give may have changed. */
  changed: () => void;
}

/** `publicar_en` as stored: ISO 8601 UTC, or null for "none" (absent or empty). */
function storedDate(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const date = parseOffsetDateTime(value);
  // The route validated it with the shared schema; a value that got past it is a bug.
  if (!date) throw new Error('publicar_en was not validated');
  return date.toISOString();
}

/** The row changes an edit makes, at `at`, from the row before it and the image just stored. */
function changesFor(
  before: NewsRecord,
  fields: UpdateNewsFields,
  stored: StoredImage | undefined,
  at: string,
): NewsChanges {
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
  // The public date: the one asked for; else, for an item already public, the date it has;
  // else (a draft, or a schedule withdrawn) now.
  const wasPublic = before.estado === 'publicada' && before.fecha <= at;
  changes.fecha = publicarEn ?? (wasPublic ? before.fecha : at);
  changes.actualizado = later(at, changes.fecha);
  return changes;
}

export function createNewsPublishing({
  repository,
  images,
  shareImages,
  now,
  log,
  audit,
  changed,
}: NewsPublishingDeps): NewsPublishing {
  const dropImage = async (key: string | null, why: string) => {
    if (key === null) return;
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

  /** Runs a row write after new files were stored; on failure the new files go. */
  async function withStored<T>(stored: StoredImage | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (stored) await dropImage(stored.key, 'could not remove the image of a failed write');
      throw error;
    } finally {
      changed();
    }
  }

  return {
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
        const updated = await repository.update(id, (before) =>
          changesFor(before, fields, stored, at),
        );
        if (!updated) throw new NotFoundError(MESSAGES.newsNotFound);
        return updated;
      });
      await audit?.record(by, { accion: 'noticia.editar', detalle: result.after.titulo });
      // Row first, old files second: a crash in between leaves only files, swept at start-up.
      if (stored) {
        await dropImage(result.before.image_key, 'could not remove the replaced image files');
      }
      // Its translations, outdated now if the title or the text changed.
      return toNewsItem(result.after, images, 'admin', await repository.translations([id]));
    },

    async remove(id, by = CONSOLE) {
      const row = await repository.deleteById(id);
      if (!row) throw new NotFoundError(MESSAGES.newsNotFound);
      await audit?.record(by, { accion: 'noticia.eliminar', detalle: row.titulo });
      changed();
      // Row first, files second: a crash in between leaves only files, swept at start-up.
      await dropImage(row.image_key, 'could not remove the image files of a deleted news item');
    },

    async takeDownImage(key) {
      try {
        return await repository.clearImage(key, now().toISOString());
      } finally {
        changed();
      }
    },

    async backfillShareImages() {
      const made = await shareImages.backfill(await repository.imageSources());
      // Pages cached with the WebP fallback are made again with the JPEG.
      if (made > 0) changed();
      return made;
    },
  };
}
