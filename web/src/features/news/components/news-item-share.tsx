import { use } from 'react';
import { newsPath, newsSummary, type NewsArticleView } from '@lbj/shared';
import { NewsShare, type NewsShareProps } from './news-share.tsx';
import { embeddedNewsPageData, NewsPageTemplateContext } from '../page/news-page-data.ts';
import { island } from '../../../islands/island.tsx';

/** What "Compartir" shares of an item: its title, a summary and its own page. */
export const shareOf = (view: NewsArticleView): NewsShareProps => ({
  title: view.titulo,
  text: newsSummary(view.parrafos.join(' ')),
  path: newsPath(view.id, view.titulo),
});

/**
 * "Compartir" on an item's page. Given the item, it shares that. On the server's item page (a
 * template the server fills per item, whose values it cannot put in the island's props) it is
 * given nothing, and reads the item as the page has it: the template's placeholders on the
 * server, the item's data embedded in the page in the browser (no router needed for either).
 */
export function NewsItemShare(props: Partial<NewsShareProps>) {
  const template = use(NewsPageTemplateContext);
  if (props.title !== undefined && props.text !== undefined && props.path !== undefined) {
    return <NewsShare title={props.title} text={props.text} path={props.path} />;
  }
  // In the browser this island hydrates only on the item's own page (the server's template).
  const view = (
    template ??
    (typeof window === 'undefined' ? undefined : embeddedNewsPageData(window.location.pathname))
  )?.noticia;
  return view ? <NewsShare {...shareOf(view)} /> : null;
}

// Sharing can wait: until its code comes, the share links work as they are.
export const NewsItemShareIsland = island('compartir', NewsItemShare, { later: true });
