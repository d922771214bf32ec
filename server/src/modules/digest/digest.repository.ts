import type { CalendarLevel, DigestKind } from '@lbj/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../lib/db.ts';
import type { DigestSubscribersTable } from './digest.tables.ts';

/** A subscription as the service reads it. */
export interface Subscriber {
  id: number;
  email: string;
  niveles: CalendarLevel[];
  tipos: DigestKind[];
  consentimiento: string;
  pendienteDesde: string | null;
  confirmadoEn: string | null;
}

type SubscriberRow = Selectable<DigestSubscribersTable>;

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  niveles: row.niveles.split(',').filter(Boolean) as CalendarLevel[],
  tipos: [
    ...(row.noticias ? (['noticias'] as const) : []),
    ...(row.calendario ? (['calendario'] as const) : []),
    ...(row.urgentes ? (['urgentes'] as const) : []),
  ],
  consentimiento: row.consentimiento,
  pendienteDesde: row.pendiente_desde,
  confirmadoEn: row.confirmado_en,
});

/** The columns of a choice of levels and kinds. */
const choiceColumns = (niveles: readonly string[], tipos: readonly DigestKind[]) => ({
  niveles: `,${niveles.join(',')},`,
  noticias: tipos.includes('noticias') ? 1 : 0,
  calendario: tipos.includes('calendario') ? 1 : 0,
  urgentes: tipos.includes('urgentes') ? 1 : 0,
});

export type DigestRepository = ReturnType<typeof createDigestRepository>;

export function createDigestRepository(db: Db) {
  return {
    db,
    byEmail: async (email: string) => {
      const row = await db
        .selectFrom('digest_subscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return row ? toSubscriber(row) : undefined;
    },
    byId: async (id: number) => {
      const row = await db
        .selectFrom('digest_subscribers')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toSubscriber(row) : undefined;
    },
    /** A new pending sign-up, or a pending one's new choice; returns its id. */
    savePending: async (
      email: string,
      niveles: readonly string[],
      tipos: readonly DigestKind[],
      consentimiento: string,
      now: string,
    ) => {
      const row = await db
        .insertInto('digest_subscribers')
        .values({
          email,
          ...choiceColumns(niveles, tipos),
          consentimiento,
          pendiente_desde: now,
          confirmado_en: null,
        })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            ...choiceColumns(niveles, tipos),
            consentimiento,
            pendiente_desde: now,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    confirm: async (id: number, now: string) => {
      await db
        .updateTable('digest_subscribers')
        .set({ pendiente_desde: null, confirmado_en: now })
        .where('id', '=', id)
        .execute();
    },
    setChoice: async (id: number, niveles: readonly string[], tipos: readonly DigestKind[]) => {
      await db
        .updateTable('digest_subscribers')
        .set(choiceColumns(niveles, tipos))
        .where('id', '=', id)
        .execute();
    },
    remove: async (id: number) => {
      await db.deleteFrom('digest_subscribers').where('id', '=', id).execute();
    },
    suppression: async (hash: string) => {
      const row = await db
        .selectFrom('digest_suppressions')
        .select('motivo')
        .where('hash', '=', hash)
        .executeTakeFirst();
      return row?.motivo;
    },
    suppress: async (hash: string, motivo: 'baja' | 'bloqueo', now: string) => {
      await db
        .insertInto('digest_suppressions')
        .values({ hash, motivo, creado: now })
        .onConflict((oc) => oc.column('hash').doUpdateSet({ motivo, creado: now }))
        .execute();
    },
    /** Lifts a 'baja' (the family signed up again and confirmed); a 'bloqueo' stays. */
    liftLeave: async (hash: string) => {
      await db
        .deleteFrom('digest_suppressions')
        .where('hash', '=', hash)
        .where('motivo', '=', 'baja')
        .execute();
    },
    /** Forgets confirmation mails sent before `before`; then counts them: all, and this one's. */
    confirmationsSince: async (hash: string, before: string) => {
      await db.deleteFrom('digest_confirmations').where('enviado', '<=', before).execute();
      const rows = await db.selectFrom('digest_confirmations').select(['hash']).execute();
      return { all: rows.length, mine: rows.filter((row) => row.hash === hash).length };
    },
    recordConfirmation: async (hash: string, now: string) => {
      await db.insertInto('digest_confirmations').values({ hash, enviado: now }).execute();
    },
    /** Deletes the pending sign-ups asked for before `before`; returns how many went. */
    purgePending: async (before: string) => {
      const result = await db
        .deleteFrom('digest_subscribers')
        .where('pendiente_desde', 'is not', null)
        .where('pendiente_desde', '<=', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Runs `fn` in one transaction, with the repository on it. */
export function digestTransaction<T>(
  repository: DigestRepository,
  fn: (digest: DigestRepository, trx: Db) => Promise<T>,
): Promise<T> {
  return repository.db.transaction().execute((trx) => fn(createDigestRepository(trx), trx));
}
