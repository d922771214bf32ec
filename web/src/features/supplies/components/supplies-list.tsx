import { supplyGroups, supplySections, type SupplyYear } from '@lbj/shared';
import { Card } from '../../../components/ui/card.tsx';
import { COVER_SWATCHES } from '../../../content/supplies.ts';
import { SUPPLIES_TEXT } from '../supplies-text.ts';
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
  const sections = supplySections(list.niveles);
  if (sections.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label={SUPPLIES_TEXT.levelsNav}>
      <ul className={styles.levels}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.level}>
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One section per level, consecutive levels with the same list sharing one ("1º a 4º Básico"),
 * each a checklist in groups. Printed, each section starts a page and names the year.
 */
export function SuppliesSections({ list }: { list: SupplyYear }) {
  const sections = supplySections(list.niveles);
  return sections.map((section) => (
    <section
      key={section.id}
      id={section.id}
      className={styles.section}
      aria-labelledby={`${section.id}-titulo`}
    >
      <p className={styles.printHeading} aria-hidden="true">
        {SUPPLIES_TEXT.title(list.anio)} · Colegio Le Beau Jour
      </p>
      <h2 id={`${section.id}-titulo`}>{section.title}</h2>
      <div className={styles.groups}>
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
