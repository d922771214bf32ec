import { Award, BookOpen, ExternalLink, GraduationCap } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { recognitionsCopy } from '../../content/recognitions.ts';
import styles from './recognitions.module.css';

export default function RecognitionsPage() {
  const { agreement, national } = recognitionsCopy;
  return (
    <>
      <PageHeader
        eyebrow="Logros de nuestra comunidad"
        title={recognitionsCopy.title}
        lead={recognitionsCopy.lead}
      />
      <div className={`container ${styles.list}`}>
        <article className={styles.card} aria-labelledby="pucv-titulo">
          <span className={styles.icon} aria-hidden="true">
            <GraduationCap size={28} strokeWidth={1.75} />
          </span>
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
        </article>

        <article className={styles.card} aria-labelledby="nacional-titulo">
          <span className={styles.icon} aria-hidden="true">
            <Award size={28} strokeWidth={1.75} />
          </span>
          <div className={styles.body}>
            <p className={styles.year}>{national.year}</p>
            <h2 id="nacional-titulo">{national.title}</h2>
            {national.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <p className={styles.book}>
              <BookOpen size={20} aria-hidden="true" />
              <span>
                <cite>{national.book}</cite>, {national.pages}.
              </span>
            </p>
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
              Sitio de la {national.link.site}. Se abre en una pestaña nueva.
            </p>
          </div>
        </article>

        <p className={styles.thanks}>{recognitionsCopy.thanks}</p>
      </div>
    </>
  );
}
