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
import { contactCopy as english } from '../../content/contact.en.ts';
import { contactCopy as french } from '../../content/contact.fr.ts';
import { contactCopy } from '../../content/contact.ts';
import type { InLangs } from '../../content/localized.ts';
import { mapEmbedUrl, mapLinkUrl, school, socialNetworks } from '../../content/school.ts';
import { SCHOOL_WORDS } from '../../content/school-words-by-lang.ts';
import { useLang, useLocalePath } from '../../i18n/lang.tsx';
import styles from './contact.module.css';

/** One way to reach the school: icon, title, the value itself and a hint under it. */
interface Way {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  hint: ReactNode;
}

const COPY: InLangs<typeof contactCopy> = { es: contactCopy, fr: french, en: english };

/** The ways to reach the school, in the page's language. */
const waysIn = (
  copy: (typeof COPY)['es'],
  words: (typeof SCHOOL_WORDS)['es'],
  localePath: (path: string) => string,
): readonly Way[] => [
  {
    title: copy.phoneTitle,
    icon: <Phone size={24} />,
    value: (
      <p className={styles.value}>
        <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
      </p>
    ),
    hint: (
      <>
        {copy.phoneHint} <Link to={localePath(paths.hours)}>{copy.seeHours}</Link>.
      </>
    ),
  },
  {
    title: copy.emailTitle,
    icon: <Mail size={24} />,
    value: (
      <p className={styles.value}>
        <a href={`mailto:${school.email}`}>{school.email}</a>
      </p>
    ),
    hint: copy.emailHint,
  },
  {
    title: copy.addressTitle,
    icon: <MapPin size={24} />,
    value: (
      <address className={styles.value}>
        {school.address.street}
        <br />
        {school.address.city}, {words.region}
      </address>
    ),
    hint: (
      <a href={mapLinkUrl} target="_blank" rel="noopener noreferrer" className={styles.iconLink}>
        {copy.mapLink}
        <ExternalLink size={16} aria-hidden="true" />
        <span className="visually-hidden">{words.newTab}</span>
      </a>
    ),
  },
  {
    title: copy.socialTitle,
    icon: <Share2 size={24} />,
    value: (
      <ul className={styles.social}>
        {socialNetworks.map(({ id, name, href }) => (
          <li key={id}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.network}>
              <BrandIcon id={id} size={20} />
              <span>{name}</span>
              <span className="visually-hidden">{copy.socialHidden}</span>
            </a>
          </li>
        ))}
      </ul>
    ),
    hint: copy.socialHint,
  },
];

export default function ContactPage() {
  const lang = useLang();
  const localePath = useLocalePath();
  const copy = COPY[lang];
  const words = SCHOOL_WORDS[lang];
  return (
    <InnerPage header={copy}>
      <Grid columns={{ sm: 2 }}>
        {waysIn(copy, words, localePath).map((way) => (
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
          {copy.formTitle}
        </h2>
        <Link to={localePath(paths.mail)} className="button-primary">
          {copy.formButton}
        </Link>
      </Panel>

      <Section headingId="mapa-titulo" title={copy.mapTitle} className={styles.mapSection}>
        <MapIsland
          embedUrl={mapEmbedUrl}
          linkUrl={mapLinkUrl}
          title={words.mapTitle}
          address={words.fullAddress}
        />
      </Section>
    </InnerPage>
  );
}
