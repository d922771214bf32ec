// news-changes.ts as the tests load it: each test starts as a page just loaded, whatever the
// tests before it changed. A test file puts it in the module's place with
//   vi.mock('<path>/news-changes.ts', () => import('<path>/news-changes.test-support.ts'));
// and calls `loadNewPage()` after each test. The memory itself is the module's own.
import { vi } from 'vitest';
import type * as NewsChangesModule from './news-changes.ts';

const { createNewsChanges } = await vi.importActual<typeof NewsChangesModule>('./news-changes.ts');

let page = createNewsChanges();

export function markNewsChanged(): void {
  page.mark();
}

export function newsChangedSinceLoad(): boolean {
  return page.changedSinceLoad();
}

/** A page just loaded: no news changed in it yet. */
export function loadNewPage(): void {
  page = createNewsChanges();
}
