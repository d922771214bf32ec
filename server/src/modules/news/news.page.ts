import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import {
  HTML_LANG,
  LANGS,
  NEWS_PAGE_DATA_ID,
  NEWS_TRANSLATION_NOTES,
  NEWS_PAGE_TOKENS as T,
  OG_LOCALE,
  newsCategoryLabel,
  newsIdFromSegment,
  newsPathIn,
  newsSummary,
  newsTranslation,
  pathInLang,
  toNewsArticleView,
  type Lang,
  type NewsArticleNote,
  type NewsArticleView,
  type NewsPageData,
} from '@lbj/shared';
import type { Clock } from '../../lib/feature-module.ts';
import type { PublicNewsItem } from './news.listing.ts';
import type { NewsService } from './news.service.ts';

// The page of one news item (ADR 0022): the web build writes the page as a template (layout,
// styles, scripts, the article with placeholders); this fills it per request from the service.

/** What the web build writes to `_news-item.json` (`_news-item.fr.json`, `_news-item.en.json`). */
export interface NewsPageTemplates {
  /** The item page, with NEWS_PAGE_TOKENS where the item's values go. */
  article: string;
  /** The "no such item" page (served with 404). */
  notFound: string;
  /** The school as schema.org publisher, with NEWS_PAGE_TOKENS.origin for the site's address. */
  publisher: Record<string, unknown>;
}

/** The item page's templates in each language (French and English pages under /fr/ and /en/). */
type NewsPageTemplatesByLang = Readonly<Record<Lang, NewsPageTemplates>>;

export const NEWS_PAGE_TEMPLATE_FILE = '_news-item.json';

/** The file of a language's templates: `_news-item.json` (Spanish), `_news-item.fr.json`… */
export const newsPageTemplateFile = (lang: Lang): string =>
  lang === 'es' ? NEWS_PAGE_TEMPLATE_FILE : `_news-item.${lang}.json`;

/** What the server itself writes on the item pages, in each language. */
const PAGE_TEXT: Readonly<
  Record<
    Lang,
    {
      /** After the title in `<title>`. */
      suffix: string;
      notFoundTitle: string;
      notFoundDescription: string;
      /** The fallback templates' own words (the build's templates carry the web's). */
      allNews: string;
      photoRequest: string;
    }
  >
> = {
  es: {
    suffix: ' · Colegio Le Beau Jour',
    notFoundTitle: 'Noticia no encontrada',
    notFoundDescription: 'La noticia que buscas no existe o ya no está publicada.',
    allNews: 'Ver todas las noticias',
    photoRequest: 'Solicitar retiro de esta foto',
  },
  fr: {
    suffix: ' · Collège Le Beau Jour',
    notFoundTitle: 'Article introuvable',
    notFoundDescription: 'L’actualité que vous cherchez n’existe pas ou n’est plus publiée.',
    allNews: 'Voir toutes les actualités',
    photoRequest: 'Demander le retrait de cette photo',
  },
  en: {
    suffix: ' · Le Beau Jour School',
    notFoundTitle: 'Story not found',
    notFoundDescription: 'The story you’re looking for doesn’t exist or is no longer published.',
    allNews: 'See all news',
    photoRequest: 'Ask for this photo to be removed',
  },
};

/**
 * A language's templates when no web build is there (server tests, a server started before
 * `npm run build`): the same placeholders in a bare document.
 */
function fallbackTemplates(lang: Lang): NewsPageTemplates {
  const text = PAGE_TEXT[lang];
  const html = (body: string) =>
    `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8" />${T.head}</head><body><div id="root"><main>${body}</main></div></body></html>`;
  return {
    article: html(
      `<article><header><p data-news-note="" role="note">${T.aviso}</p><p><span>${T.categoria}</span> <time dateTime="${T.fecha}">${T.fechaTexto}</time></p><h1 lang="${T.idioma}">${T.titulo}</h1></header><figure data-news-picture=""><img src="${T.imagenSrc}" srcSet="${T.imagenSrcSet}" width="960" height="540" alt="" /><figcaption><a href="${T.imagenRetiro}">${text.photoRequest}</a></figcaption></figure><div lang="${T.idioma}"><p>${T.parrafo}</p></div></article>`,
    ),
    notFound: html(
      `<h1>${text.notFoundTitle}</h1><p><a href="${pathInLang(lang, '/news')}">${text.allNews}</a></p>`,
    ),
    publisher: {
      '@type': 'ElementarySchool',
      '@id': `${T.origin}/#school`,
      name: 'Colegio Cristiano Le Beau Jour',
      url: `${T.origin}/`,
    },
  };
}

/** The Spanish fallback templates (fallbackTemplates). */
export const FALLBACK_TEMPLATES: NewsPageTemplates = fallbackTemplates('es');

/** Every language's fallback templates. */
export const FALLBACK_TEMPLATES_BY_LANG: NewsPageTemplatesByLang = {
  es: FALLBACK_TEMPLATES,
  fr: fallbackTemplates('fr'),
  en: fallbackTemplates('en'),
};

/** Each language's templates from the build; a language the build did not write, the fallback. */
export function loadNewsPageTemplates(webDist: string): NewsPageTemplatesByLang {
  const load = (lang: Lang): NewsPageTemplates => {
    const file = path.join(webDist, newsPageTemplateFile(lang));
    if (!fs.existsSync(file)) return FALLBACK_TEMPLATES_BY_LANG[lang];
    return JSON.parse(fs.readFileSync(file, 'utf8')) as NewsPageTemplates;
  };
  return { es: load('es'), fr: load('fr'), en: load('en') };
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');
/** JSON inside a <script>: no `<` can close it or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Replaces every occurrence, taking `value` literally (no `$&` patterns). */
const fill = (html: string, token: string, value: string) => html.split(token).join(value);

/** The languages the item exists in: Spanish, and each it has a translation into. */
const languagesOf = (item: PublicNewsItem['item']): Lang[] =>
  LANGS.filter((lang) => lang === 'es' || newsTranslation(item, lang) !== undefined);

/**
 * The `<link rel="alternate" hreflang>` of a page in one of the item's languages: every language
 * the item exists in (the page's own included) and Spanish as x-default; none for an item only
 * in Spanish.
 */
function alternateLinks(item: PublicNewsItem['item'], origin: string): string[] {
  const langs = languagesOf(item);
  if (langs.length < 2) return [];
  const href = (lang: Lang) =>
    escapeAttribute(`${origin}${pathInLang(lang, newsPathIn(item, lang))}`);
  return [
    ...langs.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('es')}" />`,
  ];
}

/**
 * The document of a public item in `lang`: the template filled with its escaped values and head.
 * A French or English page of an item without a translation into it shows the Spanish (marked
 * `lang="es"`, under a note) and names the Spanish page as canonical, with no alternates.
 */
function renderNewsArticlePage(
  templates: NewsPageTemplates,
  found: PublicNewsItem,
  origin: string,
  lang: Lang,
): string {
  const { item, shareImage } = found;
  const view = toNewsArticleView(item, undefined, {
    lang,
    notes: lang === 'es' ? undefined : NEWS_TRANSLATION_NOTES[lang],
  });
  const translation = newsTranslation(item, lang);
  // The language of what the page shows, and so of the page search engines should index.
  const shown: Lang = translation ? lang : 'es';
  const canonical = `${origin}${pathInLang(shown, newsPathIn(item, shown))}`;
  const description = newsSummary(translation?.descripcion ?? item.descripcion);
  const section = newsCategoryLabel(item.tipo_noticia, lang);
  const image = shareImage && { ...shareImage, url: `${origin}${shareImage.url}` };
  const publisher = JSON.parse(
    fill(JSON.stringify(templates.publisher), T.origin, origin),
  ) as Record<string, unknown>;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: view.titulo,
    description,
    ...(image
      ? {
          image: [
            { '@type': 'ImageObject', url: image.url, width: image.width, height: image.height },
          ],
        }
      : {}),
    datePublished: item.fecha,
    dateModified: item.actualizado ?? item.fecha,
    articleSection: section,
    inLanguage: HTML_LANG[shown],
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
  };
  const title = escapeAttribute(view.titulo);
  const summary = escapeAttribute(description);
  const head = [
    `<title>${escapeText(view.titulo)}${PAGE_TEXT[lang].suffix}</title>`,
    `<meta name="description" content="${summary}" />`,
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    ...(shown === lang ? alternateLinks(item, origin) : []),
    `<meta property="og:type" content="article" />`,
    `<meta property="og:locale" content="${OG_LOCALE[shown]}" />`,
    typeof publisher.name === 'string'
      ? `<meta property="og:site_name" content="${escapeAttribute(publisher.name)}" />`
      : '',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${summary}" />`,
    `<meta property="og:url" content="${escapeAttribute(canonical)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeAttribute(image.url)}" />`,
          `<meta property="og:image:type" content="${image.type}" />`,
          `<meta property="og:image:width" content="${String(image.width)}" />`,
          `<meta property="og:image:height" content="${String(image.height)}" />`,
        ]
      : []),
    `<meta property="article:published_time" content="${escapeAttribute(item.fecha)}" />`,
    `<meta property="article:modified_time" content="${escapeAttribute(item.actualizado ?? item.fecha)}" />`,
    `<meta property="article:section" content="${escapeAttribute(section)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${summary}" />`,
    image ? `<meta name="twitter:image" content="${escapeAttribute(image.url)}" />` : '',
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    dataScript({ noticia: view }),
  ].filter((tag) => tag !== '');
  return fillArticle(templates.article, view, lang).split(T.head).join(head.join('\n    '));
}

/** The "no such item" document: noindex, and data that says so to the hydrating page. */
function renderNewsNotFoundPage(templates: NewsPageTemplates, lang: Lang): string {
  const text = PAGE_TEXT[lang];
  const head = [
    `<title>${escapeText(text.notFoundTitle)}${text.suffix}</title>`,
    `<meta name="description" content="${escapeAttribute(text.notFoundDescription)}" />`,
    `<meta name="robots" content="noindex" />`,
    dataScript({ noticia: null }),
  ];
  return fill(templates.notFound, T.head, head.join('\n    '));
}

const dataScript = (data: NewsPageData) =>
  `<script type="application/json" id="${NEWS_PAGE_DATA_ID}">${scriptJson(data)}</script>`;

/** The article's picture in the template: the image and its "request removal" link. */
const PICTURE = /<figure[^>]*\bdata-news-picture\b[^>]*>[\s\S]*?<\/figure>/;

/** The note above the title in the template, holding its placeholder. */
const NOTE = new RegExp(`(<p\\b[^>]*\\bdata-news-note\\b[^>]*>)${T.aviso}</p>`);

/** The inside of the note, as NewsArticle renders it: its text, then any link to the Spanish. */
const noteHtml = ({ texto, enlace }: NewsArticleNote) =>
  enlace
    ? `${escapeText(`${texto} `)}<a href="${escapeAttribute(enlace.href)}" hreflang="es">${escapeText(enlace.texto)}</a>`
    : escapeText(texto);

/** The article's placeholders, each value escaped for where it stands, for a page in `lang`. */
function fillArticle(template: string, view: NewsArticleView, lang: Lang): string {
  // The template has one paragraph holding the token: it becomes one <p> per paragraph.
  const paragraph = new RegExp(`(<p[^>]*>)${T.parrafo}</p>`);
  const withText = template.replace(paragraph, (_match, open: string) =>
    view.parrafos.map((text) => `${open}${escapeText(text)}</p>`).join(''),
  );
  // No note: its element goes whole.
  const { aviso } = view;
  const withNote = withText.replace(NOTE, (_match, open: string) =>
    aviso ? `${open}${noteHtml(aviso)}</p>` : '',
  );
  // An item whose photo was taken down shows no picture: its figure goes whole.
  const shown = view.imagen ? withNote : withNote.replace(PICTURE, '');
  // The title and text in the page's own language need no `lang` of their own.
  const contentLang = view.idioma === lang ? '' : ` lang="${escapeAttribute(view.idioma)}"`;
  return [
    [` lang="${T.idioma}"`, contentLang],
    [T.idioma, escapeAttribute(view.idioma)],
    [T.titulo, escapeText(view.titulo)],
    [T.categoria, escapeText(newsCategoryLabel(view.categoria, lang))],
    [T.fechaTexto, escapeText(view.fechaTexto)],
    [T.fecha, escapeAttribute(view.fecha)],
    [T.imagenSrcSet, escapeAttribute(view.imagen?.srcSet ?? '')],
    [T.imagenSrc, escapeAttribute(view.imagen?.src ?? '')],
    [T.imagenRetiro, escapeAttribute(pathInLang(lang, view.imagen?.retiro ?? ''))],
  ].reduce((html, [token = '', value = '']) => fill(html, token, value), shown);
}

/** Pages kept in memory at most (of every language); the oldest goes first. */
const CACHE_ITEMS = 500;

/**
 * GET /news/{id}-{slug}, /fr/news/{id}-{slug} and /en/news/{id}-{slug}: the item's page in the
 * address's language (cached per language and item until any news write), a 301 to the page's
 * address for any other spelling, a 404 page for an id that is not public. The slug of a French
 * or English page follows the translated title; an item without a translation into the language
 * answers at its Spanish slug.
 */
export function createNewsPageRoutes({
  service,
  templates,
  publicUrl,
  now,
}: {
  service: Pick<NewsService, 'findPublic' | 'generation'>;
  templates: NewsPageTemplatesByLang;
  publicUrl: string;
  now: Clock;
}): FastifyPluginCallback {
  const origin = publicUrl.replace(/\/+$/, '');
  const notFoundPages = Object.fromEntries(
    LANGS.map((lang) => [lang, renderNewsNotFoundPage(templates[lang], lang)]),
  ) as Record<Lang, string>;
  const cache = new Map<
    string,
    { generation: number; fecha: string; path: string; html: string }
  >();

  const pageIn =
    (lang: Lang) =>
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-cache');
      const notFound = () =>
        reply.code(404).type('text/html; charset=utf-8').send(notFoundPages[lang]);
      const segment = request.params['*'];
      const id = /^[^/]*\/?$/.test(segment) ? newsIdFromSegment(segment) : null;
      if (id === null) return notFound();

      const key = `${lang}:${String(id)}`;
      const generation = service.generation();
      let entry = cache.get(key);
      // A write since, or a clock that moved back before its date: read again.
      if (entry && (entry.generation !== generation || entry.fecha > now().toISOString())) {
        cache.delete(key);
        entry = undefined;
      }
      if (!entry) {
        const found = await service.findPublic(id);
        if (!found) return notFound();
        entry = {
          generation,
          fecha: found.item.fecha,
          path: pathInLang(lang, newsPathIn(found.item, lang)),
          html: renderNewsArticlePage(templates[lang], found, origin, lang),
        };
        // Only public items are cached, and only when no write happened while reading.
        if (generation === service.generation()) {
          cache.set(key, entry);
          if (cache.size > CACHE_ITEMS) cache.delete(cache.keys().next().value ?? key);
        }
      }
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname !== entry.path) return reply.redirect(entry.path, 301);
      return reply.type('text/html; charset=utf-8').send(entry.html);
    };

  return (app, _options, done) => {
    for (const lang of LANGS) {
      app.get<{ Params: { '*': string } }>(`${pathInLang(lang, '/news')}/*`, pageIn(lang));
    }
    done();
  };
}
