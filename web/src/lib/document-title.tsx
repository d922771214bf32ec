import { use } from 'react';
import { PageDataContext } from './page-data.ts';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * A page's own title, from its data: the tab's in the browser (`useDocumentTitle`), and, on the
 * server's render with page data, a `<title>` that the server moves into the document's head,
 * where a page that runs no code needs it.
 */
export function DocumentTitle({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  const onServer = use(PageDataContext) !== undefined;
  return onServer && title !== undefined ? <title>{title}</title> : null;
}
