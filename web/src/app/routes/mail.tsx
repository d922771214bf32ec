import { Clock, Mail, Phone } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { IconLine, IconList } from '../../components/ui/icon-line.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { mailCopy } from '../../content/contact.ts';
import { school } from '../../content/school.ts';
import { ContactFormIsland } from '../islands/contact-form.tsx';
import styles from './mail.module.css';

export default function MailPage() {
  const hours = school.openingHours;
  return (
    <InnerPage header={mailCopy} className={styles.layout}>
      <ContactFormIsland />
      <Card as="aside" tone="outlined" aria-labelledby="directo-titulo">
        <h2 id="directo-titulo" className={styles.asideTitle}>
          También puedes
        </h2>
        <IconList className={styles.list}>
          <IconLine icon={<Mail size={20} />}>
            <span>
              Escribir a <a href={`mailto:${school.email}`}>{school.email}</a>
            </span>
          </IconLine>
          <IconLine icon={<Phone size={20} />}>
            <span>
              Llamar al <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
            </span>
          </IconLine>
          <IconLine icon={<Clock size={20} />}>
            <span>
              {hours.days}, de {hours.from} a {hours.to} horas
            </span>
          </IconLine>
        </IconList>
      </Card>
    </InnerPage>
  );
}
