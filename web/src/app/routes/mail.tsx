import { Clock, Mail, Phone } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { mailCopy } from '../../content/contact.ts';
import { school } from '../../content/school.ts';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import styles from './mail.module.css';

export default function MailPage() {
  return (
    <>
      <PageHeader eyebrow="Contacto" title={mailCopy.title} lead={mailCopy.lead} />
      <div className={`container ${styles.layout}`}>
        <ContactForm />
        <aside className={styles.aside} aria-labelledby="directo-titulo">
          <h2 id="directo-titulo" className={styles.asideTitle}>
            También puedes
          </h2>
          <ul className={styles.list}>
            <li>
              <Mail size={20} aria-hidden="true" />
              <span>
                Escribir a <a href={`mailto:${school.email}`}>{school.email}</a>
              </span>
            </li>
            <li>
              <Phone size={20} aria-hidden="true" />
              <span>
                Llamar al <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
              </span>
            </li>
            <li>
              <Clock size={20} aria-hidden="true" />
              <span>
                {school.openingHours.days}, de {school.openingHours.from} a {school.openingHours.to}{' '}
                horas
              </span>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
