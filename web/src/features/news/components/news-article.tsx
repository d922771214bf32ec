import { use } from 'react';
import { PHOTO_TEXT, type NewsArticleView } from '@lbj/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { NEWS_PAGE_TEXT } from '../page/news-page-text.ts';
import { NewsPageTemplateContext } from '../page/news-page-data.ts';
import { NewsItemShareIsland, shareOf } from './news-item-share.tsx';
import styles from './news-article.module.css';

function BackToNews() {
  return (
    <p className={styles.back}>
      <Link to={paths.news}>
        <span aria-hidden="true">←</span>
        {NEWS_PAGE_TEXT.allNews}
      </Link>
    </p>
  );
}

/**
 * A news item's own page: the server fills the same markup from its template (ADR 0022), so
 * what this renders must stay exactly the template's shape.
 */
export function NewsArticle({ view }: { view: NewsArticleView }) {
  const template = use(NewsPageTemplateContext);
  return (
    <article className={`container ${styles.article}`} aria-labelledby="noticia-titulo">
      <BackToNews />
      <header className={styles.header}>
        <p className={styles.meta}>
          <span className={styles.category}>{view.categoria}</span>
          <time dateTime={view.fecha}>{view.fechaTexto}</time>
        </p>
        <h1 id="noticia-titulo" className={styles.title}>
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
            <a href={view.imagen.retiro}>{PHOTO_TEXT.requestLink}</a>
          </figcaption>
        </figure>
      ) : null}
      <div className={styles.text}>
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
  return (
    <section className={`container ${styles.article}`} aria-labelledby="noticia-titulo">
      <h1 id="noticia-titulo" className={styles.title}>
        {failed ? NEWS_PAGE_TEXT.failedTitle : NEWS_PAGE_TEXT.missingTitle}
      </h1>
      <p className={styles.lead}>{failed ? NEWS_PAGE_TEXT.failed : NEWS_PAGE_TEXT.missing}</p>
      <p>
        <Link to={paths.news} className="button-primary">
          {NEWS_PAGE_TEXT.seeAllNews}
        </Link>
      </p>
    </section>
  );
}
