import type { SupplyLevel } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import {
  afterSave,
  levelChoices,
  unsavedDrafts,
  unsavedNames,
  withDraft,
  withoutDraft,
  withoutYear,
} from './supplies-drafts.ts';
import { draftFrom, draftId, updateLine, type LevelDraft } from './supplies-editor.ts';

const level = (nivel: SupplyLevel['nivel'], version = 1): SupplyLevel => ({
  nivel,
  nombre: '',
  version,
  actualizado: null,
  lineas: [{ tipo: 'util', texto: 'Tijera' }],
});
const edited = (draft: LevelDraft): LevelDraft => ({
  ...draft,
  lines: updateLine(draft.lines, 0, { texto: 'Tijeras' }),
});

const kinder = edited(draftFrom(2026, level('kinder')));
const preKinder = draftFrom(2026, level('pre-kinder'));
const older = edited(draftFrom(2025, level('kinder')));
const drafts = {
  [draftId(2026, 'kinder')]: kinder,
  [draftId(2026, 'pre-kinder')]: preKinder,
  [draftId(2025, 'kinder')]: older,
};

describe('the kept drafts', () => {
  it('list the unsaved levels by name and year', () => {
    expect(unsavedDrafts(drafts)).toEqual([kinder, older]);
    expect(unsavedNames(unsavedDrafts(drafts))).toBe('Kínder 2026, Kínder 2025');
  });

  it('mark the year’s unsaved levels in the level picker', () => {
    expect(levelChoices(drafts, 2026).slice(0, 3)).toEqual([
      { id: 'pre-kinder', label: 'Pre-Kínder' },
      { id: 'kinder', label: `Kínder (${T.unsavedShort})` },
      { id: '1-basico', label: '1º Básico' },
    ]);
  });

  it('take a level’s edits, and drop a level or a whole year', () => {
    const id = draftId(2026, 'kinder');
    expect(withDraft({}, id, kinder)).toEqual({ [id]: kinder });
    expect(Object.keys(withoutDraft(drafts, id))).toEqual(['2026:pre-kinder', '2025:kinder']);
    expect(Object.keys(withoutYear(drafts, 2026))).toEqual(['2025:kinder']);
  });

  it('drop a saved level, unless it was edited while the save was under way', () => {
    const id = draftId(2026, 'kinder');
    const saved = { ...level('kinder', 2), lineas: [{ tipo: 'util' as const, texto: 'Tijeras' }] };
    expect(afterSave(drafts, id, saved, kinder.lines)[id]).toBeUndefined();
    const later = afterSave(drafts, id, saved, preKinder.lines)[id];
    expect(later).toEqual({ ...kinder, base: saved.lineas, baseVersion: 2 });
    expect(afterSave({}, id, saved, kinder.lines)).toEqual({});
  });
});
