import { useEffect, useState } from 'react';

/*
 * The tab's title, in the browser only. The served HTML already has the page's title in its
 * <head> (app/seo.ts for the built pages, the server for a news item), and the browser keeps it
 * through hydration. A React <title> element would not do: the prerender and the server's render
 * write it again at the start of the app's HTML, inside #root, so the document would have two
 * (but for the server's render with page data, which moves it into the head: DocumentTitle).
 *
 * The layout gives each route's fixed title, and a page may give one of its own (from its URL or
 * its data). A page is mounted after the layout above it, but its effects run before the
 * layout's in the same commit: the title in force is therefore the one of the component mounted
 * last, whatever order the effects run in.
 */

interface Claim {
  /** When the component that gives this title was first rendered: later ones win. */
  order: number;
  title: string;
}

const claims = new Set<Claim>();
let rendered = 0;

function showLatestClaim(): void {
  let latest: Claim | undefined;
  for (const claim of claims) {
    if (latest === undefined || claim.order > latest.order) latest = claim;
  }
  if (latest !== undefined) document.title = latest.title;
}

/**
 * Sets the tab's title while the component is mounted and after every change of `title`;
 * undefined leaves the title to the components above (or to the one already shown).
 */
export function useDocumentTitle(title: string | undefined): void {
  const [order] = useState(() => ++rendered);
  useEffect(() => {
    if (title === undefined) return;
    const claim: Claim = { order, title };
    claims.add(claim);
    showLatestClaim();
    return () => {
      claims.delete(claim);
      showLatestClaim();
    };
  }, [order, title]);
}
