import { DEFAULT_LANG, LANG_LOCALE, type Lang } from './lang.ts';
import { chileLongDate } from './long-date.ts';
import type { NewsTranslationNotes } from './news-lang-text.ts';
import { newsTranslation } from './news-lang.ts';
import type { TranslationLanguage } from './translations.ts';
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

/**
 * An item's page in `lang`, without the language prefix (pathInLang adds it): its slug follows
 * the title that page shows, the translation's when the item has one in `lang`, else the Spanish.
 */
export function newsPathIn(
  item: {
    id: number;
    titulo: string;
    traducciones?:
      { readonly [L in TranslationLanguage]?: { titulo: string } | undefined } | undefined;
  },
  lang: Lang,
): string {
  return newsPath(item.id, newsTranslation(item, lang)?.titulo ?? item.titulo);
}

/** The id in the last segment of `/news/{id}-{anything}`, or null when it names no item. */
export function newsIdFromSegment(segment: string): number | null {
  const match = /^([1-9][0-9]{0,15})(?:-|$)/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A note above a French or English item page's title, in the page's language: the item is only
 * in Spanish, or its translation predates the Spanish text's last change (then with a link to the
 * Spanish page).
 */
export interface NewsArticleNote {
  texto: string;
  enlace: { href: string; texto: string } | null;
}

/** What an item's page shows: computed once (by the server for the first load) and rendered. */
export interface NewsArticleView {
  id: number;
  /** The title the page shows: the translation into the page's language, or the Spanish. */
  titulo: string;
  categoria: string;
  /** ISO 8601: when the item became public. */
  fecha: string;
  /** The same day in words in the page's language, as it was in Chile: "3 de marzo de 2026". */
  fechaTexto: string;
  /** Blank-line separated parts of the text shown, in order. */
  parrafos: string[];
  /**
   * The language of `titulo` and `parrafos`: the page's, or `es` on a French or English page of an
   * item with no translation into it (the page marks them `lang="es"`).
   */
  idioma: string;
  /** A note above the title in the page's language, or null (NewsArticleNote). */
  aviso: NewsArticleNote | null;
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
  /**
   * The inside of the note above the title (NewsArticleNote: text, and maybe a link, as HTML);
   * the server drops the note's element whole when there is none.
   */
  aviso: '@@LBJ_AVISO@@',
  /**
   * The language of the title and the text, in their `lang` attributes: the server drops the
   * attribute when it is the page's own.
   */
  idioma: '@@LBJ_IDIOMA@@',
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
  traducciones?:
    | {
        readonly [L in TranslationLanguage]?:
          { titulo: string; descripcion: string; desactualizada: boolean } | undefined;
      }
    | undefined;
}

/** The note of a page in `lang` (see NewsArticleNote): none on a Spanish page. */
function noteOf(
  item: ArticleSource,
  lang: Lang,
  notes: NewsTranslationNotes | undefined,
): NewsArticleNote | null {
  if (lang === 'es' || !notes) return null;
  const translation = newsTranslation(item, lang);
  if (!translation) return { texto: notes.onlySpanish, enlace: null };
  if (!translation.desactualizada) return null;
  return {
    texto: notes.outdated,
    enlace: { href: newsPath(item.id, item.titulo), texto: notes.readSpanish },
  };
}

/**
 * A page's view of an item; `url` turns an image path into the address the page uses. In another
 * language than Spanish (`inLang`): the item's translation into it, else its Spanish, and the
 * note above the title in that language's words (NEWS_TRANSLATION_NOTES, passed in: no text of
 * any language is in this module, which islands read).
 */
export function toNewsArticleView(
  item: ArticleSource,
  url: (path: string) => string = (path) => path,
  inLang?: { lang: Lang; notes?: NewsTranslationNotes | undefined },
): NewsArticleView {
  const lang = inLang?.lang ?? DEFAULT_LANG;
  const translation = newsTranslation(item, lang);
  return {
    id: item.id,
    titulo: translation?.titulo ?? item.titulo,
    categoria: item.tipo_noticia,
    fecha: item.fecha,
    fechaTexto: chileLongDate(item.fecha, LANG_LOCALE[lang]),
    parrafos: newsParagraphs(translation?.descripcion ?? item.descripcion),
    idioma: translation ? lang : DEFAULT_LANG,
    aviso: noteOf(item, lang, inLang?.notes),
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
