import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import { engineOf, type Db } from '../../lib/db.ts';
import type { ImageReferences } from '../../lib/feature-module.ts';
import { parseWidths } from '../../lib/images.ts';
import type { NewsTable, NewsTranslationTable } from './news.tables.ts';

export type NewsRecord = Selectable<NewsTable>;

/** A stored translation of an item into one language. */
export type NewsTranslationRecord = Selectable<NewsTranslationTable>;

export type NewNewsRecord = Omit<NewsRecord, 'id'>;
export type NewsChanges = Partial<NewNewsRecord>;

/** Where a page ended, in the list's order: the next page starts after this item. */
export interface NewsPosition {
  fecha: string;
  id: number;
  /** Search only: 1 when every word is in the title, 0 otherwise. */
  tier?: number;
}

/** A search, as FTS5 queries built from the visitor's words (never from their syntax). */
export interface NewsSearch {
  /** Matches title or text. */
  match: string;
  /** The same words, in the title. */
  titleMatch: string;
  /** Matches, not in the title: `match` without `titleMatch` (the second tier). */
  restMatch: string;
  /**
   * On PostgreSQL, the words as a `to_tsquery` text (`'feria' & 'matric':*`), folded by the
   * database's `news_fold` as the indexed text is (news.tables.ts).
   */
  tsquery: string;
}

interface NewsListQuery {
  /** ISO 8601 UTC: items dated after it, and drafts, are left out unless `includeDrafts`. */
  now: string;
  includeDrafts: boolean;
  categoria?: string | undefined;
  search?: NewsSearch | undefined;
  after?: NewsPosition | undefined;
  /** At most this many rows; all when absent. */
  limit?: number;
  /** Rows to skip first (a numbered page of /news); only with `limit`. */
  offset?: number;
  /** Only items with a translation into this language (`fr`, `en`): a language's feed. */
  translatedInto?: string | undefined;
}

/** What a count of a list filters by (no position: every matching row). */
type NewsCountQuery = Omit<NewsListQuery, 'after' | 'limit' | 'offset'>;

/** A row of a list, with its search tier when the list is a search. */
export type NewsListRow = NewsRecord & { tier?: number };

export interface NewsRepository {
  /** Newest first; a search puts title matches first, then newest first. */
  list(query: NewsListQuery): Promise<NewsListRow[]>;
  /** How many rows `list` would give for the same filters, on every page. */
  count(query: NewsCountQuery): Promise<number>;
  /** The earliest `fecha` after `now` of a 'publicada' item: when the public list next changes. */
  nextPublicAt(now: string): Promise<string | undefined>;
  findById(id: number): Promise<NewsRecord | undefined>;
  /** The row whose image has this key (drafts included). */
  findByImageKey(key: string): Promise<NewsRecord | undefined>;
  insert(row: NewNewsRecord): Promise<NewsRecord>;
  /**
   * In one transaction: reads the row, asks `changes` what to write, writes it. Returns the row
   * before and after, or undefined when there is no such row.
   */
  update(
    id: number,
    changes: (before: NewsRecord) => NewsChanges,
  ): Promise<{ before: NewsRecord; after: NewsRecord } | undefined>;
  /** Deletes the row and returns it, or undefined when there was none. */
  deleteById(id: number): Promise<NewsRecord | undefined>;
  /** Keys of the images the rows reference. */
  imageKeys(): Promise<string[]>;
  /** Every row's image key and widths (drafts included): the share images' backfill. */
  imageSources(): Promise<{ image_key: string; image_widths: string }[]>;
  /**
   * Takes the image off the row that has it (the item stays, without an image), `actualizado`
   * set to `at` (never before `fecha`). Returns the row's id and title, or undefined when no row
   * has it.
   */
  clearImage(key: string, at: string): Promise<{ id: number; titulo: string } | undefined>;
  /** The stored translations of these items, in no order. */
  translations(ids: readonly number[]): Promise<NewsTranslationRecord[]>;
  /**
   * In one transaction: reads the item, asks `translation` what to store for it (made from the
   * item as read), stores it in place of the item's translation into that language. Returns the
   * item, or undefined when there is no such item.
   */
  saveTranslation(
    id: number,
    translation: (item: NewsRecord) => Omit<NewsTranslationRecord, 'news_id'>,
  ): Promise<NewsRecord | undefined>;
  /**
   * In one transaction: reads the item and deletes its translation into `idioma`. Returns the
   * item and whether there was a translation, or undefined when there is no such item.
   */
  removeTranslation(
    id: number,
    idioma: string,
  ): Promise<{ item: NewsRecord; removed: boolean } | undefined>;
  /** Every public item at `now`, newest first, with only what its address and dates need. */
  publicAddresses(now: string): Promise<
    {
      id: number;
      titulo: string;
      fecha: string;
      actualizado: string;
      image_key: string | null;
      image_widths: string;
    }[]
  >;
}

const columns = [
  'id',
  'titulo',
  'descripcion',
  'tipo_noticia',
  'image_key',
  'image_widths',
  'fecha',
  'estado',
  'publicar_en',
  'actualizado',
] as const;

const inIndex = (match: string): Expression<SqlBool> =>
  sql<SqlBool>`news.id IN (SELECT rowid FROM news_fts WHERE news_fts MATCH ${match})`;

/**
 * PostgreSQL's search (ADR 0050): the items whose title and text, or title alone, hold every word
 * of the query. The expressions are those of the GIN indexes in news.tables.ts, so that the
 * planner uses them.
 */
const postgresMatch = (search: NewsSearch, titleOnly: boolean): Expression<SqlBool> => {
  const text = titleOnly
    ? sql`news_fold(news.titulo)`
    : sql`news_fold(news.titulo) || ' ' || news_fold(news.descripcion)`;
  return sql<SqlBool>`to_tsvector('simple', ${text}) @@ to_tsquery('simple', news_fold(${search.tsquery}))`;
};

const translatedInto = (idioma: string): Expression<SqlBool> =>
  sql<SqlBool>`news.id IN (SELECT news_id FROM news_translations WHERE idioma = ${idioma})`;

/**
 * From this many index entries on (drafts and every category included), a tier is read by
 * walking the date index newest first and keeping its members (ADR 0035); below it, its
 * matches are read from the search index and sorted by date.
 */
export const SEARCH_WALK_FROM = 300;

/** Searches whose capped counts are kept (the oldest is dropped first). */
const COUNTS_KEPT = 256;

export interface NewsRepositoryOptions {
  /** Tests: the count from which a tier is read by walking the date index. */
  searchWalkFrom?: number;
}

/** The only code that touches the `news` table (its search index follows it by triggers). */
export function createNewsRepository(
  db: Db,
  { searchWalkFrom = SEARCH_WALK_FROM }: NewsRepositoryOptions = {},
): NewsRepository {
  /**
   * Capped counts by FTS5 query, until the next write through this repository. Only a choice
   * of plan depends on them (both plans give the same rows), so one that went stale by a write
   * from elsewhere (a restore) costs time, never a wrong page.
   */
  const counts = new Map<string, number>();
  /** A write's promise, after which the counts are forgotten. */
  const written = <T>(write: Promise<T>): Promise<T> => write.finally(() => counts.clear());
  const postgres = engineOf(db) === 'postgres';
  /** The items that match every word (in the title too when `titleOnly`). */
  const matching = (search: NewsSearch, titleOnly = false): Expression<SqlBool> =>
    postgres
      ? postgresMatch(search, titleOnly)
      : inIndex(titleOnly ? search.titleMatch : search.match);

  /** How many index entries match, counting no further than `searchWalkFrom`. */
  const cappedCount = async (match: string): Promise<number> => {
    const known = counts.get(match);
    if (known !== undefined) return known;
    const { rows } = await sql<{ total: number }>`
      SELECT count(*) AS total FROM (
        SELECT rowid FROM news_fts WHERE news_fts MATCH ${match} LIMIT ${searchWalkFrom}
      )`.execute(db);
    const total = Number(rows[0]?.total ?? 0);
    if (counts.size >= COUNTS_KEPT) counts.delete(counts.keys().next().value ?? match);
    counts.set(match, total);
    return total;
  };

  /**
   * One tier of a search, newest first, after `after` when given, at most `limit` rows. Many
   * members: the date index is walked (it stops after `limit` members, however many match);
   * few: they are read through the search index and sorted. Same rows, same order either way.
   */
  const tierRows = async (
    tier: 0 | 1,
    match: string,
    filters: {
      now: string;
      includeDrafts: boolean;
      categoria?: string | undefined;
      translatedInto?: string | undefined;
    },
    after: NewsPosition | undefined,
    limit: number,
  ): Promise<NewsListRow[]> => {
    const walk = (await cappedCount(match)) >= searchWalkFrom;
    const source = walk
      ? sql.raw(
          filters.categoria === undefined
            ? 'news INDEXED BY news_fecha'
            : 'news INDEXED BY news_categoria_fecha',
        )
      : // Rowid lookups from the search index's matches only.
        sql.raw('news NOT INDEXED');
    const conditions: Expression<SqlBool>[] = [inIndex(match)];
    if (!filters.includeDrafts) {
      conditions.push(
        sql<SqlBool>`news.estado = 'publicada'`,
        sql<SqlBool>`news.fecha <= ${filters.now}`,
      );
    }
    if (filters.categoria !== undefined) {
      conditions.push(sql<SqlBool>`news.tipo_noticia = ${filters.categoria}`);
    }
    if (filters.translatedInto !== undefined) {
      conditions.push(translatedInto(filters.translatedInto));
    }
    if (after) conditions.push(sql<SqlBool>`(news.fecha, news.id) < (${after.fecha}, ${after.id})`);
    const { rows } = await sql<NewsRecord>`
      SELECT ${sql.join(columns.map((column) => sql.ref(`news.${column}`)))}
      FROM ${source}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY news.fecha DESC, news.id DESC
      LIMIT ${limit}`.execute(db);
    return rows.map((row) => ({ ...row, tier }));
  };

  return {
    list: async (listQuery) => {
      const { now, includeDrafts, categoria, search, after, limit, offset } = listQuery;
      const skip = offset !== undefined && offset > 0 && limit !== undefined ? offset : undefined;
      if (
        search &&
        // PostgreSQL reads every page in the one statement below (its planner picks the index).
        !postgres &&
        limit !== undefined &&
        skip === undefined &&
        (await cappedCount(search.match)) >= searchWalkFrom
      ) {
        // A page of a search with many matches, tier by tier: title matches (1), then the rest
        // (0), each newest first; the cursor's tier says where the page starts (ADR 0021, 0035).
        // Few matches: the one statement below reads them all and sorts them.
        const filters = { now, includeDrafts, categoria, translatedInto: listQuery.translatedInto };
        const afterTier = after === undefined ? undefined : (after.tier ?? 0);
        const rows: NewsListRow[] = [];
        if (afterTier !== 0) {
          rows.push(...(await tierRows(1, search.titleMatch, filters, after, limit)));
        }
        if (rows.length < limit) {
          const rest = afterTier === 0 ? after : undefined;
          rows.push(...(await tierRows(0, search.restMatch, filters, rest, limit - rows.length)));
        }
        return rows;
      }
      let query = db.selectFrom('news').select(columns);
      if (!includeDrafts) {
        query = query.where('estado', '=', 'publicada').where('fecha', '<=', now);
      }
      if (categoria !== undefined) query = query.where('tipo_noticia', '=', categoria);
      if (listQuery.translatedInto !== undefined) {
        query = query.where(translatedInto(listQuery.translatedInto));
      }
      if (search) {
        // A document's own tier, not bm25 (which moves as other rows come and go): a cursor
        // on (tier, fecha, id) then visits every match exactly once.
        const tier = postgres
          ? sql<number>`(CASE WHEN ${matching(search, true)} THEN 1 ELSE 0 END)`
          : sql<number>`(${inIndex(search.titleMatch)})`;
        let ranked = query.select(tier.as('tier')).where(matching(search));
        if (after) {
          ranked = ranked.where(
            sql<SqlBool>`(${tier}, news.fecha, news.id) < (${after.tier ?? 0}, ${after.fecha}, ${after.id})`,
          );
        }
        ranked = ranked.orderBy(tier, 'desc').orderBy('fecha', 'desc').orderBy('id', 'desc');
        if (limit !== undefined) ranked = ranked.limit(limit);
        return (skip === undefined ? ranked : ranked.offset(skip)).execute();
      }
      if (after) {
        query = query.where(sql<SqlBool>`(news.fecha, news.id) < (${after.fecha}, ${after.id})`);
      }
      query = query.orderBy('fecha', 'desc').orderBy('id', 'desc');
      if (limit !== undefined) query = query.limit(limit);
      return (skip === undefined ? query : query.offset(skip)).execute();
    },

    count: async ({ now, includeDrafts, categoria, search, translatedInto: idioma }) => {
      let query = db.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('total'));
      if (!includeDrafts) {
        query = query.where('estado', '=', 'publicada').where('fecha', '<=', now);
      }
      if (categoria !== undefined) query = query.where('tipo_noticia', '=', categoria);
      if (idioma !== undefined) query = query.where(translatedInto(idioma));
      if (search) query = query.where(matching(search));
      const row = await query.executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    nextPublicAt: async (now) => {
      const row = await db
        .selectFrom('news')
        .select((eb) => eb.fn.min('fecha').as('next'))
        .where('estado', '=', 'publicada')
        .where('fecha', '>', now)
        .executeTakeFirst();
      return row?.next ?? undefined;
    },

    findById: (id) => db.selectFrom('news').select(columns).where('id', '=', id).executeTakeFirst(),

    findByImageKey: (key) =>
      db.selectFrom('news').select(columns).where('image_key', '=', key).executeTakeFirst(),

    insert: (row) =>
      written(db.insertInto('news').values(row).returning(columns).executeTakeFirstOrThrow()),

    update: (id, changes) =>
      written(
        db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('news')
            .select(columns)
            .where('id', '=', id)
            .executeTakeFirst();
          if (!before) return undefined;
          const after = await trx
            .updateTable('news')
            .set(changes(before))
            .where('id', '=', id)
            .returning(columns)
            .executeTakeFirstOrThrow();
          return { before, after };
        }),
      ),

    // One statement: the row is gone, and we learn its image key, atomically.
    deleteById: (id) =>
      written(db.deleteFrom('news').where('id', '=', id).returning(columns).executeTakeFirst()),

    imageKeys: async () =>
      (await db.selectFrom('news').select('image_key').where('image_key', 'is not', null).execute())
        .map((row) => row.image_key)
        .filter((key) => key !== null),

    imageSources: () => imageRows(db),

    clearImage: (key, at) =>
      written(
        db
          .updateTable('news')
          .set((eb) => ({
            image_key: null,
            image_widths: '',
            // The later of the two: SQLite's max() of two values is PostgreSQL's greatest().
            actualizado: eb.fn<string>(postgres ? 'greatest' : 'max', [
              eb.val(at),
              eb.ref('fecha'),
            ]),
          }))
          .where('image_key', '=', key)
          .returning(['id', 'titulo'])
          .executeTakeFirst(),
      ),

    translations: async (ids) => {
      if (ids.length === 0) return [];
      // The whole public list's ids at most: far fewer than either engine's limit of parameters.
      return db.selectFrom('news_translations').selectAll().where('news_id', 'in', ids).execute();
    },

    saveTranslation: (id, translation) =>
      db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('news')
          .select(columns)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!item) return undefined;
        const row = { news_id: id, ...translation(item) };
        await trx
          .insertInto('news_translations')
          .values(row)
          .onConflict((conflict) => conflict.columns(['news_id', 'idioma']).doUpdateSet(row))
          .execute();
        return item;
      }),

    removeTranslation: (id, idioma) =>
      db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('news')
          .select(columns)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!item) return undefined;
        const result = await trx
          .deleteFrom('news_translations')
          .where('news_id', '=', id)
          .where('idioma', '=', idioma)
          .executeTakeFirst();
        return { item, removed: result.numDeletedRows > 0n };
      }),

    publicAddresses: (now) =>
      db
        .selectFrom('news')
        .select(['id', 'titulo', 'fecha', 'actualizado', 'image_key', 'image_widths'])
        .where('estado', '=', 'publicada')
        .where('fecha', '<=', now)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .execute(),
  };
}

/** The rows that have an image, with its key and widths. */
async function imageRows(db: Db): Promise<{ image_key: string; image_widths: string }[]> {
  const rows = await db
    .selectFrom('news')
    .select(['image_key', 'image_widths'])
    .where('image_key', 'is not', null)
    .execute();
  return rows.flatMap(({ image_key, image_widths }) =>
    image_key === null ? [] : [{ image_key, image_widths }],
  );
}

/** The files made from a news image beside its renditions: the share image (ADR 0027). */
const NEWS_IMAGE_EXTRAS = ['share.jpg'] as const;

/** The `news` rows' images on any database with the schema (backups, restores). */
export function createNewsImageReferences(db: Db): ImageReferences {
  return {
    table: 'news',
    list: async () =>
      (await imageRows(db)).map((row) => ({
        key: row.image_key,
        widths: parseWidths(row.image_widths),
        extras: NEWS_IMAGE_EXTRAS,
      })),
    forget: async (keys) => {
      if (keys.length === 0) return 0;
      const result = await db.deleteFrom('news').where('image_key', 'in', keys).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
