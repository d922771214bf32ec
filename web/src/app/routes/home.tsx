import { Mail, MapPin, Phone } from 'lucide-react';
import { Fragment, lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FeaturedCardGrid } from '../../components/ui/featured-card.tsx';
import { IconLine } from '../../components/ui/icon-line.tsx';
import { paths } from '../../config/paths.ts';
import { featuredCards } from '../../content/featured.ts';
import { mapEmbedUrl, mapLinkUrl, school } from '../../content/school.ts';
import { SCHOOL_WORDS } from '../../content/school-words-by-lang.ts';
import { useOpenAdmission } from '../../features/admissions/hooks/use-open-admission.ts';
import { useSuppliesYear } from '../../features/supplies/hooks/use-supplies-year.ts';
import { useLang, useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
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

/** The three languages, each in its own words, marked as such where the page speaks another. */
const LANGUAGE_NAMES = [
  { lang: 'es', name: 'Español' },
  { lang: 'fr', name: 'Français' },
  { lang: 'en', name: 'English' },
] as const;

export default function HomePage() {
  const lang = useLang();
  const localePath = useLocalePath();
  const texts = useTexts();
  const text = texts.home;
  const words = SCHOOL_WORDS[lang];
  const suppliesYear = useSuppliesYear();
  // While an admission process is open, its year; else null.
  const admission = useOpenAdmission();
  return (
    <div className={styles.page}>
      <section className={`container ${styles.hero}`} aria-labelledby="inicio-titulo">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{words.name}</p>
          <h1 id="inicio-titulo" className={styles.title}>
            {school.homeTitle}
          </h1>
          <p className={styles.tagline}>{words.tagline}</p>
          <p className={styles.intro}>{text.intro}</p>
          <ul className={styles.facts}>
            <li>{text.since(school.foundingYear)}</li>
            <li>{text.levels}</li>
            <li>
              {LANGUAGE_NAMES.map(({ lang: own, name }, i) => (
                <Fragment key={own}>
                  {i > 0 ? ' · ' : null}
                  {own === lang ? name : <span lang={own}>{name}</span>}
                </Fragment>
              ))}
            </li>
          </ul>
          <Link to={localePath(paths.about)} className={`button-secondary ${styles.heroCta}`}>
            {text.aboutButton}
          </Link>
          {admission ? (
            <Link to={localePath(paths.admission)} className={styles.admission}>
              {text.admissionOpen(admission.anio)}
            </Link>
          ) : null}
        </div>
        <div className={styles.heroMedia}>
          <HomeCarouselIsland />
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="destacados">
        <h2 id="destacados" className={styles.sectionTitle}>
          {text.featuredTitle}
        </h2>
        <FeaturedCardGrid items={featuredCards(texts.featured, 'home', suppliesYear)} />
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
              {text.contactTitle}
            </h2>
            <p className={styles.bandText}>{text.contactText}</p>
          </div>
          <div className={styles.bandActions}>
            <Link to={localePath(paths.contact)} className={`button-primary ${styles.bandPrimary}`}>
              {text.contactButton}
            </Link>
            <Link to={localePath(paths.mail)} className={styles.bandLink}>
              {text.writeButton}
            </Link>
          </div>
        </div>
      </section>

      <section className={`container ${styles.section} ${styles.where}`} aria-labelledby="donde">
        <div className={styles.whereText}>
          <h2 id="donde" className={styles.sectionTitle}>
            {text.addressTitle}
          </h2>
          <p>{text.addressText}</p>
          <address className={styles.address}>
            <IconLine as="p" icon={<MapPin size={20} />}>
              <span>
                {school.address.street}
                <br />
                {school.address.city}, {words.region}
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
          title={words.mapTitle}
          address={`${school.address.street}, ${school.address.city}`}
        />
      </section>
    </div>
  );
}
