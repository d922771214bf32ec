import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/**
 * A family's subscription: the address, the levels, what it chose to receive, the consent
 * wording's version and when it confirmed, and no more. A pending one (never confirmed) is
 * deleted 7 days after it was asked for.
 */
export interface DigestSubscribersTable {
  id: Generated<number>;
  /** Lowercased. */
  email: string;
  /** Level slugs between commas (`,3-basico,5-basico,`), as the calendar stores an event's. */
  niveles: string;
  noticias: number;
  calendario: number;
  urgentes: number;
  /** The version of the consent wording it accepted. */
  consentimiento: string;
  /** While pending: when it was asked for (ISO UTC); null once confirmed. */
  pendiente_desde: string | null;
  /** When the family confirmed (ISO UTC); null while pending. */
  confirmado_en: string | null;
  /** When the last edition that mailed it was built: its next digest holds what came since. */
  ultimo_boletin: Generated<string | null>;
}

/**
 * Addresses that must never be mailed again by mistake, kept only as a SHA-256 of the address:
 * 'baja' (the family left everything; signing up again by the form is its own choice) or
 * 'bloqueo' ("No fui yo": nothing more of any kind).
 */
interface DigestSuppressionsTable {
  hash: string;
  motivo: string;
  creado: string;
}

/** Confirmation mails of the last hour, by the address's hash: one per address, a cap in all. */
interface DigestConfirmationsTable {
  hash: string;
  enviado: string;
}

/** One row (id 1): when the weekly digest is built, in Chile's time. */
interface DigestSettingsTable {
  id: number;
  /** Day of the week, 0 Sunday … 6 Saturday. */
  dia: number;
  /** Hour, 0–23. */
  hora: number;
}

/** One edition a week, built once: its key is the Monday of its week in Chile. */
interface DigestEditionsTable {
  id: Generated<number>;
  /** `YYYY-MM-DD`: the Monday (Chile) of the edition's week; unique. */
  semana: string;
  /** When it was built (ISO UTC). */
  creada: string;
  /** The families its frozen list holds. */
  destinatarios: number;
}

/**
 * One row per family and edition, unique: the frozen list of recipients. `estado` follows the
 * mail: 'en_cola', then 'enviado', 'fallido' (refused for good) or 'ambiguo' (caught mid-send by
 * a crash), or 'sin_contenido' (nothing for this family this week: no mail).
 */
interface DigestDeliveriesTable {
  id: Generated<number>;
  edition_id: number;
  subscriber_id: number;
  mail_id: number | null;
  estado: string;
}

/** What was already mailed at once (an urgent notice, a cancellation), by its key. */
interface DigestUrgentTable {
  clave: string;
  enviado: string;
  destinatarios: number;
}

/** The digest module's tables, as lib/db.ts composes them into the database's type. */
export interface DigestTables {
  digest_subscribers: DigestSubscribersTable;
  digest_suppressions: DigestSuppressionsTable;
  digest_confirmations: DigestConfirmationsTable;
  digest_settings: DigestSettingsTable;
  digest_editions: DigestEditionsTable;
  digest_deliveries: DigestDeliveriesTable;
  digest_urgent: DigestUrgentTable;
}

/** The digest module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const DIGEST_MIGRATIONS: readonly MigrationStep[] = [
  // 15 · The families' subscriptions, the addresses never to mail again, and the last hour's
  // confirmation mails.
  {
    version: 15,
    sql: `CREATE TABLE digest_subscribers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     email TEXT NOT NULL UNIQUE,
     niveles TEXT NOT NULL,
     noticias INTEGER NOT NULL CHECK (noticias IN (0, 1)),
     calendario INTEGER NOT NULL CHECK (calendario IN (0, 1)),
     urgentes INTEGER NOT NULL CHECK (urgentes IN (0, 1)),
     consentimiento TEXT NOT NULL,
     pendiente_desde TEXT,
     confirmado_en TEXT
   );
   CREATE INDEX digest_subscribers_pendiente ON digest_subscribers (pendiente_desde)
     WHERE pendiente_desde IS NOT NULL;
   CREATE TABLE digest_suppressions (
     hash TEXT PRIMARY KEY,
     motivo TEXT NOT NULL CHECK (motivo IN ('baja', 'bloqueo')),
     creado TEXT NOT NULL
   );
   CREATE TABLE digest_confirmations (hash TEXT NOT NULL, enviado TEXT NOT NULL);
   CREATE INDEX digest_confirmations_enviado ON digest_confirmations (enviado);
   CREATE INDEX digest_confirmations_hash ON digest_confirmations (hash);`,
  },
  // 16 · The weekly digest: when it is built, its editions, their frozen lists of recipients,
  // and what was already mailed at once.
  {
    version: 16,
    sql: `ALTER TABLE digest_subscribers ADD COLUMN ultimo_boletin TEXT;
   CREATE TABLE digest_settings (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     dia INTEGER NOT NULL CHECK (dia BETWEEN 0 AND 6),
     hora INTEGER NOT NULL CHECK (hora BETWEEN 0 AND 23)
   );
   INSERT INTO digest_settings (id, dia, hora) VALUES (1, 5, 16);
   CREATE TABLE digest_editions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     semana TEXT NOT NULL UNIQUE,
     creada TEXT NOT NULL,
     destinatarios INTEGER NOT NULL
   );
   CREATE TABLE digest_deliveries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     edition_id INTEGER NOT NULL REFERENCES digest_editions (id) ON DELETE CASCADE,
     subscriber_id INTEGER NOT NULL,
     mail_id INTEGER,
     estado TEXT NOT NULL
       CHECK (estado IN ('en_cola', 'enviado', 'fallido', 'ambiguo', 'sin_contenido')),
     UNIQUE (edition_id, subscriber_id)
   );
   CREATE INDEX digest_deliveries_mail ON digest_deliveries (mail_id) WHERE mail_id IS NOT NULL;
   CREATE TABLE digest_urgent (
     clave TEXT PRIMARY KEY,
     enviado TEXT NOT NULL,
     destinatarios INTEGER NOT NULL
   );`,
  },
];

/** The digest module's tables on PostgreSQL as they are at the baseline version (ADR 0050). */
export const DIGEST_POSTGRES_BASELINE = `CREATE TABLE digest_subscribers (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     email text NOT NULL UNIQUE,
     niveles text NOT NULL,
     noticias integer NOT NULL CHECK (noticias IN (0, 1)),
     calendario integer NOT NULL CHECK (calendario IN (0, 1)),
     urgentes integer NOT NULL CHECK (urgentes IN (0, 1)),
     consentimiento text NOT NULL,
     pendiente_desde text,
     confirmado_en text,
     ultimo_boletin text
   );
   CREATE INDEX digest_subscribers_pendiente ON digest_subscribers (pendiente_desde)
     WHERE pendiente_desde IS NOT NULL;
   CREATE TABLE digest_suppressions (
     hash text PRIMARY KEY,
     motivo text NOT NULL CHECK (motivo IN ('baja', 'bloqueo')),
     creado text NOT NULL
   );
   CREATE TABLE digest_confirmations (hash text NOT NULL, enviado text NOT NULL);
   CREATE INDEX digest_confirmations_enviado ON digest_confirmations (enviado);
   CREATE INDEX digest_confirmations_hash ON digest_confirmations (hash);
   CREATE TABLE digest_settings (
     id integer PRIMARY KEY CHECK (id = 1),
     dia integer NOT NULL CHECK (dia BETWEEN 0 AND 6),
     hora integer NOT NULL CHECK (hora BETWEEN 0 AND 23)
   );
   INSERT INTO digest_settings (id, dia, hora) VALUES (1, 5, 16);
   CREATE TABLE digest_editions (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     semana text NOT NULL UNIQUE,
     creada text NOT NULL,
     destinatarios integer NOT NULL
   );
   CREATE TABLE digest_deliveries (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     edition_id integer NOT NULL REFERENCES digest_editions (id) ON DELETE CASCADE,
     subscriber_id integer NOT NULL,
     mail_id integer,
     estado text NOT NULL
       CHECK (estado IN ('en_cola', 'enviado', 'fallido', 'ambiguo', 'sin_contenido')),
     UNIQUE (edition_id, subscriber_id)
   );
   CREATE INDEX digest_deliveries_mail ON digest_deliveries (mail_id) WHERE mail_id IS NOT NULL;
   CREATE TABLE digest_urgent (
     clave text PRIMARY KEY,
     enviado text NOT NULL,
     destinatarios integer NOT NULL
   );`;
