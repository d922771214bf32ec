import type { Selectable } from 'kysely';
import type { Db } from '../../lib/db.ts';
import type { PhotoRequestsTable, PhotoTakedownsTable } from './photos.tables.ts';

export type PhotoRequestRecord = Selectable<PhotoRequestsTable>;
export type NewPhotoRequest = Omit<
  PhotoRequestRecord,
  'id' | 'estado' | 'respuesta' | 'actualizada'
>;
type PhotoTakedownRecord = Selectable<PhotoTakedownsTable>;

/** The only code that touches the photos module's tables. */
export interface PhotosRepository {
  /** Every key taken down (the 410 answers are decided from them, kept in memory). */
  takenDownKeys(): Promise<string[]>;
  /**
   * Records a take-down and marks every open request for the photo as done, in the transaction
   * of `db` (the activity log's entry is written in the same one).
   */
  recordTakedown(row: PhotoTakedownRecord, at: string): Promise<void>;
  insertRequest(row: NewPhotoRequest): Promise<PhotoRequestRecord>;
  /** Open requests first (oldest first: the one due soonest on top), then the rest, newest first. */
  listRequests(): Promise<PhotoRequestRecord[]>;
  countOpen(): Promise<number>;
  findRequest(id: number): Promise<PhotoRequestRecord | undefined>;
  updateRequest(
    id: number,
    changes: Pick<PhotoRequestRecord, 'estado' | 'respuesta' | 'actualizada'>,
  ): Promise<PhotoRequestRecord | undefined>;
  /** Runs `fn` in one transaction, with a repository and the database handle bound to it. */
  transaction<T>(fn: (photos: PhotosRepository, db: Db) => Promise<T>): Promise<T>;
}

export function createPhotosRepository(db: Db): PhotosRepository {
  return {
    takenDownKeys: async () =>
      (await db.selectFrom('photo_takedowns').select('image_key').execute()).map(
        (row) => row.image_key,
      ),

    async recordTakedown(row, at) {
      await db
        .insertInto('photo_takedowns')
        .values(row)
        .onConflict((conflict) => conflict.column('image_key').doNothing())
        .execute();
      await db
        .updateTable('photo_requests')
        .set({ estado: 'foto-retirada', actualizada: at })
        .where('foto', '=', row.image_key)
        .where('estado', '=', 'recibida')
        .execute();
    },

    insertRequest: (row) =>
      db
        .insertInto('photo_requests')
        .values({ ...row, estado: 'recibida' })
        .returningAll()
        .executeTakeFirstOrThrow(),

    listRequests: () =>
      db
        .selectFrom('photo_requests')
        .selectAll()
        .orderBy((eb) => eb.case().when('estado', '=', 'recibida').then(0).else(1).end())
        .orderBy((eb) =>
          eb.case().when('estado', '=', 'recibida').then(eb.ref('creada')).else(null).end(),
        )
        .orderBy('creada', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    countOpen: async () => {
      const row = await db
        .selectFrom('photo_requests')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('estado', '=', 'recibida')
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    findRequest: (id) =>
      db.selectFrom('photo_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    updateRequest: (id, changes) =>
      db
        .updateTable('photo_requests')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    transaction: (fn) => db.transaction().execute((trx) => fn(createPhotosRepository(trx), trx)),
  };
}
