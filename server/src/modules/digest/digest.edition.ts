import {
  addDays,
  chileLocalToInstant,
  chileLongDate,
  chileWallMs,
  type DigestKind,
  type DigestSchedule,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { enqueueMail, type MailOutcome } from '../../lib/mail-queue.ts';
import { familyContent, isEmpty, readDigestSources } from './digest.content.ts';
import { digestMail, familyLinks } from './digest.mail.ts';
import type { DigestTokens } from './digest.tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** What building this week's edition did. */
export interface EditionResult {
  edicion: number;
  semana: string;
  /** False when this week's edition was already built: nothing more was queued. */
  nueva: boolean;
  /** Families on its frozen list. */
  destinatarios: number;
  /** Mails queued (families with something for them). */
  correos: number;
}

/** The Monday (Chile) of the week of `now`, `YYYY-MM-DD`: an edition's key. */
export function weekOf(now: Date): string {
  const wall = new Date(chileWallMs(now.getTime()));
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  return new Date(wall.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The instant this week's digest is due, from the schedule in Chile's time. */
export function dueAt(now: Date, schedule: DigestSchedule): Date {
  const day = addDays(weekOf(now), (schedule.dia + 6) % 7);
  const hour = String(schedule.hora).padStart(2, '0');
  return chileLocalToInstant(`${day}T${hour}:00`) ?? now;
}

/** A mail's group in the queue: the digest's deliveries are told how their mail ended. */
export const DELIVERY_GROUP = 'boletin:';

export type DigestEditions = ReturnType<typeof createDigestEditions>;

/**
 * The weekly digest's editions. An edition is built once per week (its week's Monday is unique):
 * it freezes its list of recipients, the confirmed families that receive news or calendar
 * changes, with one delivery row each (unique per edition and family), and queues one mail per
 * family that has something in it, all in one transaction. Building it again the same week finds
 * it and queues nothing, so two triggers send one mail per family.
 */
/** What the digest's mail makers are built on: the database, log, clock, tokens and the site. */
export interface DigestMailDeps {
  db: Db;
  audit: AuditRecorder;
  clock: Clock;
  tokens: DigestTokens;
  /** Every link in a mail is on it; its host names the lists (List-Id). */
  publicUrl: string;
}

export function createDigestEditions(deps: DigestMailDeps) {
  const { db, audit, clock, tokens, publicUrl } = deps;
  const host = new URL(publicUrl).hostname;

  const schedule = async (): Promise<DigestSchedule> =>
    db
      .selectFrom('digest_settings')
      .select(['dia', 'hora'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();

  /**
   * Builds this week's edition once. `quietWhenEmpty`: an edition with nobody on its list (the
   * weekly build before any family subscribed) leaves no line in the activity log.
   */
  const build = (by: Actor, { quietWhenEmpty = false } = {}): Promise<EditionResult> => {
    const now = clock();
    const at = now.toISOString();
    const semana = weekOf(now);
    return db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('digest_editions')
        .values({ semana, creada: at, destinatarios: 0 })
        .onConflict((oc) => oc.column('semana').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx
          .selectFrom('digest_editions')
          .select(['id', 'destinatarios'])
          .where('semana', '=', semana)
          .executeTakeFirstOrThrow();
        return {
          edicion: existing.id,
          semana,
          nueva: false,
          destinatarios: existing.destinatarios,
          correos: 0,
        };
      }
      const edicion = inserted.id;
      const families = await trx
        .selectFrom('digest_subscribers')
        .selectAll()
        .where('confirmado_en', 'is not', null)
        .where((eb) => eb.or([eb('noticias', '=', 1), eb('calendario', '=', 1)]))
        .orderBy('id')
        .execute();
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      const sinceOf = (last: string | null) => last ?? weekAgo;
      const oldest = families.reduce((min, family) => {
        const since = sinceOf(family.ultimo_boletin);
        return since < min ? since : min;
      }, weekAgo);
      const sources = await readDigestSources(trx, oldest, now);
      let correos = 0;
      for (const family of families) {
        const niveles = family.niveles.split(',').filter(Boolean);
        const tipos: DigestKind[] = [
          ...(family.noticias ? (['noticias'] as const) : []),
          ...(family.calendario ? (['calendario'] as const) : []),
        ];
        const content = familyContent(sources, {
          niveles,
          tipos,
          since: sinceOf(family.ultimo_boletin),
        });
        if (isEmpty(content)) {
          await trx
            .insertInto('digest_deliveries')
            .values({
              edition_id: edicion,
              subscriber_id: family.id,
              mail_id: null,
              estado: 'sin_contenido',
            })
            .execute();
          continue;
        }
        const mail = digestMail({
          content,
          levels: niveles,
          date: chileLongDate(at),
          publicUrl,
          host,
          links: familyLinks(publicUrl, {
            preferences: tokens.make('preferences', family.id),
            leave: tokens.make('leaveDigest', family.id),
          }),
        });
        const mailId = await enqueueMail(
          trx,
          { to: family.email, ...mail, grupo: `${DELIVERY_GROUP}${String(edicion)}` },
          at,
        );
        await trx
          .insertInto('digest_deliveries')
          .values({
            edition_id: edicion,
            subscriber_id: family.id,
            mail_id: mailId,
            estado: 'en_cola',
          })
          .execute();
        await trx
          .updateTable('digest_subscribers')
          .set({ ultimo_boletin: at })
          .where('id', '=', family.id)
          .execute();
        correos++;
      }
      await trx
        .updateTable('digest_editions')
        .set({ destinatarios: families.length })
        .where('id', '=', edicion)
        .execute();
      if (!quietWhenEmpty || families.length > 0) {
        await audit.recordIn(trx, by, {
          accion: 'boletin.enviar',
          detalle: `Se preparó el boletín de la semana del ${chileLongDate(`${semana}T12:00:00Z`)}: ${String(correos)} correos (${String(families.length - correos)} familias sin novedades).`,
        });
      }
      return { edicion, semana, nueva: true, destinatarios: families.length, correos };
    });
  };

  return {
    schedule,
    setSchedule: async (by: Actor, next: DigestSchedule) => {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('digest_settings').set(next).where('id', '=', 1).execute();
        await audit.recordIn(trx, by, {
          accion: 'boletin.horario',
          detalle: `El boletín semanal se prepara el ${WEEKDAYS[next.dia] ?? ''} a las ${String(next.hora)}:00.`,
        });
      });
      return next;
    },
    build,
    /** Builds this week's edition once its day and hour have come in Chile; null otherwise. */
    buildIfDue: async (by: Actor): Promise<EditionResult | null> => {
      const now = clock();
      if (now < dueAt(now, await schedule())) return null;
      const built = await db
        .selectFrom('digest_editions')
        .select('id')
        .where('semana', '=', weekOf(now))
        .executeTakeFirst();
      return built ? null : build(by, { quietWhenEmpty: true });
    },
    /** The queue tells a delivery how its mail ended. */
    settled: async (trx: Db, mailId: number, outcome: MailOutcome) => {
      await trx
        .updateTable('digest_deliveries')
        .set({ estado: outcome })
        .where('mail_id', '=', mailId)
        .execute();
    },
  };
}
