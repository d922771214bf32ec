import type {
  AdmissionLevelId,
  AdmissionProcess,
  Inquiry,
  InquiryInput,
  InquiryStatus,
} from '@lbj/shared';
import type { AdmissionProcessInput } from '@lbj/shared';
import type { Db } from '../../lib/db.ts';

/** An inquiry's notification, queued in the shared outbox (lib/mail-queue.ts). */
interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

export interface InquiryFilter {
  estado?: InquiryStatus;
  nivel?: string;
  email?: string;
}

export interface AdmissionsRepository {
  process(year: number): Promise<AdmissionProcess | null>;
  /** The open process of the latest year, or else the latest year's process; null when none. */
  publishedProcess(): Promise<AdmissionProcess | null>;
  saveProcess(year: number, input: AdmissionProcessInput, now: string): Promise<void>;
  addInquiry(inquiry: InquiryInput, now: string): Promise<number>;
  inquiries(filter: InquiryFilter): Promise<Inquiry[]>;
  inquiry(id: number): Promise<Inquiry | null>;
  updateInquiry(id: number, change: { estado?: InquiryStatus; nota?: string }): Promise<void>;
  /** Deletes the inquiries of `email` (their pending e-mails go with them); returns how many. */
  deleteFamily(email: string): Promise<number>;
  /** Deletes the inquiries that arrived before `before` (ISO); returns how many. */
  deleteOlderThan(before: string): Promise<number>;
  countNew(): Promise<number>;
  notifyEmail(): Promise<string | null>;
  setNotifyEmail(email: string | null): Promise<void>;
  queueMail(mail: OutboxMail, inquiryId: number, now: string): Promise<void>;
  transaction<T>(fn: (admissions: AdmissionsRepository, db: Db) => Promise<T>): Promise<T>;
}

const INQUIRY_COLUMNS = [
  'id',
  'nombre',
  'email',
  'telefono',
  'nivel',
  'anio_nacimiento',
  'mensaje',
  'estado',
  'nota',
  'creada',
] as const;

type ProcessRow = Omit<AdmissionProcess, 'abierto' | 'vacantes'> & {
  abierto: number;
  vacantes: string;
};

function processOf(row: ProcessRow): AdmissionProcess {
  let vacantes: Partial<Record<AdmissionLevelId, number>> = {};
  try {
    vacantes = JSON.parse(row.vacantes) as Partial<Record<AdmissionLevelId, number>>;
  } catch {
    // A damaged value reads as "not given": the process then cannot be saved open without it.
  }
  return { ...row, abierto: row.abierto === 1, vacantes };
}

const inquiryOf = (row: Omit<Inquiry, 'nivel' | 'estado'> & { nivel: string; estado: string }) => ({
  ...row,
  nivel: row.nivel as AdmissionLevelId,
  estado: row.estado as InquiryStatus,
});

/** The only code that touches the admission_* tables and the outbox. */
export function createAdmissionsRepository(db: Db): AdmissionsRepository {
  const processes = () => db.selectFrom('admission_processes').selectAll();
  return {
    process: async (year) => {
      const row = await processes().where('anio', '=', year).executeTakeFirst();
      return row ? processOf(row) : null;
    },

    publishedProcess: async () => {
      const row = await processes()
        .orderBy('abierto', 'desc')
        .orderBy('anio', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? processOf(row) : null;
    },

    saveProcess: async (year, input, now) => {
      const values = {
        ...input,
        abierto: input.abierto ? 1 : 0,
        vacantes: JSON.stringify(input.vacantes),
        actualizado: now,
      };
      await db
        .insertInto('admission_processes')
        .values({ anio: year, ...values })
        .onConflict((oc) => oc.column('anio').doUpdateSet(values))
        .execute();
    },

    addInquiry: async (inquiry, now) => {
      const row = await db
        .insertInto('admission_inquiries')
        .values({ ...inquiry, estado: 'nueva', nota: '', creada: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    inquiries: async ({ estado, nivel, email }) => {
      let query = db
        .selectFrom('admission_inquiries')
        .select(INQUIRY_COLUMNS)
        .orderBy('creada', 'desc')
        .orderBy('id', 'desc');
      if (estado !== undefined) query = query.where('estado', '=', estado);
      if (nivel !== undefined) query = query.where('nivel', '=', nivel);
      if (email !== undefined) query = query.where('email', '=', email);
      return (await query.execute()).map(inquiryOf);
    },

    inquiry: async (id) => {
      const row = await db
        .selectFrom('admission_inquiries')
        .select(INQUIRY_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? inquiryOf(row) : null;
    },

    updateInquiry: async (id, change) => {
      await db.updateTable('admission_inquiries').set(change).where('id', '=', id).execute();
    },

    deleteFamily: async (email) => {
      const result = await db
        .deleteFrom('admission_inquiries')
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    deleteOlderThan: async (before) => {
      const result = await db
        .deleteFrom('admission_inquiries')
        .where('creada', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    countNew: async () => {
      const row = await db
        .selectFrom('admission_inquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('estado', '=', 'nueva')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    notifyEmail: async () => {
      const row = await db
        .selectFrom('admission_settings')
        .select('notify_email')
        .where('id', '=', 1)
        .executeTakeFirst();
      return row?.notify_email ?? null;
    },

    setNotifyEmail: async (email) => {
      await db
        .updateTable('admission_settings')
        .set({ notify_email: email })
        .where('id', '=', 1)
        .execute();
    },

    queueMail: async (mail, inquiryId, now) => {
      await db
        .insertInto('mail_outbox')
        .values({
          inquiry_id: inquiryId,
          to_address: mail.to,
          subject: mail.subject,
          body: mail.body,
          attempts: 0,
          next_attempt: now,
          created: now,
        })
        .execute();
    },

    transaction: (fn) =>
      db.transaction().execute((trx) => fn(createAdmissionsRepository(trx), trx)),
  };
}
