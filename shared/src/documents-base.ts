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
