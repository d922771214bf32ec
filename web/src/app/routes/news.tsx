import { useMemo } from 'react';
import { FeaturedCard } from '../../components/ui/featured-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { featuredNews } from '../../content/featured.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { logoutAndReload } from '../../features/auth/logout.ts';
import { clearToken } from '../../features/auth/session.ts';
import { NewsBoard, type NewsAdmin } from '../../features/news/components/news-board.tsx';
import styles from './news.module.css';

/** The three fixed featured cards, before any news (SPEC 2). */
function FeaturedCards() {
  return (
    <section aria-labelledby="destacados">
      <h2 id="destacados" className="visually-hidden">
        Destacados
      </h2>
      <ul className={styles.featured}>
        {featuredNews.map((item) => (
          <li key={item.id}>
            <FeaturedCard item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Page() {
  // Logged out on the server and during hydration, so the prerendered HTML is the visitor's view.
  const { token } = useSession();
  const admin = useMemo<NewsAdmin | null>(
    () => (token ? { token, onSessionEnded: clearToken, onLogout: logoutAndReload } : null),
    [token],
  );

  return (
    <>
      <PageHeader
        eyebrow="Comunidad Le Beau Jour"
        title="Noticias"
        lead="Comunicados, actividades y logros de nuestra comunidad escolar."
      />
      <div className={`container ${styles.page}`}>
        <NewsBoard admin={admin} featured={<FeaturedCards />} />
      </div>
    </>
  );
}
