import { chileLongDate, LATEST_NEWS_KEY, type NewsTeaser } from '@lbj/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Grid } from '../../../components/ui/grid.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';
import styles from './latest-news.module.css';

/** Its own copy, not the news page's: the home page loads only what it shows. */
const TEXT = {
  title: 'Últimas noticias',
  all: 'Ver todas las noticias',
} as const;

// The rendered width: a 7 rem (112 px) thumbnail on a phone, then a card's width in the grid.
const SIZES = '(min-width: 1152px) 352px, (min-width: 960px) 31vw, (min-width: 640px) 46vw, 112px';

/** The latest items from the API, when the server did not render the page. */
const loadLatestNews = (signal: AbortSignal): Promise<NewsTeaser[]> =>
  import('../api/latest-news-api.ts').then(({ getLatestNews }) => getLatestNews(signal));

function NewsTeaserCard({ item }: { item: NewsTeaser }) {
  const titleId = `reciente-${String(item.id)}`;
  return (
    <Card as="article" interactive className={styles.card} aria-labelledby={titleId}>
      {item.imagen ? (
        <img
          className={styles.image}
          src={item.imagen.src}
          {...(item.imagen.srcSet ? { srcSet: item.imagen.srcSet, sizes: SIZES } : {})}
          width={960}
          height={540}
          loading="lazy"
          decoding="async"
          alt=""
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.category}>{item.categoria}</p>
        <h3 className={styles.title} id={titleId}>
          <Link to={item.ruta} className={styles.link}>
            {item.titulo}
          </Link>
        </h3>
        <time className={styles.date} dateTime={item.fecha}>
          {chileLongDate(item.fecha)}
        </time>
      </div>
    </Card>
  );
}

/**
 * The home page's latest public news: title, category, date and picture, each card a
 * link to the item's page. Nothing when there is no news yet.
 */
export function LatestNews({ className }: { className?: string }) {
  const latest = usePageDataOrFetch<NewsTeaser[] | null>(LATEST_NEWS_KEY, loadLatestNews);
  // A shortcut to /news: while it loads, or when it cannot, the page goes without it.
  const items = latest.state === 'ready' ? latest.data : null;
  if (!items || items.length === 0) return null;
  return (
    <section className={className} aria-labelledby="ultimas-noticias">
      <div className={styles.header}>
        <h2 id="ultimas-noticias" className={styles.heading}>
          {TEXT.title}
        </h2>
        <Link to={paths.news} className={styles.all}>
          {TEXT.all}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
      <Grid columns={{ sm: 2, lg: 3 }}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsTeaserCard item={item} />
          </li>
        ))}
      </Grid>
    </section>
  );
}
