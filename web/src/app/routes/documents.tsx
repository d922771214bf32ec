import { Download, FileText, HeartHandshake, Scale, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardIcon } from '../../components/ui/card.tsx';
import { Grid } from '../../components/ui/grid.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { documentFile } from '../../content/document-files.ts';
import {
  allDocuments,
  DOCUMENTS_PATH,
  documentGroups,
  documentsCopy,
} from '../../content/documents.ts';
import { formatFileSize } from '../../lib/format.ts';
import styles from './documents.module.css';

function GroupIcon({ id }: { id: string }) {
  const props = { size: 26, strokeWidth: 1.75 };
  if (id === 'reglamentos') return <Scale {...props} />;
  if (id === 'protocolos') return <ShieldCheck {...props} />;
  if (id === 'ley-tea') return <HeartHandshake {...props} />;
  return <FileText {...props} />;
}

const anyStandIn = allDocuments.some((doc) => documentFile(doc.file)?.standIn ?? true);

export default function DocumentsPage() {
  return (
    <InnerPage header={documentsCopy}>
      <Grid columns={{ lg: 3 }}>
        {documentGroups.map((group) => {
          return (
            <li key={group.id}>
              <Card as="section" accent="top" stack aria-labelledby={`${group.id}-titulo`}>
                <CardIcon spaceBelow="medium">
                  <GroupIcon id={group.id} />
                </CardIcon>
                <h2 id={`${group.id}-titulo`} className={styles.title}>
                  {group.title}
                </h2>
                <p className={styles.intro}>{group.intro}</p>
                <h3 className={styles.small}>Temas que incluye</h3>
                <ul className={styles.topics}>
                  {group.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
                <ul className={styles.docs}>
                  {group.documents.map((doc) => {
                    const info = documentFile(doc.file);
                    const meta = info ? `${info.format} · ${formatFileSize(info.bytes)}` : 'PDF';
                    return (
                      <Card as="li" tone="inset" key={doc.file}>
                        <h3 className={styles.docTitle}>{doc.title}</h3>
                        <p className={styles.docText}>{doc.description}</p>
                        <div className={styles.actions}>
                          <a
                            className={`button-secondary ${styles.download}`}
                            href={`${DOCUMENTS_PATH}/${doc.file}`}
                            type="application/pdf"
                          >
                            <Download size={18} aria-hidden="true" />
                            <span>Descargar</span>
                            <span className={styles.meta}>{meta}</span>
                            <span className="visually-hidden">: {doc.title}</span>
                          </a>
                          {info?.standIn ? (
                            <p className={styles.provisional}>Versión provisoria</p>
                          ) : null}
                        </div>
                      </Card>
                    );
                  })}
                </ul>
              </Card>
            </li>
          );
        })}
      </Grid>
      {anyStandIn ? (
        <p className={styles.note}>
          Los documentos marcados como «Versión provisoria» serán reemplazados por los archivos
          oficiales del colegio. Si necesitas uno de ellos ahora, pídelo en secretaría o{' '}
          <Link to={paths.contact}>contáctanos</Link>.
        </p>
      ) : null}
    </InnerPage>
  );
}
