import type { FastifyPluginAsync } from 'fastify';
import {
  DIGEST_MESSAGES as M,
  DIGEST_PAGE,
  DIGEST_PAGE_DATA,
  checkDigestSignUp,
  digestKinds,
  langOfPath,
  type DigestFormState,
} from '@lbj/shared';
import type { AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import type {
  Clock,
  FeatureModule,
  PageFormHandler,
  WarnLogger,
} from '../../lib/feature-module.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import { formValues, type PublicFormGuard } from '../../lib/public-form.ts';
import { createDigestRepository } from './digest.repository.ts';
import { createDigestPageRoutes } from './digest.routes.ts';
import { createDigestService } from './digest.service.ts';
import { createDigestTokens } from './digest.tokens.ts';

/** How often pending sign-ups past 7 days are looked for (and once at start). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface DigestModuleDeps {
  db: Db;
  audit: AuditRecorder;
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
}

/**
 * The families' e-mail: the sign-up form on /boletin, the double opt-in, the pages of a mail's
 * links (confirm, "No fui yo", preferences, one-click leave) and the deletion of sign-ups never
 * confirmed.
 */
export function createDigestModule(deps: DigestModuleDeps): FeatureModule {
  const { db, audit, clock, publicForms, log, mail } = deps;
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

  const plugin: FastifyPluginAsync = async (app) => {
    // At start and then hourly: sign-ups never confirmed within 7 days go.
    await runPeriodically(app, () => service.purgePending(), {
      everyMs: PURGE_EVERY_MS,
      log,
      failure: 'stale sign-ups could not be deleted',
    });
    await app.register(createDigestPageRoutes({ service, tokens, clock }));
  };

  const signUpForm: PageFormHandler = async ({ fields, ip, url }) => {
    const verdict = publicForms.check(fields, ip, langOfPath(url.pathname));
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
    const checked = checkDigestSignUp(fields, levels);
    if (!checked.ok) return again(400, { errors: checked.errors, message: M.formHasErrors });
    const answer = await service.signUp(checked.signUp);
    if (answer === 'busy') return again(429, { message: M.tryLater });
    if (answer === 'unavailable') return again(503, { message: M.unavailable });
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
