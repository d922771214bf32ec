import type { Generated } from 'kysely';
import type { MigrationStep } from '../../lib/migrations.ts';

/** The activity log (lib/audit.ts is the only code that touches it). */
interface AuditLogTable {
  id: Generated<number>;
  /** ISO 8601 UTC. */
  fecha: string;
  usuario: string | null;
  accion: string;
  detalle: string;
  ip: string | null;
}

/** The activity log's tables, as lib/db.ts composes them into the database's type. */
export interface AuditTables {
  audit_log: AuditLogTable;
}

/** The activity log's schema steps (lib/migrations.ts: versions are fixed once released). */
export const AUDIT_MIGRATIONS: readonly MigrationStep[] = [
  // 6 · The activity log. AUTOINCREMENT: ids only grow, so "newest first" is by id
  // even after pruning or a clock set back.
  {
    version: 6,
    sql: `CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     fecha TEXT NOT NULL,
     usuario TEXT,
     accion TEXT NOT NULL,
     detalle TEXT NOT NULL,
     ip TEXT
   );
   CREATE INDEX audit_log_accion ON audit_log (accion, id);
   CREATE INDEX audit_log_usuario ON audit_log (usuario COLLATE NOCASE, id);`,
  },
];
