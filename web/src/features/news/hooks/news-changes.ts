// An item page carries its item as the server rendered it (ADR 0022). After an administrator
// changes news in this tab (an edit, a delete), that copy may be stale: the page then asks the
// API instead, so a return to the item's page shows the change at once.

let changed = false;

/** Called after every successful change of a news item in this document. */
export function markNewsChanged(): void {
  changed = true;
}

/** Whether news changed in this document since it was loaded (the embedded copy may be stale). */
export function newsChangedSinceLoad(): boolean {
  return changed;
}

/** Tests only: back to a document just loaded. */
export function resetNewsChanges(): void {
  changed = false;
}
