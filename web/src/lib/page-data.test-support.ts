// page-data.ts as the tests load it: each test starts as a page just loaded, whose embedded data
// nobody has read yet, whatever the tests before it read. A test file puts it in the module's
// place with
//   vi.mock('<path>/lib/page-data.ts', () => import('<path>/lib/page-data.test-support.ts'));
// and calls `loadNewPage()` where a new page load begins. The reader itself is the module's own.
import { vi } from 'vitest';
import type * as PageDataModule from './page-data.ts';

const actual = await vi.importActual<typeof PageDataModule>('./page-data.ts');

export const { PageDataContext, createEmbeddedPageData, pageDataHook } = actual;
export type { PageData } from './page-data.ts';

let page = createEmbeddedPageData();

export const usePageData = pageDataHook((address) => page(address));

/** A page just loaded: its embedded data not read yet. */
export function loadNewPage(): void {
  page = createEmbeddedPageData();
}
