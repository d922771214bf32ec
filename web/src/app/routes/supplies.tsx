import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { paths } from '../../config/paths.ts';
import { supplyLevels, suppliesCopy, type SupplyItem } from '../../content/supplies.ts';
import styles from './supplies.module.css';

function Item({ item }: { item: SupplyItem | string }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      {item.swatch ? (
        <span className={styles.swatch} style={{ background: item.swatch }} aria-hidden="true" />
      ) : null}
      {item.label}
      {item.detail ? <span className={styles.detail}>: {item.detail}</span> : null}
    </li>
  );
}

function PrintButton() {
  return (
    <button
      type="button"
      className={`button-secondary ${styles.print}`}
      onClick={() => {
        window.print();
      }}
    >
      <Printer size={18} aria-hidden="true" />
      {suppliesCopy.print}
    </button>
  );
}

export default function SuppliesPage() {
  return (
    <div className={styles.page}>
      <InnerPage header={{ ...suppliesCopy, children: <PrintButton /> }}>
        <nav className={styles.toc} aria-label="Niveles del listado">
          <ul className={styles.levels}>
            {supplyLevels.map((level) => (
              <li key={level.id}>
                <a href={`#${level.id}`} className={styles.level}>
                  {level.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <Panel as="section" tone="gold" className={styles.notes} aria-labelledby="notas-titulo">
          <h2 id="notas-titulo">{suppliesCopy.notesTitle}</h2>
          <ul>
            {suppliesCopy.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Panel>

        {supplyLevels.map((level) => (
          <section
            key={level.id}
            id={level.id}
            className={styles.section}
            aria-labelledby={`${level.id}-titulo`}
          >
            <h2 id={`${level.id}-titulo`}>{level.title}</h2>
            <div className={styles.groups}>
              {level.groups.map((group) => (
                <Card key={group.title} className={styles.group}>
                  <h3>{group.title}</h3>
                  <ul className={styles.checklist}>
                    {group.items.map((item) => (
                      <Item key={typeof item === 'string' ? item : item.label} item={item} />
                    ))}
                  </ul>
                </Card>
              ))}
            </div>
          </section>
        ))}

        <p className={styles.questions}>
          {suppliesCopy.questions} <Link to={paths.contact}>Ver datos de contacto</Link>.
        </p>
      </InnerPage>
    </div>
  );
}
