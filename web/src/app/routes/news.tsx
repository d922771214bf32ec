import { FeaturedCardGrid } from '../../components/ui/featured-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { featuredNews, suppliesCardTitle, withSuppliesYear } from '../../content/featured.ts';
import { NewsFinder } from '../../features/news/components/news-finder.tsx';
import { useSuppliesYear } from '../../features/supplies/hooks/use-supplies-year.ts';
import styles from './news.module.css';

/** The three fixed featured cards, before any news. */
function FeaturedCards() {
  const suppliesYear = useSuppliesYear();
  return (
    <section aria-labelledby="destacados">
      <h2 id="destacados" className="visually-hidden">
        Destacados
      </h2>
      <FeaturedCardGrid
        items={withSuppliesYear(featuredNews, suppliesCardTitle.news, suppliesYear)}
      />
    </section>
  );
}

export default function Page() {
  return (
    <>
      <PageHeader
        eyebrow="Comunidad Le Beau Jour"
        title="Noticias"
        lead="Comunicados, actividades y logros de nuestra comunidad escolar."
      />
      <div className={`container ${styles.page}`}>
        <NewsFinder featured={<FeaturedCards />} />
      </div>
    </>
  );
}
