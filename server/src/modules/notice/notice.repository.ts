import type { Db } from '../../lib/db.ts';
import type { NoticeTable } from './notice.tables.ts';

/** The stored notice: the table's row without its fixed id. */
export type NoticeRecord = Omit<NoticeTable, 'id'>;

export interface NoticeRepository {
  /** The stored notice, whatever its dates; undefined when there is none. */
  find(): Promise<NoticeRecord | undefined>;
  /** Replaces the stored notice (there is one at most). */
  save(record: NoticeRecord): Promise<void>;
  /** Removes the stored notice; returns it, or undefined when there was none. */
  remove(): Promise<NoticeRecord | undefined>;
  /**
   * Runs `fn` in one transaction, with a repository (and the database handle, for the activity
   * log's entry) bound to it.
   */
  transaction<T>(fn: (notice: NoticeRepository, db: Db) => Promise<T>): Promise<T>;
}

const COLUMNS = ['nivel', 'texto', 'enlace', 'desde', 'hasta', 'actualizado'] as const;

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
    transaction: (fn) => db.transaction().execute((trx) => fn(createNoticeRepository(trx), trx)),
  };
}
