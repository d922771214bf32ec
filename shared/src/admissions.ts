import * as z from 'zod/mini';
import {
  ADMISSION_FACT_NAMES,
  ADMISSION_LEVELS,
  EMAIL_PATTERN,
  INQUIRY_LIMITS,
  INQUIRY_STATUSES,
  type AdmissionFact,
} from './admissions-base.ts';
import { isCalendarDate } from './documents-base.ts';

// Admissions' request bodies and the staff's messages. A module of its own, apart from
// admissions-base.ts, so that /admision and the home page carry no zod.

const TEXT_MAX = 4000;

export const ADMISSION_MESSAGES = {
  badYear: 'El año del proceso debe ser un número entre 2000 y 2100.',
  badOpen: 'El campo «abierto» debe ser verdadero o falso.',
  badVacancies:
    'Las vacantes deben ser un número entero desde 0 para cada nivel (Pre-Kínder a 8º Básico).',
  badDate: (field: string) => `La fecha de «${field}» debe tener la forma AAAA-MM-DD.`,
  textTooLong: (field: string) =>
    `«${field}» puede tener como máximo ${String(TEXT_MAX)} caracteres.`,
  badPeiUrl:
    'El enlace al PEI debe ser una dirección de este sitio (que empiece con /) o una dirección https.',
  /** 400: an open process lacks facts; the body's `faltan` lists them. */
  missingFacts: (facts: readonly AdmissionFact[]) =>
    `No se puede publicar el proceso como abierto: falta ${facts
      .map((fact) => ADMISSION_FACT_NAMES[fact])
      .join(', ')}.`,
  noProcess: 'Todavía no hay un proceso de admisión publicado.',
  badStatus: 'El estado debe ser «nueva», «respondida» o «cerrada».',
  badLevel: 'El nivel no es válido. Elige uno entre Pre-Kínder y 8º Básico.',
  noteTooLong: `La nota puede tener como máximo ${String(INQUIRY_LIMITS.noteMax)} caracteres.`,
  patchEmpty: 'Envía el estado, la nota o ambos.',
  inquiryNotFound: 'Esa consulta ya no existe (puede que se haya eliminado).',
  badEmail: 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.cl.',
  /** `detalle` of the activity log's entries: never a family's data. */
  auditSaved: (year: number, open: boolean) =>
    `Admisión ${String(year)} ${open ? 'abierta' : 'cerrada'}`,
  auditStatus: (id: number, from: string, to: string) =>
    `Consulta n.º ${String(id)}: ${from} → ${to}`,
  auditNote: (id: number) => `Consulta n.º ${String(id)}: nota actualizada`,
  auditDeleted: (count: number) =>
    `${String(count)} ${count === 1 ? 'consulta eliminada' : 'consultas eliminadas'} a pedido de la familia`,
  auditExported: (count: number) =>
    `${String(count)} ${count === 1 ? 'consulta exportada' : 'consultas exportadas'} a pedido de la familia`,
  auditExpired: (count: number) =>
    `${String(count)} ${count === 1 ? 'consulta eliminada' : 'consultas eliminadas'} por tener más de ${String(INQUIRY_LIMITS.keepMonths)} meses`,
  auditSettings: (set: boolean) =>
    set ? 'Correo de aviso de consultas actualizado' : 'Correo de aviso de consultas quitado',
  /** The e-mail staff receive when an inquiry arrives (no message text: it is in the panel). */
  mailSubject: (level: string) => `Nueva consulta de admisión (${level})`,
  mailBody: (name: string, level: string, panelUrl: string) =>
    [
      `${name} dejó una consulta de admisión para ${level}.`,
      '',
      `Léela y respóndela en el panel: ${panelUrl}`,
      '',
      'Este correo lo envía el sitio web del colegio.',
    ].join('\n'),
} as const;

const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

/** The year of a path segment ("2027"): four digits in range; null otherwise. */
export function parseAdmissionYear(raw: string): number | null {
  if (!/^[0-9]{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : null;
}

/** A site path (`/documentos/pei.pdf`, not `//host`) or an https address. */
export function isPeiUrl(text: string): boolean {
  if (text.startsWith('/')) return !/^\/[/\\]/.test(text) && !/\s/.test(text);
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A text fact: trimmed; null and absent are ''. */
const factText = (field: string) =>
  z
    .pipe(
      z.optional(z.nullable(z.string({ error: ADMISSION_MESSAGES.textTooLong(field) }))),
      z.transform((value) => (value ?? '').trim()),
    )
    .check(z.refine((value) => value.length <= TEXT_MAX, ADMISSION_MESSAGES.textTooLong(field)));

/** A date fact: YYYY-MM-DD, or '' (null and absent too). */
const factDate = (field: string) =>
  factText(field).check(
    z.refine((value) => value === '' || isCalendarDate(value), ADMISSION_MESSAGES.badDate(field)),
  );

const levelIds: readonly string[] = ADMISSION_LEVELS.map((level) => level.id);

/** PUT /api/admissions/{anio}: a year's process; facts may be missing while it is closed. */
export const admissionProcessInputSchema = z.object({
  abierto: z.boolean({ error: ADMISSION_MESSAGES.badOpen }),
  vacantes: z
    .pipe(
      z.optional(
        z.nullable(
          z.record(z.string(), z.int({ error: ADMISSION_MESSAGES.badVacancies }), {
            error: ADMISSION_MESSAGES.badVacancies,
          }),
        ),
      ),
      z.transform((value) => value ?? {}),
    )
    .check(
      z.refine(
        (value) =>
          Object.entries(value).every(
            ([level, count]) => levelIds.includes(level) && count >= 0 && count <= 10_000,
          ),
        ADMISSION_MESSAGES.badVacancies,
      ),
    ),
  criterios: factText('criterios'),
  postulacion_desde: factDate('postulacion_desde'),
  postulacion_hasta: factDate('postulacion_hasta'),
  fecha_resultados: factDate('fecha_resultados'),
  requisitos: factText('requisitos'),
  pruebas: factText('pruebas'),
  aranceles: factText('aranceles'),
  pei_url: factText('pei_url').check(
    z.refine((value) => value === '' || isPeiUrl(value), ADMISSION_MESSAGES.badPeiUrl),
  ),
  proxima_apertura: factDate('proxima_apertura'),
});
export type AdmissionProcessInput = z.output<typeof admissionProcessInputSchema>;

/** PATCH /api/admissions/inquiries/{id}: the status, the note, or both. */
export const inquiryPatchSchema = z
  .object({
    estado: z.optional(z.enum(INQUIRY_STATUSES, { error: ADMISSION_MESSAGES.badStatus })),
    nota: z.optional(
      z
        .string({ error: ADMISSION_MESSAGES.noteTooLong })
        .check(z.trim(), z.maxLength(INQUIRY_LIMITS.noteMax, ADMISSION_MESSAGES.noteTooLong)),
    ),
  })
  .check(
    z.refine((body) => body.estado !== undefined || body.nota !== undefined, {
      error: ADMISSION_MESSAGES.patchEmpty,
    }),
  );
export type InquiryPatch = z.output<typeof inquiryPatchSchema>;

/** GET /api/admissions/inquiries?estado=&nivel=: both optional. */
export const inquiryQuerySchema = z.object({
  estado: z.optional(z.enum(INQUIRY_STATUSES, { error: ADMISSION_MESSAGES.badStatus })),
  nivel: z.optional(
    z.string().check(z.refine((value) => levelIds.includes(value), ADMISSION_MESSAGES.badLevel)),
  ),
});

/** An e-mail address (a family's, or the notifications'): trimmed, lower case. */
const emailField = z
  .pipe(
    z.string({ error: ADMISSION_MESSAGES.badEmail }).check(z.trim()),
    z.transform((value) => value.toLowerCase()),
  )
  .check(
    z.refine(
      (value) => value.length <= INQUIRY_LIMITS.emailMax && EMAIL_PATTERN.test(value),
      ADMISSION_MESSAGES.badEmail,
    ),
  );

/** ?email= of the family's export and deletion. */
export const familyQuerySchema = z.object({ email: emailField });

/** PUT /api/admissions/notificaciones: the address told of new inquiries, or null for none. */
export const admissionSettingsInputSchema = z.object({
  correo: z.nullable(emailField),
});

/** GET /api/admissions/notificaciones. */
export interface AdmissionSettings {
  correo: string | null;
  /** Whether the server can send e-mail (SMTP_URL is set). */
  smtp: boolean;
}
