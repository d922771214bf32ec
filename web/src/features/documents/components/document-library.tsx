import {
  DOCUMENT_CATEGORIES,
  DOCUMENTS_PAGE_DATA_KEY,
  REQUIRED_KINDS,
  type SchoolDocument,
} from '@lbj/shared';
import { CircleCheck, CloudDownload, Download, FileText } from 'lucide-react';
import { Card, CardIcon } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Grid } from '../../../components/ui/grid.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useLang, useLocale } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { SAVE_ATTRIBUTE, SAVED_ATTRIBUTE } from '../../../offline/offline-page.ts';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';
import { formatValidFrom } from '../utils/format-valid-from.ts';
import styles from './document-library.module.css';

/**
 * A file's address on the backend (VITE_API_URL, as lib/api-client.ts reads it), without loading
 * the API client into the page's initial JavaScript.
 */
const fileUrl = (address: string) =>
  `${(import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')}${address}`;

function DocumentCard({ document }: { document: SchoolDocument }) {
  const T = useTexts().documents;
  const locale = useLocale();
  // The title is the staff's, in Spanish: a French or English page says so to screen readers.
  const titleLang = useLang() === 'es' ? undefined : 'es';
  const titleId = `documento-${String(document.id)}`;
  const earlier = document.versiones.slice(1);
  return (
    <Card as="li" accent="top" stack>
      <CardIcon spaceBelow="small">
        <FileText size={24} strokeWidth={1.75} />
      </CardIcon>
      <h3 id={titleId} className={styles.title} lang={titleLang}>
        {document.titulo}
      </h3>
      <p className={styles.validFrom}>
        {T.validFrom(formatValidFrom(document.vigente_desde, locale))}
      </p>
      <div className={styles.actions}>
        <a
          className={`button-secondary ${styles.download}`}
          href={fileUrl(document.url)}
          type="application/pdf"
        >
          <Download size={18} aria-hidden="true" />
          <span>{T.download}</span>
          <span className={styles.meta}>PDF · {formatFileSize(document.tamano, locale)}</span>
          <span className="visually-hidden">
            : <span lang={titleLang}>{document.titulo}</span>
          </span>
        </a>
        {/* Hidden as served: only the phone's service worker can open a saved document without
            a connection, and /guardar.js shows the button (or the mark) once it runs. */}
        <button
          type="button"
          className={styles.save}
          hidden
          {...{ [SAVE_ATTRIBUTE]: document.url }}
        >
          <CloudDownload size={18} aria-hidden="true" />
          <span>{T.saveOffline}</span>
          <span className="visually-hidden">
            : <span lang={titleLang}>{document.titulo}</span>
          </span>
        </button>
        <p className={styles.saved} hidden tabIndex={-1} {...{ [SAVED_ATTRIBUTE]: document.url }}>
          <CircleCheck size={18} aria-hidden="true" />
          <span>{T.savedOffline}</span>
        </p>
      </div>
      {earlier.length > 0 ? (
        <div className={styles.earlier}>
          <h4 className={styles.earlierTitle}>{T.earlierVersions}</h4>
          <ul className={styles.versions}>
            {earlier.map((version) => (
              <li key={version.url}>
                <a href={fileUrl(version.url)} type="application/pdf">
                  {T.earlierVersion(formatValidFrom(version.vigente_desde, locale))}
                  <span className="visually-hidden">
                    : <span lang={titleLang}>{document.titulo}</span>
                  </span>
                </a>{' '}
                <span className={styles.versionMeta}>
                  (PDF · {formatFileSize(version.tamano, locale)})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/** The documents of one group (a required kind, or a category) under its heading. */
function GroupSection({
  headingId,
  title,
  documents,
}: {
  headingId: string;
  title: string;
  documents: readonly SchoolDocument[];
}) {
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.categoryTitle}>
        {title}
      </h2>
      <Grid columns={{ md: 2, lg: 3 }}>
        {documents.map((document) => (
          <DocumentCard key={document.id} document={document} />
        ))}
      </Grid>
    </section>
  );
}

/**
 * The library as the server put it in the page (ADR 0024); after a client-side navigation, asked
 * of the API with code loaded on demand, so the page's initial JavaScript carries neither the API
 * client nor a query cache (its 100 KB budget, ADR 0008).
 */
const loadDocuments = (signal: AbortSignal) =>
  import('../api/documents-api.ts').then(({ getDocuments }) => getDocuments(signal));

/**
 * The library on /reglamentos: first the documents the school must keep (PEI, Reglamento
 * Interno…), one group per required kind in its order; then the others by category. Each with
 * "Vigente desde", the size and the earlier versions. In the HTML as the server sends it (page
 * data); fetched after a client-side navigation.
 */
export function DocumentLibrary() {
  const T = useTexts().documents;
  const library = usePageDataOrFetch<readonly SchoolDocument[] | null>(
    DOCUMENTS_PAGE_DATA_KEY,
    loadDocuments,
  );
  if (library.state === 'loading') {
    return (
      <p className={styles.loading} role="status">
        {T.loading}
      </p>
    );
  }
  if (library.state === 'failed') {
    return <LoadFailed onRetry={library.retry}>{T.loadFailed}</LoadFailed>;
  }
  // null: the server had no library to give (no module offered its page data).
  const documents = library.data ?? [];
  if (documents.length === 0) return <EmptyState text={T.empty} live />;
  const groups = [
    ...REQUIRED_KINDS.map((kind) => ({
      headingId: `tipo-${kind}`,
      title: T.requiredKinds[kind],
      documents: documents.filter((document) => document.tipo === kind),
    })),
    ...DOCUMENT_CATEGORIES.map((category) => ({
      headingId: `categoria-${category}`,
      title: T.categories[category],
      documents: documents.filter((document) => !document.tipo && document.categoria === category),
    })),
  ];
  return (
    <>
      {groups.map((group) =>
        group.documents.length > 0 ? <GroupSection key={group.headingId} {...group} /> : null,
      )}
    </>
  );
}
