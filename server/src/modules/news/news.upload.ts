import * as z from 'zod/mini';
import type { FastifyRequest } from 'fastify';
import {
  LIMITS,
  MESSAGES,
  NEWS_MESSAGES,
  UPLOAD_FIELDS,
  publishNewsFieldsSchema,
  updateNewsFieldsSchema,
  type PublishNewsFields,
  type UpdateNewsFields,
} from '@lbj/shared';
import { UnsupportedBodyError, ValidationError } from '../../lib/errors.ts';
import { discard, fileBytes, readParts } from '../../lib/multipart.ts';
import { parseInput } from '../../lib/validation.ts';

const IMAGE_FIELD = UPLOAD_FIELDS.newsImage;

const TEXT_FIELDS = ['titulo', 'descripcion', 'tipo_noticia', 'estado', 'publicar_en'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type RawFields = Partial<Record<TextField, string>>;
const isTextField = (name: string): name is TextField =>
  (TEXT_FIELDS as readonly string[]).includes(name);

/** A value cut at the multipart field size limit is, by far, over its length limit. */
const tooLongMessage: Record<TextField, string> = {
  titulo: MESSAGES.titleTooLong(LIMITS.tituloMax),
  descripcion: MESSAGES.descriptionTooLong(LIMITS.descripcionMax),
  tipo_noticia: MESSAGES.unknownCategory,
  estado: NEWS_MESSAGES.invalidState,
  publicar_en: NEWS_MESSAGES.invalidPublishAt,
};

export interface NewsUpload {
  fields: PublishNewsFields;
  image: Buffer;
}

export interface NewsPatch {
  fields: UpdateNewsFields;
  /** The new image, when one was attached (an empty file part means "keep the image"). */
  image?: Buffer;
}

/**
 * The text fields and the bytes of `imagen`, as sent. The image is held in memory up to the
 * 5 MB multipart limit and no further: past it, fileBytes() drops what it read and throws
 * UploadTooLargeError while the rest is still arriving (ADR 0011).
 */
async function readFormParts(request: FastifyRequest): Promise<{ raw: RawFields; image?: Buffer }> {
  if (!request.isMultipart()) throw new UnsupportedBodyError(MESSAGES.multipartRequired);

  const raw: RawFields = {};
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
  return image === undefined ? { raw } : { raw, image };
}

const EARLIER = { titulo: true, descripcion: true } as const;
const requiredEarlier = z.pick(publishNewsFieldsSchema, EARLIER);
const optionalEarlier = z.pick(updateNewsFieldsSchema, EARLIER);

/**
 * The fields checked with `schema`, in form order; the first broken rule is the error. A blank
 * category (or, when `categoryRequired`, a missing one) says "Elige una categoría", but only
 * once the title and the text pass, so it isn't reported before a missing title.
 */
function validateFields<T>(schema: z.ZodMiniType<T>, raw: RawFields, categoryRequired: boolean): T {
  const category = raw.tipo_noticia;
  if (category === undefined ? categoryRequired : category.trim() === '') {
    const earlier = (categoryRequired ? requiredEarlier : optionalEarlier).safeParse(raw);
    if (earlier.success) throw new ValidationError(MESSAGES.categoryRequired, 'tipo_noticia');
  }
  return parseInput(schema, raw);
}

/** Reads POST /api/news: every field validated, and an image, before anything is stored. */
export async function readNewsUpload(request: FastifyRequest): Promise<NewsUpload> {
  const { raw, image } = await readFormParts(request);
  const fields = validateFields(publishNewsFieldsSchema, raw, true);
  // No file, or an empty one: nothing was attached.
  if (image === undefined || image.length === 0) {
    throw new ValidationError(MESSAGES.imageRequired, IMAGE_FIELD);
  }
  return { fields, image };
}

/**
 * Reads PATCH /api/news/{id}: the fields sent, each with the rules of publishing, before anything
 * is stored. Nothing at all to change is refused.
 */
export async function readNewsPatch(request: FastifyRequest): Promise<NewsPatch> {
  const { raw, image } = await readFormParts(request);
  const fields = validateFields(updateNewsFieldsSchema, raw, false);
  const hasImage = image !== undefined && image.length > 0;
  if (!hasImage && Object.keys(raw).length === 0) {
    throw new ValidationError(NEWS_MESSAGES.nothingToUpdate);
  }
  return hasImage ? { fields, image } : { fields };
}
