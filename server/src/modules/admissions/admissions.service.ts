import {
  ADMISSION_LEVELS,
  ADMISSION_MESSAGES as M,
  admissionLevelName,
  INQUIRY_LIMITS,
  missingAdmissionFacts,
  type AdmissionFact,
  type AdmissionProcess,
  type AdmissionProcessInput,
  type AdmissionSettings,
  type Inquiry,
  type InquiryInput,
  type InquiryPatch,
} from '@lbj/shared';
import { CONSOLE, type Actor, type AuditRecorder } from '../../lib/audit.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/feature-module.ts';
import type { AdmissionsRepository, InquiryFilter } from './admissions.repository.ts';

/** 400: a process saved open lacks facts; `missing` names every one. */
export class MissingFactsError extends ValidationError {
  constructor(public readonly missing: readonly AdmissionFact[]) {
    super(M.missingFacts(missing), missing[0]);
  }
}

export interface AdmissionsService {
  /** What families see: the latest open process, or else the latest one; null when none. */
  published(): Promise<AdmissionProcess | null>;
  /** A year's stored process, or an empty closed one (the panel's editor). */
  year(year: number): Promise<AdmissionProcess>;
  /** Saves a year's process; refused (MissingFactsError) when open and a fact is missing. */
  save(by: Actor, year: number, input: AdmissionProcessInput): Promise<AdmissionProcess>;
  /**
   * Stores a family's inquiry and, when staff chose an address and the server can send e-mail,
   * its notification in the outbox: both in one transaction, committed before the answer.
   */
  receive(inquiry: InquiryInput): Promise<number>;
  inquiries(filter: InquiryFilter): Promise<Inquiry[]>;
  update(by: Actor, id: number, patch: InquiryPatch): Promise<Inquiry>;
  /** One family's inquiries (by e-mail), for a request to see them; logged without the data. */
  exportFamily(by: Actor, email: string): Promise<Inquiry[]>;
  deleteFamily(by: Actor, email: string): Promise<number>;
  /** Deletes the inquiries older than 24 months; returns how many went. */
  purgeExpired(): Promise<number>;
  countNew(): Promise<number>;
  settings(): Promise<AdmissionSettings>;
  setSettings(by: Actor, email: string | null): Promise<AdmissionSettings>;
}

const emptyProcess = (year: number): AdmissionProcess => ({
  anio: year,
  abierto: false,
  vacantes: {},
  criterios: '',
  postulacion_desde: '',
  postulacion_hasta: '',
  fecha_resultados: '',
  requisitos: '',
  pruebas: '',
  aranceles: '',
  pei_url: '',
  proxima_apertura: '',
  actualizado: null,
});

/** The instant `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export function createAdmissionsService(deps: {
  repository: AdmissionsRepository;
  audit: AuditRecorder;
  clock: Clock;
  /** Whether the server can send e-mail (SMTP_URL set): without it nothing is queued. */
  canSendMail: boolean;
  /** The panel's address, for the notification's link. */
  panelUrl: string;
}): AdmissionsService {
  const { repository, audit, clock, canSendMail, panelUrl } = deps;

  return {
    published: () => repository.publishedProcess(),

    year: async (year) => (await repository.process(year)) ?? emptyProcess(year),

    save: async (by, year, input) => {
      // Vacancies of every level the school teaches, and only those (the schema checked the keys).
      const vacantes = Object.fromEntries(
        ADMISSION_LEVELS.flatMap(({ id }) =>
          input.vacantes[id] === undefined ? [] : [[id, input.vacantes[id]]],
        ),
      );
      const clean = { ...input, vacantes };
      if (clean.abierto) {
        const missing = missingAdmissionFacts(clean);
        if (missing.length > 0) throw new MissingFactsError(missing);
      }
      const now = clock().toISOString();
      await repository.transaction(async (admissions, db) => {
        await admissions.saveProcess(year, clean, now);
        await audit.recordIn(db, by, {
          accion: 'admision.guardar',
          detalle: M.auditSaved(year, clean.abierto),
        });
      });
      return { anio: year, ...clean, actualizado: now };
    },

    receive: async (inquiry) => {
      const now = clock().toISOString();
      return repository.transaction(async (admissions) => {
        const id = await admissions.addInquiry(inquiry, now);
        const to = canSendMail ? await admissions.notifyEmail() : null;
        if (to !== null) {
          const level = admissionLevelName(inquiry.nivel);
          await admissions.queueMail(
            {
              to,
              subject: M.mailSubject(level),
              body: M.mailBody(inquiry.nombre, level, panelUrl),
            },
            id,
            now,
          );
        }
        return id;
      });
    },

    inquiries: (filter) => repository.inquiries(filter),

    update: async (by, id, patch) => {
      return repository.transaction(async (admissions, db) => {
        const before = await admissions.inquiry(id);
        if (!before) throw new NotFoundError(M.inquiryNotFound);
        const change = {
          ...(patch.estado === undefined ? {} : { estado: patch.estado }),
          ...(patch.nota === undefined ? {} : { nota: patch.nota }),
        };
        await admissions.updateInquiry(id, change);
        if (patch.estado !== undefined && patch.estado !== before.estado) {
          await audit.recordIn(db, by, {
            accion: 'consulta.estado',
            detalle: M.auditStatus(id, before.estado, patch.estado),
          });
        }
        if (patch.nota !== undefined && patch.nota !== before.nota) {
          await audit.recordIn(db, by, { accion: 'consulta.nota', detalle: M.auditNote(id) });
        }
        return { ...before, ...change };
      });
    },

    exportFamily: async (by, email) => {
      const rows = await repository.inquiries({ email });
      await audit.record(by, {
        accion: 'consulta.exportar',
        detalle: M.auditExported(rows.length),
      });
      return rows;
    },

    deleteFamily: (by, email) =>
      repository.transaction(async (admissions, db) => {
        const count = await admissions.deleteFamily(email);
        await audit.recordIn(db, by, {
          accion: 'consulta.eliminar',
          detalle: M.auditDeleted(count),
        });
        return count;
      }),

    purgeExpired: () =>
      repository.transaction(async (admissions, db) => {
        const cutoff = monthsBefore(clock(), INQUIRY_LIMITS.keepMonths).toISOString();
        const count = await admissions.deleteOlderThan(cutoff);
        if (count > 0) {
          await audit.recordIn(db, CONSOLE, {
            accion: 'consulta.caducar',
            detalle: M.auditExpired(count),
          });
        }
        return count;
      }),

    countNew: () => repository.countNew(),

    settings: async () => ({ correo: await repository.notifyEmail(), smtp: canSendMail }),

    setSettings: async (by, email) => {
      await repository.transaction(async (admissions, db) => {
        await admissions.setNotifyEmail(email);
        await audit.recordIn(db, by, {
          accion: 'admision.notificaciones',
          detalle: M.auditSettings(email !== null),
        });
      });
      return { correo: email, smtp: canSendMail };
    },
  };
}
