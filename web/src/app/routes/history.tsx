import { Link } from 'react-router';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Section } from '../../components/ui/section.tsx';
import { paths } from '../../config/paths.ts';
import { historyCopy } from '../../content/history.ts';
import { imageSet } from '../../lib/images.ts';
import styles from './prose-page.module.css';

const IMAGE_SIZES = '(min-width: 1152px) 433px, (min-width: 768px) 40vw, calc(100vw - 32px)';

export default function HistoryPage() {
  const founders = historyCopy.founders;
  const image = imageSet(founders.image);
  return (
    <InnerPage header={historyCopy}>
      <div className={styles.split}>
        <div className={styles.text}>
          {historyCopy.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-titulo`}>
              <h2 id={`${section.id}-titulo`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            Conoce también nuestros <Link to={paths.recognitions}>reconocimientos</Link> y a nuestro{' '}
            <Link to={paths.team}>equipo directivo</Link>.
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

      <Section
        headingId="hitos-titulo"
        title={historyCopy.milestonesTitle}
        className={styles.values}
      >
        <ol className={styles.timeline}>
          {historyCopy.milestones.map((milestone) => (
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
