import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  DOCUMENT_FIELDS,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES as M,
  MESSAGES,
  documentFieldsSchema,
  documentVersionFieldsSchema,
  type DocumentFields,
  type DocumentVersionFields,
} from '@lbj/shared';
import {
  FileRejectedError,
  UnsupportedBodyError,
  UploadTooLargeError,
  ValidationError,
} from '../../lib/errors.ts';
import { discard, readParts } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/validation.ts';
import type { DocumentFiles, IncomingFile } from './documents.files.ts';

const TEXT_FIELDS = [
  DOCUMENT_FIELDS.title,
  DOCUMENT_FIELDS.category,
  DOCUMENT_FIELDS.validFrom,
  DOCUMENT_FIELDS.kind,
];
type RawFields = Partial<Record<string, string>>;

/** The multipart limits of the documents' upload routes: one PDF of up to 20 MB. */
export const DOCUMENT_MULTIPART_LIMITS = { fileSize: DOCUMENT_LIMITS.maxBytes, files: 2 } as const;

const tooLarge = () =>
  new FileRejectedError(
    'too-large',
    M.tooLarge(DOCUMENT_LIMITS.maxBytes / (1024 * 1024)),
    DOCUMENT_FIELDS.file,
  );

/**
 * Reads the whole body: the text fields, and `archivo` streamed to a temporary file (cut at
 * 20 MB while it arrives). On any failure the temporary file is gone.
 */
async function readForm(
  request: FastifyRequest,
  files: DocumentFiles,
): Promise<{ raw: RawFields; incoming: IncomingFile | undefined }> {
  if (!request.isMultipart()) throw new UnsupportedBodyError(M.multipartRequired);
  const raw: RawFields = {};
  let incoming: IncomingFile | undefined;
  try {
    for await (const part of readParts(request)) {
      if (part.type === 'file') {
        if (part.fieldname !== DOCUMENT_FIELDS.file) {
          await discard(part.file);
          continue;
        }
        if (incoming !== undefined) {
          throw new ValidationError(MESSAGES.badRequest, DOCUMENT_FIELDS.file);
        }
        const received = await files.receive(part);
        // A form sent with no file chosen carries an empty part without a name.
        const name: string | undefined = part.filename;
        if (received.bytes === 0 && !name) await files.discard(received);
        else incoming = received;
        continue;
      }
      if (!TEXT_FIELDS.includes(part.fieldname as (typeof TEXT_FIELDS)[number])) continue;
      if (raw[part.fieldname] !== undefined) {
        throw new ValidationError(MESSAGES.badRequest, part.fieldname);
      }
      raw[part.fieldname] = typeof part.value === 'string' ? part.value : '';
    }
    // "Ninguno" in the form sends an empty kind: a document of no required kind.
    if (raw[DOCUMENT_FIELDS.kind] === '') delete raw[DOCUMENT_FIELDS.kind];
  } catch (error) {
    await files.discard(incoming);
    if (error instanceof UploadTooLargeError) throw tooLarge();
    throw error;
  }
  return { raw, incoming };
}

/** The fields, then the file's presence; the file itself is checked by the service. */
async function readUpload<T>(
  request: FastifyRequest,
  files: DocumentFiles,
  schema: z.ZodMiniType<T>,
): Promise<{ fields: T; incoming: IncomingFile }> {
  const { raw, incoming } = await readForm(request, files);
  try {
    const fields = parseInput(schema, raw);
    if (incoming === undefined) {
      throw new ValidationError(M.fileRequired, DOCUMENT_FIELDS.file);
    }
    return { fields, incoming };
  } catch (error) {
    await files.discard(incoming);
    throw error;
  }
}

/** POST /api/documents: archivo, titulo, categoria, vigente_desde, tipo (optional). */
export const readDocumentUpload = (
  request: FastifyRequest,
  files: DocumentFiles,
): Promise<{ fields: DocumentFields; incoming: IncomingFile }> =>
  readUpload(request, files, documentFieldsSchema);

/** POST /api/documents/{id}/versions: archivo, vigente_desde. */
export const readVersionUpload = (
  request: FastifyRequest,
  files: DocumentFiles,
): Promise<{ fields: DocumentVersionFields; incoming: IncomingFile }> =>
  readUpload(request, files, documentVersionFieldsSchema);
