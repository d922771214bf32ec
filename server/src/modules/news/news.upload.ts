import * as z from 'zod/mini';
import type { FastifyRequest } from 'fastify';
import {
  LIMITS,
  MESSAGES,
  UPLOAD_FIELDS,
  createNewsFieldsSchema,
  type CreateNewsFields,
} from '@lbj/shared';
import { UnsupportedBodyError, ValidationError } from '../../lib/errors.ts';
import { discard, fileBytes, readParts } from '../../lib/multipart.ts';

const IMAGE_FIELD = UPLOAD_FIELDS.newsImage;

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

export interface NewsUpload {
  fields: CreateNewsFields;
  image: Buffer;
}

/**
 * Reads POST /api/news: the text fields and the bytes of `imagen`, validated before anything is
 * stored. The image is held in memory up to the 5 MB multipart limit and no further: past it,
 * fileBytes() drops what it read and throws UploadTooLargeError.
 */
export async function readNewsUpload(request: FastifyRequest): Promise<NewsUpload> {
  if (!request.isMultipart()) throw new UnsupportedBodyError(MESSAGES.multipartRequired);

  const raw: Partial<Record<TextField, string>> = {};
  let image: Buffer | undefined;
  for await (const part of readParts(request)) {
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_FIELD) {
        await discard(part.file);
        continue;
      }
      if (image !== undefined) throw new ValidationError(MESSAGES.badRequest, IMAGE_FIELD);
      image = await fileBytes(part);
      continue;
    }
    if (!isTextField(part.fieldname)) continue;
    if (raw[part.fieldname] !== undefined) {
      throw new ValidationError(MESSAGES.badRequest, part.fieldname);
    }
    if (part.valueTruncated) {
      throw new ValidationError(tooLongMessage[part.fieldname], part.fieldname);
    }
    raw[part.fieldname] = typeof part.value === 'string' ? part.value : '';
  }

  if (raw.tipo_noticia === undefined || raw.tipo_noticia.trim() === '') {
    // Checked in form order, so a missing category isn't reported before a missing title.
    const earlier = z
      .pick(createNewsFieldsSchema, { titulo: true, descripcion: true })
      .safeParse(raw);
    if (earlier.success) throw new ValidationError(MESSAGES.categoryRequired, 'tipo_noticia');
  }
  const parsed = createNewsFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
    throw new ValidationError(issue?.message, field);
  }
  // No file, or an empty one: nothing was attached.
  if (image === undefined || image.length === 0) {
    throw new ValidationError(MESSAGES.imageRequired, IMAGE_FIELD);
  }
  return { fields: parsed.data, image };
}
