import { createHash } from 'node:crypto';
import {
  NOTICE_MESSAGES,
  TRANSLATION_MESSAGES,
  parseOffsetDateTime,
  type Notice,
  type NoticeInput,
  type NoticeLevel,
  type NoticeState,
  type NoticeTranslationInput,
  type NoticeTranslations,
  type TranslationLanguage,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { sourceHash, toTranslations } from '../../lib/translations.ts';
import type {
  NoticeRecord,
  NoticeRepository,
  NoticeTranslationRecord,
} from './notice.repository.ts';

export interface NoticeService {
  /**
   * The notice shown now (desde ≤ now < hasta, by the clock at this call), with its
   * translations, or undefined.
   */
  active(): Promise<Notice | undefined>;
  /**
   * The notice shown now as every page's banner shows it, or undefined: for a Spanish page
   * without its translations (one read of one row per page); for a French or English page
   * (`idioma`), with its translation into that language alone, if it has one (outdated or not).
   */
  banner(idioma?: TranslationLanguage): Promise<Notice | undefined>;
  /** The stored notice whatever its dates, with its `estado`; for administrators. */
  stored(): Promise<Notice | undefined>;
  /** Stores `input` in place of any notice, and logs it; answers it as `stored()` would. */
  publish(input: NoticeInput, by: Actor): Promise<Notice>;
  /** Removes the notice and its translations (logged when there was one); none is not an error. */
  remove(by: Actor): Promise<void>;
  /**
   * Stores the notice's translation into `idioma` in place of any, made from its text as it is
   * now, and logs it; answers the notice as `stored()` would. NotFoundError without a notice.
   */
  saveTranslation(
    idioma: TranslationLanguage,
    input: NoticeTranslationInput,
    by: Actor,
  ): Promise<Notice>;
  /**
   * Deletes the notice's translation into `idioma` (logged when there was one; none is not an
   * error). NotFoundError without a notice.
   */
  removeTranslation(idioma: TranslationLanguage, by: Actor): Promise<void>;
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

/** What a translation is made from: the notice's Spanish text (not its level, link or dates). */
const noticeSource = (record: Pick<NoticeRecord, 'texto'>): string => sourceHash([record.texto]);

/** The notice's stored translations as its answers carry them, each outdated or not. */
function noticeTranslations(
  record: NoticeRecord,
  stored: readonly NoticeTranslationRecord[],
): NoticeTranslations {
  return toTranslations(
    stored,
    () => noticeSource(record),
    ({ texto }) => ({ texto }),
  );
}

/**
 * An allow-list: what the API says about a stored notice, with its stored translations when
 * given (the banner's has none).
 */
function toNotice(record: NoticeRecord, translations?: readonly NoticeTranslationRecord[]): Notice {
  return {
    nivel: record.nivel as NoticeLevel,
    texto: record.texto,
    ...(record.enlace === null ? {} : { enlace: record.enlace }),
    ...(record.desde === null ? {} : { desde: record.desde }),
    ...(record.hasta === null ? {} : { hasta: record.hasta }),
    clave: noticeKey(record.nivel, record.texto),
    actualizado: record.actualizado,
    ...(translations === undefined
      ? {}
      : { traducciones: noticeTranslations(record, translations) }),
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

  const withState = (
    record: NoticeRecord,
    translations: readonly NoticeTranslationRecord[],
  ): Notice => ({
    ...toNotice(record, translations),
    estado: noticeState(record, clock()),
  });

  /** The stored notice, or NotFoundError: a translation needs a notice to translate. */
  const storedOrFail = async (notice: NoticeRepository) => {
    const record = await notice.find();
    if (!record) throw new NotFoundError(NOTICE_MESSAGES.notFound);
    return record;
  };

  return {
    async active() {
      const record = await repository.find();
      if (!record || noticeState(record, clock()) !== 'activo') return undefined;
      return toNotice(record, await repository.translations());
    },

    async banner(idioma) {
      const record = await repository.find();
      if (!record || noticeState(record, clock()) !== 'activo') return undefined;
      if (idioma === undefined) return toNotice(record);
      const translations = await repository.translations();
      return toNotice(
        record,
        translations.filter((translation) => translation.idioma === idioma),
      );
    },

    async stored() {
      const record = await repository.find();
      return record && withState(record, await repository.translations());
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
      // A notice set in place of another keeps its translations: outdated if the text changed.
      const translations = await repository.transaction(async (notice, db) => {
        await notice.save(record);
        await audit.recordIn(db, by, {
          accion: 'aviso.publicar',
          detalle: NOTICE_MESSAGES.published(record.nivel as NoticeLevel, record.texto),
        });
        return notice.translations();
      });
      return withState(record, translations);
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

    async saveTranslation(idioma, input, by) {
      const actualizado = clock().toISOString();
      const [record, translations] = await repository.transaction(async (notice, db) => {
        const stored = await storedOrFail(notice);
        await notice.saveTranslation({
          idioma,
          texto: input.texto,
          fuente: noticeSource(stored),
          actualizado,
        });
        // Logged as a change of the published notice: the panel names it "Publicó un aviso".
        await audit.recordIn(db, by, {
          accion: 'aviso.publicar',
          detalle: TRANSLATION_MESSAGES.noticeSaved(idioma, stored.texto),
        });
        return [stored, await notice.translations()] as const;
      });
      return withState(record, translations);
    },

    async removeTranslation(idioma, by) {
      await repository.transaction(async (notice, db) => {
        const stored = await storedOrFail(notice);
        if (await notice.removeTranslation(idioma)) {
          await audit.recordIn(db, by, {
            accion: 'aviso.publicar',
            detalle: TRANSLATION_MESSAGES.noticeRemoved(idioma, stored.texto),
          });
        }
      });
    },
  };
}
