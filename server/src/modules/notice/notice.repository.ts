import type { Db } from '../../lib/db.ts';
import type { NoticeTable, NoticeTranslationTable } from './notice.tables.ts';

/** The stored notice: the table's row without its fixed id. */
export type NoticeRecord = Omit<NoticeTable, 'id'>;

/** A stored translation of the notice, without the notice's fixed id. */
export type NoticeTranslationRecord = Omit<NoticeTranslationTable, 'notice_id'>;

export interface NoticeRepository {
  /** The stored notice, whatever its dates; undefined when there is none. */
  find(): Promise<NoticeRecord | undefined>;
  /** Replaces the stored notice (there is one at most). */
  save(record: NoticeRecord): Promise<void>;
  /**
   * Removes the stored notice (its translations go with it); returns it, or undefined when there
   * was none.
   */
  remove(): Promise<NoticeRecord | undefined>;
  /** The stored notice's translations, in no order. */
  translations(): Promise<NoticeTranslationRecord[]>;
  /** Stores a translation of the stored notice in place of the one into the same language. */
  saveTranslation(record: NoticeTranslationRecord): Promise<void>;
  /** Deletes the notice's translation into `idioma`; true when there was one. */
  removeTranslation(idioma: string): Promise<boolean>;
  /**
   * Runs `fn` in one transaction, with a repository (and the database handle, for the activity
   * log's entry) bound to it.
   */
  transaction<T>(fn: (notice: NoticeRepository, db: Db) => Promise<T>): Promise<T>;
}

const COLUMNS = ['nivel', 'texto', 'enlace', 'desde', 'hasta', 'actualizado'] as const;
const TRANSLATION_COLUMNS = ['idioma', 'texto', 'fuente', 'actualizado'] as const;

export function createNoticeRepository(db: Db): NoticeRepository {
  const find = () => db.selectFrom('notice').select(COLUMNS).where('id', '=', 1).executeTakeFirst();
  return {
    find,
    async save(record) {
      await db
        .insertInto('notice')
        .values({ id: 1, ...record })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(record))
        .execute();
    },
    async remove() {
      const found = await find();
      if (found) await db.deleteFrom('notice').where('id', '=', 1).execute();
      return found;
    },
    translations: () =>
      db
        .selectFrom('notice_translations')
        .select(TRANSLATION_COLUMNS)
        .where('notice_id', '=', 1)
        .execute(),
    async saveTranslation(record) {
      await db
        .insertInto('notice_translations')
        .values({ notice_id: 1, ...record })
        .onConflict((conflict) => conflict.columns(['notice_id', 'idioma']).doUpdateSet(record))
        .execute();
    },
    async removeTranslation(idioma) {
      const result = await db
        .deleteFrom('notice_translations')
        .where('notice_id', '=', 1)
        .where('idioma', '=', idioma)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    transaction: (fn) => db.transaction().execute((trx) => fn(createNoticeRepository(trx), trx)),
  };
}
