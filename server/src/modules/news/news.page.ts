import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import {
  NEWS_PAGE_DATA_ID,
  NEWS_PAGE_TOKENS as T,
  newsIdFromSegment,
  newsPath,
  newsSummary,
  toNewsArticleView,
  type NewsArticleView,
  type NewsPageData,
} from '@lbj/shared';
import type { Clock } from '../../lib/feature-module.ts';
import type { PublicNewsItem } from './news.listing.ts';
import type { NewsService } from './news.service.ts';

// The page of one news item (ADR 0022): the web build writes the page as a template (layout,
// styles, scripts, the article with placeholders); this fills it per request from the service.

/** What the web build writes to `_news-item.json`. */
export interface NewsPageTemplates {
  /** The item page, with NEWS_PAGE_TOKENS where the item's values go. */
  article: string;
  /** The "no such item" page (served with 404). */
  notFound: string;
  /** The school as schema.org publisher, with NEWS_PAGE_TOKENS.origin for the site's address. */
  publisher: Record<string, unknown>;
}

export const NEWS_PAGE_TEMPLATE_FILE = '_news-item.json';

/**
 * Used when no web build is there (server tests, a server started before `npm run build`): the
 * same placeholders in a bare document.
 */
export const FALLBACK_TEMPLATES: NewsPageTemplates = {
  article: `<!doctype html><html lang="es-CL"><head><meta charset="utf-8" />${T.head}</head><body><div id="root"><main><article><p><span>${T.categoria}</span> <time dateTime="${T.fecha}">${T.fechaTexto}</time></p><h1>${T.titulo}</h1><figure data-news-picture=""><img src="${T.imagenSrc}" srcSet="${T.imagenSrcSet}" width="960" height="540" alt="" /><figcaption><a href="${T.imagenRetiro}">Solicitar retiro de esta foto</a></figcaption></figure><div><p>${T.parrafo}</p></div></article></main></div></body></html>`,
  notFound: `<!doctype html><html lang="es-CL"><head><meta charset="utf-8" />${T.head}</head><body><div id="root"><main><h1>No encontramos esta noticia</h1><p><a href="/news">Ver todas las noticias</a></p></main></div></body></html>`,
  publisher: {
    '@type': 'ElementarySchool',
    '@id': `${T.origin}/#school`,
    name: 'Colegio Cristiano Le Beau Jour',
    url: `${T.origin}/`,
  },
};

export function loadNewsPageTemplates(webDist: string): NewsPageTemplates {
  const file = path.join(webDist, NEWS_PAGE_TEMPLATE_FILE);
  if (!fs.existsSync(file)) return FALLBACK_TEMPLATES;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as NewsPageTemplates;
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

const SITE_SUFFIX = ' · Colegio Le Beau Jour';

/** The document of a public item: the template filled with its escaped values and head. */
function renderNewsArticlePage(
  templates: NewsPageTemplates,
  found: PublicNewsItem,
  origin: string,
): string {
  const { item, shareImage } = found;
  const view = toNewsArticleView(item);
  const canonical = `${origin}${newsPath(item.id, item.titulo)}`;
  const description = newsSummary(item.descripcion);
  const image = shareImage && { ...shareImage, url: `${origin}${shareImage.url}` };
  const publisher = JSON.parse(
    fill(JSON.stringify(templates.publisher), T.origin, origin),
  ) as Record<string, unknown>;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.titulo,
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
    articleSection: item.tipo_noticia,
    inLanguage: 'es-CL',
    author: publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
  };
  const title = escapeAttribute(item.titulo);
  const summary = escapeAttribute(description);
  const head = [
    `<title>${escapeText(item.titulo)}${SITE_SUFFIX}</title>`,
    `<meta name="description" content="${summary}" />`,
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:locale" content="es_CL" />`,
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
    `<meta property="article:section" content="${escapeAttribute(item.tipo_noticia)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${summary}" />`,
    image ? `<meta name="twitter:image" content="${escapeAttribute(image.url)}" />` : '',
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    dataScript({ noticia: view }),
  ].filter((tag) => tag !== '');
  return fillArticle(templates.article, view).split(T.head).join(head.join('\n    '));
}

/** The "no such item" document: noindex, and data that says so to the hydrating page. */
function renderNewsNotFoundPage(templates: NewsPageTemplates): string {
  const head = [
    `<title>Noticia no encontrada${SITE_SUFFIX}</title>`,
    `<meta name="description" content="La noticia que buscas no existe o ya no está publicada." />`,
    `<meta name="robots" content="noindex" />`,
    dataScript({ noticia: null }),
  ];
  return fill(templates.notFound, T.head, head.join('\n    '));
}

const dataScript = (data: NewsPageData) =>
  `<script type="application/json" id="${NEWS_PAGE_DATA_ID}">${scriptJson(data)}</script>`;

/** The article's picture in the template: the image and its "request removal" link. */
const PICTURE = /<figure[^>]*\bdata-news-picture\b[^>]*>[\s\S]*?<\/figure>/;

/** The article's placeholders, each value escaped for where it stands. */
function fillArticle(template: string, view: NewsArticleView): string {
  // The template has one paragraph holding the token: it becomes one <p> per paragraph.
  const paragraph = new RegExp(`(<p[^>]*>)${T.parrafo}</p>`);
  const withText = template.replace(paragraph, (_match, open: string) =>
    view.parrafos.map((text) => `${open}${escapeText(text)}</p>`).join(''),
  );
  // An item whose photo was taken down shows no picture: its figure goes whole.
  const shown = view.imagen ? withText : withText.replace(PICTURE, '');
  return [
    [T.titulo, escapeText(view.titulo)],
    [T.categoria, escapeText(view.categoria)],
    [T.fechaTexto, escapeText(view.fechaTexto)],
    [T.fecha, escapeAttribute(view.fecha)],
    [T.imagenSrcSet, escapeAttribute(view.imagen?.srcSet ?? '')],
    [T.imagenSrc, escapeAttribute(view.imagen?.src ?? '')],
    [T.imagenRetiro, escapeAttribute(view.imagen?.retiro ?? '')],
  ].reduce((html, [token = '', value = '']) => fill(html, token, value), shown);
}

/** Pages kept in memory at most; the oldest goes first. */
const CACHE_ITEMS = 500;

/**
 * GET /news/{id}-{slug}: the item's page (cached per item until any news write), a 301 to the
 * canonical address for any other spelling, a 404 page for an id that is not public.
 */
export function createNewsPageRoutes({
  service,
  templates,
  publicUrl,
  now,
}: {
  service: Pick<NewsService, 'findPublic' | 'generation'>;
  templates: NewsPageTemplates;
  publicUrl: string;
  now: Clock;
}): FastifyPluginCallback {
  const origin = publicUrl.replace(/\/+$/, '');
  const notFoundPage = renderNewsNotFoundPage(templates);
  const cache = new Map<
    number,
    { generation: number; fecha: string; path: string; html: string }
  >();

  return (app, _options, done) => {
    app.get<{ Params: { '*': string } }>('/news/*', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const segment = request.params['*'];
      const id = /^[^/]*\/?$/.test(segment) ? newsIdFromSegment(segment) : null;
      if (id === null) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);

      const generation = service.generation();
      let entry = cache.get(id);
      // A write since, or a clock that moved back before its date: read again.
      if (entry && (entry.generation !== generation || entry.fecha > now().toISOString())) {
        cache.delete(id);
        entry = undefined;
      }
      if (!entry) {
        const found = await service.findPublic(id);
        if (!found) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage);
        entry = {
          generation,
          fecha: found.item.fecha,
          path: newsPath(found.item.id, found.item.titulo),
          html: renderNewsArticlePage(templates, found, origin),
        };
        // Only public items are cached, and only when no write happened while reading.
        if (generation === service.generation()) {
          cache.set(id, entry);
          if (cache.size > CACHE_ITEMS) cache.delete(cache.keys().next().value ?? id);
        }
      }
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname !== entry.path) return reply.redirect(entry.path, 301);
      return reply.type('text/html; charset=utf-8').send(entry.html);
    });
    done();
  };
}
