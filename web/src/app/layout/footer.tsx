import { CHILE_YEAR_TOKEN } from '@lbj/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BrandIcon } from '../../components/ui/brand-icons.tsx';
import { Crest } from '../../components/ui/crest.tsx';
import { IconLine } from '../../components/ui/icon-line.tsx';
import { school, socialNetworks } from '../../content/school.ts';
import { paths } from '../../config/paths.ts';
import { useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './footer.module.css';

/**
 * The year of the © line. A page rendered by the build or by the server carries a token that the
 * server replaces with this year in Chile as it sends the page, so a page prerendered in December
 * says the new year from the first of January in Chile. A page the browser renders on its own
 * takes the year from the visitor's clock, three hours behind UTC: Chile's offset at every New
 * Year (summer time, UTC-3), the only moment the year depends on it. Plain arithmetic rather than
 * Intl, whose first use costs every page a long task.
 */
function copyrightYear(): string {
  if (import.meta.env.SSR) return CHILE_YEAR_TOKEN;
  return String(new Date(Date.now() - 3 * 3_600_000).getUTCFullYear());
}

export function Footer() {
  const text = useTexts().layout;
  const localePath = useLocalePath();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.identity}>
          <Crest size={48} />
          <div>
            <p className={styles.name}>{text.schoolName}</p>
            <p className={styles.tagline}>{text.tagline}</p>
          </div>
        </div>
        <address className={styles.contact}>
          <IconLine as="p" icon={<MapPin size={18} />} className={styles.row}>
            <span>
              {school.address.street}, {school.address.city}
            </span>
          </IconLine>
          <IconLine as="p" icon={<Phone size={18} />} className={styles.row}>
            <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
          </IconLine>
          <IconLine as="p" icon={<Mail size={18} />} className={styles.row}>
            <a href={`mailto:${school.email}`}>{school.email}</a>
          </IconLine>
        </address>
        <div className={styles.social}>
          <p className={styles.socialTitle}>{text.follow}</p>
          <ul className={styles.socialList}>
            {socialNetworks.map(({ id, name, href }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={text.socialLabel(name)}
                  className={styles.socialLink}
                >
                  <BrandIcon id={id} size={22} />
                </a>
              </li>
            ))}
          </ul>
          <IconLine as="p" icon={<Mail size={18} />} className={`${styles.row} ${styles.digest}`}>
            <a href={localePath(paths.digest)}>{text.digestLink}</a>
          </IconLine>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          {/* Hydration keeps the server's year: a phone whose clock is wrong does not change it. */}
          © <span suppressHydrationWarning>{copyrightYear()}</span> {text.copyrightName}.{' '}
          {text.rights}
        </p>
      </div>
    </footer>
  );
}
