import { FileDown } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { StatusBox } from '../../components/ui/status-box.tsx';
import { paths } from '../../config/paths.ts';
import {
  SuppliesLevelsNav,
  SuppliesSections,
} from '../../features/supplies/components/supplies-list.tsx';
import { rememberSuppliesYear } from '../../features/supplies/hooks/use-supplies-year.ts';
import { PrintButton } from '../../features/supplies/components/print-button.tsx';
import {
  usePublishedSupplies,
  useSuppliesPdf,
} from '../../features/supplies/hooks/use-published-supplies.ts';
import { useLocale, useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { formatFileSize } from '../../lib/format.ts';
import { DocumentTitle } from '../../lib/document-title.tsx';
import styles from './supplies.module.css';

/** "Descargar PDF" when the document library has a current PDF of category "utiles". */
function PdfLink() {
  const SUPPLIES_TEXT = useTexts().supplies;
  const locale = useLocale();
  const pdf = useSuppliesPdf();
  if (!pdf) return null;
  return (
    <a href={pdf.url} className={`button-secondary ${styles.action}`}>
      <FileDown size={18} aria-hidden="true" />
      {SUPPLIES_TEXT.downloadPdf}
      <span className={styles.size}>
        ({SUPPLIES_TEXT.pdfSize(formatFileSize(pdf.tamano, locale))})
      </span>
    </a>
  );
}

function Notes() {
  const suppliesCopy = useTexts().supplies;
  return (
    <Panel as="section" tone="gold" className={styles.notes} aria-labelledby="notas-titulo">
      <h2 id="notas-titulo">{suppliesCopy.notesTitle}</h2>
      <ul>
        {suppliesCopy.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Panel>
  );
}

function SuppliesContent() {
  const SUPPLIES_TEXT = useTexts().supplies;
  const localePath = useLocalePath();
  const published = usePublishedSupplies();
  const list = published.state === 'ready' ? published.data : null;
  const year = list?.anio;

  useEffect(() => {
    if (year !== undefined) rememberSuppliesYear(year);
  }, [year]);

  const actions = (
    <div className={styles.actions}>
      {list ? <PrintButton className={styles.action} /> : null}
      <PdfLink />
    </div>
  );
  const header = {
    ...(year === undefined ? {} : { eyebrow: SUPPLIES_TEXT.eyebrow(year) }),
    title: year === undefined ? SUPPLIES_TEXT.titleWithoutYear : SUPPLIES_TEXT.title(year),
    lead: SUPPLIES_TEXT.lead,
    children: actions,
  };

  let body;
  if (published.state === 'loading') {
    body = (
      <p role="status" className={styles.loading}>
        {SUPPLIES_TEXT.loading}
      </p>
    );
  } else if (published.state === 'failed') {
    body = <LoadFailed onRetry={published.retry}>{SUPPLIES_TEXT.loadFailed}</LoadFailed>;
  } else if (!list || list.niveles.every((level) => level.lineas.length === 0)) {
    body = <StatusBox tone="info">{SUPPLIES_TEXT.empty}</StatusBox>;
  } else {
    body = (
      <>
        <SuppliesLevelsNav list={list} />
        <Notes />
        <SuppliesSections list={list} />
      </>
    );
  }

  return (
    <InnerPage header={header}>
      <DocumentTitle title={year === undefined ? undefined : SUPPLIES_TEXT.documentTitle(year)} />
      {body}
      <p className={styles.questions}>
        {SUPPLIES_TEXT.questions}{' '}
        <Link to={localePath(paths.contact)}>{SUPPLIES_TEXT.contactLink}</Link>.
      </p>
    </InnerPage>
  );
}

export default function SuppliesPage() {
  return (
    <div className={styles.page}>
      <SuppliesContent />
    </div>
  );
}
