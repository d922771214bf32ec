import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/** The local photo library, one row per photo. */
export interface GalleryPhotosTable {
  id: Generated<number>;
  year: number;
  image_key: string;
  image_widths: string;
  width: number;
  height: number;
  created_at: string;
}

/** The gallery module's tables, as lib/db.ts composes them into the database's type. */
export interface GalleryTables {
  gallery_photos: GalleryPhotosTable;
}

/** The gallery module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const GALLERY_MIGRATIONS: readonly MigrationStep[] = [
  // 2 · The local photo library.
  {
    version: 2,
    sql: `CREATE TABLE gallery_photos (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     year INTEGER NOT NULL,
     image_key TEXT NOT NULL UNIQUE,
     image_widths TEXT NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX gallery_photos_year ON gallery_photos (year, created_at, id);`,
  },
];
