import {
  DIGEST_CONSENT,
  DIGEST_LIMITS,
  DIGEST_MESSAGES as M,
  DIGEST_TOKEN_PATHS,
  digestLevelNames,
  type DigestKind,
  type DigestSignUp,
} from '@lbj/shared';
import { CONSOLE, type AuditRecorder } from '../../lib/audit.ts';
import type { Clock } from '../../lib/feature-module.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { digestTransaction, type DigestRepository, type Subscriber } from './digest.repository.ts';
import { addressHash, type DigestTokens } from './digest.tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What the sign-up form answers: the same thanks for every address, or "try later". */
export type SignUpAnswer = 'thanks' | 'busy' | 'unavailable';

/** Which list a family leaves: the digest, the urgent notices, or everything. */
export type Leaving = 'digest' | 'urgent' | 'all';

export type DigestService = ReturnType<typeof createDigestService>;

export function createDigestService(deps: {
  repository: DigestRepository;
  audit: AuditRecorder;
  clock: Clock;
  /** The shared e-mail queue; undefined without SMTP_URL (nobody can sign up then). */
  mail: MailQueue | undefined;
  tokens: DigestTokens;
  publicUrl: string;
  /** Confirmation mails the whole site sends in an hour at most. */
  confirmationsPerHour: number;
}) {
  const { repository, audit, clock, mail, tokens, publicUrl, confirmationsPerHour } = deps;
  const link = (prefix: string, token: string) => `${publicUrl}${prefix}/${token}`;

  /** Leaves everything: the row goes, a hash stays so the address is never mailed by mistake. */
  const withdraw = async (
    digest: DigestRepository,
    subscriber: Subscriber,
    motivo: 'baja' | 'bloqueo',
  ) => {
    await digest.remove(subscriber.id);
    await digest.suppress(addressHash(subscriber.email), motivo, clock().toISOString());
  };

  return {
    /**
     * A sign-up from the form. Whatever the address (new, pending, confirmed, blocked), the
     * answer is the same thanks: nobody learns who is subscribed. One confirmation mail per
     * address an hour, and `confirmationsPerHour` for the whole site; past that, nothing is
     * stored and the family is asked to try later.
     */
    signUp: async ({ email, niveles, tipos }: DigestSignUp): Promise<SignUpAnswer> => {
      if (!mail) return 'unavailable';
      const now = clock();
      const hash = addressHash(email);
      const answer = await digestTransaction(
        repository,
        async (digest, trx): Promise<SignUpAnswer | number> => {
          if ((await digest.suppression(hash)) === 'bloqueo') return 'thanks';
          const known = await digest.byEmail(email);
          if (known?.confirmadoEn) return 'thanks';
          const sent = await digest.confirmationsSince(
            hash,
            new Date(now.getTime() - HOUR_MS).toISOString(),
          );
          if (sent.mine > 0) return 'thanks';
          if (sent.all >= confirmationsPerHour) return 'busy';
          const at = now.toISOString();
          const id = await digest.savePending(email, niveles, tipos, DIGEST_CONSENT.version, at);
          await digest.recordConfirmation(hash, at);
          const confirmUrl = link(
            DIGEST_TOKEN_PATHS.confirm,
            tokens.make(
              'confirm',
              id,
              new Date(now.getTime() + DIGEST_LIMITS.confirmHours * HOUR_MS),
            ),
          );
          const notMeUrl = link(
            DIGEST_TOKEN_PATHS.notMe,
            tokens.make('block', id, new Date(now.getTime() + DIGEST_LIMITS.pendingDays * DAY_MS)),
          );
          await mail.enqueue(
            trx,
            { to: email, subject: M.confirmSubject, text: M.confirmBody(confirmUrl, notMeUrl) },
            at,
          );
          await audit.recordIn(trx, CONSOLE, {
            accion: 'boletin.suscribir',
            detalle: `Se envió un correo de confirmación (${digestLevelNames(niveles)}).`,
          });
          return id;
        },
      );
      if (typeof answer === 'number') {
        void mail.flush();
        return 'thanks';
      }
      return answer;
    },

    /** The subscription a token names, if it still exists. */
    subscriber: (id: number) => repository.byId(id),

    /** Confirms a pending sign-up (a confirmed one stays as it is); undefined when it is gone. */
    confirm: (id: number) =>
      digestTransaction(repository, async (digest, trx) => {
        const subscriber = await digest.byId(id);
        if (!subscriber) return undefined;
        if (subscriber.confirmadoEn) return subscriber;
        const now = clock().toISOString();
        await digest.confirm(id, now);
        await digest.liftLeave(addressHash(subscriber.email));
        await audit.recordIn(trx, CONSOLE, {
          accion: 'boletin.confirmar',
          detalle: `Una familia confirmó su suscripción (${digestLevelNames(subscriber.niveles)}).`,
        });
        return { ...subscriber, pendienteDesde: null, confirmadoEn: now };
      }),

    /** "No fui yo": the address gets nothing more, of any kind. False when it was gone. */
    block: (id: number) =>
      digestTransaction(repository, async (digest, trx) => {
        const subscriber = await digest.byId(id);
        if (!subscriber) return false;
        await withdraw(digest, subscriber, 'bloqueo');
        await audit.recordIn(trx, CONSOLE, {
          accion: 'boletin.bloquear',
          detalle: 'Una persona bloqueó su correo («No fui yo»).',
        });
        return true;
      }),

    /** Saves a family's levels and kinds; undefined when the subscription is gone. */
    savePreferences: (id: number, niveles: readonly string[], tipos: readonly DigestKind[]) =>
      digestTransaction(repository, async (digest, trx) => {
        const subscriber = await digest.byId(id);
        if (!subscriber) return undefined;
        await digest.setChoice(id, niveles, tipos);
        await audit.recordIn(trx, CONSOLE, {
          accion: 'boletin.preferencias',
          detalle: `Una familia cambió sus preferencias (${digestLevelNames(niveles)}).`,
        });
        return subscriber;
      }),

    /**
     * Leaves the digest (urgent notices stay if chosen), the urgent notices (the digest stays),
     * or everything. Leaving the last thing a family received is leaving everything.
     * Returns what happened; 'gone' when there was nothing to leave (answered the same way).
     */
    leave: (id: number, leaving: Leaving) =>
      digestTransaction(repository, async (digest, trx): Promise<'left' | 'leftAll' | 'gone'> => {
        const subscriber = await digest.byId(id);
        if (!subscriber) return 'gone';
        const keep = subscriber.tipos.filter((kind) =>
          leaving === 'all'
            ? false
            : leaving === 'digest'
              ? kind === 'urgentes'
              : kind !== 'urgentes',
        );
        const all = keep.length === 0;
        if (all) await withdraw(digest, subscriber, 'baja');
        else await digest.setChoice(id, subscriber.niveles, keep);
        const what = all
          ? 'todos los correos'
          : leaving === 'digest'
            ? 'el boletín'
            : 'los avisos urgentes';
        await audit.recordIn(trx, CONSOLE, {
          accion: 'boletin.baja',
          detalle: `Una familia se dio de baja de ${what}.`,
        });
        return all ? 'leftAll' : 'left';
      }),

    /** Deletes the sign-ups never confirmed within 7 days; returns how many went. */
    purgePending: () =>
      digestTransaction(repository, async (digest, trx) => {
        const before = new Date(clock().getTime() - DIGEST_LIMITS.pendingDays * DAY_MS);
        const count = await digest.purgePending(before.toISOString());
        if (count > 0) {
          await audit.recordIn(trx, CONSOLE, {
            accion: 'boletin.caducar',
            detalle: `Se eliminaron ${String(count)} suscripciones sin confirmar de más de 7 días.`,
          });
        }
        return count;
      }),
  };
}
