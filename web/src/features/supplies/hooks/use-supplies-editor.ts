import { chileYear, SUPPLY_LEVELS, type SupplyLevel, type SupplyLevelId } from '@lbj/shared';
import { useState, useSyncExternalStore } from 'react';
import { isUnauthorized, serverMessage } from '../../../lib/api-client.ts';
import {
  afterSave,
  levelChoices,
  unsavedDrafts,
  unsavedNames,
  withDraft,
  withoutDraft,
  withoutYear,
} from '../model/supplies-drafts.ts';
import { draftId, type DraftLine, type LevelDraft } from '../model/supplies-editor.ts';
import { hasLines, yearChoices } from '../model/supplies-years.ts';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import {
  useCopySupplyYear,
  usePublishSupplyYear,
  useSupplyYear,
  useSupplyYears,
} from './supplies-admin-queries.ts';
import { keptSupplyDrafts } from './supplies-drafts-store.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

/** What the section says over the editor: a copy or a publication done, or refused. */
export interface SuppliesNotice {
  tone: 'success' | 'error';
  text: string;
}

const store = keptSupplyDrafts;

/**
 * The panel's "Útiles" state: the year and level chosen, every level's unsaved draft (kept in
 * keptSupplyDrafts, so that they outlive the section), "Copiar el listado de …" and "Publicar el
 * listado …" with what they say, and the level's draft to edit.
 */
export function useSuppliesEditor() {
  const today = chileYear(new Date());
  const years = useSupplyYears();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? years.data?.vigente ?? today;
  const [level, setLevel] = useState<SupplyLevelId>(SUPPLY_LEVELS[0].id);
  const kept = useSyncExternalStore(store.subscribe, store.read, store.read);
  const [notice, setNotice] = useState<SuppliesNotice | null>(null);
  const yearData = useSupplyYear(year);
  const copy = useCopySupplyYear();
  const publish = usePublishSupplyYear();

  const unsaved = unsavedDrafts(kept);
  useLeaveWarning(unsaved.length > 0);
  const unsavedInYear = unsaved.filter((draft) => draft.year === year);

  const published = years.data?.vigente ?? null;
  const yearHasLines = hasLines(years.data, year);
  const previous = year - 1;
  const canCopy = hasLines(years.data, previous);

  const refused = (error: unknown) => {
    if (!isUnauthorized(error)) {
      setNotice({ tone: 'error', text: serverMessage(error) ?? T.failed });
    }
  };

  const onCopy = () => {
    setNotice(null);
    if (unsavedInYear.length > 0) {
      setNotice({ tone: 'error', text: T.copyNeedsSave });
      return;
    }
    const replace = yearHasLines;
    if (replace && !window.confirm(T.copyConfirmReplace(previous, year))) return;
    copy.mutate(
      { year, from: previous, confirm: replace },
      {
        onSuccess: () => {
          // Nothing unsaved in this year (checked above): its drafts are the old lines.
          store.change((current) => withoutYear(current, year));
          setNotice({ tone: 'success', text: T.copyDone(previous, year) });
        },
        onError: refused,
      },
    );
  };

  const onPublish = () => {
    setNotice(null);
    if (unsavedInYear.length > 0) {
      setNotice({ tone: 'error', text: T.publishNeedsSave });
      return;
    }
    if (!window.confirm(T.publishConfirm(year))) return;
    publish.mutate(year, {
      onSuccess: () => {
        setNotice({ tone: 'success', text: T.publishDone(year) });
      },
      onError: refused,
    });
  };

  const levelData = yearData.data?.niveles.find((candidate) => candidate.nivel === level);
  const key = draftId(year, level);
  const draft: LevelDraft | undefined =
    kept[key] ?? (levelData ? store.loaded(year, levelData) : undefined);

  return {
    year,
    yearChoices: yearChoices(years.data, today),
    /** Another year: what was said about the last one goes. */
    chooseYear: (next: number) => {
      setChosenYear(next);
      setNotice(null);
    },
    level,
    levelChoices: levelChoices(kept, year),
    chooseLevel: setLevel,
    published: year === published,
    canPublish: yearHasLines && year !== published,
    previous,
    canCopy,
    /** "Copiar el listado de …" is offered to a year without lines. */
    copyHint: canCopy && !yearHasLines,
    copying: copy.isPending,
    publishing: publish.isPending,
    onCopy,
    onPublish,
    notice,
    /** The unsaved levels of every year, named, or null when none. */
    unsaved: unsaved.length > 0 ? unsavedNames(unsaved) : null,
    loadFailed: yearData.isError && !isUnauthorized(yearData.error),
    retry: () => void yearData.refetch(),
    /** The level's draft, by its id (a new editor for each level); none while loading. */
    draftKey: key,
    draft,
    changeDraft: (next: LevelDraft) => {
      store.change((current) => withDraft(current, key, next));
    },
    /** After a save, with the level as stored and the lines that were sent. */
    saved: (stored: SupplyLevel, sent: readonly DraftLine[]) => {
      store.change((current) => afterSave(current, key, stored, sent));
    },
    /** "Descartar cambios": the draft goes, and the year is read again. */
    discard: () => {
      store.change((current) => withoutDraft(current, key));
      // Someone else may have saved the level meanwhile: show what is stored now.
      void yearData.refetch();
    },
  };
}
