import { FeaturedCardGrid } from '../../components/ui/featured-card.tsx';
import { featuredCards } from '../../content/featured.ts';
import { NewsFinder } from '../../features/news/components/news-finder.tsx';
import { useSuppliesYear } from '../../features/supplies/hooks/use-supplies-year.ts';
import { useTexts } from '../../i18n/texts.tsx';
import { island } from '../../islands/island.tsx';

/** The three fixed featured cards, before any news. */
function FeaturedCards() {
  const suppliesYear = useSuppliesYear();
  const { news: text, featured } = useTexts();
  return (
    <section aria-labelledby="destacados">
      <h2 id="destacados" className="visually-hidden">
        {text.featuredHeading}
      </h2>
      <FeaturedCardGrid items={featuredCards(featured, 'news', suppliesYear)} />
    </section>
  );
}

/** /news's board: the search, the list and each item's dialog (and, for staff, the live board). */
export function NewsBoard() {
  // The server's render of an island names the text sections it read, and the browser loads
  // only those: these are read only by what opens later, the detail dialog (its "Cerrar") and
  // its "Compartir".
  const { ui: _ui, newsShare: _share } = useTexts();
  return <NewsFinder featured={<FeaturedCards />} />;
}

// Its dialog can wait: until it comes, a card's link opens the item's own page.
export const NewsBoardIsland = island('noticias', NewsBoard, { router: true, later: true });
