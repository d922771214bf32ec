// An item page carries its item as the server rendered it (ADR 0022). After an administrator
// changes news in this tab (an edit, a delete), that copy may be stale: the page then asks the
// API instead, so a return to the item's page shows the change at once.

/** What a loaded page remembers of the news changed in it. */
export interface NewsChanges {
  /** Called after every successful change of a news item. */
  mark: () => void;
  /** Whether news changed since the page was loaded (the embedded copy may be stale). */
  changedSinceLoad: () => boolean;
}

/** The memory of a page just loaded: no news changed in it yet. */
export function createNewsChanges(): NewsChanges {
  let changed = false;
  return {
    mark: () => {
      changed = true;
    },
    changedSinceLoad: () => changed,
  };
}

// This document's memory: it lasts as long as the page, and a reload starts a new one.
const thisDocument = createNewsChanges();

/** Called after every successful change of a news item in this document. */
export function markNewsChanged(): void {
  thisDocument.mark();
}

/** Whether news changed in this document since it was loaded (the embedded copy may be stale). */
export function newsChangedSinceLoad(): boolean {
  return thisDocument.changedSinceLoad();
}
