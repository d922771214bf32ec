import { describe, expect, it } from 'vitest';
import { SUPPLY_LIMITS, SUPPLY_MESSAGES } from '@lbj/shared';
import { SUPPLIES_PANEL_TEXT } from '../supplies-panel-text.ts';
import {
  addLine,
  checkLines,
  draftFrom,
  isDirty,
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
