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

/** The digest module's tables, as lib/db.ts composes them into the database's type. */
export interface DigestTables {
  digest_subscribers: DigestSubscribersTable;
  digest_suppressions: DigestSuppressionsTable;
  digest_confirmations: DigestConfirmationsTable;
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
];
