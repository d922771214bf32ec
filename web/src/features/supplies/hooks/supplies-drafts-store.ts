import type { SupplyLevel } from '@lbj/shared';
import type { KeptDrafts } from '../model/supplies-drafts.ts';
import { draftFrom, type LevelDraft } from '../model/supplies-editor.ts';

/** Where the panel keeps its drafts outside any component (read with useSyncExternalStore). */
export interface DraftStore {
  /** The kept drafts: the same object until they change. */
  read: () => KeptDrafts;
  /** Replaces the kept drafts with `update`'s answer, and tells those watching. */
  change: (update: (current: KeptDrafts) => KeptDrafts) => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * A loaded level's draft, made once per loaded copy: its lines keep their keys (and their
   * focus) across renders until the level is loaded or saved again.
   */
  loaded: (year: number, level: SupplyLevel) => LevelDraft;
}

export function createDraftStore(): DraftStore {
  let drafts: KeptDrafts = {};
  const listeners = new Set<() => void>();
  const loadedDrafts = new WeakMap<SupplyLevel, LevelDraft>();
  return {
    read: () => drafts,
    change: (update) => {
      const next = update(drafts);
      if (next === drafts) return;
      drafts = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    loaded: (year, level) => {
      let draft = loadedDrafts.get(level);
      if (!draft) {
        draft = draftFrom(year, level);
        loadedDrafts.set(level, draft);
      }
      return draft;
    },
  };
}

/**
 * The panel's unsaved edits, made once for the page's whole visit: switching level or year,
 * another panel section, or leaving the panel for another page of the site and coming back keeps
 * them (only a save or "Descartar cambios" drops one). A reload or closing the tab asks first
 * (useLeaveWarning), and then they are gone.
 */
export const keptSupplyDrafts = createDraftStore();
