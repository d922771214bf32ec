import * as z from 'zod/mini';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { LIMITS, MESSAGES, createNewsFieldsSchema, type CreateNewsFields } from '@lbj/shared';
import { AppError, badRequest } from '../../lib/errors.ts';

const TEXT_FIELDS = ['titulo', 'descripcion', 'tipo_noticia'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const isTextField = (name: string): name is TextField =>
  (TEXT_FIELDS as readonly string[]).includes(name);

/** A value cut at the multipart field size limit is, by far, over its length limit. */
const tooLongMessage: Record<TextField, string> = {
  titulo: MESSAGES.titleTooLong(LIMITS.tituloMax),
  descripcion: MESSAGES.descriptionTooLong(LIMITS.descripcionMax),
  tipo_noticia: MESSAGES.unknownCategory,
};

const hasStatus = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number';

async function discard(stream: Readable): Promise<void> {
  for await (const chunk of stream) void chunk;
}

export interface NewsUpload {
  fields: CreateNewsFields;
  image: Buffer;
}

/**
 * Reads POST /api/news: the text fields and the bytes of `imagen`, validated before anything is
 * stored. The image is held in memory up to the 5 MB multipart limit and no further: past it,
 * `toBuffer()` drops what it read and throws FST_REQ_FILE_TOO_LARGE (413).
 */
export async function readNewsUpload(request: FastifyRequest): Promise<NewsUpload> {
  if (!request.isMultipart()) throw new AppError(415, MESSAGES.multipartRequired);

  const raw: Partial<Record<TextField, string>> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'imagen') {
          await discard(part.file);
          continue;
        }
        if (image !== undefined) throw badRequest(MESSAGES.badRequest, 'imagen');
        image = await part.toBuffer();
        continue;
      }
      if (!isTextField(part.fieldname)) continue;
      if (raw[part.fieldname] !== undefined) throw badRequest(MESSAGES.badRequest, part.fieldname);
      if (part.valueTruncated) throw badRequest(tooLongMessage[part.fieldname], part.fieldname);
      raw[part.fieldname] = typeof part.value === 'string' ? part.value : '';
    }
  } catch (error) {
    // Our own errors and the multipart limits (413) carry a status; a malformed body
    // (no boundary, a cut-off part) comes from the parser without one and is a 400.
    if (error instanceof AppError || hasStatus(error)) throw error;
    throw badRequest(MESSAGES.badRequest);
  }

  if (raw.tipo_noticia === undefined || raw.tipo_noticia.trim() === '') {
    // Checked in form order, so a missing category isn't reported before a missing title.
    const earlier = z
      .pick(createNewsFieldsSchema, { titulo: true, descripcion: true })
      .safeParse(raw);
    if (earlier.success) throw badRequest(MESSAGES.categoryRequired, 'tipo_noticia');
  }
  const parsed = createNewsFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    throw badRequest(issue?.message, field);
  }
  if (image === undefined) throw badRequest(MESSAGES.imageRequired, 'imagen');
  return { fields: parsed.data, image };
}
