import { HeartHandshake, Scale, ShieldCheck, FileText } from 'lucide-react';
import { Card, CardIcon } from '../../components/ui/card.tsx';
import { Grid } from '../../components/ui/grid.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { DocumentLibrary } from '../../features/documents/components/document-library.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './documents.module.css';

function GroupIcon({ id }: { id: string }) {
  const props = { size: 26, strokeWidth: 1.75 };
  if (id === 'reglamentos') return <Scale {...props} />;
  if (id === 'protocolos') return <ShieldCheck {...props} />;
  if (id === 'ley-tea') return <HeartHandshake {...props} />;
  return <FileText {...props} />;
}

/**
 * /reglamentos: the documents library, in the HTML as served (the server's page data),
 * then what the school's regulations, protocols and the Ley TEA cover.
 */
export default function DocumentsPage() {
  const text = useTexts().documents;
  return (
    <InnerPage header={text.page}>
      <DocumentLibrary />
      <section className={styles.topicsSection} aria-labelledby="temas-titulo">
        <h2 id="temas-titulo" className={styles.sectionTitle}>
          {text.topicsTitle}
        </h2>
        <Grid columns={{ lg: 3 }}>
          {text.groups.map((group) => (
            <li key={group.id}>
              <Card as="section" tone="outlined" stack aria-labelledby={`${group.id}-titulo`}>
                <CardIcon spaceBelow="medium">
                  <GroupIcon id={group.id} />
                </CardIcon>
                <h3 id={`${group.id}-titulo`} className={styles.title}>
                  {group.title}
                </h3>
                <p className={styles.intro}>{group.intro}</p>
                <h4 className={styles.small}>{text.topicsIncluded}</h4>
                <ul className={styles.topics}>
                  {group.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </Grid>
      </section>
    </InnerPage>
  );
}
