import * as z from 'zod/mini';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_LIMITS,
  REQUIRED_KINDS,
  REQUIRED_STATES,
  REVIEW_PERIOD,
  isCalendarDate,
} from './documents-base.ts';
import { requiredText } from './request-fields.ts';

// The documents library's schemas: the API's bodies and answers. A module of its own,
// like news-api.ts, so that pages which never call the documents API leave it (and zod) out.

/** Every refusal of the documents API, in Spanish (the panel shows the same texts). */
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
  patchJsonRequired: 'Envía los cambios como JSON: {"titulo": …, "categoria": …, "tipo": …}.',
  nothingToUpdate: 'No hay cambios que guardar: envía el título, la categoría o el tipo.',
  kindInvalid: 'Elige un tipo de documento requerido de la lista, o «Ninguno».',
  kindNotFound: 'Ese tipo de documento requerido no existe.',
  periodInvalid: `Elige un plazo de revisión entre ${String(REVIEW_PERIOD.minMonths)} y ${String(REVIEW_PERIOD.maxMonths)} meses.`,
  periodJsonRequired: 'Envía el plazo como JSON: {"meses": 12}.',
  requiredCliHeader: 'Documentos obligatorios (documento, estado, documento actual):',
  requiredCliNone: '—',
  requiredCliAllCurrent: 'Todos los documentos obligatorios están vigentes.',
  requiredCliPending: (missing: number, due: number) =>
    `Faltan ${String(missing)} y hay ${String(due)} por revisar: súbanlos en el panel, sección Documentos.`,
} as const;

const titleSchema = requiredText(
  DOCUMENT_MESSAGES.titleRequired,
  DOCUMENT_LIMITS.tituloMax,
  DOCUMENT_MESSAGES.titleTooLong(DOCUMENT_LIMITS.tituloMax),
);
const categorySchema = z.enum(DOCUMENT_CATEGORIES, { error: DOCUMENT_MESSAGES.categoryInvalid });
const validFromSchema = z
  .string({ error: DOCUMENT_MESSAGES.dateInvalid })
  .check(z.refine(isCalendarDate, { error: DOCUMENT_MESSAGES.dateInvalid }));

const kindSchema = z.enum(REQUIRED_KINDS, { error: DOCUMENT_MESSAGES.kindInvalid });

/**
 * The text fields of POST /api/documents, in form order (the first broken rule is reported).
 * `tipo` absent (or sent empty, which the upload reads as absent): a document of no required kind.
 */
export const documentFieldsSchema = z.object({
  titulo: titleSchema,
  categoria: categorySchema,
  vigente_desde: validFromSchema,
  tipo: z.optional(kindSchema),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** The text field of POST /api/documents/{id}/versions. */
export const documentVersionFieldsSchema = z.object({ vigente_desde: validFromSchema });
export type DocumentVersionFields = z.infer<typeof documentVersionFieldsSchema>;

/** PATCH /api/documents/{id} (JSON): the title, the category, the required kind (null: none). */
export const documentPatchSchema = z.object({
  titulo: z.optional(titleSchema),
  categoria: z.optional(categorySchema),
  tipo: z.optional(z.nullable(kindSchema)),
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
  /** The required kind it is (REQUIRED_KINDS), or null; the server always sends it. */
  tipo: z.optional(z.nullable(z.enum(REQUIRED_KINDS))),
  vigente_desde: z.string(),
  url: z.string(),
  tamano: z.number(),
  versiones: z.array(documentVersionSchema),
});
export type SchoolDocument = z.infer<typeof schoolDocumentSchema>;
export const documentListSchema = z.array(schoolDocumentSchema);

/**
 * One entry of GET /api/documents/requeridos (administrators), one per required kind in
 * REQUIRED_KINDS order: its state, and the current document of that kind (or null).
 */
export const requiredDocumentSchema = z.object({
  tipo: z.enum(REQUIRED_KINDS),
  nombre: z.string(),
  estado: z.enum(REQUIRED_STATES),
  documento_id: z.nullable(z.number()),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;
export const requiredDocumentListSchema = z.array(requiredDocumentSchema);

/** One entry of GET /api/documents/plazos, and PUT /api/documents/plazos/{tipo}'s answer. */
export const reviewPeriodSchema = z.object({
  tipo: z.enum(REQUIRED_KINDS),
  meses: z.number(),
});
export type ReviewPeriod = z.infer<typeof reviewPeriodSchema>;
export const reviewPeriodListSchema = z.array(reviewPeriodSchema);

/** PUT /api/documents/plazos/{tipo} (JSON): the kind's review period in whole months. */
export const reviewPeriodInputSchema = z.object({
  meses: z
    .int({ error: DOCUMENT_MESSAGES.periodInvalid })
    .check(
      z.gte(REVIEW_PERIOD.minMonths, DOCUMENT_MESSAGES.periodInvalid),
      z.lte(REVIEW_PERIOD.maxMonths, DOCUMENT_MESSAGES.periodInvalid),
    ),
});
