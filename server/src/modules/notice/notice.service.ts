import { createHash } from 'node:crypto';
import {
  NOTICE_MESSAGES,
  parseOffsetDateTime,
  type Notice,
  type NoticeInput,
  type NoticeLevel,
  type NoticeState,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import type { Clock } from '../../lib/feature-module.ts';
import type { NoticeRecord, NoticeRepository } from './notice.repository.ts';

export interface NoticeService {
  /** The notice shown now (desde ≤ now < hasta, by the clock at this call), or undefined. */
  active(): Promise<Notice | undefined>;
  /** The stored notice whatever its dates, with its `estado`; for administrators. */
  stored(): Promise<Notice | undefined>;
  /** Stores `input` in place of any notice, and logs it; answers it as `stored()` would. */
  publish(input: NoticeInput, by: Actor): Promise<Notice>;
  /** Removes the notice (logged when there was one); nothing to remove is not an error. */
  remove(by: Actor): Promise<void>;
}

/**
 * What the dismissal cookie holds: a short hash of the level and the text, so that a visitor who
 * closed a notice sees it again once either changes (and a new link or new dates alone do not
 * bring back what was read).
 */
export function noticeKey(nivel: string, texto: string): string {
  return createHash('sha256').update(`${nivel}\n${texto}`).digest('base64url').slice(0, 12);
}

/** Whether a stored notice shows at `now`: from `desde` (included) to `hasta` (excluded). */
function noticeState(record: Pick<NoticeRecord, 'desde' | 'hasta'>, now: Date): NoticeState {
  const at = now.getTime();
  if (record.desde !== null && at < Date.parse(record.desde)) return 'programado';
  if (record.hasta !== null && at >= Date.parse(record.hasta)) return 'vencido';
  return 'activo';
}

/** An allow-list: what the API says about a stored notice. */
function toNotice(record: NoticeRecord): Notice {
  return {
    nivel: record.nivel as NoticeLevel,
    texto: record.texto,
    ...(record.enlace === null ? {} : { enlace: record.enlace }),
    ...(record.desde === null ? {} : { desde: record.desde }),
    ...(record.hasta === null ? {} : { hasta: record.hasta }),
    clave: noticeKey(record.nivel, record.texto),
    actualizado: record.actualizado,
  };
}

/** An input's optional date as stored: ISO 8601 UTC, or null for none. */
function instant(value: string | null | undefined): string | null {
  if (!value) return null;
  // The schema already refused anything else; a null here would be a bug upstream.
  const date = parseOffsetDateTime(value);
  if (!date) throw new Error(`not a date and time with offset: ${value}`);
  return date.toISOString();
}

export function createNoticeService(deps: {
  repository: NoticeRepository;
  audit: AuditRecorder;
  clock: Clock;
}): NoticeService {
  const { repository, audit, clock } = deps;

  const withState = (record: NoticeRecord): Notice => ({
    ...toNotice(record),
    estado: noticeState(record, clock()),
  });

  return {
    async active() {
      const record = await repository.find();
      return record && noticeState(record, clock()) === 'activo' ? toNotice(record) : undefined;
    },

    async stored() {
      const record = await repository.find();
      return record && withState(record);
    },

    async publish(input, by) {
      const record: NoticeRecord = {
        nivel: input.nivel,
        texto: input.texto,
        enlace: input.enlace ? input.enlace : null,
        desde: instant(input.desde),
        hasta: instant(input.hasta),
        actualizado: clock().toISOString(),
      };
      await repository.transaction(async (notice, db) => {
        await notice.save(record);
        await audit.recordIn(db, by, {
          accion: 'aviso.publicar',
          detalle: NOTICE_MESSAGES.published(record.nivel as NoticeLevel, record.texto),
        });
      });
      return withState(record);
    },

    async remove(by) {
      await repository.transaction(async (notice, db) => {
        const removed = await notice.remove();
        if (removed) {
          await audit.recordIn(db, by, {
            accion: 'aviso.retirar',
            detalle: NOTICE_MESSAGES.removed(removed.texto),
          });
        }
      });
    },
  };
}
