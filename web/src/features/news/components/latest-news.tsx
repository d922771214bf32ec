import { chileLongDate, LATEST_NEWS_KEY, type NewsTeaser, categoryLabel } from '@lbj/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Grid } from '../../../components/ui/grid.tsx';
import { paths } from '../../../config/paths.ts';
import { useLocale, useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';
import { useNewsShown } from '../utils/news-shown.ts';
import styles from './latest-news.module.css';

// The rendered width: a 7 rem (112 px) thumbnail on a phone, then a card's width in the grid.
const SIZES = '(min-width: 1152px) 352px, (min-width: 960px) 31vw, (min-width: 640px) 46vw, 112px';

/** The latest items from the API, when the server did not render the page. */
const loadLatestNews = (signal: AbortSignal): Promise<NewsTeaser[]> =>
  import('../api/latest-news-api.ts').then(({ getLatestNews }) => getLatestNews(signal));

function NewsTeaserCard({ item }: { item: NewsTeaser }) {
  const text = useTexts().news;
  const locale = useLocale();
  const localePath = useLocalePath();
  // The translation into the page's language, or the Spanish title marked lang="es".
  const shown = useNewsShown(item);
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
        <p className={styles.category}>{categoryLabel(text.categories, item.categoria)}</p>
        <h3 className={styles.title} id={titleId} lang={shown.lang}>
          <Link to={localePath(shown.path)} className={styles.link}>
            {shown.titulo}
          </Link>
        </h3>
        <time className={styles.date} dateTime={item.fecha}>
          {chileLongDate(item.fecha, locale)}
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
  const text = useTexts().news;
  const localePath = useLocalePath();
  const latest = usePageDataOrFetch<NewsTeaser[] | null>(LATEST_NEWS_KEY, loadLatestNews);
  // A shortcut to /news: while it loads, or when it cannot, the page goes without it.
  const items = latest.state === 'ready' ? latest.data : null;
  if (!items || items.length === 0) return null;
  return (
    <section className={className} aria-labelledby="ultimas-noticias">
      <div className={styles.header}>
        <h2 id="ultimas-noticias" className={styles.heading}>
          {text.latestTitle}
        </h2>
        <Link to={localePath(paths.news)} className={styles.all}>
          {text.latestAll}
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
