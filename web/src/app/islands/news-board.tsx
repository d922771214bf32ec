import { FeaturedCardGrid } from '../../components/ui/featured-card.tsx';
import { featuredNews, suppliesCardTitle, withSuppliesYear } from '../../content/featured.ts';
import { NewsFinder } from '../../features/news/components/news-finder.tsx';
import { useSuppliesYear } from '../../features/supplies/hooks/use-supplies-year.ts';
import { island } from '../../islands/island.tsx';

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

/** /news's board: the search, the list and each item's dialog (and, for staff, the live board). */
export function NewsBoard() {
  return <NewsFinder featured={<FeaturedCards />} />;
}

export const NewsBoardIsland = island('noticias', NewsBoard, { router: true });
