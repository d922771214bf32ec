import { use } from 'react';
import {
  chileLongDate,
  DEFAULT_LANG,
  langOfPath,
  type NewsArticleNote,
  type NewsArticleView,
  categoryLabel,
} from '@lbj/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLang, useLocale, useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { NewsPageTemplateContext } from '../page/news-page-data.ts';
import { NewsItemShareIsland, shareOf } from './news-item-share.tsx';
import styles from './news-article.module.css';

function BackToNews() {
  const text = useTexts().newsPage;
  const localePath = useLocalePath();
  return (
    <p className={styles.back}>
      <Link to={localePath(paths.news)}>
        <span aria-hidden="true">←</span>
        {text.allNews}
      </Link>
    </p>
  );
}

/**
 * A site path in the page's language; a path already in a language, or the template's
 * placeholder (not a path, the server fills it), as it is.
 */
const inLang = (localePath: (path: string) => string, path: string) =>
  path.startsWith('/') && langOfPath(path) === DEFAULT_LANG ? localePath(path) : path;

/**
 * The note above a French or English page's title (the item is only in Spanish, or its
 * translation is older than the Spanish text). The server writes the inside of the same element
 * into its template's (NEWS_PAGE_TOKENS.aviso): one text, then the link, nothing between.
 */
function ArticleNote({ aviso }: { aviso: NewsArticleNote }) {
  return (
    <p className={styles.note} data-news-note="" role="note">
      {aviso.enlace ? `${aviso.texto} ` : aviso.texto}
      {aviso.enlace ? (
        // The Spanish page, on purpose: not in the page's language.
        <a href={aviso.enlace.href} hrefLang="es">
          {aviso.enlace.texto}
        </a>
      ) : null}
    </p>
  );
}

/**
 * A news item's own page: the server fills the same markup from its template (ADR 0022), so
 * what this renders must stay exactly the template's shape. The date and the category are
 * written in the page's language; in the template (whose date is a placeholder, and whose
 * category no label names) they are the placeholders the server fills, in the template's
 * language. The title and the text carry a `lang` of their own when they are not in the page's
 * language (a French page of an item only in Spanish); in the template, a placeholder the server
 * fills or drops.
 */
export function NewsArticle({ view }: { view: NewsArticleView }) {
  const template = use(NewsPageTemplateContext);
  const { news, newsPage: text } = useTexts();
  const lang = useLang();
  const locale = useLocale();
  const localePath = useLocalePath();
  const contentLang = view.idioma === lang ? undefined : view.idioma;
  return (
    <article className={`container ${styles.article}`} aria-labelledby="noticia-titulo">
      <BackToNews />
      <header className={styles.header}>
        {view.aviso ? <ArticleNote aviso={view.aviso} /> : null}
        <p className={styles.meta}>
          <span className={styles.category}>{categoryLabel(news.categories, view.categoria)}</span>
          <time dateTime={view.fecha}>{chileLongDate(view.fecha, locale) || view.fechaTexto}</time>
        </p>
        <h1 id="noticia-titulo" className={styles.title} lang={contentLang}>
          {view.titulo}
        </h1>
      </header>
      {view.imagen ? (
        // The server drops this figure whole from its template for an item without a picture.
        <figure className={styles.figure} data-news-picture="">
          <img
            className={styles.image}
            src={view.imagen.src}
            srcSet={view.imagen.srcSet}
            // As wide as the text column: the container's padding (1 rem a side, 2 from 768 px) off.
            sizes="(min-width: 880px) 800px, (min-width: 768px) calc(100vw - 4rem), calc(100vw - 2rem)"
            width={960}
            height={540}
            alt=""
            fetchPriority="high"
          />
          <figcaption className={styles.caption}>
            <a href={inLang(localePath, view.imagen.retiro)}>{text.photoRequestLink}</a>
          </figcaption>
        </figure>
      ) : null}
      <div className={styles.text} lang={contentLang}>
        {view.parrafos.map((paragraph, index) => (
          // The paragraphs never move: their position is their identity.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <footer className={styles.footer}>
        {/* On the server's item template its values are placeholders: the island reads them. */}
        <NewsItemShareIsland {...(template ? {} : shareOf(view))} />
      </footer>
    </article>
  );
}

/** No public item at this address (the server answers it with 404). */
export function NewsArticleMissing({ failed = false }: { failed?: boolean }) {
  const text = useTexts().newsPage;
  const localePath = useLocalePath();
  return (
    <section className={`container ${styles.article}`} aria-labelledby="noticia-titulo">
      <h1 id="noticia-titulo" className={styles.title}>
        {failed ? text.failedTitle : text.missingTitle}
      </h1>
      <p className={styles.lead}>{failed ? text.failed : text.missing}</p>
      <p>
        <Link to={localePath(paths.news)} className="button-primary">
          {text.seeAllNews}
        </Link>
      </p>
    </section>
  );
}
