import * as z from 'zod/mini';
import { LIMITS, NEWS_CATEGORIES } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { requiredText } from './request-fields.ts';
import { chileYear } from './time.ts';

// zod/mini: the same validation as classic zod at a fraction of the browser bundle (ADR 0008).

/** One rendition of an uploaded image, for srcset. */
export const imageVariantSchema = z.object({
  width: z.int().check(z.positive()),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** One translation of a news item: its title and text, and whether the Spanish changed since. */
const newsTranslationSchema = z.object({
  titulo: z.string(),
  descripcion: z.string(),
  desactualizada: z.boolean(),
});

/**
 * A news item's translations (translations.ts): `fr` and `en`, each absent when the item has
 * none in that language.
 */
const newsTranslationsSchema = z.object({
  fr: z.optional(newsTranslationSchema),
  en: z.optional(newsTranslationSchema),
});
export type NewsTranslations = z.infer<typeof newsTranslationsSchema>;

/**
 * A news item as the API returns it. Additions: `imagenes` for srcset; `actualizado`,
 * the last change (equal to `fecha` until the item is edited); `ruta`, the address of the item's
 * own page (`/news/{id}-{slug}`, made by the server); `traducciones`, its French and English
 * translations (`{}` when none; the server always sends it); and, only in an administrator's
 * answers, `estado` and `publicar_en` (plain strings here: the enum's code would weigh on every
 * page that reads news).
 */
export const newsItemSchema = z.object({
  id: z.int().check(z.positive()),
  titulo: z.string(),
  descripcion: z.string(),
  tipo_noticia: z.string(),
  /** Null once staff took its photo down (the item keeps its text). */
  imagen: z.nullable(z.string()),
  fecha: z.string(),
  imagenes: z.optional(z.array(imageVariantSchema)),
  actualizado: z.optional(z.string()),
  ruta: z.optional(z.string()),
  traducciones: z.optional(newsTranslationsSchema),
  estado: z.optional(z.string()),
  publicar_en: z.optional(z.nullable(z.string())),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.array(newsItemSchema);

/** The text fields of POST /api/news; the image is validated from its bytes. */
export const createNewsFieldsSchema = z.object({
  titulo: requiredText(
    MESSAGES.required,
    LIMITS.tituloMax,
    MESSAGES.titleTooLong(LIMITS.tituloMax),
  ),
  descripcion: requiredText(
    MESSAGES.required,
    LIMITS.descripcionMax,
    MESSAGES.descriptionTooLong(LIMITS.descripcionMax),
  ),
  tipo_noticia: z.enum(NEWS_CATEGORIES, { error: MESSAGES.unknownCategory }),
});
export type CreateNewsFields = z.infer<typeof createNewsFieldsSchema>;

export const loginInputSchema = z.object({
  username: z
    .string({ error: MESSAGES.required })
    .check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(LIMITS.usernameMax)),
  password: z
    .string({ error: MESSAGES.required })
    .check(z.minLength(1, MESSAGES.required), z.maxLength(1024)),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The one error shape of the whole API. `error` is read by the publish form,
 * `message` by the gallery; both carry the same Spanish text.
 */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** GET /api/facebook-photos?year= (photos is an array of image URLs). */
export const galleryPhotosSchema = z.object({ photos: z.array(z.string()) });
export type GalleryPhotos = z.infer<typeof galleryPhotosSchema>;

export const galleryYearsSchema = z.object({ years: z.array(z.int()) });
export type GalleryYears = z.infer<typeof galleryYearsSchema>;

/** A photo of the local library, as the administrator manages it. */
export const galleryPhotoSchema = z.object({
  id: z.int().check(z.positive()),
  year: z.int(),
  url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  variants: z.array(imageVariantSchema),
  createdAt: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export const galleryPhotoListSchema = z.object({ photos: z.array(galleryPhotoSchema) });

/**
 * One photo of a year as /galeria/{year} shows it, whatever its source: library photos carry
 * their id (an administrator may delete them) and renditions; Facebook photos have id null.
 */
export const galleryYearItemSchema = z.object({
  url: z.string(),
  id: z.nullable(z.int().check(z.positive())),
  variants: z.array(imageVariantSchema),
});
export type GalleryYearItem = z.infer<typeof galleryYearItemSchema>;

/**
 * GET /api/facebook-photos?year= as the site reads it: `photos` (URLs) and, in the same
 * order, `items` with what the grid needs, so the page makes one request.
 */
export const galleryYearSchema = z.object({
  photos: z.array(z.string()),
  items: z.array(galleryYearItemSchema),
});
export type GalleryYear = z.infer<typeof galleryYearSchema>;

/**
 * A year is four digits between the founding year and the current year in Chile (on the
 * night of 31 December, a server in UTC or a browser abroad is already in the next year).
 */
export function parseGalleryYear(raw: unknown, now: Date = new Date()): number | null {
  if (typeof raw !== 'string' || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= LIMITS.galleryFirstYear && year <= chileYear(now) ? year : null;
}

/**
 * GET /api/health: the process answers; DATA_DIR's free space, `state` "low" under the margin
 * ("ok" otherwise). A plain string, not z.enum: the enum's code would land in every page's zod
 * chunk for the one lazy admin panel that reads it.
 */
export const healthSchema = z.object({
  ok: z.boolean(),
  status: z.string(),
  disk: z.object({ freeBytes: z.number(), state: z.string() }),
  /** Only for an administrator's token, when automatic backups are on (BACKUP_DIR). */
  backup: z.optional(
    z.object({ ultimo_ok: z.optional(z.string()), error: z.optional(z.string()) }),
  ),
});
export type Health = z.infer<typeof healthSchema>;
