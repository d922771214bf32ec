import type { Db } from '../../lib/db.ts';
import type { ImageReferences } from '../../lib/feature-module.ts';
import { parseWidths } from '../../lib/images.ts';

export interface NewsRecord {
  id: number;
  titulo: string;
  descripcion: string;
  tipo_noticia: string;
  image_key: string;
  image_widths: string;
  fecha: string;
}

export type NewNewsRecord = Omit<NewsRecord, 'id'>;

export interface NewsRepository {
  /** Newest first. */
  list(): Promise<NewsRecord[]>;
  insert(row: NewNewsRecord): Promise<NewsRecord>;
  /** Deletes the row and returns it, or undefined when there was none. */
  deleteById(id: number): Promise<NewsRecord | undefined>;
  /** Keys of the images the rows reference. */
  imageKeys(): Promise<string[]>;
}

const columns = [
  'id',
  'titulo',
  'descripcion',
  'tipo_noticia',
  'image_key',
  'image_widths',
  'fecha',
] as const;

/** The only code that touches the `news` table. */
export function createNewsRepository(db: Db): NewsRepository {
  return {
    list: () =>
      db
        .selectFrom('news')
        .select(columns)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    insert: (row) => db.insertInto('news').values(row).returning(columns).executeTakeFirstOrThrow(),

    // One statement: the row is gone, and we learn its image key, atomically.
    deleteById: (id) =>
      db.deleteFrom('news').where('id', '=', id).returning(columns).executeTakeFirst(),

    imageKeys: async () =>
      (await db.selectFrom('news').select('image_key').execute()).map((row) => row.image_key),
  };
}

/** The `news` rows' images on any database with the schema (backups, restores). */
export function createNewsImageReferences(db: Db): ImageReferences {
  return {
    table: 'news',
    list: async () =>
      (await db.selectFrom('news').select(['image_key', 'image_widths']).execute()).map((row) => ({
        key: row.image_key,
        widths: parseWidths(row.image_widths),
      })),
    forget: async (keys) => {
      if (keys.length === 0) return 0;
      const result = await db.deleteFrom('news').where('image_key', 'in', keys).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
