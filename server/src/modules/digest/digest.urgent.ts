import { CALENDAR_PATHS, DIGEST_MAIL as W } from '@lbj/shared';
import { CONSOLE } from '../../lib/audit.ts';
import { enqueueMail } from '../../lib/mail-queue.ts';
import { eventWhen } from './digest.content.ts';
import { urgentMail } from './digest.mail.ts';
import type { DigestMailDeps } from './digest.edition.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Something that became urgent longer ago than this is not news any more: never mailed late. */
const FRESH_MS = DAY_MS;
/** A cancellation is urgent when its event was to start within this. */
const CANCELLED_WITHIN_MS = 7 * DAY_MS;

/** One thing to tell at once: its key (mailed once), its words and the levels it concerns. */
interface Urgent {
  clave: string;
  titulo: string;
  texto: string;
  enlace: string | null;
  /** Level slugs; empty: every level. */
  niveles: string[];
}

/**
 * Urgent notices at once. Staff publish the notice banner at level "urgente" (it concerns every
 * level), or cancel an event that was to start within 7 days (its levels): the next look (every
 * few seconds) queues one mail to each confirmed family that chose "Avisos urgentes" for a level
 * concerned, and keeps the key so it is never mailed twice. The weekly digest has no notices:
 * it never sends one again; a cancellation stays one line among the week's calendar changes.
 */
export function createUrgentWatch(deps: DigestMailDeps) {
  const { db, audit, clock, tokens, publicUrl } = deps;
  const host = new URL(publicUrl).hostname;

  /** What is urgent now and was not mailed yet. */
  const pending = async (now: Date): Promise<Urgent[]> => {
    const at = now.toISOString();
    const fresh = new Date(now.getTime() - FRESH_MS).toISOString();
    const found: Urgent[] = [];
    const notice = await db
      .selectFrom('notice')
      .select(['nivel', 'texto', 'enlace', 'desde', 'hasta', 'actualizado'])
      .where('id', '=', 1)
      .executeTakeFirst();
    const shown =
      notice?.nivel === 'urgente' &&
      (notice.desde === null || notice.desde <= at) &&
      (notice.hasta === null || notice.hasta > at);
    if (notice && shown && (notice.desde ?? notice.actualizado) >= fresh) {
      found.push({
        clave: `aviso:${notice.actualizado}`,
        titulo: notice.texto.length > 80 ? `${notice.texto.slice(0, 79)}…` : notice.texto,
        texto: notice.texto,
        enlace: notice.enlace,
        niveles: [],
      });
    }
    const cancelled = await db
      .selectFrom('calendar_events')
      .select([
        'id',
        'titulo',
        'niveles',
        'todo_el_dia',
        'comienza',
        'dia_desde',
        'dia_hasta',
        'cancelado_en',
      ])
      .where('estado', '=', 'cancelado')
      .where('cancelado_en', '>=', fresh)
      .where('comienza', '>=', at)
      .where('comienza', '<', new Date(now.getTime() + CANCELLED_WITHIN_MS).toISOString())
      .execute();
    for (const event of cancelled) {
      found.push({
        clave: `cancelado:${String(event.id)}:${event.cancelado_en ?? ''}`,
        titulo: W.cancelledTitle(event.titulo),
        texto: W.cancelledText(event.titulo, eventWhen(event)),
        enlace: `${publicUrl}${CALENDAR_PATHS.event(event.id, event.titulo)}`,
        niveles: event.niveles.split(',').filter(Boolean),
      });
    }
    if (found.length === 0) return [];
    const sent = await db
      .selectFrom('digest_urgent')
      .select('clave')
      .where(
        'clave',
        'in',
        found.map((item) => item.clave),
      )
      .execute();
    const done = new Set(sent.map((row) => row.clave));
    return found.filter((item) => !done.has(item.clave));
  };

  /** Queues what is urgent and new; returns how many mails went to the queue. */
  const look = async (): Promise<number> => {
    const now = clock();
    const items = await pending(now);
    let total = 0;
    for (const item of items) {
      total += await db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        // Taken by this transaction first: two looks at once mail it once.
        const claimed = await trx
          .insertInto('digest_urgent')
          .values({ clave: item.clave, enviado: at, destinatarios: 0 })
          .onConflict((oc) => oc.column('clave').doNothing())
          .returning('clave')
          .executeTakeFirst();
        if (!claimed) return 0;
        let query = trx
          .selectFrom('digest_subscribers')
          .select(['id', 'email'])
          .where('confirmado_en', 'is not', null)
          .where('urgentes', '=', 1);
        if (item.niveles.length > 0) {
          query = query.where((eb) =>
            eb.or(item.niveles.map((level) => eb('niveles', 'like', `%,${level},%`))),
          );
        }
        const families = await query.orderBy('id').execute();
        for (const family of families) {
          const mail = urgentMail({
            ...item,
            publicUrl,
            host,
            tokens: {
              preferences: tokens.make('preferences', family.id),
              leave: tokens.make('leaveUrgent', family.id),
            },
          });
          await enqueueMail(trx, { to: family.email, ...mail, grupo: `urgente:${item.clave}` }, at);
        }
        await trx
          .updateTable('digest_urgent')
          .set({ destinatarios: families.length })
          .where('clave', '=', item.clave)
          .execute();
        await audit.recordIn(trx, CONSOLE, {
          accion: 'boletin.urgente',
          detalle: `Se enviaron ${String(families.length)} avisos urgentes: «${item.titulo}».`,
        });
        return families.length;
      });
    }
    return total;
  };

  return { look };
}
