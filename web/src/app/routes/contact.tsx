import { ExternalLink, Mail, MapPin, MessageSquare, Phone, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon } from '../../components/ui/brand-icons.tsx';
import { MapEmbed } from '../../components/ui/map-embed.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { contactCopy } from '../../content/contact.ts';
import { fullAddress, mapEmbedUrl, mapLinkUrl, school } from '../../content/school.ts';
import styles from './contact.module.css';

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Estamos para ayudarte"
        title={contactCopy.title}
        lead={contactCopy.lead}
      />
      <div className="container">
        <ul className={styles.cards}>
          <li className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <Phone size={24} />
            </span>
            <h2 className={styles.cardTitle}>{contactCopy.phoneTitle}</h2>
            <p className={styles.value}>
              <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
            </p>
            <p className={styles.hint}>
              {contactCopy.phoneHint} <Link to={paths.hours}>Ver horarios</Link>.
            </p>
          </li>
          <li className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <Mail size={24} />
            </span>
            <h2 className={styles.cardTitle}>{contactCopy.emailTitle}</h2>
            <p className={styles.value}>
              <a href={`mailto:${school.email}`}>{school.email}</a>
            </p>
            <p className={styles.hint}>{contactCopy.emailHint}</p>
          </li>
          <li className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <MapPin size={24} />
            </span>
            <h2 className={styles.cardTitle}>{contactCopy.addressTitle}</h2>
            <address className={styles.value}>
              {school.address.street}
              <br />
              {school.address.city}, {school.address.region}
            </address>
            <p className={styles.hint}>
              <a
                href={mapLinkUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.iconLink}
              >
                {contactCopy.mapLink}
                <ExternalLink size={16} aria-hidden="true" />
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </p>
          </li>
          <li className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <Share2 size={24} />
            </span>
            <h2 className={styles.cardTitle}>{contactCopy.socialTitle}</h2>
            <ul className={styles.social}>
              <li>
                <a href={school.social.facebook} target="_blank" rel="noopener noreferrer">
                  <FacebookIcon size={20} />
                  <span>Facebook</span>
                  <span className="visually-hidden">
                    {' '}
                    del colegio (se abre en una pestaña nueva)
                  </span>
                </a>
              </li>
              <li>
                <a href={school.social.instagram} target="_blank" rel="noopener noreferrer">
                  <InstagramIcon size={20} />
                  <span>Instagram</span>
                  <span className="visually-hidden">
                    {' '}
                    del colegio (se abre en una pestaña nueva)
                  </span>
                </a>
              </li>
            </ul>
            <p className={styles.hint}>{contactCopy.socialHint}</p>
          </li>
        </ul>

        <section className={styles.write} aria-labelledby="escribir-titulo">
          <MessageSquare size={28} aria-hidden="true" className={styles.writeIcon} />
          <h2 id="escribir-titulo" className={styles.writeTitle}>
            {contactCopy.formTitle}
          </h2>
          <Link to={paths.mail} className="button-primary">
            {contactCopy.formButton}
          </Link>
        </section>

        <section aria-labelledby="mapa-titulo" className={styles.mapSection}>
          <h2 id="mapa-titulo">{contactCopy.mapTitle}</h2>
          <MapEmbed
            embedUrl={mapEmbedUrl}
            title={`Mapa de Google con la ubicación del ${school.name}`}
            address={fullAddress}
          />
        </section>
      </div>
    </>
  );
}
