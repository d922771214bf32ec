import { SUPPLY_LEVELS, supplyLevelName, type SupplyLevel, type SupplyLevelId } from '@lbj/shared';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import { draftId, isDirty, type DraftLine, type LevelDraft } from './supplies-editor.ts';

/**
 * The drafts the panel keeps, one per level and year (by draftId, "2026:kinder"). A level's
 * edits stay while another level, year or page is shown, until a save or "Descartar cambios".
 */
export type KeptDrafts = Readonly<Record<string, LevelDraft>>;

/** The kept drafts that differ from what is stored: the unsaved levels. */
export const unsavedDrafts = (drafts: KeptDrafts): LevelDraft[] =>
  Object.values(drafts).filter(isDirty);

/** The unsaved levels as "Cambios sin guardar en: …" lists them ("Pre-Kínder 2026, Kínder 2026"). */
export const unsavedNames = (unsaved: readonly LevelDraft[]): string =>
  unsaved.map((kept) => `${supplyLevelName(kept.level)} ${String(kept.year)}`).join(', ');

/** One option of the "Nivel" picker. */
export interface LevelChoice {
  id: SupplyLevelId;
  label: string;
}

/** The "Nivel" picker's options for the year: a level with unsaved changes says so. */
export function levelChoices(drafts: KeptDrafts, year: number): LevelChoice[] {
  return SUPPLY_LEVELS.map((option) => {
    const kept = drafts[draftId(year, option.id)];
    return {
      id: option.id,
      label: kept && isDirty(kept) ? `${option.nombre} (${T.unsavedShort})` : option.nombre,
    };
  });
}

/** The drafts with this level's edits. */
export const withDraft = (drafts: KeptDrafts, id: string, draft: LevelDraft): KeptDrafts => ({
  ...drafts,
  [id]: draft,
});

/** The drafts without this level's ("Descartar cambios"). */
export function withoutDraft(drafts: KeptDrafts, id: string): KeptDrafts {
  const { [id]: _dropped, ...rest } = drafts;
  return rest;
}

/** The drafts without the year's: after a copy into the year, its drafts are of the old lines. */
export const withoutYear = (drafts: KeptDrafts, year: number): KeptDrafts =>
  Object.fromEntries(Object.entries(drafts).filter(([, draft]) => draft.year !== year));

/**
 * The drafts after a save of this level: its draft is done, unless lines were edited while the
 * save was under way. Then those edits stay, measured against what was saved (and saved over its
 * version next).
 */
export function afterSave(
  drafts: KeptDrafts,
  id: string,
  saved: SupplyLevel,
  sent: readonly DraftLine[],
): KeptDrafts {
  const { [id]: kept, ...rest } = drafts;
  if (!kept || kept.lines === sent) return rest;
  return { ...rest, [id]: { ...kept, base: saved.lineas, baseVersion: saved.version } };
}
