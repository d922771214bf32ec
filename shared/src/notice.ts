import * as z from 'zod/mini';
import { requiredText } from './request-fields.ts';
import { parseOffsetDateTime } from './time.ts';

// The notice banner: one notice at a time, shown at the top of every page while it is
// active. A module of its own, like news-api.ts: pages that never edit a notice leave it (and the
// zod code it needs) out of their bundles. The banner's HTML is the server's; the browser only
// carries the panel's form and the small dismissal script (whose constants are apart, in
// notice-dismissal.ts, so the entry chunk that needs them carries no zod).

export * from './notice-dismissal.ts';

/** The notice's levels, mildest first. Only "urgente" cannot be dismissed. */
export const NOTICE_LEVELS = ['informacion', 'aviso', 'urgente'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export const NOTICE_LIMITS = {
  /** Characters of `texto` after trimming. */
  textoMax: 280,
  /** Characters of `enlace`. */
  enlaceMax: 2000,
} as const;

/** GET /api/notice?incluir=programado: an administrator's view of the stored notice, even if not active. */
export const NOTICE_INCLUDE_STORED = 'programado';

/** Whether the notice is shown now, will be, or was: only the administrator's answer carries it. */
export const NOTICE_STATES = ['activo', 'programado', 'vencido'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

const NOTICE_LEVEL_NAMES: Record<NoticeLevel, string> = {
  informacion: 'Información',
  aviso: 'Aviso',
  urgente: 'Urgente',
};

/** Every Spanish text of the notice: the banner, the API's refusals, the activity log. */
export const NOTICE_MESSAGES = {
  levelRequired: 'Elige el nivel del aviso: información, aviso o urgente.',
  textRequired: 'Escribe el texto del aviso.',
  textTooLong: (max: number) =>
    `El texto del aviso puede tener como máximo ${String(max)} caracteres.`,
  badLink:
    'El enlace debe ser una dirección del sitio que empiece con «/» (por ejemplo /reglamentos) o una dirección https:// completa.',
  badFrom:
    'La fecha «desde» no es válida. Escríbela con fecha, hora y zona horaria, por ejemplo 2026-03-02T08:00:00-03:00.',
  badUntil:
    'La fecha «hasta» no es válida. Escríbela con fecha, hora y zona horaria, por ejemplo 2026-03-02T18:00:00-03:00.',
  untilBeforeFrom: 'La fecha «hasta» debe ser posterior a la fecha «desde».',
  badInclude: 'El parámetro «incluir» solo admite el valor «programado».',
  /** A translation asked for while no notice is stored (404). */
  notFound: 'No hay un aviso guardado: publica el aviso antes de traducirlo.',
  /** The banner. */
  regionLabel: 'Aviso del colegio',
  levelNames: NOTICE_LEVEL_NAMES,
  moreInfo: 'Más información',
  close: 'Cerrar aviso',
  /** `detalle` of the activity log's entries. */
  published: (nivel: NoticeLevel, texto: string) =>
    `Aviso publicado (${NOTICE_LEVEL_NAMES[nivel].toLowerCase()}): «${texto}»`,
  removed: (texto: string) => `Aviso retirado: «${texto}»`,
} as const;

// Whitespace and control characters have no place in an address.
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const NO_SPACE = /^[^\s\u0000-\u001f\u007f]+$/;

/**
 * A notice's link: a path of this site (`/reglamentos`, `/news/12-acto#fotos`), never `//host`
 * nor `/\host` (which browsers read as another site), or a complete https:// address without a
 * user name or password in it.
 */
export function isNoticeLink(value: string): boolean {
  if (value.length > NOTICE_LIMITS.enlaceMax || !NO_SPACE.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** An optional field: absent, null and "" all mean "none". */
const optionalText = (check: (value: string) => boolean, error: string) =>
  z.optional(
    z.nullable(
      z.string({ error }).check(
        z.trim(),
        z.refine((value) => value === '' || check(value), { error }),
      ),
    ),
  );

const isDateTime = (value: string) => parseOffsetDateTime(value) !== null;

/** The notice's text, trimmed: required, at most NOTICE_LIMITS.textoMax characters. */
const noticeText = requiredText(
  NOTICE_MESSAGES.textRequired,
  NOTICE_LIMITS.textoMax,
  NOTICE_MESSAGES.textTooLong(NOTICE_LIMITS.textoMax),
);

/** PUT /api/notice's body. `texto` is trimmed; empty optional fields mean "none". */
export const noticeInputSchema = z
  .object({
    nivel: z.enum(NOTICE_LEVELS, { error: NOTICE_MESSAGES.levelRequired }),
    texto: noticeText,
    enlace: optionalText(isNoticeLink, NOTICE_MESSAGES.badLink),
    desde: optionalText(isDateTime, NOTICE_MESSAGES.badFrom),
    hasta: optionalText(isDateTime, NOTICE_MESSAGES.badUntil),
  })
  .check(
    z.refine(
      ({ desde, hasta }) => {
        const from = desde ? parseOffsetDateTime(desde) : null;
        const until = hasta ? parseOffsetDateTime(hasta) : null;
        return from === null || until === null || until.getTime() > from.getTime();
      },
      { error: NOTICE_MESSAGES.untilBeforeFrom, path: ['hasta'] },
    ),
  );
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** PUT /api/notice/traducciones/{idioma}'s body: the translated text, with the notice's own rules. */
export const noticeTranslationInputSchema = z.object({ texto: noticeText });
export type NoticeTranslationInput = z.infer<typeof noticeTranslationInputSchema>;

/** One translation of the notice: its text, and whether the Spanish text changed since. */
const noticeTranslationSchema = z.object({ texto: z.string(), desactualizada: z.boolean() });

/** The notice's translations (translations.ts): `fr` and `en`, each absent when there is none. */
const noticeTranslationsSchema = z.object({
  fr: z.optional(noticeTranslationSchema),
  en: z.optional(noticeTranslationSchema),
});
export type NoticeTranslations = z.infer<typeof noticeTranslationsSchema>;

/**
 * A notice as the API answers it. `desde` and `hasta` are ISO 8601 in UTC, absent when open;
 * `clave` is what the dismissal cookie holds; `estado` only in an administrator's answers.
 */
export const noticeSchema = z.object({
  nivel: z.enum(NOTICE_LEVELS),
  texto: z.string(),
  enlace: z.optional(z.string()),
  desde: z.optional(z.string()),
  hasta: z.optional(z.string()),
  clave: z.string(),
  /** The last time it was set, ISO 8601 UTC. */
  actualizado: z.string(),
  estado: z.optional(z.enum(NOTICE_STATES)),
  /** Its French and English translations, `{}` when none (the server always sends it). */
  traducciones: z.optional(noticeTranslationsSchema),
});
export type Notice = z.infer<typeof noticeSchema>;
