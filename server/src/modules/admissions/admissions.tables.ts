import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/** One row per school year whose process staff saved. */
interface AdmissionProcessesTable {
  anio: number;
  abierto: number;
  /** JSON: level slug → vacancies. */
  vacantes: string;
  criterios: string;
  postulacion_desde: string;
  postulacion_hasta: string;
  fecha_resultados: string;
  requisitos: string;
  pruebas: string;
  aranceles: string;
  pei_url: string;
  proxima_apertura: string;
  actualizado: string;
}

/** A family's inquiry from /admision; deleted 24 months after it arrived. */
interface AdmissionInquiriesTable {
  id: Generated<number>;
  nombre: string;
  email: string;
  telefono: string | null;
  nivel: string;
  anio_nacimiento: number | null;
  mensaje: string;
  /** 'nueva', 'respondida' or 'cerrada'. */
  estado: string;
  nota: string;
  /** ISO 8601 UTC. */
  creada: string;
}

/** One row (id 1): the address staff are told at when an inquiry arrives, or null. */
interface AdmissionSettingsTable {
  id: number;
  notify_email: string | null;
}

/** The admissions module's tables, as lib/db.ts composes them into the database's type. */
export interface AdmissionsTables {
  admission_processes: AdmissionProcessesTable;
  admission_inquiries: AdmissionInquiriesTable;
  admission_settings: AdmissionSettingsTable;
}

/** The admissions module's schema steps (lib/migrations.ts: versions are fixed once released). */
export const ADMISSIONS_MIGRATIONS: readonly MigrationStep[] = [
  // 13 · Admissions: each year's process, the families' inquiries, the notification address
  // and the e-mails waiting to go out (since version 15 the queue of every feature:
  // lib/mail.tables.ts).
  {
    version: 13,
    sql: `CREATE TABLE admission_processes (
     anio INTEGER PRIMARY KEY,
     abierto INTEGER NOT NULL CHECK (abierto IN (0, 1)),
     vacantes TEXT NOT NULL DEFAULT '{}',
     criterios TEXT NOT NULL DEFAULT '',
     postulacion_desde TEXT NOT NULL DEFAULT '',
     postulacion_hasta TEXT NOT NULL DEFAULT '',
     fecha_resultados TEXT NOT NULL DEFAULT '',
     requisitos TEXT NOT NULL DEFAULT '',
     pruebas TEXT NOT NULL DEFAULT '',
     aranceles TEXT NOT NULL DEFAULT '',
     pei_url TEXT NOT NULL DEFAULT '',
     proxima_apertura TEXT NOT NULL DEFAULT '',
     actualizado TEXT NOT NULL
   );
   CREATE TABLE admission_inquiries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     nombre TEXT NOT NULL,
     email TEXT NOT NULL,
     telefono TEXT,
     nivel TEXT NOT NULL,
     anio_nacimiento INTEGER,
     mensaje TEXT NOT NULL,
     estado TEXT NOT NULL DEFAULT 'nueva' CHECK (estado IN ('nueva', 'respondida', 'cerrada')),
     nota TEXT NOT NULL DEFAULT '',
     creada TEXT NOT NULL
   );
   CREATE INDEX admission_inquiries_creada ON admission_inquiries (creada);
   CREATE INDEX admission_inquiries_email ON admission_inquiries (email);
   CREATE TABLE admission_settings (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     notify_email TEXT
   );
   INSERT INTO admission_settings (id, notify_email) VALUES (1, NULL);
   CREATE TABLE mail_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     inquiry_id INTEGER REFERENCES admission_inquiries (id) ON DELETE CASCADE,
     to_address TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt TEXT NOT NULL,
     last_error TEXT,
     created TEXT NOT NULL
   );`,
  },
];
