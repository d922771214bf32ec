import * as z from 'zod/mini';
import { requiredText } from './request-fields.ts';
import { SUPPLY_LEVEL_IDS, SUPPLY_LIMITS, SUPPLY_LINE_KINDS } from './supplies-base.ts';

// The supplies list's schemas and messages: the API's bodies and answers. A module of
// its own, apart from supplies-base.ts, so that /listado-utiles carries no zod (its JavaScript
// budget) and pages which never show the list leave both out.

export const SUPPLY_MESSAGES = {
  badYear: `El año debe ser un número entre ${String(SUPPLY_LIMITS.yearMin)} y ${String(SUPPLY_LIMITS.yearMax)}.`,
  badLevel: 'El nivel no es válido. Elige uno entre Pre-Kínder y 8º Básico.',
  linesRequired: 'Envía la lista de útiles del nivel (puede estar vacía).',
  tooManyLines: `Un nivel puede tener como máximo ${String(SUPPLY_LIMITS.linesMax)} líneas.`,
  lineKind: 'Cada línea debe ser un útil o un título de grupo.',
  textRequired: 'Escribe el útil o el título del grupo; esta línea está vacía.',
  textTooLong: `Cada línea puede tener como máximo ${String(SUPPLY_LIMITS.textMax)} caracteres.`,
  detailTooLong: `El detalle puede tener como máximo ${String(SUPPLY_LIMITS.detailMax)} caracteres.`,
  detailOnGroup: 'Un título de grupo no lleva detalle.',
  badVersion: 'La versión del nivel no es válida.',
  badConfirm: 'El campo «confirmar» debe ser verdadero o falso.',
  /** 409: someone saved the same level since the editor loaded it. */
  staleLevel: (nivel: string) =>
    `Otra persona guardó cambios en ${nivel} mientras editabas. Tus cambios siguen en pantalla: copia lo que necesites, recarga el nivel y vuelve a guardarlos.`,
  /** 409: copying onto a year that already has lines. */
  targetHasLines: (year: number) =>
    `El listado de ${String(year)} ya tiene útiles. Confirma si quieres reemplazarlo por la copia.`,
  sameYear: 'Elige un año distinto para copiar.',
  sourceEmpty: (year: number) => `El listado de ${String(year)} no tiene útiles para copiar.`,
  /** 409: publishing a year that has no lines. */
  publishEmpty: (year: number) =>
    `El listado de ${String(year)} está vacío. Agrega útiles antes de publicarlo.`,
  yearNotFound: (year: number) => `No hay un listado publicado para ${String(year)}.`,
  noList: 'Todavía no hay un listado de útiles publicado.',
  /** `detalle` of the activity log's entries. */
  auditSaved: (year: number, nivel: string, lines: number) =>
    `${String(year)} · ${nivel}: ${String(lines)} ${lines === 1 ? 'línea' : 'líneas'}`,
  auditCopied: (from: number, to: number, replaced: boolean) =>
    `De ${String(from)} a ${String(to)}${replaced ? ' (reemplazó lo que había)' : ''}`,
  auditPublished: (year: number) => `Listado ${String(year)} visible en el sitio`,
} as const;

/** A year as the API's paths and bodies take it. */
const yearSchema = z
  .int({ error: SUPPLY_MESSAGES.badYear })
  .check(
    z.gte(SUPPLY_LIMITS.yearMin, SUPPLY_MESSAGES.badYear),
    z.lte(SUPPLY_LIMITS.yearMax, SUPPLY_MESSAGES.badYear),
  );

/** The year of a path segment ("2026"): digits only, in range; null otherwise. */
export function parseSupplyYear(raw: string): number | null {
  if (!/^[0-9]{4}$/.test(raw)) return null;
  const year = Number(raw);
  return yearSchema.safeParse(year).success ? year : null;
}

export const supplyLineSchema = z.object({
  tipo: z.enum(SUPPLY_LINE_KINDS, { error: SUPPLY_MESSAGES.lineKind }),
  texto: requiredText(
    SUPPLY_MESSAGES.textRequired,
    SUPPLY_LIMITS.textMax,
    SUPPLY_MESSAGES.textTooLong,
  ),
  /** Quantity, size or cover colour ("2 cajas", "forro rojo"); only for a supply. */
  detalle: z.optional(
    z
      .string({ error: SUPPLY_MESSAGES.detailTooLong })
      .check(z.trim(), z.maxLength(SUPPLY_LIMITS.detailMax, SUPPLY_MESSAGES.detailTooLong)),
  ),
});
export type SupplyLineInput = z.input<typeof supplyLineSchema>;

/** PUT /api/supplies/{anio}/{nivel}: the level's whole list, in order. */
export const saveSupplyLevelInputSchema = z.object({
  lineas: z
    .array(supplyLineSchema, { error: SUPPLY_MESSAGES.linesRequired })
    .check(z.maxLength(SUPPLY_LIMITS.linesMax, SUPPLY_MESSAGES.tooManyLines)),
  /**
   * The level's `version` the editor started from: when someone saved it since, 409 and nothing
   * stored. Absent: saved whatever the level holds.
   */
  version: z.optional(z.int({ error: SUPPLY_MESSAGES.badVersion }).check(z.gte(0))),
});
export type SaveSupplyLevelInput = z.input<typeof saveSupplyLevelInputSchema>;

/** POST /api/supplies/{anio}/copiar-desde/{desde}: `confirmar` replaces a year with lines. */
export const copySupplyYearInputSchema = z.object({
  confirmar: z.optional(z.boolean({ error: SUPPLY_MESSAGES.badConfirm })),
});

/** PUT /api/supplies/vigente: the year families see on the site. */
export const publishSupplyYearInputSchema = z.object({ anio: yearSchema });

/** One level of a year. */
export const supplyLevelSchema = z.object({
  nivel: z.enum(SUPPLY_LEVEL_IDS),
  nombre: z.string(),
  lineas: z.array(
    z.object({
      tipo: z.enum(SUPPLY_LINE_KINDS),
      texto: z.string(),
      detalle: z.optional(z.string()),
    }),
  ),
  /** Grows by one at each save of the level (0: never saved). */
  version: z.int(),
  /** The last save, ISO 8601; null when never saved. */
  actualizado: z.nullable(z.string()),
});
export type SupplyLevel = z.infer<typeof supplyLevelSchema>;

/**
 * GET /api/supplies and GET /api/supplies/{anio}: a year's list, every level in order (a level
 * without lines has `lineas: []`). `vigente`: whether this is the year families see.
 */
export const supplyYearSchema = z.object({
  anio: z.int(),
  vigente: z.boolean(),
  niveles: z.array(supplyLevelSchema),
});
export type SupplyYear = z.infer<typeof supplyYearSchema>;

/** GET /api/supplies/anios (administrators): the years with lines and the one on the site. */
export const supplyYearsSchema = z.object({
  /** The year families see; null only before any list exists. */
  vigente: z.nullable(z.int()),
  anios: z.array(
    z.object({
      anio: z.int(),
      /** Levels with at least one line. */
      niveles_con_lineas: z.int(),
      actualizado: z.nullable(z.string()),
    }),
  ),
});
export type SupplyYears = z.infer<typeof supplyYearsSchema>;

/** PUT /api/supplies/vigente's answer. */
export const supplyPublishedSchema = z.object({ vigente: z.int() });
