import type { Transporter } from 'nodemailer';
import type { Db } from './db.ts';
import { runHere, type RunOnce } from './run-once.ts';
import type { Clock, WarnLogger } from './feature-module.ts';

/** One e-mail as handed to the SMTP server. */
interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Sends one e-mail; rejects when the SMTP server cannot take it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** The first retry after a failure, doubled at each further one, up to an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** E-mails sent per round at most (a round is short; the rest go in the next). */
const BATCH = 20;
const MINUTE_MS = 60_000;

/** When a mail that failed `attempts` times (this one included) is tried again. */
export function retryAt(now: Date, attempts: number): Date {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return new Date(now.getTime() + wait);
}

/**
 * An SMTP sender for SMTP_URL (`smtp://user:password@host:587`, or `smtps://` for TLS at once).
 * The sender's address is the URL's user when it is an address, else no-responder@ the site's
 * host. Errors carry nodemailer's code and the server's answer code only: the URL (and its
 * password) is never logged.
 */
export function smtpSender(smtpUrl: string, siteHost: string): SendMail {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const from = user.includes('@') ? user : `no-responder@${siteHost}`;
  // nodemailer loads at the first mail: a server that sends none (no SMTP_URL, or a quiet week)
  // never spends its start-up on it.
  let transporter: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
        // No log of the SMTP conversation: it would carry the login.
        logger: false,
      }),
    ));
  return async ({ to, subject, text, html, headers }) => {
    const transport = await transportOf();
    await transport.sendMail({
      from: `"Colegio Le Beau Jour" <${from}>`,
      to,
      subject,
      text,
      ...(html === undefined ? {} : { html }),
      // Written as given: nodemailer would otherwise encode a long List-Id as a MIME word.
      ...(headers === undefined
        ? {}
        : {
            headers: Object.fromEntries(
              Object.entries(headers).map(([name, value]) => [name, { prepared: true, value }]),
            ),
          }),
    });
  };
}

/** A mail to queue: `grupo` names who is told when it settles. */
interface QueuedMail extends OutgoingMail {
  grupo?: string;
}

/** How a queued mail ended: sent, refused for good (5xx), or caught mid-send by a crash. */
export type MailOutcome = 'enviado' | 'fallido' | 'ambiguo';

/** Told, in the transaction that settles the mail, how a mail of its group ended. */
type MailSettled = (
  db: Db,
  mail: { id: number; grupo: string; to: string },
  outcome: MailOutcome,
) => Promise<void>;

export interface MailQueue {
  /** Queues a mail in the caller's transaction; returns its id. Sent by the next round. */
  enqueue(db: Db, mail: QueuedMail, now: string): Promise<number>;
  /**
   * Sends what is due now, within the pace; failures wait their backoff. Never throws. Before
   * start(), does nothing (start sends what is due).
   */
  flush(): Promise<void>;
  /**
   * Marks mails a crash caught mid-send as 'ambiguo' (never resent blindly), then starts the
   * timer (unref'd: it never keeps the process alive).
   */
  start(): Promise<void>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
  /** Adds a listener for the mails whose group starts with `prefix`. */
  onSettled(prefix: string, listener: MailSettled): void;
}

/** A refusal for this recipient for good (5xx), as nodemailer reports the server's answer. */
function permanentCode(error: unknown): string | null {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 ? String(code) : null;
}

/** A temporary refusal (4xx): the server is up, the mail waits its backoff. */
function temporaryCode(error: unknown): string | null {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? String(code) : null;
}

/**
 * The one queue of e-mails in the database (mail_outbox), shared by every feature. A round
 * every `intervalMs` sends what is due, at most `perMinute` a minute counted from the database
 * (a restart does not reset the pace). Before a mail is handed to the SMTP server its row is
 * marked 'enviando'; the row goes once the server took it. A crash in between leaves the mark,
 * and the next start turns it into 'ambiguo' for staff instead of sending it again. A 4xx or an
 * SMTP server that is down: the mail waits its backoff. A 5xx: the mail is dropped and its
 * address paused until staff resume it. With several server processes (ADR 0052) one round runs
 * at a time among them all, and a mark found at the start of a round is a crashed one's.
 */
export function createMailQueue(deps: {
  db: Db;
  send: SendMail;
  clock: Clock;
  log: WarnLogger;
  intervalMs: number;
  perMinute: number;
  /** Which process sends a round; every round runs here when absent (one process). */
  runOnce?: RunOnce;
}): MailQueue {
  const { db, send, clock, log, intervalMs, perMinute, runOnce = runHere } = deps;
  const listeners: { prefix: string; listener: MailSettled }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  // No round before start(): a row marked 'enviando' then is a crash's, not a round's.
  let started = false;

  const settle = async (
    trx: Db,
    mail: { id: number; grupo: string | null; to: string },
    outcome: MailOutcome,
  ) => {
    const { grupo } = mail;
    if (grupo === null) return;
    for (const { prefix, listener } of listeners) {
      if (grupo.startsWith(prefix)) await listener(trx, { ...mail, grupo }, outcome);
    }
  };

  const due = async (now: Date, limit: number) =>
    db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'body', 'html', 'headers', 'grupo', 'attempts'])
      .where('estado', '=', 'pendiente')
      .where('next_attempt', '<=', now.toISOString())
      .where('to_address', 'not in', db.selectFrom('mail_paused').select('email'))
      .orderBy('id')
      .limit(limit)
      .execute();

  type Row = Awaited<ReturnType<typeof due>>[number];

  const sentLastMinute = async (now: Date) => {
    const since = new Date(now.getTime() - MINUTE_MS).toISOString();
    await db.deleteFrom('mail_sent_times').where('enviado', '<=', since).execute();
    const row = await db
      .selectFrom('mail_sent_times')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** Sends one mail; false when the SMTP server could not be reached (the round ends). */
  const sendOne = async (row: Row): Promise<boolean> => {
    const mail = { id: row.id, grupo: row.grupo, to: row.to_address };
    // Claimed only if still waiting: a mail is handed to the SMTP server by one round, once.
    const claim = await db
      .updateTable('mail_outbox')
      .set({ estado: 'enviando' })
      .where('id', '=', row.id)
      .where('estado', '=', 'pendiente')
      .executeTakeFirst();
    if (claim.numUpdatedRows !== 1n) return true;
    try {
      await send({
        to: row.to_address,
        subject: row.subject,
        text: row.body,
        ...(row.html === null ? {} : { html: row.html }),
        ...(row.headers === null
          ? {}
          : { headers: JSON.parse(row.headers) as Record<string, string> }),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const permanent = permanentCode(error);
      if (permanent !== null) {
        log.warn({ mail: row.id, reason: permanent }, 'e-mail refused for good; address paused');
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
          await trx
            .insertInto('mail_paused')
            .values({ email: row.to_address, motivo: permanent, desde: clock().toISOString() })
            .onConflict((oc) => oc.column('email').doNothing())
            .execute();
          await settle(trx, mail, 'fallido');
        });
        return true;
      }
      const temporary = temporaryCode(error);
      const code = (error as { code?: unknown }).code;
      const reason = temporary ?? (typeof code === 'string' ? code : 'ERROR');
      log.warn({ mail: row.id, attempts, reason }, 'e-mail not sent; will retry');
      await db
        .updateTable('mail_outbox')
        .set({
          estado: 'pendiente',
          attempts,
          last_error: reason,
          next_attempt: retryAt(clock(), attempts).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      // The server answered (4xx): the next mail may go. No answer: the server is down.
      return temporary !== null;
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
      await trx.insertInto('mail_sent_times').values({ enviado: clock().toISOString() }).execute();
      await settle(trx, mail, 'enviado');
    });
    return true;
  };

  const round = async () => {
    try {
      const now = clock();
      const room = Math.min(BATCH, perMinute - (await sentLastMinute(now)));
      if (room <= 0) return;
      for (const row of await due(now, room)) {
        if (stopped) return;
        if (!(await sendOne(row))) return;
      }
    } catch (error) {
      // The database went away (the app is closing) or is busy: the next round tries again.
      log.warn({ reason: (error as Error).message }, 'the e-mail queue could not be read');
    }
  };

  // A flush while a round runs gets the round after it: a mail queued during a round (read
  // before it was committed) is never left for the next interval.
  let next: Promise<void> | null = null;
  const flush = (): Promise<void> => {
    if (!started) return Promise.resolve();
    if (running) {
      next ??= running.then(() => {
        next = null;
        return flush();
      });
      return next;
    }
    running = (
      runOnce.acrossProcesses
        ? runOnce
            .exclusive('mail-queue', async () => {
              await markCaught();
              await round();
            })
            .then(
              () => undefined,
              (error: unknown) => {
                log.warn(
                  { reason: (error as Error).message },
                  'the e-mail queue could not be read',
                );
              },
            )
        : round()
    ).finally(() => {
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
    enqueue: enqueueMail,
    flush,
    start: async () => {
      stopped = false;
      // With several processes another may be sending now: its marks are looked at in a round.
      if (!runOnce.acrossProcesses) await markCaught();
      started = true;
      // What waited while the server was down goes now, not a whole interval later.
      void flush().then(schedule);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    onSettled: (prefix, listener) => {
      listeners.push({ prefix, listener });
    },
  };

  /** Turns the marks a crash left ('enviando') into 'ambiguo', for staff: never sent again. */
  async function markCaught() {
    const caught = await db
      .selectFrom('mail_outbox')
      .select(['id', 'grupo', 'to_address'])
      .where('estado', '=', 'enviando')
      .execute();
    for (const row of caught) {
      log.warn({ mail: row.id }, 'e-mail caught mid-send by a stop: marked ambiguous, not resent');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('mail_outbox')
          .set({ estado: 'ambiguo' })
          .where('id', '=', row.id)
          .execute();
        await settle(trx, { id: row.id, grupo: row.grupo, to: row.to_address }, 'ambiguo');
      });
    }
  }
}

/**
 * Queues a mail in the caller's transaction; returns its id. A running server's queue sends it
 * (the admin CLI queues, the server sends).
 */
export async function enqueueMail(executor: Db, mail: QueuedMail, now: string): Promise<number> {
  const row = await executor
    .insertInto('mail_outbox')
    .values({
      inquiry_id: null,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      grupo: mail.grupo ?? null,
      attempts: 0,
      next_attempt: now,
      last_error: null,
      created: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Addresses paused after a permanent refusal, newest first (the panel shows them). */
export async function pausedAddresses(
  db: Db,
): Promise<{ email: string; motivo: string; desde: string }[]> {
  return db.selectFrom('mail_paused').selectAll().orderBy('desde', 'desc').execute();
}

/** Lets mail go to a paused address again; true when it was paused. */
export async function resumeAddress(db: Db, email: string): Promise<boolean> {
  const result = await db.deleteFrom('mail_paused').where('email', '=', email).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
