import * as z from 'zod/mini';

// The documents library (issue 8): regulations, the supplies list PDF and any other PDF staff
// publish, each with its versions. A module of its own, like news-api.ts, so that pages which never
// show documents leave it out of their bundles.

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

export const DOCUMENT_MESSAGES = {
  notFound: 'El documento no existe o ya fue eliminado.',
  fileRequired: 'Adjunta un archivo PDF.',
  empty: 'El archivo está vacío. Vuelve a exportarlo como PDF e inténtalo de nuevo.',
  notPdf: 'El archivo no es un PDF. Guárdalo o expórtalo como PDF e inténtalo de nuevo.',
  activeContent:
    'El PDF contiene código o acciones automáticas (JavaScript, archivos adjuntos, multimedia o comandos para abrir programas), que no se publican por seguridad. Expórtalo de nuevo como PDF simple (por ejemplo, «Imprimir como PDF») e inténtalo otra vez.',
  unreadable:
    'No se pudo revisar el contenido del PDF (puede estar protegido con contraseña o dañado). Expórtalo de nuevo como PDF simple e inténtalo otra vez.',
  tooLarge: (mb: number) =>
    `El archivo pesa más de ${String(mb)} MB. Reduce su tamaño (por ejemplo, «Imprimir como PDF» o comprimiéndolo) e inténtalo de nuevo.`,
  titleRequired: 'Escribe el título del documento.',
  titleTooLong: (max: number) => `El título puede tener como máximo ${String(max)} caracteres.`,
  categoryInvalid: 'Elige una categoría: Reglamentos y protocolos, Útiles escolares u Otros.',
  dateInvalid: 'Escribe la fecha de vigencia como día, mes y año válidos (por ejemplo 2026-03-01).',
  multipartRequired: 'El documento debe enviarse como formulario, con el archivo PDF adjunto.',
  patchJsonRequired: 'Envía los cambios como JSON: {"titulo": …, "categoria": …}.',
  nothingToUpdate: 'No hay cambios que guardar: envía el título o la categoría.',
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

const titleSchema = z
  .string({ error: DOCUMENT_MESSAGES.titleRequired })
  .check(
    z.trim(),
    z.minLength(1, DOCUMENT_MESSAGES.titleRequired),
    z.maxLength(
      DOCUMENT_LIMITS.tituloMax,
      DOCUMENT_MESSAGES.titleTooLong(DOCUMENT_LIMITS.tituloMax),
    ),
  );
const categorySchema = z.enum(DOCUMENT_CATEGORIES, { error: DOCUMENT_MESSAGES.categoryInvalid });
const validFromSchema = z
  .string({ error: DOCUMENT_MESSAGES.dateInvalid })
  .check(z.refine(isCalendarDate, { error: DOCUMENT_MESSAGES.dateInvalid }));

/** The text fields of POST /api/documents, in form order (the first broken rule is reported). */
export const documentFieldsSchema = z.object({
  titulo: titleSchema,
  categoria: categorySchema,
  vigente_desde: validFromSchema,
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** The text field of POST /api/documents/{id}/versions. */
export const documentVersionFieldsSchema = z.object({ vigente_desde: validFromSchema });
export type DocumentVersionFields = z.infer<typeof documentVersionFieldsSchema>;

/** PATCH /api/documents/{id} (JSON): the title, the category, or both. */
export const documentPatchSchema = z.object({
  titulo: z.optional(titleSchema),
  categoria: z.optional(categorySchema),
});
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

export const documentVersionSchema = z.object({
  /** This version's own address (immutable). */
  url: z.string(),
  /** YYYY-MM-DD, as staff gave it. */
  vigente_desde: z.string(),
  /** Bytes. */
  tamano: z.number(),
  /** When it was uploaded, ISO 8601 UTC. */
  subido: z.string(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/**
 * One document of GET /api/documents: its current version's date and size, the address that
 * always serves the current version, and every version newest first (`versiones[0]` is the
 * current one, at its own immutable address).
 */
export const schoolDocumentSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  categoria: z.enum(DOCUMENT_CATEGORIES),
  vigente_desde: z.string(),
  url: z.string(),
  tamano: z.number(),
  versiones: z.array(documentVersionSchema),
});
export type SchoolDocument = z.infer<typeof schoolDocumentSchema>;
export const documentListSchema = z.array(schoolDocumentSchema);

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
