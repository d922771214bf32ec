import { chileLongDate } from './long-date.ts';
import { photoKeyOf, photoRequestHref } from './photos-base.ts';
import { SITE_ORIGIN_TOKEN } from './site-pages.ts';

// A news item's own page (ADR 0022): its address, and the view both ends render from.

/**
 * The address words of a title: lower case, accents folded, every run of anything else one `-`,
 * none at either end. "Feria Científica 2026: ¡Éxito total!" → "feria-cientifica-2026-exito-total".
 */
export function newsSlug(titulo: string): string {
  return titulo
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The canonical address of an item's page: `/news/{id}-{slug}` (just `/news/{id}` without words). */
export function newsPath(id: number, titulo: string): string {
  const slug = newsSlug(titulo);
  return `/news/${String(id)}${slug ? `-${slug}` : ''}`;
}

/** The id in the last segment of `/news/{id}-{anything}`, or null when it names no item. */
export function newsIdFromSegment(segment: string): number | null {
  const match = /^([1-9][0-9]{0,15})(?:-|$)/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** What an item's page shows: computed once (by the server for the first load) and rendered. */
export interface NewsArticleView {
  id: number;
  titulo: string;
  categoria: string;
  /** ISO 8601: when the item became public. */
  fecha: string;
  /** The same day in words, as it was in Chile: "3 de marzo de 2026". */
  fechaTexto: string;
  /** Blank-line separated parts of the text, in order. */
  parrafos: string[];
  /**
   * The picture, and the address of the form to ask for its removal; null when the item has none
   * (its photo was taken down).
   */
  imagen: { src: string; srcSet: string; retiro: string } | null;
}

/** The page's embedded data: the item, or null for "no such public item" (the 404 page). */
export interface NewsPageData {
  noticia: NewsArticleView | null;
}

/** The id of the `<script type="application/json">` that carries NewsPageData into the page. */
export const NEWS_PAGE_DATA_ID = 'noticia-datos';

/**
 * Placeholders of the page template the web build writes and the server fills: each stands
 * where the item's value goes (text or attribute, escaped by the server).
 */
export const NEWS_PAGE_TOKENS = {
  head: '<!--news-head-->',
  titulo: '@@LBJ_TITULO@@',
  categoria: '@@LBJ_CATEGORIA@@',
  fecha: '@@LBJ_FECHA_ISO@@',
  fechaTexto: '@@LBJ_FECHA@@',
  parrafo: '@@LBJ_PARRAFO@@',
  imagenSrc: '@@LBJ_IMAGEN_SRC@@',
  imagenSrcSet: '@@LBJ_IMAGEN_SRCSET@@',
  imagenRetiro: '@@LBJ_IMAGEN_RETIRO@@',
  origin: SITE_ORIGIN_TOKEN,
} as const;

/** The text's paragraphs: parts separated by a blank line, trimmed, empty ones dropped. */
export function newsParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A summary for a meta description: spaces collapsed, cut at a word, at most `max` characters. */
export function newsSummary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

interface ArticleSource {
  id: number;
  titulo: string;
  descripcion: string;
  tipo_noticia: string;
  fecha: string;
  imagen: string | null;
  imagenes?: { width: number; url: string }[] | undefined;
}

/** The page's view of an item; `url` turns an image path into the address the page uses. */
export function toNewsArticleView(
  item: ArticleSource,
  url: (path: string) => string = (path) => path,
): NewsArticleView {
  return {
    id: item.id,
    titulo: item.titulo,
    categoria: item.tipo_noticia,
    fecha: item.fecha,
    fechaTexto: chileLongDate(item.fecha),
    parrafos: newsParagraphs(item.descripcion),
    imagen:
      item.imagen === null
        ? null
        : {
            src: url(item.imagen),
            srcSet: (item.imagenes ?? [])
              .map((variant) => `${url(variant.url)} ${String(variant.width)}w`)
              .join(', '),
            retiro: photoRequestHrefOf(item.imagen),
          },
  };
}

/** The request form of a picture of ours; the form without a photo for any other address. */
function photoRequestHrefOf(imagen: string): string {
  const key = photoKeyOf(imagen);
  return key === null ? photoRequestHref('') : photoRequestHref(key);
}
