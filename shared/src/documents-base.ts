// The documents library: regulations, the supplies list PDF and any other PDF staff
// publish, each with its versions. Constants and texts only, without zod: /reglamentos imports
// these and stays within its JavaScript budget; the schemas are in documents.ts.

export const DOCUMENT_CATEGORIES = ['reglamento', 'utiles', 'otro'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Each category as staff and families read it (the panel's choices, the page's headings). */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  reglamento: 'Reglamentos y protocolos',
  utiles: 'Útiles escolares',
  otro: 'Otros documentos',
};

export const DOCUMENT_LIMITS = {
  /** Largest PDF accepted; the upload is cut while streaming past it. */
  maxBytes: 20 * 1024 * 1024,
  tituloMax: 120,
} as const;

/** Multipart field names of POST /api/documents and POST /api/documents/{id}/versions. */
export const DOCUMENT_FIELDS = {
  file: 'archivo',
  title: 'titulo',
  category: 'categoria',
  validFrom: 'vigente_desde',
  /** The required kind (REQUIRED_KINDS), or empty for none. */
  kind: 'tipo',
} as const;

/** The page data key (ADR 0024) under which the server puts GET /api/documents's list. */
export const DOCUMENTS_PAGE_DATA_KEY = 'documentos';

/** The API and the files' addresses. A document's `url` never changes; a version's never serves other bytes. */
export const DOCUMENT_PATHS = {
  list: '/api/documents',
  item: (id: number | string) => `/api/documents/${String(id)}`,
  versions: (id: number | string) => `/api/documents/${String(id)}/versions`,
  /** The current version, whichever it is: no-cache. */
  file: (id: number | string) => `/documentos/${String(id)}.pdf`,
  /** One version, forever: cached for a year. */
  versionFile: (id: number | string, versionId: number | string) =>
    `/documentos/${String(id)}/versiones/${String(versionId)}.pdf`,
  /** The addresses the site used before the library (web/public/documents). */
  legacyPrefix: '/documents/',
  /** Each required kind's state (administrators). */
  required: '/api/documents/requeridos',
  /** Each required kind's review period (administrators); PUT one at `period(tipo)`. */
  periods: '/api/documents/plazos',
  period: (tipo: string) => `/api/documents/plazos/${tipo}`,
} as const;

/** Whether `value` is a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The PDFs the site offered at /documents/<file> before the library (web/public/documents). At the
 * first start the server moves each into the library (once: never again after staff delete it),
 * and the old address answers 301 to the document's `url`. The web content lists the same files
 * for the build's stand-ins.
 */
export const LEGACY_DOCUMENTS: readonly {
  file: string;
  titulo: string;
  categoria: DocumentCategory;
}[] = [
  {
    file: 'reglamento-interno-convivencia-escolar-2025.pdf',
    titulo: 'Reglamento Interno de Convivencia Escolar',
    categoria: 'reglamento',
  },
  {
    file: 'reglamento-evaluacion-promocion.pdf',
    titulo: 'Reglamento de Evaluación y Promoción',
    categoria: 'reglamento',
  },
  {
    file: 'protocolos-de-actuacion.pdf',
    titulo: 'Protocolos de Actuación',
    categoria: 'reglamento',
  },
  {
    file: 'protocolo-desregulacion-emocional.pdf',
    titulo: 'Protocolo de Desregulación Emocional',
    categoria: 'reglamento',
  },
  {
    file: 'certificado-laboral-apoderados.pdf',
    titulo: 'Certificado Laboral para Apoderados',
    categoria: 'otro',
  },
];

/**
 * The documents the school must keep current and available to families, in the order the panel,
 * the page and the CLI list them. Staff mark a document as being of one of these kinds; a
 * document of no kind is listed by its category only.
 */
export const REQUIRED_DOCUMENT_KINDS = [
  { tipo: 'pei', nombre: 'Proyecto Educativo Institucional (PEI)' },
  { tipo: 'reglamento-interno', nombre: 'Reglamento Interno y sus protocolos' },
  { tipo: 'reglamento-evaluacion', nombre: 'Reglamento de Evaluación y Promoción' },
  { tipo: 'pise', nombre: 'Plan Integral de Seguridad Escolar (PISE)' },
  { tipo: 'utiles', nombre: 'Lista de útiles escolares' },
  { tipo: 'uniforme', nombre: 'Normas de uniforme' },
] as const;
export type RequiredKind = (typeof REQUIRED_DOCUMENT_KINDS)[number]['tipo'];
export const REQUIRED_KINDS = REQUIRED_DOCUMENT_KINDS.map((kind) => kind.tipo) as [
  RequiredKind,
  ...RequiredKind[],
];

/** A required kind's name as staff and families read it. */
export function requiredKindName(tipo: RequiredKind): string {
  return REQUIRED_DOCUMENT_KINDS.find((kind) => kind.tipo === tipo)?.nombre ?? tipo;
}

/** `vigente`: reviewed within its period; `revisar`: older; `falta`: none published. */
export const REQUIRED_STATES = ['vigente', 'falta', 'revisar'] as const;
export type RequiredState = (typeof REQUIRED_STATES)[number];

/** How often each kind must be reviewed, in months: one year unless staff set otherwise. */
export const REVIEW_PERIOD = { defaultMonths: 12, minMonths: 1, maxMonths: 60 } as const;

/** A review period in words: "un mes", "6 meses", "un año", "2 años", "18 meses". */
export function reviewPeriodWords(months: number): string {
  if (months % 12 === 0) return months === 12 ? 'un año' : `${String(months / 12)} años`;
  return months === 1 ? 'un mes' : `${String(months)} meses`;
}

/** A kind's state as the panel, the admin bar and the CLI say it ("revisar: más de un año"). */
export function requiredStateLabel(estado: RequiredState, months: number): string {
  return estado === 'revisar' ? `revisar: más de ${reviewPeriodWords(months)}` : estado;
}
