import { ExternalLink, Mail, MapPin, MessageSquare, Phone, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandIcon } from '../../components/ui/brand-icons.tsx';
import { Card, CardIcon } from '../../components/ui/card.tsx';
import { Grid } from '../../components/ui/grid.tsx';
import { MapIsland } from '../islands/map.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Section } from '../../components/ui/section.tsx';
import { paths } from '../../config/paths.ts';
import { contactCopy } from '../../content/contact.ts';
import {
  fullAddress,
  mapEmbedUrl,
  mapLinkUrl,
  school,
  socialNetworks,
} from '../../content/school.ts';
import styles from './contact.module.css';

/** One way to reach the school: icon, title, the value itself and a hint under it. */
interface Way {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  hint: ReactNode;
}

const ways: readonly Way[] = [
  {
    title: contactCopy.phoneTitle,
    icon: <Phone size={24} />,
    value: (
      <p className={styles.value}>
        <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
      </p>
    ),
    hint: (
      <>
        {contactCopy.phoneHint} <Link to={paths.hours}>Ver horarios</Link>.
      </>
    ),
  },
  {
    title: contactCopy.emailTitle,
    icon: <Mail size={24} />,
    value: (
      <p className={styles.value}>
        <a href={`mailto:${school.email}`}>{school.email}</a>
      </p>
    ),
    hint: contactCopy.emailHint,
  },
  {
    title: contactCopy.addressTitle,
    icon: <MapPin size={24} />,
    value: (
      <address className={styles.value}>
        {school.address.street}
        <br />
        {school.address.city}, {school.address.region}
      </address>
    ),
    hint: (
      <a href={mapLinkUrl} target="_blank" rel="noopener noreferrer" className={styles.iconLink}>
        {contactCopy.mapLink}
        <ExternalLink size={16} aria-hidden="true" />
        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
    ),
  },
  {
    title: contactCopy.socialTitle,
    icon: <Share2 size={24} />,
    value: (
      <ul className={styles.social}>
        {socialNetworks.map(({ id, name, href }) => (
          <li key={id}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.network}>
              <BrandIcon id={id} size={20} />
              <span>{name}</span>
              <span className="visually-hidden"> del colegio (se abre en una pestaña nueva)</span>
            </a>
          </li>
        ))}
      </ul>
    ),
    hint: contactCopy.socialHint,
  },
];

export default function ContactPage() {
  return (
    <InnerPage header={contactCopy}>
      <Grid columns={{ sm: 2 }}>
        {ways.map((way) => (
          <Card as="li" key={way.title} stack className={styles.card}>
            <CardIcon spaceBelow="small">{way.icon}</CardIcon>
            <h2 className={styles.cardTitle}>{way.title}</h2>
            {way.value}
            <p className={styles.hint}>{way.hint}</p>
          </Card>
        ))}
      </Grid>

      <Panel as="section" layout="row" className={styles.write} aria-labelledby="escribir-titulo">
        <MessageSquare size={28} aria-hidden="true" className={styles.writeIcon} />
        <h2 id="escribir-titulo" className={styles.writeTitle}>
          {contactCopy.formTitle}
        </h2>
        <Link to={paths.mail} className="button-primary">
          {contactCopy.formButton}
        </Link>
      </Panel>

      <Section headingId="mapa-titulo" title={contactCopy.mapTitle} className={styles.mapSection}>
        <MapIsland
          embedUrl={mapEmbedUrl}
          linkUrl={mapLinkUrl}
          title={`Mapa de Google con la ubicación del ${school.name}`}
          address={fullAddress}
        />
      </Section>
    </InnerPage>
  );
}
