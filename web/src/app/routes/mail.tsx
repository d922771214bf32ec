import { Clock, Mail, Phone } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { IconLine, IconList } from '../../components/ui/icon-line.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { mailCopy as english } from '../../content/contact.en.ts';
import { mailCopy as french } from '../../content/contact.fr.ts';
import { mailCopy } from '../../content/contact.ts';
import type { InLangs } from '../../content/localized.ts';
import { school } from '../../content/school.ts';
import { SCHOOL_WORDS } from '../../content/school-words-by-lang.ts';
import { useLang } from '../../i18n/lang.tsx';
import { ContactFormIsland } from '../islands/contact-form.tsx';
import styles from './mail.module.css';

const COPY: InLangs<typeof mailCopy> = { es: mailCopy, fr: french, en: english };

export default function MailPage() {
  const lang = useLang();
  const copy = COPY[lang];
  return (
    <InnerPage header={copy} className={styles.layout}>
      <ContactFormIsland />
      <Card as="aside" tone="outlined" aria-labelledby="directo-titulo">
        <h2 id="directo-titulo" className={styles.asideTitle}>
          {copy.asideTitle}
        </h2>
        <IconList className={styles.list}>
          <IconLine icon={<Mail size={20} />}>
            <span>
              {copy.writeTo} <a href={`mailto:${school.email}`}>{school.email}</a>
            </span>
          </IconLine>
          <IconLine icon={<Phone size={20} />}>
            <span>
              {copy.callAt} <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a>
            </span>
          </IconLine>
          <IconLine icon={<Clock size={20} />}>
            <span>{SCHOOL_WORDS[lang].daysAndHours}</span>
          </IconLine>
        </IconList>
      </Card>
    </InnerPage>
  );
}
