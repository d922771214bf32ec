import { Mail, MapPin, Phone } from 'lucide-react';
import { FacebookIcon, InstagramIcon } from '../../components/ui/brand-icons.tsx';
import { Crest } from '../../components/ui/crest.tsx';
import { school } from '../../content/school.ts';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.identity}>
          <Crest size={48} />
          <div>
            <p className={styles.name}>{school.name}</p>
            <p className={styles.tagline}>{school.tagline}</p>
          </div>
        </div>
        <address className={styles.contact}>
          <p className={styles.row}>
            <MapPin size={18} aria-hidden="true" />
            <span>
              {school.address.street}, {school.address.city}
            </span>
          </p>
          <p className={styles.row}>
            <Phone size={18} aria-hidden="true" />
            <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
          </p>
          <p className={styles.row}>
            <Mail size={18} aria-hidden="true" />
            <a href={`mailto:${school.email}`}>{school.email}</a>
          </p>
        </address>
        <div className={styles.social}>
          <p className={styles.socialTitle}>Síguenos</p>
          <ul className={styles.socialList}>
            <li>
              <a
                href={school.social.facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook del colegio (se abre en una pestaña nueva)"
                className={styles.socialLink}
              >
                <FacebookIcon size={22} />
              </a>
            </li>
            <li>
              <a
                href={school.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram del colegio (se abre en una pestaña nueva)"
                className={styles.socialLink}
              >
                <InstagramIcon size={22} />
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          © {school.copyrightYear} {school.copyrightName}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
