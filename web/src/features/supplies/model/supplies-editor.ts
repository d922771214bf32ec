import {
  SUPPLY_LIMITS,
  SUPPLY_MESSAGES,
  type SupplyLevel,
  type SupplyLevelId,
  type SupplyLine,
  type SupplyLineInput,
  type SupplyLineKind,
} from '@lbj/shared';
import { SUPPLIES_PANEL_TEXT } from '../supplies-panel-text.ts';

/** A line being edited: a stable key (for focus and React), and its fields as typed. */
export interface DraftLine {
  key: string;
  tipo: SupplyLineKind;
  texto: string;
  detalle: string;
}

/** A level being edited: what was loaded (to tell unsaved changes and stale saves) and the draft. */
export interface LevelDraft {
  year: number;
  level: SupplyLevelId;
  /** The level's version when loaded or last saved: the server refuses a save over a newer one. */
  baseVersion: number;
  base: readonly SupplyLine[];
  lines: readonly DraftLine[];
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `l${String(nextKey)}`;
};

export const draftId = (year: number, level: SupplyLevelId) => `${String(year)}:${level}`;

export function draftFrom(year: number, level: SupplyLevel): LevelDraft {
  return {
    year,
    level: level.nivel,
    baseVersion: level.version,
    base: level.lineas,
    lines: level.lineas.map((line) => ({
      key: newKey(),
      tipo: line.tipo,
      texto: line.texto,
      detalle: line.detalle ?? '',
    })),
  };
}

/** What the server stores for these lines: trimmed, an empty detail dropped, none on a title. */
export function linesToSave(lines: readonly DraftLine[]): SupplyLineInput[] {
  return lines.map((line) => {
    const texto = line.texto.trim();
    const detalle = line.detalle.trim();
    return line.tipo === 'util' && detalle !== ''
      ? { tipo: line.tipo, texto, detalle }
      : { tipo: line.tipo, texto };
  });
}

/** True when the draft differs from what was loaded (spaces around text do not count). */
export function isDirty(draft: LevelDraft): boolean {
  const lines = linesToSave(draft.lines);
  if (lines.length !== draft.base.length) return true;
  return lines.some((line, i) => {
    const base = draft.base[i];
    return (
      base === undefined ||
      base.tipo !== line.tipo ||
      base.texto !== line.texto ||
      (base.detalle ?? '') !== (line.detalle ?? '')
    );
  });
}

/** The line moved by `delta` places (−1 up, +1 down); the same lines when it cannot move. */
export function moveLine(
  lines: readonly DraftLine[],
  index: number,
  delta: -1 | 1,
): readonly DraftLine[] {
  const target = index + delta;
  const line = lines[index];
  const other = lines[target];
  if (line === undefined || other === undefined) return lines;
  const moved = [...lines];
  moved[target] = line;
  moved[index] = other;
  return moved;
}

export function removeLine(lines: readonly DraftLine[], index: number): readonly DraftLine[] {
  return lines.filter((_, i) => i !== index);
}

export function addLine(lines: readonly DraftLine[], tipo: SupplyLineKind): readonly DraftLine[] {
  return [...lines, { key: newKey(), tipo, texto: '', detalle: '' }];
}

export function updateLine(
  lines: readonly DraftLine[],
  index: number,
  patch: Partial<Pick<DraftLine, 'texto' | 'detalle'>>,
): readonly DraftLine[] {
  return lines.map((line, i) => (i === index ? { ...line, ...patch } : line));
}

export type LineField = 'texto' | 'detalle';

/** Errors by line key and field, found before sending (the server checks the same rules). */
export type LineErrors = Readonly<Record<string, Partial<Record<LineField, string>>>>;

/** A line's field by name, "<line key>:texto": the editor finds its input and its error by it. */
export type LineFieldName = `${string}:${LineField}`;

export const lineFieldName = (key: string, field: LineField): LineFieldName => `${key}:${field}`;

/** The errors by field name, as the form shows each beside its field. */
export function fieldErrors(errors: LineErrors): Partial<Record<LineFieldName, string>> {
  const found: Partial<Record<LineFieldName, string>> = {};
  for (const [key, fields] of Object.entries(errors)) {
    if (fields.texto !== undefined) found[lineFieldName(key, 'texto')] = fields.texto;
    if (fields.detalle !== undefined) found[lineFieldName(key, 'detalle')] = fields.detalle;
  }
  return found;
}

/** The first field in error, in the order of the lines (a line's text before its detail). */
export function firstFieldInError(
  lines: readonly DraftLine[],
  errors: LineErrors,
): LineFieldName | null {
  const first = lines.find((line) => errors[line.key]);
  if (!first) return null;
  return lineFieldName(first.key, errors[first.key]?.texto ? 'texto' : 'detalle');
}

export function checkLines(lines: readonly DraftLine[]): LineErrors {
  const errors: Record<string, Partial<Record<LineField, string>>> = {};
  for (const line of lines) {
    const texto = line.texto.trim();
    const found: Partial<Record<LineField, string>> = {};
    if (texto === '') found.texto = SUPPLIES_PANEL_TEXT.textRequired;
    else if ([...texto].length > SUPPLY_LIMITS.textMax) found.texto = SUPPLY_MESSAGES.textTooLong;
    if (line.tipo === 'util' && [...line.detalle.trim()].length > SUPPLY_LIMITS.detailMax) {
      found.detalle = SUPPLY_MESSAGES.detailTooLong;
    }
    if (found.texto ?? found.detalle) errors[line.key] = found;
  }
  return errors;
}

/**
 * The line a server refusal names (`field` "lineas.3.texto"), as an error of the draft; null
 * when the refusal is not about one line.
 */
export function serverLineError(
  lines: readonly DraftLine[],
  field: string | null,
  message: string,
): LineErrors | null {
  const match = field === null ? null : /^lineas\.([0-9]+)\.(texto|detalle)$/.exec(field);
  if (!match) return null;
  const line = lines[Number(match[1])];
  if (!line) return null;
  return { [line.key]: { [match[2] as LineField]: message } };
}

/** A line's name in a button's label ("Subir «Tijera»"). */
export function lineName(line: DraftLine): string {
  const text = line.texto.trim();
  return text === '' ? SUPPLIES_PANEL_TEXT.emptyLineName : text;
}
