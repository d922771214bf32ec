import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { school } from '../../content/school.ts';
import { useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './photo-request.module.css';

/** Where a family lands once its removal request is stored: what happens next. */
export default function PhotoRequestSentPage() {
  const T = useTexts().photoRequest;
  const localePath = useLocalePath();
  return (
    <InnerPage header={{ title: T.sentTitle, lead: T.sentLead }} className={styles.layout}>
      <Card
        as="section"
        tone="outlined"
        aria-labelledby="siguiente-titulo"
        className={styles.photo}
      >
        <h2 id="siguiente-titulo" className={styles.heading}>
          {T.nextHeading}
        </h2>
        <ol>
          {T.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {T.urgent} <a href={`tel:${school.phone.e164}`}>{school.phone.display}</a> ·{' '}
          <a href={`mailto:${school.email}`}>{school.email}</a>
        </p>
        <p>
          <Link to={localePath(paths.home)} className="button-primary">
            {T.backHome}
          </Link>
        </p>
      </Card>
    </InnerPage>
  );
}
