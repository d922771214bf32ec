import { useContext } from 'react';
import { newsIdFromSegment } from '@lbj/shared';
import { Navigate, useLocation, useParams } from 'react-router';
import { NewsArticle, NewsArticleMissing } from '../../features/news/components/news-article.tsx';
import { newsChangedSinceLoad } from '../../features/news/hooks/news-changes.ts';
import {
  NewsPageTemplateContext,
  embeddedNewsPageData,
} from '../../features/news/page/news-page-data.ts';
import { useNewsArticle } from '../../features/news/page/use-news-article.ts';
import { useLang, useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageLoading } from '../layout/page-loading.tsx';

function Missing({ failed = false }: { failed?: boolean }) {
  useDocumentTitle(useTexts().newsPage.missingDocumentTitle);
  return <NewsArticleMissing failed={failed} />;
}

function Article({ slug, pathname }: { slug: string; pathname: string }) {
  const template = useContext(NewsPageTemplateContext);
  const text = useTexts().newsPage;
  const lang = useLang();
  const localePath = useLocalePath();
  const id = newsIdFromSegment(slug);
  // The page's own copy (read only when there is no template), unless an administrator changed
  // news in this tab since the page was loaded.
  const state = useNewsArticle(
    id,
    template ?? (newsChangedSinceLoad() ? undefined : embeddedNewsPageData(pathname)),
    lang,
  );
  const view = state.status === 'ready' ? state.view : undefined;
  useDocumentTitle(view ? text.documentTitle(view.titulo) : undefined);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'not-found') return <Missing />;
  if (state.status === 'error') return <Missing failed />;
  // The server redirects its own pages; an address met in the browser is made canonical here,
  // in the page's language.
  const canonical = state.canonical === undefined ? undefined : localePath(state.canonical);
  if (canonical !== undefined && pathname !== canonical) {
    return <Navigate to={canonical} replace />;
  }
  return <NewsArticle view={state.view} />;
}

/** /news/{id}-{slug} (/fr/news/…, /en/news/…): one news item (ADR 0022). */
export default function Page() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  // A new item starts from its own state.
  return <Article key={slug} slug={slug} pathname={pathname} />;
}
