import { createContext } from 'react';
import {
  NEWS_PAGE_DATA_ID,
  type NewsArticleNote,
  type NewsArticleView,
  type NewsPageData,
} from '@lbj/shared';

/**
 * The item page's data at build time: the web build renders the page's template with
 * placeholders (ADR 0022). Undefined in the browser, where the data comes from the page.
 */
export const NewsPageTemplateContext = createContext<NewsPageData | undefined>(undefined);

const isString = (value: unknown): value is string => typeof value === 'string';

/** A note above the title: its text, and a link or null. */
function isNote(value: unknown): value is NewsArticleNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  const enlace = note.enlace as Record<string, unknown> | null | undefined;
  return (
    isString(note.texto) &&
    (enlace === null ||
      (typeof enlace === 'object' && isString(enlace.href) && isString(enlace.texto)))
  );
}

function isArticleView(value: unknown): value is NewsArticleView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  const imagen = view.imagen as Record<string, unknown> | null | undefined;
  return (
    typeof view.id === 'number' &&
    [view.titulo, view.categoria, view.fecha, view.fechaTexto, view.idioma].every(isString) &&
    (view.aviso === null || isNote(view.aviso)) &&
    Array.isArray(view.parrafos) &&
    view.parrafos.every(isString) &&
    // Null: the item's photo was taken down.
    (imagen === null ||
      (typeof imagen === 'object' &&
        isString(imagen.src) &&
        isString(imagen.srcSet) &&
        isString(imagen.retiro)))
  );
}

/**
 * The data the server embedded in the page (`<script type="application/json">`), or undefined
 * when there is none or it is not what the server writes.
 */
export function readNewsPageData(doc: Document): NewsPageData | undefined {
  const text = doc.getElementById(NEWS_PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || !('noticia' in data)) return undefined;
  const { noticia } = data;
  if (noticia === null) return { noticia: null };
  return isArticleView(noticia) ? { noticia } : undefined;
}

/**
 * Reads the page's embedded data once and answers for the address it belongs to: the page the
 * server sent. After a client-side navigation to another item the page's data is someone else's,
 * and the item is fetched.
 */
export type EmbeddedNewsPageData = (pathname: string) => NewsPageData | undefined;

/** The reader of a page just loaded: nothing read from it yet. */
export function createEmbeddedNewsPageData(): EmbeddedNewsPageData {
  let loaded: { pathname: string; data: NewsPageData | undefined } | undefined;
  return (pathname) => {
    if (typeof document === 'undefined') return undefined;
    loaded ??= { pathname: window.location.pathname, data: readNewsPageData(document) };
    return loaded.pathname === pathname ? loaded.data : undefined;
  };
}

// This document's reader: the data is read once, and a reload starts a new one.
const thisDocument = createEmbeddedNewsPageData();

/** The embedded data, when it belongs to `pathname` (see EmbeddedNewsPageData). */
export function embeddedNewsPageData(pathname: string): NewsPageData | undefined {
  return thisDocument(pathname);
}
