import type { FastifyPluginAsync } from 'fastify';
import {
  DIGEST_MESSAGES as M,
  DIGEST_FORM_MESSAGES,
  DIGEST_PAGE,
  DIGEST_PAGE_DATA,
  checkDigestSignUp,
  digestKinds,
  langOfPath,
  type DigestFormState,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type {
  Clock,
  FeatureModule,
  PageFormHandler,
  WarnLogger,
} from '../../lib/feature-module.ts';
import { CONSOLE } from '../../lib/audit.ts';
import { ConflictError } from '../../lib/errors.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createDigestApi } from './digest.api.ts';
import { createDigestEditions, DELIVERY_GROUP } from './digest.edition.ts';
import { createDigestStaff } from './digest.staff.ts';
import { createUrgentWatch } from './digest.urgent.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import { runHere, type RunOnce } from '../../lib/run-once.ts';
import { formValues, type PublicFormGuard } from '../../lib/public-form.ts';
import { createDigestRepository } from './digest.repository.ts';
import { createDigestPageRoutes } from './digest.routes.ts';
import { createDigestService } from './digest.service.ts';
import { createDigestTokens } from './digest.tokens.ts';

/** How often pending sign-ups past 7 days are looked for (and once at start). */
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** How often urgent notices and cancellations are looked for: each is mailed within 60 s. */
const URGENT_EVERY_MS = 15 * 1000;
/** How often the weekly digest's hour is looked for (and once at start). */
const SCHEDULE_EVERY_MS = 60 * 1000;

export interface DigestModuleDeps {
  db: Db;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  publicForms: PublicFormGuard;
  log: WarnLogger;
  /** The server's signing secret: the mails' tokens are signed with a key derived from it. */
  secret: Uint8Array;
  /** The site's public address: every link in a mail is on it. */
  publicUrl: string;
  /** The shared e-mail queue; undefined without SMTP_URL: nobody can sign up. */
  mail: MailQueue | undefined;
  /** DIGEST_CONFIRMATIONS_PER_HOUR. */
  confirmationsPerHour: number;
  /** How often urgent notices and cancellations are looked for (default 15 s: mailed within 60 s). */
  urgentEveryMs?: number;
  /**
   * Which server process builds the week's edition, looks for urgent notices and deletes stale
   * sign-ups (ADR 0052); this one when absent.
   */
  runOnce?: RunOnce;
}

/**
 * The families' e-mail: the sign-up form on /boletin, the double opt-in, the pages of a mail's
 * links (confirm, "No fui yo", preferences, one-click leave) and the deletion of sign-ups never
 * confirmed.
 */
export function createDigestModule(deps: DigestModuleDeps): FeatureModule {
  const { db, audit, clock, publicForms, log, mail, runOnce = runHere } = deps;
  const tokens = createDigestTokens(deps.secret);
  const service = createDigestService({
    repository: createDigestRepository(db),
    audit,
    clock,
    mail,
    tokens,
    publicUrl: deps.publicUrl,
    confirmationsPerHour: deps.confirmationsPerHour,
  });

  const editions = createDigestEditions({ db, audit, clock, tokens, publicUrl: deps.publicUrl });
  mail?.onSettled(DELIVERY_GROUP, (trx, settled, outcome) =>
    editions.settled(trx, settled.id, outcome),
  );
  const urgent = createUrgentWatch({ db, audit, clock, tokens, publicUrl: deps.publicUrl });
  const staff = createDigestStaff({
    db,
    audit,
    clock,
    tokens,
    publicUrl: deps.publicUrl,
    canSendMail: mail !== undefined,
  });
  /** Builds this week's edition once, then lets the queue send it at its pace. */
  const sendNow = async (by: Actor) => {
    if (!mail) throw new ConflictError(M.noSmtp);
    const result = await editions.build(by);
    void mail.flush();
    return result;
  };

  const plugin: FastifyPluginAsync = async (app) => {
    // At start and then hourly: sign-ups never confirmed within 7 days go.
    await runPeriodically(
      app,
      () => runOnce.exclusive('digest-purge', () => service.purgePending()),
      {
        everyMs: PURGE_EVERY_MS,
        log,
        failure: 'stale sign-ups could not be deleted',
      },
    );
    // Without SMTP_URL nothing would be sent: no edition is built.
    if (mail) {
      await runPeriodically(
        app,
        () =>
          runOnce.exclusive('digest-edition', async () => {
            if (await editions.buildIfDue(CONSOLE)) void mail.flush();
          }),
        { everyMs: SCHEDULE_EVERY_MS, log, failure: 'the weekly digest could not be built' },
      );
      await runPeriodically(
        app,
        () =>
          runOnce.exclusive('digest-urgent', async () => {
            if ((await urgent.look()) > 0) void mail.flush();
          }),
        {
          everyMs: deps.urgentEveryMs ?? URGENT_EVERY_MS,
          log,
          failure: 'urgent notices could not be looked for',
        },
      );
    }
    await app.register(createDigestPageRoutes({ service, tokens, clock }));
    await app.register(
      createDigestApi({ editions, staff, requireAdmin: deps.requireAdmin, sendNow }),
    );
  };

  const signUpForm: PageFormHandler = async ({ fields, ip, url }) => {
    const lang = langOfPath(url.pathname);
    const messages = DIGEST_FORM_MESSAGES[lang];
    const verdict = await publicForms.check(fields, ip, lang);
    // A robot that filled the honeypot is thanked like a family, and nothing is stored.
    if (verdict.kind === 'ignore') return { redirect: DIGEST_PAGE.thanksPath };
    const levels = formValues(fields, 'nivel');
    const again = (status: number, state: Omit<DigestFormState, 'stamp'>) => ({
      status,
      data: {
        [DIGEST_PAGE_DATA.form]: {
          stamp: publicForms.stamp(),
          values: { email: fields.email ?? '', acepto: fields.acepto ?? '' },
          niveles: levels,
          tipos: digestKinds(fields),
          ...state,
        } satisfies DigestFormState,
      },
    });
    if (verdict.kind === 'refuse') return again(verdict.status, { message: verdict.message });
    const checked = checkDigestSignUp(fields, levels, messages);
    if (!checked.ok) return again(400, { errors: checked.errors, message: messages.formHasErrors });
    const answer = await service.signUp(checked.signUp);
    if (answer === 'busy') return again(429, { message: messages.tryLater });
    if (answer === 'unavailable') return again(503, { message: messages.unavailable });
    return { redirect: DIGEST_PAGE.thanksPath };
  };

  return {
    plugin,
    pageData: {
      [DIGEST_PAGE_DATA.form]: ({ url }): DigestFormState => ({
        stamp: publicForms.stamp(),
        ...(url.searchParams.has(DIGEST_PAGE.sentQuery) ? { enviada: true } : {}),
      }),
    },
    pageForms: { [DIGEST_PAGE.path]: signUpForm },
  };
}
