import { DOCUMENT_CATEGORY_LABELS, requiredKindName } from '@lbj/shared';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import { FormDone } from '../../../components/ui/form-alert.tsx';
import { apiUrl } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { useDocumentsForPanel } from '../hooks/documents-queries.ts';
import { formatValidFrom } from '../utils/format-valid-from.ts';
import {
  DeleteButton,
  EditForm,
  VersionForm,
  type DocumentActionProps,
} from './document-actions.tsx';
import { NewDocumentForm } from './new-document-form.tsx';
import { RequiredDocuments } from './required-documents.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './documents-panel.module.css';

type Open = 'version' | 'edit' | null;

/**
 * One document: what families see (title, category, "Vigente desde", size, versions) and its
 * actions. A form once opened stays mounted while hidden, so what was typed survives closing it.
 */
function DocumentItem({ document, onDone }: DocumentActionProps) {
  const [open, setOpen] = useState<Open>(null);
  const [opened, setOpened] = useState<readonly Open[]>([]);
  const toggle = (which: Exclude<Open, null>) => {
    if (!opened.includes(which)) setOpened([...opened, which]);
    setOpen(open === which ? null : which);
  };
  const finished = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  const toggleButton = (which: Exclude<Open, null>, label: string) => (
    <button
      type="button"
      className="button-secondary"
      aria-expanded={open === which}
      onClick={() => {
        toggle(which);
      }}
    >
      {label}
    </button>
  );
  const titleId = `panel-documento-${String(document.id)}`;
  return (
    <li className={styles.item}>
      <h4 id={titleId} className={styles.itemTitle}>
        {document.titulo}
      </h4>
      <p className={styles.itemMeta}>
        {DOCUMENT_CATEGORY_LABELS[document.categoria]} ·{' '}
        {document.tipo ? `${requiredKindName(document.tipo)} · ` : null}
        {T.validFrom(formatValidFrom(document.vigente_desde))} · PDF{' '}
        {formatFileSize(document.tamano)} · {T.versions(document.versiones.length)}
      </p>
      <div className={styles.itemActions} role="group" aria-label={T.actionsFor(document.titulo)}>
        <a className="button-secondary" href={apiUrl(document.url)} target="_blank" rel="noopener">
          {T.open}
          <span className="visually-hidden"> «{document.titulo}» (se abre en otra pestaña)</span>
        </a>
        {toggleButton('version', T.versionTitle)}
        {toggleButton('edit', T.edit)}
        <DeleteButton document={document} onDone={onDone} />
      </div>
      {opened.includes('version') ? (
        <div hidden={open !== 'version'}>
          <VersionForm document={document} onDone={finished} />
        </div>
      ) : null}
      {opened.includes('edit') ? (
        <div hidden={open !== 'edit'}>
          <EditForm document={document} onDone={finished} />
        </div>
      ) : null}
    </li>
  );
}

function DocumentList({ onDone }: { onDone: (message: string) => void }) {
  const { data, isPending, isError, refetch } = useDocumentsForPanel();
  if (isPending) {
    return (
      <p className={panel.muted} role="status">
        {T.loading}
      </p>
    );
  }
  if (isError) {
    return <LoadFailed onRetry={() => void refetch()}>{T.loadFailed}</LoadFailed>;
  }
  if (data.length === 0) return <EmptyState text={T.listEmpty} size="compact" live />;
  return (
    <ul className={panel.list}>
      {data.map((document) => (
        <DocumentItem key={document.id} document={document} onDone={onDone} />
      ))}
    </ul>
  );
}

/**
 * The panel's "Documentos": the required documents' states (ADR 0041), the library's documents
 * with their actions (a new version, a new title, category or kind, deletion), and a form for a
 * new document. The panel gives the section
 * its heading (h2); the parts here start at h3.
 */
export function DocumentsPanelSection() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className={`${panel.section} ${styles.section}`}>
      <RequiredDocuments />
      <PanelBlock headingId="documentos-publicados" title={T.listTitle}>
        <FormDone message={message} />
        <DocumentList onDone={setMessage} />
      </PanelBlock>
      <Card tone="raised">
        <NewDocumentForm />
      </Card>
    </div>
  );
}
