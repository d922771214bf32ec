import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card, CardIcon } from '../../components/ui/card.tsx';
import { IconLine, IconList } from '../../components/ui/icon-line.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Section } from '../../components/ui/section.tsx';
import { hoursCopy as english } from '../../content/contact.en.ts';
import { hoursCopy as french } from '../../content/contact.fr.ts';
import { hoursCopy } from '../../content/contact.ts';
import type { InLangs } from '../../content/localized.ts';
import { school } from '../../content/school.ts';
import { SCHOOL_WORDS } from '../../content/school-words-by-lang.ts';
import { useLang } from '../../i18n/lang.tsx';
import styles from './hours.module.css';

const COPY: InLangs<typeof hoursCopy> = { es: hoursCopy, fr: french, en: english };

export default function HoursPage() {
  const lang = useLang();
  const copy = COPY[lang];
  const words = SCHOOL_WORDS[lang];
  return (
    <InnerPage header={copy} className={styles.layout}>
      <Card as="section" accent="top" className={styles.hours} aria-labelledby="horario-titulo">
        <CardIcon size="large" spaceBelow="medium">
          <Clock size={32} strokeWidth={1.75} />
        </CardIcon>
        <h2 id="horario-titulo" className="visually-hidden">
          {copy.hiddenTitle}
        </h2>
        <dl className={styles.table}>
          <div>
            <dt className={styles.label}>{copy.daysLabel}</dt>
            <dd className={styles.days}>{words.days}</dd>
          </div>
          <div>
            <dt className={styles.label}>{copy.hoursLabel}</dt>
            <dd>
              <span className={styles.time}>{words.hours}</span>
              <span className={styles.twelve}>({copy.twelveHour})</span>
            </dd>
          </div>
        </dl>
        <p className={styles.closed}>{copy.closed}</p>
      </Card>

      <Section headingId="otras-formas" title={copy.contactTitle} className={styles.contact}>
        <IconList className={styles.list}>
          <IconLine icon={<Phone size={20} />}>
            <span>
              {copy.phoneLabel} <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
            </span>
          </IconLine>
          <IconLine icon={<Mail size={20} />}>
            <span>
              {copy.emailLabel} <a href={`mailto:${school.email}`}>{school.email}</a>
            </span>
          </IconLine>
          <IconLine icon={<MapPin size={20} />}>
            <span>
              {copy.addressLabel} {school.address.street}, {school.address.city}
            </span>
          </IconLine>
        </IconList>
      </Section>
    </InnerPage>
  );
}
