import * as z from 'zod/mini';
import { LIMITS, NEWS_CATEGORIES, NEWS_STATES } from './limits.ts';
import { MESSAGES, NEWS_MESSAGES } from './messages.ts';
import { countParam } from './request-fields.ts';
import { createNewsFieldsSchema } from './schemas.ts';
import { parseOffsetDateTime } from './time.ts';

// Editing, drafts, scheduling and finding news. A module of its own: with the package's
// "sideEffects": false, pages that import none of these leave the whole module (and the zod code
// it needs: partial, extend, refine) out of their bundles.

/**
 * `estado` and `publicar_en` of POST and PATCH /api/news. An empty `publicar_en` means "no
 * date" (publish when the state says so); any other value is an ISO 8601 date and time with its
 * offset.
 */
export const newsScheduleFieldsSchema = z.object({
  estado: z.optional(z.enum(NEWS_STATES, { error: NEWS_MESSAGES.invalidState })),
  publicar_en: z.optional(
    z.string().check(
      z.refine((value) => value === '' || parseOffsetDateTime(value) !== null, {
        error: NEWS_MESSAGES.invalidPublishAt,
      }),
    ),
  ),
});
export type NewsScheduleFields = z.infer<typeof newsScheduleFieldsSchema>;

/** POST /api/news: the text fields and, optionally, the state and the date. */
export const publishNewsFieldsSchema = z.extend(
  createNewsFieldsSchema,
  newsScheduleFieldsSchema.shape,
);
export type PublishNewsFields = z.infer<typeof publishNewsFieldsSchema>;

/** PATCH /api/news/{id}: any subset of the publishing fields, each with the same rules. */
export const updateNewsFieldsSchema = z.extend(
  z.partial(createNewsFieldsSchema),
  newsScheduleFieldsSchema.shape,
);
export type UpdateNewsFields = z.infer<typeof updateNewsFieldsSchema>;

/**
 * PUT /api/news/{id}/traducciones/{idioma}: the translated title and text, each with the rules
 * (and the Spanish refusals) of the item's own.
 */
export const newsTranslationInputSchema = z.pick(createNewsFieldsSchema, {
  titulo: true,
  descripcion: true,
});
export type NewsTranslationInput = z.infer<typeof newsTranslationInputSchema>;

/**
 * The query of GET /api/news. `limit` is a whole number from 1 to LIMITS.newsPageMax; `cursor`
 * comes from the `Link: <…>; rel="next"` header, as it is; `incluir` counts only with an
 * administrator's token.
 */
export const newsListQuerySchema = z.object({
  categoria: z.optional(z.enum(NEWS_CATEGORIES, { error: MESSAGES.unknownCategory })),
  q: z.optional(
    z
      .string({ error: MESSAGES.badRequest })
      .check(z.maxLength(LIMITS.newsSearchMax, NEWS_MESSAGES.searchTooLong(LIMITS.newsSearchMax))),
  ),
  limit: z.optional(countParam(LIMITS.newsPageMax, NEWS_MESSAGES.invalidLimit(LIMITS.newsPageMax))),
  cursor: z.optional(z.string({ error: NEWS_MESSAGES.invalidCursor })),
  incluir: z.optional(z.string({ error: MESSAGES.badRequest })),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;
