import { supplyGroups, supplySections, type SupplyYear } from '@lbj/shared';
import { Card } from '../../../components/ui/card.tsx';
import { COVER_SWATCHES } from '../../../content/supplies.ts';
import { useLang } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import styles from './supplies-list.module.css';

function Item({ texto, detalle }: { texto: string; detalle?: string }) {
  const swatch = detalle === undefined ? undefined : COVER_SWATCHES[detalle.trim().toLowerCase()];
  return (
    <li>
      {swatch ? (
        <span className={styles.swatch} style={{ background: swatch }} aria-hidden="true" />
      ) : null}
      {texto}
      {detalle ? <span className={styles.detail}>: {detalle}</span> : null}
    </li>
  );
}

/** The levels' index: one link per section. */
export function SuppliesLevelsNav({ list }: { list: SupplyYear }) {
  const text = useTexts().supplies;
  const sections = supplySections(list.niveles);
  if (sections.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={text.levelsNav}>
      <ul className={styles.levels}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.level}>
              {text.sectionTitle(section.niveles)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One section per level, consecutive levels with the same list sharing one ("1º a 4º Básico"),
 * each a checklist in groups. Printed, each section starts a page and names the year. The lines
 * are the staff's, in Spanish: a French or English page says so (`lang`).
 */
export function SuppliesSections({ list }: { list: SupplyYear }) {
  const text = useTexts().supplies;
  const linesLang = useLang() === 'es' ? undefined : 'es';
  const sections = supplySections(list.niveles);
  return sections.map((section) => (
    <section
      key={section.id}
      id={section.id}
      className={styles.section}
      aria-labelledby={`${section.id}-titulo`}
    >
      <p className={styles.printHeading} aria-hidden="true">
        {text.printHeading(list.anio)}
      </p>
      <h2 id={`${section.id}-titulo`}>{text.sectionHeading(section.niveles)}</h2>
      <div className={styles.groups} lang={linesLang}>
        {supplyGroups(section.lineas).map((group, index) => (
          <Card key={`${String(index)}-${group.title ?? ''}`} className={styles.group}>
            {group.title === null ? null : <h3>{group.title}</h3>}
            <ul className={styles.checklist}>
              {group.items.map((item, position) => (
                <Item key={`${String(position)}-${item.texto}`} {...item} />
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  ));
}
