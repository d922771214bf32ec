import * as z from 'zod/mini';
import { DOCUMENT_CATEGORIES, DOCUMENT_LIMITS, isCalendarDate } from './documents-base.ts';
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
  patchJsonRequired: 'Envía los cambios como JSON: {"titulo": …, "categoria": …}.',
  nothingToUpdate: 'No hay cambios que guardar: envía el título o la categoría.',
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
