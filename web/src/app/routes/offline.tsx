import { WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardIcon } from '../../components/ui/card.tsx';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { KEPT_LIST_ID, NONE_KEPT_ID } from '../../offline/offline-page.ts';
import styles from './offline.module.css';

/**
 * /sin-conexion: what a phone shows, without a connection, for a page it has not kept. The
 * service worker fills the list with the pages kept on this phone (and hides the line that says
 * there are none); as served, the page only explains.
 */
export default function OfflinePage() {
  const T = useTexts().offline;
  const localePath = useLocalePath();
  return (
    <InnerPage
      header={{ eyebrow: T.eyebrow, title: T.title, lead: T.lead }}
      className={styles.layout}
    >
      <Card as="section" tone="outlined" aria-labelledby="guardadas-titulo" className={styles.kept}>
        <CardIcon spaceBelow="small">
          <WifiOff size={24} strokeWidth={1.75} />
        </CardIcon>
        <h2 id="guardadas-titulo" className={styles.heading}>
          {T.keptTitle}
        </h2>
        <p id={NONE_KEPT_ID}>{T.noneKept}</p>
        <ul id={KEPT_LIST_ID} className={styles.list} hidden />
        <p className={styles.retry}>{T.retry}</p>
        <p>
          <Link to={localePath(paths.home)} className="button-secondary">
            {T.home}
          </Link>
        </p>
      </Card>
    </InnerPage>
  );
}
