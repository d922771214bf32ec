import type { Selectable } from 'kysely';
import type { Db } from '../../lib/db.ts';
import type { ImageReferences } from '../../lib/feature-module.ts';
import { parseWidths } from '../../lib/images.ts';
import type { GalleryPhotosTable } from './gallery.tables.ts';

export type GalleryPhotoRow = Selectable<GalleryPhotosTable>;

export interface NewGalleryPhoto {
  year: number;
  imageKey: string;
  widths: readonly number[];
  width: number;
  height: number;
  createdAt: string;
}

/** The only place that touches the gallery_photos table. */
export function createGalleryRepository(db: Db) {
  return {
    /** Newest first, the same order as the Facebook photos. */
    listByYear(year: number): Promise<GalleryPhotoRow[]> {
      return db
        .selectFrom('gallery_photos')
        .selectAll()
        .where('year', '=', year)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async years(): Promise<number[]> {
      const rows = await db
        .selectFrom('gallery_photos')
        .select('year')
        .distinct()
        .orderBy('year', 'desc')
        .execute();
      return rows.map((row) => row.year);
    },

    findById(id: number): Promise<GalleryPhotoRow | undefined> {
      return db.selectFrom('gallery_photos').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** All rows or none. */
    insertMany(photos: readonly NewGalleryPhoto[]): Promise<GalleryPhotoRow[]> {
      return db.transaction().execute(async (trx) => {
        const rows: GalleryPhotoRow[] = [];
        for (const photo of photos) {
          rows.push(
            await trx
              .insertInto('gallery_photos')
              .values({
                year: photo.year,
                image_key: photo.imageKey,
                image_widths: photo.widths.join(','),
                width: photo.width,
                height: photo.height,
                created_at: photo.createdAt,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        return rows;
      });
    },

    /** Keys of the images the rows reference. */
    async imageKeys(): Promise<string[]> {
      const rows = await db.selectFrom('gallery_photos').select('image_key').execute();
      return rows.map((row) => row.image_key);
    },

    findByImageKey(key: string): Promise<GalleryPhotoRow | undefined> {
      return db
        .selectFrom('gallery_photos')
        .selectAll()
        .where('image_key', '=', key)
        .executeTakeFirst();
    },

    /** Deletes the row whose image has this key; returns it, or undefined when there was none. */
    deleteByImageKey(key: string): Promise<GalleryPhotoRow | undefined> {
      return db
        .deleteFrom('gallery_photos')
        .where('image_key', '=', key)
        .returningAll()
        .executeTakeFirst();
    },

    /** True when a row was deleted. */
    async deleteById(id: number): Promise<boolean> {
      const result = await db.deleteFrom('gallery_photos').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;

/** The `gallery_photos` rows' images on any database with the schema (backups, restores). */
export function createGalleryImageReferences(db: Db): ImageReferences {
  return {
    table: 'gallery_photos',
    list: async () =>
      (await db.selectFrom('gallery_photos').select(['image_key', 'image_widths']).execute()).map(
        (row) => ({ key: row.image_key, widths: parseWidths(row.image_widths) }),
      ),
    forget: async (keys) => {
      if (keys.length === 0) return 0;
      const result = await db
        .deleteFrom('gallery_photos')
        .where('image_key', 'in', keys)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
