import { describe, expect, it } from 'vitest';
import { SUPPLY_LIMITS, SUPPLY_MESSAGES, type SupplyLine } from '@lbj/shared';
import { SUPPLIES_PANEL_TEXT } from '../supplies-panel-text.ts';
import {
  addLine,
  checkLines,
  draftFrom,
  draftId,
  fieldErrors,
  firstFieldInError,
  isDirty,
  lineFieldName,
  lineName,
  linesToSave,
  moveLine,
  removeLine,
  serverLineError,
  updateLine,
} from './supplies-editor.ts';

const loaded = draftFrom(2026, {
  nivel: 'kinder',
  nombre: 'Kínder',
  version: 3,
  actualizado: null,
  lineas: [
    { tipo: 'grupo', texto: 'Higiene' },
    { tipo: 'util', texto: 'Toalla', detalle: 'con elástico' },
    { tipo: 'util', texto: 'Vaso' },
  ],
});

describe('a level’s draft', () => {
  it('starts as loaded, clean, with the version to save over', () => {
    expect(loaded.baseVersion).toBe(3);
    expect(isDirty(loaded)).toBe(false);
    expect(linesToSave(loaded.lines)).toEqual(loaded.base);
    expect(new Set(loaded.lines.map((line) => line.key)).size).toBe(3);
  });

  it('moves a line up and down, keeping its key, and stays put at either end', () => {
    const down = moveLine(loaded.lines, 0, 1);
    expect(down.map((line) => line.texto)).toEqual(['Toalla', 'Higiene', 'Vaso']);
    expect(down[1]?.key).toBe(loaded.lines[0]?.key);
    expect(isDirty({ ...loaded, lines: down })).toBe(true);
    expect(moveLine(down, 1, -1).map((line) => line.texto)).toEqual(['Higiene', 'Toalla', 'Vaso']);
    expect(isDirty({ ...loaded, lines: moveLine(down, 1, -1) })).toBe(false);
    expect(moveLine(loaded.lines, 0, -1)).toBe(loaded.lines);
    expect(moveLine(loaded.lines, 2, 1)).toBe(loaded.lines);
  });

  it('adds, edits and removes lines; spaces around text are not a change', () => {
    const added = addLine(loaded.lines, 'util');
    expect(added).toHaveLength(4);
    expect(added[3]).toMatchObject({ tipo: 'util', texto: '', detalle: '' });
    expect(isDirty({ ...loaded, lines: updateLine(loaded.lines, 2, { texto: '  Vaso ' }) })).toBe(
      false,
    );
    expect(isDirty({ ...loaded, lines: updateLine(loaded.lines, 2, { detalle: '1' }) })).toBe(true);
    const removed = removeLine(loaded.lines, 0);
    expect(removed.map((line) => line.texto)).toEqual(['Toalla', 'Vaso']);
  });

  it('saves trimmed text, no empty detail, never a detail on a title', () => {
    const lines = updateLine(updateLine(loaded.lines, 0, { detalle: 'x' }), 2, { detalle: '  ' });
    expect(linesToSave(updateLine(lines, 1, { texto: ' Toalla grande ' }))).toEqual([
      { tipo: 'grupo', texto: 'Higiene' },
      { tipo: 'util', texto: 'Toalla grande', detalle: 'con elástico' },
      { tipo: 'util', texto: 'Vaso' },
    ]);
  });

  it('finds empty and overlong lines before sending', () => {
    const lines = updateLine(
      updateLine(addLine(loaded.lines, 'grupo'), 1, {
        detalle: 'a'.repeat(SUPPLY_LIMITS.detailMax + 1),
      }),
      2,
      { texto: 'a'.repeat(SUPPLY_LIMITS.textMax + 1) },
    );
    const errors = checkLines(lines);
    expect(errors[lines[3]?.key ?? '']).toEqual({ texto: SUPPLIES_PANEL_TEXT.textRequired });
    expect(errors[lines[1]?.key ?? '']).toEqual({ detalle: SUPPLY_MESSAGES.detailTooLong });
    expect(errors[lines[2]?.key ?? '']).toEqual({ texto: SUPPLY_MESSAGES.textTooLong });
    expect(errors[lines[0]?.key ?? '']).toBeUndefined();
    expect(checkLines(loaded.lines)).toEqual({});
  });

  it('places a server refusal on the line it names', () => {
    const key = loaded.lines[1]?.key ?? '';
    expect(serverLineError(loaded.lines, 'lineas.1.detalle', 'Muy largo')).toEqual({
      [key]: { detalle: 'Muy largo' },
    });
    expect(serverLineError(loaded.lines, 'lineas.7.texto', 'x')).toBeNull();
    expect(serverLineError(loaded.lines, 'lineas', 'x')).toBeNull();
    expect(serverLineError(loaded.lines, null, 'x')).toBeNull();
  });
});

describe('what counts as a change', () => {
  it('is a line removed from the end, or a line of another kind with the same text', () => {
    expect(isDirty({ ...loaded, lines: removeLine(loaded.lines, 2) })).toBe(true);
    const base: SupplyLine[] = [{ tipo: 'grupo', texto: 'Vaso' }];
    const asItem = draftFrom(2026, {
      nivel: 'kinder',
      nombre: 'Kínder',
      version: 1,
      actualizado: null,
      lineas: [{ tipo: 'util', texto: 'Vaso' }],
    });
    expect(isDirty({ ...asItem, base })).toBe(true);
    expect(isDirty({ ...asItem, base: [{ tipo: 'util', texto: 'Vaso' }] })).toBe(false);
  });

  it('keeps each year’s level apart', () => {
    expect(draftId(2026, 'kinder')).toBe('2026:kinder');
    expect(draftId(2027, 'kinder')).not.toBe(draftId(2026, 'kinder'));
  });
});

describe('the checks before sending', () => {
  const one = (tipo: 'util' | 'grupo', texto: string, detalle = '') =>
    updateLine(addLine([], tipo), 0, { texto, detalle });

  it('takes text and detail up to their limits, counting characters and not spaces around', () => {
    const longest = one(
      'util',
      'a'.repeat(SUPPLY_LIMITS.textMax),
      'b'.repeat(SUPPLY_LIMITS.detailMax),
    );
    expect(checkLines(longest)).toEqual({});
    // Letters outside the basic plane are one character each, not two.
    expect(checkLines(one('util', '\u{1F4CF}'.repeat(SUPPLY_LIMITS.textMax)))).toEqual({});
    expect(checkLines(one('util', 'Tijera', ` ${'b'.repeat(SUPPLY_LIMITS.detailMax)} `))).toEqual(
      {},
    );
    expect(checkLines(one('util', `  ${'a'.repeat(SUPPLY_LIMITS.textMax)}  `))).toEqual({});
  });

  it('never checks the detail of a group title (it has none)', () => {
    expect(checkLines(one('grupo', 'Higiene', 'b'.repeat(SUPPLY_LIMITS.detailMax + 1)))).toEqual(
      {},
    );
  });

  it('finds a text of only spaces empty', () => {
    const lines = one('util', '   ');
    expect(checkLines(lines)).toEqual({
      [lines[0]?.key ?? '']: { texto: SUPPLIES_PANEL_TEXT.textRequired },
    });
  });
});

describe('a server refusal about a line', () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    key: `k${String(i)}`,
    tipo: 'util' as const,
    texto: `Útil ${String(i)}`,
    detalle: '',
  }));

  it('names its line by a number of any length', () => {
    expect(serverLineError(many, 'lineas.10.texto', 'Largo')).toEqual({ k10: { texto: 'Largo' } });
    expect(serverLineError(many, 'lineas.0.detalle', 'Largo')).toEqual({
      k0: { detalle: 'Largo' },
    });
  });

  it('is about no line when the field only contains a line’s name', () => {
    expect(serverLineError(many, 'x.lineas.1.texto', 'x')).toBeNull();
    expect(serverLineError(many, 'lineas.1.texto.y', 'x')).toBeNull();
    expect(serverLineError(many, 'lineas.1.tipo', 'x')).toBeNull();
    expect(serverLineError(many, 'lineas.a.texto', 'x')).toBeNull();
  });
});

describe('a line’s name in a button', () => {
  it('is its text without spaces around, or "línea sin texto"', () => {
    const [line] = addLine([], 'util');
    if (!line) throw new Error('no line');
    expect(lineName({ ...line, texto: ' Tijera ' })).toBe('Tijera');
    expect(lineName({ ...line, texto: '   ' })).toBe(SUPPLIES_PANEL_TEXT.emptyLineName);
  });
});

describe('a line’s fields by name', () => {
  it('names each field after its line, and lists the errors by those names', () => {
    const [first, second] = loaded.lines;
    if (!first || !second) throw new Error('no lines');
    expect(lineFieldName(first.key, 'texto')).toBe(`${first.key}:texto`);
    expect(
      fieldErrors({ [first.key]: { detalle: 'Largo' }, [second.key]: { texto: 'Vacío' } }),
    ).toEqual({ [`${first.key}:detalle`]: 'Largo', [`${second.key}:texto`]: 'Vacío' });
    expect(fieldErrors({})).toEqual({});
  });

  it('finds the first field in error in the order of the lines, a text before its detail', () => {
    const [first, second, third] = loaded.lines;
    if (!first || !second || !third) throw new Error('no lines');
    expect(firstFieldInError(loaded.lines, {})).toBeNull();
    expect(
      firstFieldInError(loaded.lines, {
        [third.key]: { texto: 'x' },
        [second.key]: { detalle: 'y' },
      }),
    ).toBe(`${second.key}:detalle`);
    expect(firstFieldInError(loaded.lines, { [second.key]: { texto: 'x', detalle: 'y' } })).toBe(
      `${second.key}:texto`,
    );
  });
});
