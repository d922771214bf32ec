import type { FastifyPluginAsync } from 'fastify';
import {
  ADMISSION_PAGE,
  ADMISSION_PAGE_DATA,
  checkInquiry,
  chileYear,
  INQUIRY_FIELDS,
  INQUIRY_MESSAGES_BY_LANG,
  langOfPath,
  type AdmissionFormState,
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
import { runHere, type RunOnce } from '../../lib/run-once.ts';
import type { PublicFormGuard } from '../../lib/public-form.ts';
import type { RequireAdmin } from '../../plugins/admin-guard.ts';
import { createAdmissionsRepository } from './admissions.repository.ts';
import { createAdmissionsRoutes } from './admissions.routes.ts';
import { createAdmissionsService } from './admissions.service.ts';

/** How often expired inquiries are looked for (and once at start). */
const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface AdmissionsModuleDeps {
  db: Db;
  audit: AuditRecorder;
  requireAdmin: RequireAdmin;
  clock: Clock;
  publicForms: PublicFormGuard;
  log: WarnLogger;
  /** The site's public address (the notification's link to the panel). */
  publicUrl: string;
  /** The shared e-mail queue; undefined without SMTP_URL: the panel alone shows new inquiries. */
  mail: MailQueue | undefined;
  /** Which server process runs the retention deletes (ADR 0052); this one when absent. */
  runOnce?: RunOnce;
}

/**
 * Admissions: the process families read on /admision (the facts the law asks for), the inquiry
 * form on that page, the staff's inbox, the notification e-mails (through the shared queue) and the
 * 24-month deletion.
 */
export function createAdmissionsModule(deps: AdmissionsModuleDeps): FeatureModule {
  const { db, audit, requireAdmin, clock, publicForms, log, mail } = deps;
  const repository = createAdmissionsRepository(db);
  const canSendMail = mail !== undefined;
  const service = createAdmissionsService({
    repository,
    audit,
    clock,
    canSendMail,
    panelUrl: `${deps.publicUrl}/adminlbj_/panel?seccion=admision`,
  });
  const plugin: FastifyPluginAsync = async (app) => {
    // At start and then daily: inquiries past 24 months go (data minimisation).
    const runOnce = deps.runOnce ?? runHere;
    await runPeriodically(
      app,
      () => runOnce.exclusive('admissions-purge', () => service.purgeExpired()),
      {
        everyMs: PURGE_EVERY_MS,
        log,
        failure: 'expired inquiries could not be deleted',
      },
    );
    await app.register(
      createAdmissionsRoutes({ service, requireAdmin, stamp: () => publicForms.stamp() }),
    );
  };

  const formState = (url: URL): AdmissionFormState => ({
    stamp: publicForms.stamp(),
    ...(url.searchParams.has(ADMISSION_PAGE.sentQuery) ? { enviada: true } : {}),
  });

  // Its refusals in the language of the page it was sent from (/admision, /fr/admision…).
  const inquiryForm: PageFormHandler = async ({ fields, ip, url }) => {
    const lang = langOfPath(url.pathname);
    const messages = INQUIRY_MESSAGES_BY_LANG[lang];
    const verdict = await publicForms.check(fields, ip, lang);
    // A robot that filled the honeypot is thanked like a family, and nothing is stored.
    if (verdict.kind === 'ignore') return { redirect: ADMISSION_PAGE.thanksPath };
    const values = Object.fromEntries(
      INQUIRY_FIELDS.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])),
    );
    const again = (status: number, state: Omit<AdmissionFormState, 'stamp'>) => ({
      status,
      data: {
        [ADMISSION_PAGE_DATA.form]: { stamp: publicForms.stamp(), values, ...state },
      },
    });
    if (verdict.kind === 'refuse') return again(verdict.status, { message: verdict.message });
    const checked = checkInquiry(fields, chileYear(clock()), messages);
    if (!checked.ok) {
      return again(400, { errors: checked.errors, message: messages.formHasErrors });
    }
    // Committed before the answer: a restart right after the thank-you loses nothing.
    await service.receive(checked.inquiry);
    if (mail) void mail.flush();
    return { redirect: ADMISSION_PAGE.thanksPath };
  };

  return {
    plugin,
    pageData: {
      [ADMISSION_PAGE_DATA.process]: () => service.published(),
      [ADMISSION_PAGE_DATA.form]: ({ url }) => formState(url),
      [ADMISSION_PAGE_DATA.open]: async () => {
        const process = await service.published();
        return process?.abierto ? { anio: process.anio } : null;
      },
    },
    pageForms: { [ADMISSION_PAGE.path]: inquiryForm },
  };
}
