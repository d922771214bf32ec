import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

/** Other islands of the page follow a change of the address's query made by one of them. */
const ADDRESS_CHANGED = 'lbj:address';

const currentAddress = () => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/** Whether `href` is this page's own address (its query or fragment may differ). */
function samePage(href: string): boolean {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin && url.pathname === window.location.pathname;
}

/**
 * The router of an island in the browser. A link to another page loads that page, as the
 * page's plain links do (each page is its own document, sent ready by the server); a change of
 * this page's query (a search, a filter, an opened item) stays in the page, in the history, and
 * every island of the page follows it.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(currentAddress);
  useEffect(() => {
    const follow = () => {
      setAddress(currentAddress());
    };
    window.addEventListener('popstate', follow);
    window.addEventListener(ADDRESS_CHANGED, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(ADDRESS_CHANGED, follow);
    };
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, state: unknown, replace: boolean) => {
      const href = hrefOf(to);
      if (!samePage(href)) {
        if (replace) window.location.replace(href);
        else window.location.assign(href);
        return;
      }
      if (replace) window.history.replaceState(state ?? null, '', href);
      else window.history.pushState(state ?? null, '', href);
      window.dispatchEvent(new Event(ADDRESS_CHANGED));
    };
    return {
      createHref: hrefOf,
      go: (delta) => {
        window.history.go(delta);
      },
      push: (to, state) => {
        go(to, state, false);
      },
      replace: (to, state) => {
        go(to, state, true);
      },
    };
  }, []);
  return (
    <Router location={address} navigator={navigator}>
      {children}
    </Router>
  );
}
