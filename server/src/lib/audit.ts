import type { AuditAction, AuditEntry } from '@lbj/shared';
import { LIMITS } from '@lbj/shared';
import { sql } from 'kysely';
import type { Db } from './db.ts';

/** Who made a change and from where: null for the server's console (the CLI). */
export interface Actor {
  usuario: string | null;
  ip: string | null;
}

/** The server's console: no administrator, no address. */
export const CONSOLE: Actor = { usuario: null, ip: null };

/** One thing done: the action's code and a short Spanish detail (never a secret). */
interface AuditEvent {
  accion: AuditAction;
  detalle: string;
}

interface AuditFilter {
  usuario?: string;
  accion?: AuditAction;
  limit: number;
}

/** What the features hold: they record, never read. */
export interface AuditRecorder {
  /**
   * Writes the entry through `db`, a transaction of the change it describes: both are stored, or
   * neither. A failure throws, and the change is rolled back with it.
   */
  recordIn(db: Db, by: Actor, event: AuditEvent): Promise<void>;
  /**
   * After a change that is already stored (files and a row, say): the entry is written on its
   * own; a failure to write it is logged, never thrown, so the change is not reported as failed.
   */
  record(by: Actor, event: AuditEvent): Promise<void>;
}

export interface AuditLog extends AuditRecorder {
  /** Newest first. */
  list(filter: AuditFilter): Promise<AuditEntry[]>;
}

/**
 * The log is bounded by count, pruned at each write: the newest `keep` entries, of which at most
 * `keepFailedLogins` failed logins, so that a stream of guessed passwords (each one an entry)
 * cannot push the school's own changes out.
 */
export const AUDIT_KEEP = { keep: 20_000, keepFailedLogins: 2_000 } as const;

/** Longest `detalle` stored (a news title is at most 200 characters). */
const DETAIL_MAX = 300;

const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

export function createAuditLog(deps: {
  db: Db;
  clock: () => Date;
  log: { error(details: object, message: string): void };
  keep?: { keep: number; keepFailedLogins: number };
}): AuditLog {
  const { db, clock, log } = deps;
  const { keep, keepFailedLogins } = deps.keep ?? AUDIT_KEEP;

  const prune = async (executor: Db, accion: AuditAction) => {
    // Only the kind just written can have gone over its bound.
    if (accion === 'sesion.fallida') {
      const edge = await executor
        .selectFrom('audit_log')
        .select('id')
        .where('accion', '=', accion)
        .orderBy('id', 'desc')
        .limit(1)
        .offset(keepFailedLogins)
        .executeTakeFirst();
      if (edge) {
        await executor
          .deleteFrom('audit_log')
          .where('accion', '=', accion)
          .where('id', '<=', edge.id)
          .execute();
      }
    }
    const edge = await executor
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .offset(keep)
      .executeTakeFirst();
    if (edge) await executor.deleteFrom('audit_log').where('id', '<=', edge.id).execute();
  };

  const recordIn = async (executor: Db, by: Actor, event: AuditEvent) => {
    await executor
      .insertInto('audit_log')
      .values({
        fecha: clock().toISOString(),
        usuario: by.usuario === null ? null : clip(by.usuario, LIMITS.usernameMax),
        accion: event.accion,
        detalle: clip(event.detalle, DETAIL_MAX),
        ip: by.ip,
      })
      .execute();
    await prune(executor, event.accion);
  };

  return {
    recordIn,

    async record(by, event) {
      try {
        await db.transaction().execute((trx) => recordIn(trx, by, event));
      } catch (error) {
        log.error({ err: error, accion: event.accion }, 'could not write to the activity log');
      }
    },

    list: ({ usuario, accion, limit }) => {
      let query = db
        .selectFrom('audit_log')
        .select(['fecha', 'usuario', 'accion', 'detalle', 'ip'])
        .orderBy('id', 'desc')
        .limit(limit);
      // Names ignore case, as the accounts' do (ASCII, like SQLite's NOCASE).
      if (usuario !== undefined) {
        query = query.where((eb) => eb(sql<string>`usuario COLLATE NOCASE`, '=', usuario));
      }
      if (accion !== undefined) query = query.where('accion', '=', accion);
      return query.execute();
    },
  };
}
