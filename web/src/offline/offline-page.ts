// What the service worker writes into the HTML it answers without a connection: the line over a
// kept page, and the list of kept pages on /sin-conexion. Pure, unit-tested; the texts are the
// pages' own (offline-text.ts and its French and English).

/** /sin-conexion's list of kept pages (hidden as served) and its line for when there is none. */
export const KEPT_LIST_ID = 'paginas-guardadas';
export const NONE_KEPT_ID = 'ninguna-guardada';

/**
 * /reglamentos's "Guardar para leer sin conexión" buttons carry the document's address in
 * `data-guardar`; each "Guardado en este teléfono" mark, the same in `data-guardado`. Both are
 * hidden as served: /guardar.js (save-documents.ts) shows one of them once the worker runs.
 */
export const SAVE_ATTRIBUTE = 'data-guardar';
export const SAVED_ATTRIBUTE = 'data-guardado';
/** The documents a family chose to keep, across builds, and how many at most. */
export const DOCUMENTS_CACHE = 'lbj-documentos';
export const SAVED_DOCUMENTS_MAX = 20;

/** The offline line's class, styled with the layout (it sits where the notice banner does). */
const COPY_LINE_CLASS = 'copia-sin-conexion';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Puts `line` right after the <body> tag, or leaves the page as it is. */
export function withCopyLine(html: string, line: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  const paragraph = `<p class="${COPY_LINE_CLASS}" role="status">${escapeHtml(line)}</p>`;
  return `${html.slice(0, at)}${paragraph}${html.slice(at)}`;
}

/** A kept page as /sin-conexion lists it. */
export interface KeptPage {
  /** Its address on the site (path and query). */
  path: string;
  /** Its <title>, as HTML text (already escaped, as the page had it). */
  titleHtml: string;
  /** "guardada el 3 de marzo de 2026 a las 14:05", in /sin-conexion's language. */
  keptOn: string;
  /** `<html lang>` of the kept page when it differs from /sin-conexion's. */
  lang?: string;
}

/** The <title> of a page's HTML, as written there; empty when it has none. */
export function titleOf(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
}

/** /sin-conexion with its list of kept pages filled in (and "none kept" hidden), when any. */
export function withKeptPages(html: string, pages: readonly KeptPage[]): string {
  if (pages.length === 0) return html;
  const items = pages
    .map(
      (page) =>
        `<li${page.lang ? ` lang="${escapeHtml(page.lang)}"` : ''}><a href="${escapeHtml(page.path)}">${page.titleHtml || escapeHtml(page.path)}</a><small>${escapeHtml(page.keptOn)}</small></li>`,
    )
    .join('');
  return html
    .replace(new RegExp(`(<ul\\b[^>]*\\bid="${KEPT_LIST_ID}"[^>]*?)\\s+hidden(="")?`), '$1')
    .replace(new RegExp(`(<ul\\b[^>]*\\bid="${KEPT_LIST_ID}"[^>]*>)`), `$1${items}`)
    .replace(new RegExp(`<p\\b([^>]*\\bid="${NONE_KEPT_ID}")`), '<p hidden$1');
}
