import {
  CALENDAR_LEVELS,
  chileLongDate,
  type DigestFamilyExport,
  type DigestStatus,
} from '@lbj/shared';
import type { Actor } from '../../lib/audit.ts';
import { pausedAddresses, resumeAddress } from '../../lib/mail-queue.ts';
import { familyContent, readDigestSources } from './digest.content.ts';
import { dueAt, weekOf, type DigestMailDeps } from './digest.edition.ts';
import { digestMail, familyLinks } from './digest.mail.ts';
import { addressHash } from './digest.tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Editions the panel's history shows. */
const HISTORY = 12;

/**
 * What staff see and do in the panel's Boletín section: counts, pending and paused addresses,
 * the next edition and a preview of one level's mail, the editions' history, one family's export
 * and deletion. An address is shown to staff only where they must act on it (a paused one) or
 * asked for it (an export).
 */
export function createDigestStaff(deps: DigestMailDeps & { canSendMail: boolean }) {
  const { db, audit, clock, publicUrl } = deps;

  const status = async (): Promise<DigestStatus> => {
    const now = clock();
    const rows = await db
      .selectFrom('digest_subscribers')
      .select(['niveles', 'confirmado_en'])
      .execute();
    const confirmed = rows.filter((row) => row.confirmado_en !== null);
    const niveles = Object.fromEntries(
      CALENDAR_LEVELS.map((level) => [
        level.id,
        confirmed.filter((row) => row.niveles.includes(`,${level.id},`)).length,
      ]),
    );
    const horario = await db
      .selectFrom('digest_settings')
      .select(['dia', 'hora'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const semana = weekOf(now);
    const built = await db
      .selectFrom('digest_editions')
      .select('id')
      .where('semana', '=', semana)
      .executeTakeFirst();
    // Once this week's is built, the next is a week later.
    const base = built ? new Date(now.getTime() + 7 * DAY_MS) : now;
    const editions = await db
      .selectFrom('digest_editions')
      .leftJoin('digest_deliveries', 'digest_deliveries.edition_id', 'digest_editions.id')
      .select((eb) => [
        'digest_editions.id as id',
        'digest_editions.semana as semana',
        'digest_editions.creada as creada',
        'digest_editions.destinatarios as destinatarios',
        ...(['enviado', 'en_cola', 'fallido', 'ambiguo', 'sin_contenido'] as const).map((estado) =>
          eb.fn
            .sum<number>(
              eb.case().when('digest_deliveries.estado', '=', estado).then(1).else(0).end(),
            )
            .as(estado),
        ),
      ])
      .groupBy('digest_editions.id')
      .orderBy('digest_editions.semana', 'desc')
      .limit(HISTORY)
      .execute();
    return {
      niveles,
      confirmadas: confirmed.length,
      pendientes: rows.length - confirmed.length,
      pausadas: await pausedAddresses(db),
      proxima: {
        semana: weekOf(base),
        fecha: dueAt(base, horario).toISOString(),
      },
      horario,
      smtp: deps.canSendMail,
      ediciones: editions.map((row) => ({
        id: row.id,
        semana: row.semana,
        creada: row.creada,
        destinatarios: row.destinatarios,
        enviados: Number(row.enviado ?? 0),
        en_cola: Number(row.en_cola ?? 0),
        fallidos: Number(row.fallido ?? 0),
        ambiguos: Number(row.ambiguo ?? 0),
        sin_contenido: Number(row.sin_contenido ?? 0),
      })),
    };
  };

  return {
    status,

    /** The mail a family of `nivel` that receives everything would get if the digest went now. */
    preview: async (nivel: string) => {
      const now = clock();
      const since = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      const sources = await readDigestSources(db, since, now);
      const mail = digestMail({
        content: familyContent(sources, {
          niveles: [nivel],
          tipos: ['noticias', 'calendario'],
          since,
        }),
        levels: [nivel],
        date: chileLongDate(now.toISOString()),
        publicUrl,
        host: new URL(publicUrl).hostname,
        // Links that lead nowhere: a preview never carries a family's token.
        links: familyLinks(publicUrl, { preferences: 'vista-previa', leave: 'vista-previa' }),
      });
      return { asunto: mail.subject, texto: mail.text, html: mail.html };
    },

    resume: async (by: Actor, email: string) => {
      const resumed = await resumeAddress(db, email);
      if (resumed) {
        await audit.record(by, {
          accion: 'boletin.reanudar',
          detalle: 'Reanudó el envío de correos a una dirección en pausa.',
        });
      }
      return resumed;
    },

    exportFamily: async (by: Actor, email: string): Promise<DigestFamilyExport | null> => {
      const row = await db
        .selectFrom('digest_subscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      const suppressed = await db
        .selectFrom('digest_suppressions')
        .select('motivo')
        .where('hash', '=', addressHash(email))
        .executeTakeFirst();
      await audit.record(by, {
        accion: 'boletin.exportar',
        detalle: 'Exportó lo que se guarda de una familia suscrita al boletín.',
      });
      if (!row && !suppressed) return null;
      return {
        email,
        niveles: row ? row.niveles.split(',').filter(Boolean) : [],
        tipos: row
          ? (['noticias', 'calendario', 'urgentes'] as const).filter((kind) => row[kind] === 1)
          : [],
        consentimiento: row?.consentimiento ?? null,
        confirmado_en: row?.confirmado_en ?? null,
        pendiente_desde: row?.pendiente_desde ?? null,
        baja: suppressed !== undefined,
      };
    },

    /** Deletes all that is kept of an address: its subscription, its hash, its waiting mails. */
    deleteFamily: (by: Actor, email: string) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('digest_subscribers')
          .where('email', '=', email)
          .executeTakeFirst();
        const hash = await trx
          .deleteFrom('digest_suppressions')
          .where('hash', '=', addressHash(email))
          .executeTakeFirst();
        await trx
          .deleteFrom('mail_outbox')
          .where('to_address', '=', email)
          .where('estado', '=', 'pendiente')
          .where('inquiry_id', 'is', null)
          .execute();
        const count = Number(row.numDeletedRows) + Number(hash.numDeletedRows);
        await audit.recordIn(trx, by, {
          accion: 'boletin.eliminar',
          detalle: 'Eliminó a su pedido lo que se guardaba de una familia suscrita al boletín.',
        });
        return count > 0;
      }),
  };
}
