import * as z from 'zod/mini';

// The school supplies list (issue 8): per school year and per level, ordered lines that staff
// edit in the panel. A module of its own so that pages which never show the list leave it out.

/** Every level the school teaches, in order (FACTS.md: pre-kínder and kínder, 1º to 8º básico). */
export const SUPPLY_LEVELS = [
  { id: 'pre-kinder', nombre: 'Pre-Kínder' },
  { id: 'kinder', nombre: 'Kínder' },
  { id: '1-basico', nombre: '1º Básico' },
  { id: '2-basico', nombre: '2º Básico' },
  { id: '3-basico', nombre: '3º Básico' },
  { id: '4-basico', nombre: '4º Básico' },
  { id: '5-basico', nombre: '5º Básico' },
  { id: '6-basico', nombre: '6º Básico' },
  { id: '7-basico', nombre: '7º Básico' },
  { id: '8-basico', nombre: '8º Básico' },
] as const;
export type SupplyLevelId = (typeof SUPPLY_LEVELS)[number]['id'];
export const SUPPLY_LEVEL_IDS = SUPPLY_LEVELS.map((level) => level.id) as [
  SupplyLevelId,
  ...SupplyLevelId[],
];

/** The level's display name ("3º Básico"). */
export function supplyLevelName(id: SupplyLevelId): string {
  return SUPPLY_LEVELS.find((level) => level.id === id)?.nombre ?? id;
}

/** "3º" for a básico level; null for pre-kínder and kínder. */
const basicoNumber = (id: SupplyLevelId): string | null => {
  const match = /^([1-8])-basico$/.exec(id);
  return match ? `${match[1] ?? ''}º` : null;
};

/**
 * The title of consecutive levels that share one list: "3º Básico", "Pre-Kínder y Kínder",
 * "1º y 2º Básico", "1º a 4º Básico", "Kínder a 2º Básico".
 */
export function supplyLevelRangeTitle(levels: readonly SupplyLevelId[]): string {
  const first = levels[0];
  const last = levels[levels.length - 1];
  if (first === undefined || last === undefined) return '';
  if (first === last) return supplyLevelName(first);
  const [from, to] = [basicoNumber(first), basicoNumber(last)];
  const joiner = levels.length === 2 ? 'y' : 'a';
  if (from !== null && to !== null) return `${from} ${joiner} ${to} Básico`;
  return `${supplyLevelName(first)} ${joiner} ${supplyLevelName(last)}`;
}

export const SUPPLY_LIMITS = {
  /** School years the list accepts. */
  yearMin: 2000,
  yearMax: 2100,
  /** Lines of one level (titles of groups included). */
  linesMax: 200,
  textMax: 160,
  detailMax: 160,
} as const;

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

/** A line of a level's list: a supply, or the title of the group of supplies after it. */
export const SUPPLY_LINE_KINDS = ['util', 'grupo'] as const;
export type SupplyLineKind = (typeof SUPPLY_LINE_KINDS)[number];

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

/** The level of a path segment; null when it names none. */
export function parseSupplyLevel(raw: string): SupplyLevelId | null {
  return SUPPLY_LEVEL_IDS.find((id) => id === raw) ?? null;
}

export const supplyLineSchema = z.object({
  tipo: z.enum(SUPPLY_LINE_KINDS, { error: SUPPLY_MESSAGES.lineKind }),
  texto: z
    .string({ error: SUPPLY_MESSAGES.textRequired })
    .check(
      z.trim(),
      z.minLength(1, SUPPLY_MESSAGES.textRequired),
      z.maxLength(SUPPLY_LIMITS.textMax, SUPPLY_MESSAGES.textTooLong),
    ),
  /** Quantity, size or cover colour ("2 cajas", "forro rojo"); only for a supply. */
  detalle: z.optional(
    z
      .string({ error: SUPPLY_MESSAGES.detailTooLong })
      .check(z.trim(), z.maxLength(SUPPLY_LIMITS.detailMax, SUPPLY_MESSAGES.detailTooLong)),
  ),
});
export type SupplyLineInput = z.input<typeof supplyLineSchema>;

/** A stored line, as every answer gives it (`detalle` is absent when there is none). */
export interface SupplyLine {
  tipo: SupplyLineKind;
  texto: string;
  detalle?: string;
}

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

/** The levels of a year grouped as a page shows them: consecutive levels with the same lines. */
export interface SupplySection {
  /** Anchor id: the level's id, or "first-a-last". */
  id: string;
  title: string;
  niveles: SupplyLevelId[];
  lineas: SupplyLine[];
}

const sameLines = (a: readonly SupplyLine[], b: readonly SupplyLine[]) =>
  a.length === b.length &&
  a.every(
    (line, i) =>
      line.tipo === b[i]?.tipo &&
      line.texto === b[i].texto &&
      (line.detalle ?? '') === (b[i].detalle ?? ''),
  );

/**
 * The page's sections: levels without lines are left out, and consecutive levels with identical
 * lists share one section ("1º a 4º Básico"), as the printed list always did.
 */
export function supplySections(levels: readonly Pick<SupplyLevel, 'nivel' | 'lineas'>[]) {
  const sections: SupplySection[] = [];
  let previous: SupplyLevelId | null = null;
  for (const level of levels) {
    const index = SUPPLY_LEVEL_IDS.indexOf(level.nivel);
    const last = sections[sections.length - 1];
    const follows =
      previous !== null && SUPPLY_LEVEL_IDS.indexOf(previous) === index - 1 && last !== undefined;
    previous = level.nivel;
    if (level.lineas.length === 0) {
      previous = null;
      continue;
    }
    if (follows && sameLines(last.lineas, level.lineas)) {
      last.niveles.push(level.nivel);
      continue;
    }
    sections.push({ id: '', title: '', niveles: [level.nivel], lineas: [...level.lineas] });
  }
  for (const section of sections) {
    const first = section.niveles[0] ?? '';
    const final = section.niveles[section.niveles.length - 1] ?? '';
    section.id = first === final ? first : `${first}-a-${final}`;
    section.title = supplyLevelRangeTitle(section.niveles);
  }
  return sections;
}

/** A section's lines in groups: the lines before the first title form a group without title. */
export interface SupplyGroup {
  title: string | null;
  items: { texto: string; detalle?: string }[];
}

export function supplyGroups(lines: readonly SupplyLine[]): SupplyGroup[] {
  const groups: SupplyGroup[] = [];
  for (const line of lines) {
    if (line.tipo === 'grupo') {
      groups.push({ title: line.texto, items: [] });
      continue;
    }
    let current = groups[groups.length - 1];
    if (current === undefined) {
      current = { title: null, items: [] };
      groups.push(current);
    }
    current.items.push(
      line.detalle === undefined
        ? { texto: line.texto }
        : { texto: line.texto, detalle: line.detalle },
    );
  }
  return groups.filter((group) => group.items.length > 0 || group.title !== null);
}
