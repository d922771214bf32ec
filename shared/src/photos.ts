import * as z from 'zod/mini';
import { PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_REQUEST_STATES } from './photos-base.ts';
import { requiredText } from './request-fields.ts';

/** POST /api/photos/{key}/retirar. */
export const takeDownPhotoSchema = z.object({
  motivo: requiredText(
    PHOTO_MESSAGES.motivoRequired,
    PHOTO_LIMITS.razonMax,
    PHOTO_MESSAGES.motivoTooLong,
  ),
});

/** A removal request as GET /api/photos/solicitudes gives it. */
export const photoRequestSchema = z.object({
  id: z.int().check(z.positive()),
  /** The image's key. */
  foto: z.string(),
  nombre: z.string(),
  email: z.string(),
  relacion: z.string(),
  motivo: z.string(),
  estado: z.enum(PHOTO_REQUEST_STATES),
  /** ISO 8601 UTC. */
  creada: z.string(),
  /** The reason given when refused; null otherwise. */
  respuesta: z.nullable(z.string()),
  /** The 5-day target: ISO 8601 UTC. */
  plazo: z.string(),
  /** The photo's preview while it is still published (a small rendition), else null. */
  vista: z.nullable(z.string()),
  /** Where the photo is (or was) shown, in words; null when unknown. */
  lugar: z.nullable(z.string()),
});
export type PhotoRequest = z.infer<typeof photoRequestSchema>;
export const photoRequestListSchema = z.array(photoRequestSchema);

/** PATCH /api/photos/solicitudes/{id}. */
export const updatePhotoRequestSchema = z.object({
  estado: z.enum(PHOTO_REQUEST_STATES, { error: PHOTO_MESSAGES.estadoInvalid }),
  respuesta: z.optional(z.string()),
});
