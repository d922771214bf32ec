import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card, CardIcon } from '../../components/ui/card.tsx';
import { IconLine, IconList } from '../../components/ui/icon-line.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Section } from '../../components/ui/section.tsx';
import { hoursCopy } from '../../content/contact.ts';
import { school } from '../../content/school.ts';
import styles from './hours.module.css';

export default function HoursPage() {
  const hours = school.openingHours;
  return (
    <InnerPage header={hoursCopy} className={styles.layout}>
      <Card as="section" accent="top" className={styles.hours} aria-labelledby="horario-titulo">
        <CardIcon size="large" spaceBelow="medium">
          <Clock size={32} strokeWidth={1.75} />
        </CardIcon>
        <h2 id="horario-titulo" className="visually-hidden">
          Horario
        </h2>
        <dl className={styles.table}>
          <div>
            <dt className={styles.label}>{hoursCopy.daysLabel}</dt>
            <dd className={styles.days}>{hours.days}</dd>
          </div>
          <div>
            <dt className={styles.label}>{hoursCopy.hoursLabel}</dt>
            <dd>
              <span className={styles.time}>
                {hours.from} a {hours.to} horas
              </span>
              <span className={styles.twelve}>({hoursCopy.twelveHour})</span>
            </dd>
          </div>
        </dl>
        <p className={styles.closed}>{hoursCopy.closed}</p>
      </Card>

      <Section headingId="otras-formas" title={hoursCopy.contactTitle} className={styles.contact}>
        <IconList className={styles.list}>
          <IconLine icon={<Phone size={20} />}>
            <span>
              Teléfono: <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
            </span>
          </IconLine>
          <IconLine icon={<Mail size={20} />}>
            <span>
              Correo: <a href={`mailto:${school.email}`}>{school.email}</a>
            </span>
          </IconLine>
          <IconLine icon={<MapPin size={20} />}>
            <span>
              Dirección: {school.address.street}, {school.address.city}
            </span>
          </IconLine>
        </IconList>
      </Section>
    </InnerPage>
  );
}
