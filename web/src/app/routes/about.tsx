import { Card } from '../../components/ui/card.tsx';
import { Grid } from '../../components/ui/grid.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Section } from '../../components/ui/section.tsx';
import { aboutCopy as english } from '../../content/about.en.ts';
import { aboutCopy as french } from '../../content/about.fr.ts';
import { aboutCopy } from '../../content/about.ts';
import type { InLangs } from '../../content/localized.ts';
import { useLang } from '../../i18n/lang.tsx';
import { imageSet } from '../../lib/images.ts';
import styles from './prose-page.module.css';

const COPY: InLangs<typeof aboutCopy> = { es: aboutCopy, fr: french, en: english };

/** Rendered width of a section image (prose-page.module.css: 5 of 12 columns). */
const IMAGE_SIZES = '(min-width: 1152px) 433px, (min-width: 768px) 40vw, calc(100vw - 32px)';

/** One of the school's values: a card with a gold rule. */
function ValueCard({ title, text }: { title: string; text: string }) {
  return (
    <Card as="li" accent="start" accentColor="gold" className={styles.value}>
      <h3>{title}</h3>
      <p>{text}</p>
    </Card>
  );
}

export default function AboutPage() {
  const copy = COPY[useLang()];
  return (
    <InnerPage header={copy}>
      {copy.sections.map((section, i) => {
        const image = imageSet(section.image.name);
        return (
          <section
            key={section.id}
            id={section.id}
            className={i % 2 === 1 ? `${styles.split} ${styles.reverse}` : styles.split}
            aria-labelledby={`${section.id}-titulo`}
          >
            <div className={styles.text}>
              <h2 id={`${section.id}-titulo`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
            <Picture
              className={styles.figure}
              image={image}
              alt={image.isPhoto ? section.image.photoAlt : section.image.alt}
              sizes={IMAGE_SIZES}
              priority={i === 0}
            />
          </section>
        );
      })}

      <Section headingId="valores-titulo" title={copy.valuesTitle} className={styles.values}>
        <Grid columns={{ md: 2, xl: 3 }} className={styles.valueList}>
          {copy.values.map((value) => (
            <ValueCard key={value.title} title={value.title} text={value.text} />
          ))}
        </Grid>
      </Section>
    </InnerPage>
  );
}
