import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { hoursCopy } from '../../content/contact.ts';
import { school } from '../../content/school.ts';
import styles from './hours.module.css';

export default function HoursPage() {
  const hours = school.openingHours;
  return (
    <>
      <PageHeader eyebrow="Atención a familias" title={hoursCopy.title} lead={hoursCopy.lead} />
      <div className={`container ${styles.layout}`}>
        <section className={styles.hours} aria-labelledby="horario-titulo">
          <span className={styles.icon} aria-hidden="true">
            <Clock size={32} strokeWidth={1.75} />
          </span>
          <h2 id="horario-titulo" className="visually-hidden">
            Horario
          </h2>
          <dl className={styles.table}>
            <div>
              <dt>{hoursCopy.daysLabel}</dt>
              <dd className={styles.days}>{hours.days}</dd>
            </div>
            <div>
              <dt>{hoursCopy.hoursLabel}</dt>
              <dd>
                <span className={styles.time}>
                  {hours.from} a {hours.to} horas
                </span>
                <span className={styles.twelve}>({hoursCopy.twelveHour})</span>
              </dd>
            </div>
          </dl>
          <p className={styles.closed}>{hoursCopy.closed}</p>
        </section>

        <section className={styles.contact} aria-labelledby="otras-formas">
          <h2 id="otras-formas">{hoursCopy.contactTitle}</h2>
          <ul className={styles.list}>
            <li>
              <Phone size={20} aria-hidden="true" />
              <span>
                Teléfono: <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
              </span>
            </li>
            <li>
              <Mail size={20} aria-hidden="true" />
              <span>
                Correo: <a href={`mailto:${school.email}`}>{school.email}</a>
              </span>
            </li>
            <li>
              <MapPin size={20} aria-hidden="true" />
              <span>
                Dirección: {school.address.street}, {school.address.city}
              </span>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
