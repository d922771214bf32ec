import './styles/global.css';
import { StrictMode, type ReactNode } from 'react';
import { NEWS_PAGE_TOKENS as T, langOfPath, type NewsPageData } from '@lbj/shared';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { appRoutes } from './app/route-table.ts';
import { HOME_SLIDE_SIZES, homeSlides } from './content/home.ts';
import { NewsPageTemplateContext } from './features/news/page/news-page-data.ts';
import { catalogues } from './i18n/catalogues.ts';
import { LangContext } from './i18n/lang.tsx';
import { TextsContext } from './i18n/texts.tsx';
import { renderWithIslands } from './islands/render-islands.tsx';
import { preloadAttributes } from './lib/images.ts';
import { PageDataContext, type PageData } from './lib/page-data.ts';

export { pages } from './content/pages.ts';
export { assetTags, buildHead, buildSitemap, schoolOrganization } from './app/seo.ts';
export { HTML_LANG, LANGS, NEWS_PAGE_TOKENS, PAGE_TEMPLATE_SLOTS, pathInLang } from '@lbj/shared';
export { appRoutes };

/** The home page's LCP image (the first carousel slide), preloaded from its <head>. */
export const homeImagePreloads: string[] = homeSlides[0]
  ? [preloadAttributes(homeSlides[0].image, HOME_SLIDE_SIZES)]
  : [];

/**
 * Renders one path to HTML, waiting for every lazy page module. A public page's components that
 * need code are islands (each rendered on a root of its own, hydrated alone in the browser);
 * `islands: false` renders the page for the staff's app, which hydrates it whole.
 */
export function render(
  url: string,
  { islands = true }: { islands?: boolean } = {},
): Promise<string> {
  return renderPage(url, (tree) => tree, islands);
}

/**
 * Renders one address with the page data the server loaded for it (ADR 0024): the server calls
 * this per request (cached by address and data) for the pages that declare `serverData`.
 */
export function renderWithData(location: string, data: PageData): Promise<string> {
  return renderPage(location, (tree) => <PageDataContext value={data}>{tree}</PageDataContext>);
}

/** The item page with placeholders where the server puts each item's values (ADR 0022). */
const templateData: NewsPageData = {
  noticia: {
    id: 0,
    titulo: T.titulo,
    categoria: T.categoria,
    fecha: T.fecha,
    fechaTexto: T.fechaTexto,
    parrafos: [T.parrafo],
    imagen: { src: T.imagenSrc, srcSet: T.imagenSrcSet, retiro: T.imagenRetiro },
    // The server fills the note or drops it, and fills the title's and text's `lang` or drops it.
    idioma: T.idioma,
    aviso: { texto: T.aviso, enlace: null },
  },
};

/** The item page's two templates: an item (with placeholders) and "no such item". */
export async function renderNewsPageTemplates(
  pagePath: string,
): Promise<{ article: string; notFound: string }> {
  const withData = (data: NewsPageData) =>
    renderPage(pagePath, (tree) => (
      <NewsPageTemplateContext value={data}>{tree}</NewsPageTemplateContext>
    ));
  return { article: await withData(templateData), notFound: await withData({ noticia: null }) };
}

/**
 * The page at `location`, in the contexts `provide` gives it: with islands (each rendered on a
 * root of its own, as the browser hydrates it), or whole, as the staff's app hydrates it.
 */
function renderPage(
  location: string,
  provide: (tree: ReactNode) => ReactNode,
  islands = true,
): Promise<string> {
  // The texts of the address's language; the page's own language context comes from the address
  // too (App), so an island rendered on its own root gets the same.
  const lang = langOfPath(location.split(/[?#]/)[0] ?? '/');
  const outer = provide;
  provide = (tree) =>
    outer(
      <LangContext value={lang}>
        <TextsContext value={catalogues[lang]}>{tree}</TextsContext>
      </LangContext>,
    );
  const page = provide(
    <StaticRouter location={location}>
      <App />
    </StaticRouter>,
  );
  if (!islands) return renderToString(page);
  return renderWithIslands(
    page,
    (island) => provide(<StaticRouter location={location}>{island}</StaticRouter>),
    renderToString,
  );
}

async function renderToString(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{tree}</StrictMode>,
    // Never outline a large Suspense boundary behind React's inline reveal script: the CSP
    // forbids inline scripts, and without JavaScript the page would stay on its fallback.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(identifierPrefix === undefined ? {} : { identifierPrefix }),
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
