import type { Generated } from 'kysely';
import type { MigrationStep } from './migrations.ts';

/**
 * E-mails waiting to go out, for every feature (an inquiry's notification, a family's
 * confirmation, a digest, an urgent notice), written in the transaction of what caused them.
 * A sent mail's row goes; one caught mid-send by a crash stays, marked 'ambiguo', for staff.
 */
interface MailOutboxTable {
  id: Generated<number>;
  /** The inquiry the notification is about (it goes with it), or null. */
  inquiry_id: number | null;
  to_address: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part, or null for a plain-text mail. */
  html: Generated<string | null>;
  /** JSON object of extra headers (List-Unsubscribe, List-Id…), or null. */
  headers: Generated<string | null>;
  /** Who queued it and why (`boletin:12`, `urgente:aviso:…`), told when it settles; or null. */
  grupo: Generated<string | null>;
  /** 'pendiente', 'enviando' (handed to the SMTP server, not yet answered) or 'ambiguo'. */
  estado: Generated<string>;
  attempts: number;
  /** ISO 8601 UTC: not before this. */
  next_attempt: string;
  last_error: string | null;
  created: string;
}

/** An address the SMTP server refused for good (5xx): nothing goes to it until staff resume it. */
interface MailPausedTable {
  email: string;
  /** The server's answer code, e.g. '550'. */
  motivo: string;
  desde: string;
}

/** When each mail of the last minute went: the pace survives a restart. */
interface MailSentTimesTable {
  enviado: string;
}

/** The mail queue's tables, as lib/db.ts composes them into the database's type. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
  mail_paused: MailPausedTable;
  mail_sent_times: MailSentTimesTable;
}

/**
 * The mail queue's schema steps. Version 13 (modules/admissions) created mail_outbox for the
 * inquiries' notifications; version 15 makes it the one queue of every feature.
 */
export const MAIL_MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 15,
    sql: `ALTER TABLE mail_outbox ADD COLUMN html TEXT;
   ALTER TABLE mail_outbox ADD COLUMN headers TEXT;
   ALTER TABLE mail_outbox ADD COLUMN grupo TEXT;
   ALTER TABLE mail_outbox ADD COLUMN estado TEXT NOT NULL DEFAULT 'pendiente'
     CHECK (estado IN ('pendiente', 'enviando', 'ambiguo'));
   CREATE INDEX mail_outbox_due ON mail_outbox (estado, next_attempt);
   CREATE TABLE mail_paused (
     email TEXT PRIMARY KEY,
     motivo TEXT NOT NULL,
     desde TEXT NOT NULL
   );
   CREATE TABLE mail_sent_times (enviado TEXT NOT NULL);
   CREATE INDEX mail_sent_times_enviado ON mail_sent_times (enviado);`,
  },
];
