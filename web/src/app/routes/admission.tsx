import {
  ADMISSION_PAGE_DATA,
  HTML_LANG,
  type AdmissionFormState,
  type AdmissionProcess,
  type Lang,
} from '@lbj/shared';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { StatusBox } from '../../components/ui/status-box.tsx';
import { paths } from '../../config/paths.ts';
import { school } from '../../content/school.ts';
import { SCHOOL_WORDS } from '../../content/school-words-by-lang.ts';
import { AdmissionFacts } from '../../features/admissions/components/admission-facts.tsx';
import { InquiryForm, PrivacyNote } from '../../features/admissions/components/inquiry-form.tsx';
import { useLang, useLocalePath } from '../../i18n/lang.tsx';
import { useTexts, type Catalogue } from '../../i18n/texts.tsx';
import { DocumentTitle } from '../../lib/document-title.tsx';
import { usePageDataOrFetch } from '../../lib/use-page-data-or-fetch.ts';
import styles from './admission.module.css';

const loadProcess = (signal: AbortSignal) =>
  import('../../features/admissions/api/admissions-public-api.ts').then((api) =>
    api.getPublishedProcess(signal),
  );
const loadForm = (signal: AbortSignal) =>
  import('../../features/admissions/api/admissions-public-api.ts').then((api) =>
    api.getFormState(signal),
  );

type AdmissionText = Catalogue['admission'];

/** schema.org data for the page: the page about the school, and the application period. */
function admissionJsonLd(process: AdmissionProcess, T: AdmissionText, lang: Lang): string {
  const name = SCHOOL_WORDS[lang].name;
  // Relative: it resolves to the site's own address, the same in the server's render and the browser's.
  const schoolRef = { '@id': '/#school' };
  const period =
    process.abierto && process.postulacion_hasta
      ? {
          '@type': 'Event',
          name: T.processName(process.anio),
          ...(process.postulacion_desde ? { startDate: process.postulacion_desde } : {}),
          endDate: process.postulacion_hasta,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          organizer: schoolRef,
          location: {
            '@type': 'Place',
            name,
            address: `${school.address.street}, ${school.address.city}, Chile`,
          },
        }
      : null;
  const page = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: T.title(process.anio),
    inLanguage: HTML_LANG[lang],
    about: schoolRef,
    ...(period ? { mainEntity: period } : {}),
  };
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

/** A part that could not load after a client-side visit: the whole page again, from the server. */
function Failed() {
  const T = useTexts().admission;
  const localePath = useLocalePath();
  return (
    <StatusBox tone="error">
      {T.loadFailed} <a href={localePath(paths.admission)}>{T.reload}</a>
    </StatusBox>
  );
}

function ProcessStatus({ process }: { process: AdmissionProcess | null }) {
  const T = useTexts().admission;
  if (process === null) return <StatusBox tone="info">{T.none}</StatusBox>;
  if (process.abierto) {
    return (
      <StatusBox tone="success" announce={false}>
        {process.postulacion_hasta ? T.open(process.postulacion_hasta) : T.title(process.anio)}
      </StatusBox>
    );
  }
  return (
    <StatusBox tone="info" announce={false}>
      {T.closed} {process.proxima_apertura ? T.nextOpens(process.proxima_apertura) : null}
    </StatusBox>
  );
}

export default function AdmissionPage() {
  const T = useTexts().admission;
  const lang = useLang();
  const processState = usePageDataOrFetch<AdmissionProcess | null>(
    ADMISSION_PAGE_DATA.process,
    loadProcess,
  );
  const formState = usePageDataOrFetch<AdmissionFormState>(ADMISSION_PAGE_DATA.form, loadForm);
  const process = processState.state === 'ready' ? processState.data : undefined;
  const documentTitle = process ? T.documentTitle(process.anio) : undefined;

  return (
    <InnerPage
      header={{
        title: process ? T.title(process.anio) : T.titleWithoutYear,
        lead: T.lead,
      }}
      className={styles.page}
    >
      <DocumentTitle title={documentTitle} />
      {processState.state === 'failed' ? <Failed /> : null}
      {process !== undefined ? (
        <>
          <ProcessStatus process={process} />
          {process?.abierto ? (
            <>
              <h2 className={styles.sectionTitle}>{T.factsTitle}</h2>
              <AdmissionFacts process={process} />
              <p className={styles.law}>{T.law}</p>
            </>
          ) : null}
          {process ? (
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: admissionJsonLd(process, T, lang) }}
            />
          ) : null}
        </>
      ) : null}
      <section id="consulta" className={styles.inquiry} aria-labelledby="consulta-titulo">
        <div>
          <h2 id="consulta-titulo" className={styles.sectionTitle}>
            {T.formTitle}
          </h2>
          <p className={styles.formLead}>{T.formLead}</p>
          {formState.state === 'ready' ? <InquiryForm state={formState.data} /> : null}
          {formState.state === 'failed' ? <Failed /> : null}
        </div>
        <PrivacyNote />
      </section>
    </InnerPage>
  );
}
