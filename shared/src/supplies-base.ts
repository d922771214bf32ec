// The school supplies list: per school year and per level, ordered lines that staff
// edit in the panel. Levels, lines and the page's sections, without zod: /listado-utiles imports
// these and stays within its JavaScript budget; the schemas are in supplies.ts.

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

/** A line of a level's list: a supply, or the title of the group of supplies after it. */
export const SUPPLY_LINE_KINDS = ['util', 'grupo'] as const;
export type SupplyLineKind = (typeof SUPPLY_LINE_KINDS)[number];

/** A stored line, as every answer gives it (`detalle` is absent when there is none). */
export interface SupplyLine {
  tipo: SupplyLineKind;
  texto: string;
  detalle?: string;
}

/** The level of a path segment; null when it names none. */
export function parseSupplyLevel(raw: string): SupplyLevelId | null {
  return SUPPLY_LEVEL_IDS.find((id) => id === raw) ?? null;
}

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
export function supplySections(
  levels: readonly { nivel: SupplyLevelId; lineas: readonly SupplyLine[] }[],
) {
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
