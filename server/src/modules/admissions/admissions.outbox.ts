import nodemailer from 'nodemailer';
import type { Clock, WarnLogger } from '../../lib/feature-module.ts';
import type { AdmissionsRepository, OutboxMail } from './admissions.repository.ts';

/** Sends one e-mail; rejects when the SMTP server cannot take it. */
export type SendMail = (mail: { to: string; subject: string; text: string }) => Promise<void>;

/** The first retry after a failure, doubled at each further one, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** E-mails sent per round at most (a round is short; the rest go in the next). */
const BATCH = 20;

/** When a mail that failed `attempts` times (this one included) is tried again. */
export function retryAt(now: Date, attempts: number): Date {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return new Date(now.getTime() + wait);
}

/**
 * An SMTP sender for SMTP_URL (`smtp://user:password@host:587`, or `smtps://` for TLS at once).
 * The sender's address is the URL's user when it is an address, else no-responder@ the site's
 * host. Errors carry nodemailer's code and message only: the URL (and its password) is never
 * logged.
 */
export function smtpSender(smtpUrl: string, siteHost: string): SendMail {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const from = user.includes('@') ? user : `no-responder@${siteHost}`;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // No log of the SMTP conversation: it would carry the login.
    logger: false,
  });
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: `"Sitio web Le Beau Jour" <${from}>`, to, subject, text });
  };
}

export interface Outbox {
  /** Sends the e-mails that are due now; failures wait their backoff. Never throws. */
  flush(): Promise<void>;
  /** Starts the timer (unref'd: it never keeps the process alive). */
  start(): void;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * The queue of e-mails in the database (mail_outbox): a round every `intervalMs` sends what is
 * due, deletes what went and pushes back what failed. An inquiry's mail, committed with it,
 * survives a restart and an SMTP server that is down.
 */
export function createOutbox(deps: {
  repository: AdmissionsRepository;
  send: SendMail;
  clock: Clock;
  log: WarnLogger;
  intervalMs: number;
}): Outbox {
  const { repository, send, clock, log, intervalMs } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const sendOne = async (mail: OutboxMail) => {
    try {
      await send({ to: mail.to, subject: mail.subject, text: mail.body });
      await repository.mailSent(mail.id);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const code = (error as { code?: unknown }).code;
      const reason = typeof code === 'string' ? code : 'ERROR';
      log.warn({ mail: mail.id, attempts, reason }, 'notification e-mail not sent; will retry');
      await repository.mailFailed(mail.id, reason, retryAt(clock(), attempts).toISOString());
    }
  };

  const round = async () => {
    try {
      const due = await repository.dueMail(clock().toISOString(), BATCH);
      for (const mail of due) {
        if (stopped) return;
        await sendOne(mail);
      }
    } catch (error) {
      // The database went away (the app is closing) or is busy: the next round tries again.
      log.warn({ reason: (error as Error).message }, 'the e-mail queue could not be read');
    }
  };

  const flush = () => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void flush().then(schedule);
    }, intervalMs);
    timer.unref();
  };

  return {
    flush,
    start: () => {
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
