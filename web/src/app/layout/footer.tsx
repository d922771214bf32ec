import { Mail, MapPin, Phone } from 'lucide-react';
import { Crest } from '../../components/ui/crest.tsx';
import { school } from '../../content/school.ts';
import styles from './footer.module.css';
import { SocialLinks } from './social-links.tsx';

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
          <SocialLinks
            className={styles.socialList}
            linkClassName={styles.socialLink}
            iconSize={22}
            label="icon"
          />
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
