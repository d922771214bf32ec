// news-page-data.ts as the tests load it: each test starts as a page just loaded, whose embedded
// data nobody has read yet, whatever the tests before it read. A test file puts it in the
// module's place with
//   vi.mock('<path>/news-page-data.ts', () => import('<path>/news-page-data.test-support.ts'));
// and calls `loadNewPageData()` after each test. The reader itself is the module's own.
import { vi } from 'vitest';
import type * as NewsPageDataModule from './news-page-data.ts';

const actual = await vi.importActual<typeof NewsPageDataModule>('./news-page-data.ts');

export const { NewsPageTemplateContext, createEmbeddedNewsPageData, readNewsPageData } = actual;

let page = createEmbeddedNewsPageData();

export function embeddedNewsPageData(pathname: string) {
  return page(pathname);
}

/** A page just loaded: its embedded data not read yet. */
export function loadNewPageData(): void {
  page = createEmbeddedNewsPageData();
}
