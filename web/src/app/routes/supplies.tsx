import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
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

export default function SuppliesPage() {
  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Año escolar 2025" title={suppliesCopy.title} lead={suppliesCopy.lead}>
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
      </PageHeader>
      <div className="container">
        <nav className={styles.toc} aria-label="Niveles del listado">
          <ul>
            {supplyLevels.map((level) => (
              <li key={level.id}>
                <a href={`#${level.id}`}>{level.title}</a>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.notes} aria-labelledby="notas-titulo">
          <h2 id="notas-titulo">{suppliesCopy.notesTitle}</h2>
          <ul>
            {suppliesCopy.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>

        {supplyLevels.map((level) => (
          <section
            key={level.id}
            id={level.id}
            className={styles.level}
            aria-labelledby={`${level.id}-titulo`}
          >
            <h2 id={`${level.id}-titulo`}>{level.title}</h2>
            <div className={styles.groups}>
              {level.groups.map((group) => (
                <div key={group.title} className={styles.group}>
                  <h3>{group.title}</h3>
                  <ul className={styles.checklist}>
                    {group.items.map((item) => (
                      <Item key={typeof item === 'string' ? item : item.label} item={item} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ))}

        <p className={styles.questions}>
          {suppliesCopy.questions} <Link to={paths.contact}>Ver datos de contacto</Link>.
        </p>
      </div>
    </div>
  );
}
