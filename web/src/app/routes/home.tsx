import { Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FeaturedCardGrid } from '../../components/ui/featured-card.tsx';
import { IconLine } from '../../components/ui/icon-line.tsx';
import { paths } from '../../config/paths.ts';
import { featuredHome, suppliesCardTitle, withSuppliesYear } from '../../content/featured.ts';
import { homeCopy } from '../../content/home.ts';
import { mapEmbedUrl, mapLinkUrl, school } from '../../content/school.ts';
import { useOpenAdmission } from '../../features/admissions/hooks/use-open-admission.ts';
import { useSuppliesYear } from '../../features/supplies/hooks/use-supplies-year.ts';
import { HomeCarouselIsland } from '../islands/home-carousel.tsx';
import { MapIsland } from '../islands/map.tsx';
import styles from './home.module.css';

// A failed load (a weak connection) costs the section, never the page.
const LatestNews = lazy(() =>
  import('../../features/news/components/latest-news.tsx').then(
    (module) => ({ default: module.LatestNews }),
    () => ({ default: () => null }),
  ),
);

// The next events of the calendar, as the server rendered them: a section of its own chunk.
const NextEvents = lazy(() =>
  import('../../features/calendar/components/next-events.tsx').then(
    (module) => ({ default: module.NextEvents }),
    () => ({ default: () => null }),
  ),
);

export default function HomePage() {
  const suppliesYear = useSuppliesYear();
  // While an admission process is open, its year; else null.
  const admission = useOpenAdmission();
  return (
    <div className={styles.page}>
      <section className={`container ${styles.hero}`} aria-labelledby="inicio-titulo">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{school.name}</p>
          <h1 id="inicio-titulo" className={styles.title}>
            {school.homeTitle}
          </h1>
          <p className={styles.tagline}>{school.tagline}</p>
          <p className={styles.intro}>{homeCopy.intro}</p>
          <ul className={styles.facts}>
            <li>Desde {school.foundingYear}</li>
            <li>{homeCopy.levels}</li>
            <li>
              Español · <span lang="fr">Français</span> · <span lang="en">English</span>
            </li>
          </ul>
          <Link to={paths.about} className={`button-secondary ${styles.heroCta}`}>
            Conócenos
          </Link>
          {admission ? (
            <Link to={paths.admission} className={styles.admission}>
              Admisión {admission.anio} abierta
            </Link>
          ) : null}
        </div>
        <div className={styles.heroMedia}>
          <HomeCarouselIsland />
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="destacados">
        <h2 id="destacados" className={styles.sectionTitle}>
          {homeCopy.featuredTitle}
        </h2>
        <FeaturedCardGrid
          items={withSuppliesYear(featuredHome, suppliesCardTitle.home, suppliesYear)}
        />
      </section>

      {/* Below the fold: its code loads after the page's, and React hydrates it when it comes
          (the server's HTML shows it meanwhile). */}
      <Suspense fallback={null}>
        <LatestNews className={`container ${styles.section}`} />
      </Suspense>
      <Suspense fallback={null}>
        <NextEvents className={`container ${styles.section}`} />
      </Suspense>

      <section className={styles.band} aria-labelledby="conocernos">
        <div className={`container ${styles.bandInner}`}>
          <div>
            <h2 id="conocernos" className={styles.bandTitle}>
              {homeCopy.contactTitle}
            </h2>
            <p className={styles.bandText}>{homeCopy.contactText}</p>
          </div>
          <div className={styles.bandActions}>
            <Link to={paths.contact} className={`button-primary ${styles.bandPrimary}`}>
              {homeCopy.contactButton}
            </Link>
            <Link to={paths.mail} className={styles.bandLink}>
              {homeCopy.writeButton}
            </Link>
          </div>
        </div>
      </section>

      <section className={`container ${styles.section} ${styles.where}`} aria-labelledby="donde">
        <div className={styles.whereText}>
          <h2 id="donde" className={styles.sectionTitle}>
            {homeCopy.addressTitle}
          </h2>
          <p>{homeCopy.addressText}</p>
          <address className={styles.address}>
            <IconLine as="p" icon={<MapPin size={20} />}>
              <span>
                {school.address.street}
                <br />
                {school.address.city}, {school.address.region}
              </span>
            </IconLine>
            <IconLine as="p" icon={<Phone size={20} />}>
              <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
            </IconLine>
            <IconLine as="p" icon={<Mail size={20} />}>
              <a href={`mailto:${school.email}`}>{school.email}</a>
            </IconLine>
          </address>
        </div>
        <MapIsland
          className={styles.map}
          embedUrl={mapEmbedUrl}
          linkUrl={mapLinkUrl}
          title={`Mapa de Google con la ubicación del ${school.name}`}
          address={`${school.address.street}, ${school.address.city}`}
        />
      </section>
    </div>
  );
}
