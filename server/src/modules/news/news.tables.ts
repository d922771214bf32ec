import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

export interface NewsTable {
  id: Generated<number>;
  titulo: string;
  descripcion: string;
  tipo_noticia: string;
  /**
   * Random key of the stored image; its files are `<key>-<width>.webp` in the uploads folder.
   * Null once staff took the photo down (the item keeps its text and shows no image).
   */
  image_key: string | null;
  /** Widths stored for the key, comma separated, ascending; empty when there is no image. */
  image_widths: string;
  /**
   * When the item is (or becomes) public, ISO 8601 UTC: `publicar_en` when one was given,
   * otherwise the moment it was published; for a draft without a date, when it was last saved.
   */
  fecha: string;
  /** 'publicada' or 'borrador'. A 'publicada' item is public once `fecha` has passed. */
  estado: string;
  /** The date the administrator asked for, ISO 8601 UTC, or null for "when published". */
  publicar_en: string | null;
  /** The last change, ISO 8601 UTC; never before `fecha` (equal to it until an edit). */
  actualizado: string;
}

/** A news item's translation into one language (translations.ts in @lbj/shared). */
export interface NewsTranslationTable {
  news_id: number;
  /** 'fr' or 'en'. */
  idioma: string;
  titulo: string;
  descripcion: string;
  /**
   * A hash of the item's Spanish title and text when the translation was saved
   * (lib/translations.ts): the translation is outdated once the item's differ.
   */
  fuente: string;
  /** When it was last saved, ISO 8601 UTC. */
  actualizado: string;
}

/**
 * The news module's tables, as lib/db.ts composes them into the database's type. The search
 * index (`news_fts`) is kept by triggers and read through raw SQL, so it has no type here.
 */
export interface NewsTables {
  news: NewsTable;
  news_translations: NewsTranslationTable;
}

/**
 * The triggers that keep the search index in step with the table (versions 4 and 12 create them:
 * the same text in both).
 */
const SEARCH_TRIGGERS = `CREATE TRIGGER news_fts_insert AFTER INSERT ON news BEGIN
     INSERT INTO news_fts (rowid, titulo, descripcion) VALUES (new.id, new.titulo, new.descripcion);
   END;
   CREATE TRIGGER news_fts_delete AFTER DELETE ON news BEGIN
     INSERT INTO news_fts (news_fts, rowid, titulo, descripcion)
       VALUES ('delete', old.id, old.titulo, old.descripcion);
   END;
   CREATE TRIGGER news_fts_update AFTER UPDATE OF titulo, descripcion ON news BEGIN
     INSERT INTO news_fts (news_fts, rowid, titulo, descripcion)
       VALUES ('delete', old.id, old.titulo, old.descripcion);
     INSERT INTO news_fts (rowid, titulo, descripcion) VALUES (new.id, new.titulo, new.descripcion);
   END;`;

/** The news module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const NEWS_MIGRATIONS: readonly MigrationStep[] = [
  // 1 · Created with the users table, in the same version (after it).
  {
    version: 1,
    sql: `CREATE TABLE news (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     titulo TEXT NOT NULL,
     descripcion TEXT NOT NULL,
     tipo_noticia TEXT NOT NULL,
     image_key TEXT NOT NULL UNIQUE,
     image_widths TEXT NOT NULL,
     fecha TEXT NOT NULL
   );
   CREATE INDEX news_fecha ON news (fecha DESC, id DESC);`,
  },
  // 3 · Editing, drafts and scheduling. Rows so far were published and never edited.
  {
    version: 3,
    sql: `ALTER TABLE news ADD COLUMN estado TEXT NOT NULL DEFAULT 'publicada'
     CHECK (estado IN ('publicada', 'borrador'));
   ALTER TABLE news ADD COLUMN publicar_en TEXT;
   ALTER TABLE news ADD COLUMN actualizado TEXT NOT NULL DEFAULT '';
   UPDATE news SET actualizado = fecha;
   CREATE INDEX news_categoria_fecha ON news (tipo_noticia, fecha DESC, id DESC);`,
  },
  // 4 · Search: an FTS5 index over title and text, accents and case folded, kept in
  // step by triggers (so every writer, the backup's private copies included, keeps it right),
  // and filled with the rows already there.
  {
    version: 4,
    sql: `CREATE VIRTUAL TABLE news_fts USING fts5(
     titulo, descripcion,
     content = 'news', content_rowid = 'id',
     tokenize = 'unicode61 remove_diacritics 2'
   );
   ${SEARCH_TRIGGERS}
   INSERT INTO news_fts (news_fts) VALUES ('rebuild');`,
  },
  // 11 · A photo taken down leaves its item without an image: `image_key` may be null (SQLite
  // cannot drop a NOT NULL, so the table is made again, with its rows, ids, indexes, search
  // triggers and AUTOINCREMENT counter as they were).
  {
    version: 11,
    sql: `CREATE TABLE news_new (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     titulo TEXT NOT NULL,
     descripcion TEXT NOT NULL,
     tipo_noticia TEXT NOT NULL,
     image_key TEXT UNIQUE,
     image_widths TEXT NOT NULL,
     fecha TEXT NOT NULL,
     estado TEXT NOT NULL DEFAULT 'publicada' CHECK (estado IN ('publicada', 'borrador')),
     publicar_en TEXT,
     actualizado TEXT NOT NULL DEFAULT ''
   );
   INSERT INTO news_new (id, titulo, descripcion, tipo_noticia, image_key, image_widths, fecha,
       estado, publicar_en, actualizado)
     SELECT id, titulo, descripcion, tipo_noticia, image_key, image_widths, fecha,
       estado, publicar_en, actualizado FROM news;
   DELETE FROM sqlite_sequence WHERE name = 'news_new';
   INSERT INTO sqlite_sequence (name, seq) SELECT 'news_new', seq FROM sqlite_sequence
     WHERE name = 'news';
   DROP TABLE news;
   ALTER TABLE news_new RENAME TO news;
   CREATE INDEX news_fecha ON news (fecha DESC, id DESC);
   CREATE INDEX news_categoria_fecha ON news (tipo_noticia, fecha DESC, id DESC);
   ${SEARCH_TRIGGERS}`,
  },
  // 14 · Staff's French and English translations of an item, one row per language, read by item
  // (the primary key's index). They go with their item (ON DELETE CASCADE: better-sqlite3 turns
  // foreign keys on for every connection, a backup's copy included). A later step that makes
  // `news` again (as 11 did) must keep them: with foreign keys on, DROP TABLE news deletes them.
  {
    version: 14,
    sql: `CREATE TABLE news_translations (
     news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
     idioma TEXT NOT NULL CHECK (idioma IN ('fr', 'en')),
     titulo TEXT NOT NULL,
     descripcion TEXT NOT NULL,
     fuente TEXT NOT NULL,
     actualizado TEXT NOT NULL,
     PRIMARY KEY (news_id, idioma)
   );`,
  },
];

/**
 * Letters with accents and capitals, and what search reads them as: the letter without its
 * accents, lower-case (as SQLite's index folds them). Latin letters only: the school's three
 * languages and their neighbours.
 */
function foldedLetters(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [first, last] of [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let code = first; code <= last; code++) {
      const letter = String.fromCodePoint(code);
      const folded = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (folded !== letter && [...folded].length === 1) {
        from += letter;
        to += folded;
      }
    }
  }
  return { from, to };
}

const FOLD = foldedLetters();

/**
 * The news module's tables on PostgreSQL as they are at the baseline version (ADR 0050). Search:
 * `news_fold` lowers a text and takes its accents off, and two GIN indexes hold the words of the
 * title and of title and text (news.repository.ts queries these very expressions).
 */
export const NEWS_POSTGRES_BASELINE = `CREATE FUNCTION news_fold(value text) RETURNS text
     LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
     RETURN lower(translate(value, '${FOLD.from}', '${FOLD.to}'));
   CREATE TABLE news (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     titulo text NOT NULL,
     descripcion text NOT NULL,
     tipo_noticia text NOT NULL,
     image_key text UNIQUE,
     image_widths text NOT NULL,
     fecha text NOT NULL,
     estado text NOT NULL DEFAULT 'publicada' CHECK (estado IN ('publicada', 'borrador')),
     publicar_en text,
     actualizado text NOT NULL DEFAULT ''
   );
   CREATE INDEX news_fecha ON news (fecha DESC, id DESC);
   CREATE INDEX news_categoria_fecha ON news (tipo_noticia, fecha DESC, id DESC);
   CREATE INDEX news_search ON news
     USING gin (to_tsvector('simple', news_fold(titulo) || ' ' || news_fold(descripcion)));
   CREATE INDEX news_search_titulo ON news USING gin (to_tsvector('simple', news_fold(titulo)));
   CREATE TABLE news_translations (
     news_id integer NOT NULL REFERENCES news (id) ON DELETE CASCADE,
     idioma text NOT NULL CHECK (idioma IN ('fr', 'en')),
     titulo text NOT NULL,
     descripcion text NOT NULL,
     fuente text NOT NULL,
     actualizado text NOT NULL,
     PRIMARY KEY (news_id, idioma)
   );`;
