import { Link } from 'react-router';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Section } from '../../components/ui/section.tsx';
import { paths } from '../../config/paths.ts';
import { historyCopy as english } from '../../content/history.en.ts';
import { historyCopy as french } from '../../content/history.fr.ts';
import { historyCopy } from '../../content/history.ts';
import type { InLangs } from '../../content/localized.ts';
import { useLang, useLocalePath } from '../../i18n/lang.tsx';
import { imageSet } from '../../lib/images.ts';
import styles from './prose-page.module.css';

const COPY: InLangs<typeof historyCopy> = { es: historyCopy, fr: french, en: english };

const IMAGE_SIZES = '(min-width: 1152px) 433px, (min-width: 768px) 40vw, calc(100vw - 32px)';

export default function HistoryPage() {
  const copy = COPY[useLang()];
  const localePath = useLocalePath();
  const founders = copy.founders;
  const image = imageSet(founders.image);
  return (
    <InnerPage header={copy}>
      <div className={styles.split}>
        <div className={styles.text}>
          {copy.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-titulo`}>
              <h2 id={`${section.id}-titulo`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            {copy.seeAlso.before}
            <Link to={localePath(paths.recognitions)}>{copy.seeAlso.recognitions}</Link>
            {copy.seeAlso.middle}
            <Link to={localePath(paths.team)}>{copy.seeAlso.team}</Link>
            {copy.seeAlso.after}
          </p>
        </div>
        <figure className={styles.figure}>
          <Picture
            image={image}
            alt={image.isPhoto ? founders.photoAlt : founders.alt}
            sizes={IMAGE_SIZES}
            priority
          />
          <figcaption className={styles.caption}>{founders.caption}</figcaption>
        </figure>
      </div>

      <Section headingId="hitos-titulo" title={copy.milestonesTitle} className={styles.values}>
        <ol className={styles.timeline}>
          {copy.milestones.map((milestone) => (
            <li key={milestone.year} className={styles.milestone}>
              <span className={styles.year}>{milestone.year}</span>
              <h3>{milestone.title}</h3>
              <p>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </InnerPage>
  );
}
