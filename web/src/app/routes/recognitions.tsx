import { Award, BookOpen, ExternalLink, GraduationCap } from 'lucide-react';
import { Card, CardIcon } from '../../components/ui/card.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import type { InLangs } from '../../content/localized.ts';
import { recognitionsCopy as english } from '../../content/recognitions.en.ts';
import { recognitionsCopy as french } from '../../content/recognitions.fr.ts';
import { recognitionsCopy } from '../../content/recognitions.ts';
import { useLang } from '../../i18n/lang.tsx';
import styles from './recognitions.module.css';

const COPY: InLangs<typeof recognitionsCopy> = {
  es: recognitionsCopy,
  fr: french,
  en: english,
};

export default function RecognitionsPage() {
  const lang = useLang();
  const copy = COPY[lang];
  const { agreement, national } = copy;
  return (
    <InnerPage header={copy} className={styles.list}>
      <Card as="article" accent="start" className={styles.card} aria-labelledby="pucv-titulo">
        <CardIcon size="large">
          <GraduationCap size={28} strokeWidth={1.75} />
        </CardIcon>
        <div className={styles.body}>
          <h2 id="pucv-titulo">{agreement.title}</h2>
          {agreement.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
          <h3>{agreement.activitiesTitle}</h3>
          <ul className={styles.activities}>
            {agreement.activities.map((activity) => (
              <li key={activity}>{activity}</li>
            ))}
          </ul>
        </div>
      </Card>

      <Card as="article" accent="start" className={styles.card} aria-labelledby="nacional-titulo">
        <CardIcon size="large">
          <Award size={28} strokeWidth={1.75} />
        </CardIcon>
        <div className={styles.body}>
          <p className={styles.year}>{national.year}</p>
          <h2 id="nacional-titulo">{national.title}</h2>
          {national.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
          <Card as="p" tone="inset" className={styles.book}>
            <BookOpen size={20} aria-hidden="true" />
            <span>
              <cite lang={lang === 'es' ? undefined : 'es'}>{national.book}</cite>, {national.pages}
              .
            </span>
          </Card>
          <a
            className={`button-primary ${styles.external}`}
            href={national.link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="enlace-externo-nota"
          >
            {national.link.label}
            <ExternalLink size={18} aria-hidden="true" />
          </a>
          <p id="enlace-externo-nota" className={styles.source}>
            {national.link.note(national.link.site)}
          </p>
        </div>
      </Card>

      <p className={styles.thanks}>{copy.thanks}</p>
    </InnerPage>
  );
}
