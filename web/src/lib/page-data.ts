import { createContext, use } from 'react';
import { useLocation } from 'react-router';
import { PAGE_DATA_ID } from '@lbj/shared';

// Data a server-rendered page was rendered with (ADR 0024): the server's page data loaders run
// per request, the server renders the page with React with their values in this context, and
// writes them into the page as `<script type="application/json" id="datos-pagina">`, so the
// browser's first render reads the same values and hydrates without a request or a mismatch.

export type PageData = Readonly<Record<string, unknown>>;

/** The data on the server's render; undefined in the browser. */
export const PageDataContext = createContext<PageData | undefined>(undefined);

/** Reads the embedded data of `doc`, or undefined when there is none or it is not an object. */
function readEmbeddedPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as PageData)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A page's address as the server renders it: no trailing slash (but "/"), then the query. */
const pageAddress = (pathname: string, search: string): string =>
  `${pathname.replace(/(.)\/+$/, '$1')}${search}`;

/**
 * The page's embedded data, read once from the document on first use and kept for the address
 * the server sent. One reader serves the page; `createEmbeddedPageData` makes it.
 */
export function createEmbeddedPageData(): (address: string) => PageData | undefined {
  let embedded: { address: string; data: PageData | undefined } | undefined;
  return (address) => {
    if (typeof document === 'undefined') return undefined;
    embedded ??= {
      address: pageAddress(window.location.pathname, window.location.search),
      data: readEmbeddedPageData(document),
    };
    if (embedded.address === address) return embedded.data;
    // After a client-side navigation the embedded data belongs to another address, and once the
    // visitor has left that address it is no longer fresh: coming back asks the API again (an
    // administrator may have changed what it shows meanwhile).
    embedded.data = undefined;
    return undefined;
  };
}

/** The hook that reads page data through `embeddedFor`. */
export function pageDataHook(embeddedFor: (address: string) => PageData | undefined) {
  return function usePageData<T>(key: string): T | undefined {
    const fromServer = use(PageDataContext);
    const location = useLocation();
    const data = fromServer ?? embeddedFor(pageAddress(location.pathname, location.search));
    return data?.[key] as T | undefined;
  };
}

/**
 * The value the server loaded for this page under `key`: on the server's render, and in the
 * browser for the address the server sent. Undefined after a client-side navigation, in tests,
 * or when the server had none: the page then asks the API (TanStack Query's `initialData`).
 * `null` means the server answered "nothing" (e.g. no document of a kind).
 */
export const usePageData = pageDataHook(createEmbeddedPageData());
