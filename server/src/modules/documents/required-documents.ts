import {
  REQUIRED_DOCUMENT_KINDS,
  REVIEW_PERIOD,
  chileYear,
  DOCUMENT_MESSAGES,
  requiredKindName,
  requiredStateLabel,
  reviewPeriodWords,
  type RequiredDocument,
  type RequiredKind,
  type RequiredState,
  type ReviewPeriod,
} from '@lbj/shared';
import type { Actor, AuditRecorder } from '../../lib/audit.ts';
import type { Db } from '../../lib/db.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import { createDocumentsRepository, type DocumentsRepository } from './documents.repository.ts';

/** One required kind's state, with what the CLI and the tests also read. */
interface RequiredKindState extends RequiredDocument {
  /** The kind's review period, in months. */
  meses: number;
  /** The current document's title, or null. */
  titulo: string | null;
}

/** The instant `months` months after `published` (ISO 8601): when a review falls due. */
function reviewDueAt(published: string, months: number): Date {
  const due = new Date(published);
  due.setUTCMonth(due.getUTCMonth() + months);
  return due;
}

export interface RequiredDocumentsDeps {
  repository: DocumentsRepository;
  /** The school year of the supplies list families see (modules/supplies), or null. */
  suppliesYear: SuppliesYear;
  audit: AuditRecorder;
  now: Clock;
}

/**
 * The documents the school must keep current (REQUIRED_DOCUMENT_KINDS, ADR 0041). A kind is
 * `vigente` when its current document (the one of that kind whose latest version was published
 * last) was published within the kind's review period, `revisar` when earlier, `falta` when there
 * is none. The supplies list also counts for `utiles` when the list published on the site is for
 * this school year (Chile's calendar year) or a later one.
 */
function createRequiredDocuments({ repository, suppliesYear, audit, now }: RequiredDocumentsDeps) {
  async function periods(): Promise<ReviewPeriod[]> {
    const set = await repository.reviewPeriods();
    return REQUIRED_DOCUMENT_KINDS.map(({ tipo }) => ({
      tipo,
      meses: set.get(tipo) ?? REVIEW_PERIOD.defaultMonths,
    }));
  }

  async function states(): Promise<RequiredKindState[]> {
    const [documents, months, listYear] = await Promise.all([
      repository.list(),
      periods(),
      suppliesYear(),
    ]);
    const at = now();
    return months.map(({ tipo, meses }) => {
      // The kind's current document: the one whose latest version was published last.
      let current: { id: number; titulo: string; published: string } | undefined;
      for (const document of documents) {
        const latest = document.versions[0];
        if (document.tipo !== tipo || !latest) continue;
        if (!current || latest.subido > current.published) {
          current = { id: document.id, titulo: document.titulo, published: latest.subido };
        }
      }
      const documentCurrent = current !== undefined && at < reviewDueAt(current.published, meses);
      const listCurrent = tipo === 'utiles' && listYear !== null && listYear >= chileYear(at);
      const something = current !== undefined || (tipo === 'utiles' && listYear !== null);
      const estado: RequiredState =
        documentCurrent || listCurrent ? 'vigente' : something ? 'revisar' : 'falta';
      return {
        tipo,
        nombre: requiredKindName(tipo),
        estado,
        documento_id: current?.id ?? null,
        meses,
        titulo: current?.titulo ?? null,
      };
    });
  }

  return {
    states,
    periods,

    /** GET /api/documents/requeridos: exactly the contract's fields. */
    async list(): Promise<RequiredDocument[]> {
      return (await states()).map(({ tipo, nombre, estado, documento_id }) => ({
        tipo,
        nombre,
        estado,
        documento_id,
      }));
    },

    /** Sets a kind's review period (validated: whole months within REVIEW_PERIOD). */
    async setPeriod(tipo: string, meses: number, by: Actor): Promise<ReviewPeriod> {
      const kind = REQUIRED_DOCUMENT_KINDS.find((candidate) => candidate.tipo === tipo);
      if (!kind) throw new NotFoundError(DOCUMENT_MESSAGES.kindNotFound);
      const before = (await periods()).find((period) => period.tipo === tipo)?.meses;
      await repository.setReviewPeriod(kind.tipo, meses);
      await audit.record(by, {
        accion: 'documento.plazo',
        detalle: `${kind.nombre}: revisar cada ${reviewPeriodWords(meses)}${
          before === undefined || before === meses ? '' : ` (antes ${reviewPeriodWords(before)})`
        }`,
      });
      return { tipo: kind.tipo satisfies RequiredKind, meses };
    },
  };
}

export type RequiredDocuments = ReturnType<typeof createRequiredDocuments>;

/** The school year of the supplies list families see, or null (composed in app.ts). */
export type SuppliesYear = () => Promise<number | null>;

/** The required documents over a database (the server's module, and the administrator CLI). */
export function createRequiredDocumentsFor(
  db: Db,
  audit: AuditRecorder,
  now: Clock,
  suppliesYear: SuppliesYear,
) {
  return createRequiredDocuments({
    repository: createDocumentsRepository(db),
    suppliesYear,
    audit,
    now,
  });
}

/**
 * `npm run admin -- documentos`: each required document's state as the panel says it, one a line,
 * tab-separated, then what is missing or due.
 */
export async function printRequiredDocuments(
  required: RequiredDocuments,
  say: (text: string) => void,
): Promise<void> {
  const states = await required.states();
  say(DOCUMENT_MESSAGES.requiredCliHeader);
  for (const kind of states) {
    // One kind, one line: a tab or a line break in a title would break the columns.
    const document =
      kind.titulo === null
        ? DOCUMENT_MESSAGES.requiredCliNone
        : `«${kind.titulo.replace(/\s/g, ' ')}»`;
    say(`  ${[kind.nombre, requiredStateLabel(kind.estado, kind.meses), document].join('\t')}`);
  }
  const missing = states.filter((kind) => kind.estado === 'falta').length;
  const due = states.filter((kind) => kind.estado === 'revisar').length;
  say(
    missing + due === 0
      ? DOCUMENT_MESSAGES.requiredCliAllCurrent
      : DOCUMENT_MESSAGES.requiredCliPending(missing, due),
  );
}
