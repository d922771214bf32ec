import { use } from 'react';
import {
  CALENDAR_EVENT_KEY,
  CALENDAR_PATHS,
  OG_LOCALE,
  type CalendarEventPageData,
} from '@lbj/shared';
import styles from '../../features/calendar/components/calendar.module.css';
import { useServerPage } from '../../features/calendar/page/use-server-page.ts';
import { useLang, useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { PageDataContext, usePageData } from '../../lib/page-data.ts';
import { DocumentTitle } from '../../lib/document-title.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageLoading } from '../layout/page-loading.tsx';

/** JSON inside a <script>: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The event's own head, on the server's render only: React puts these tags first in its output
 * and the server moves them into the document's head in place of the page's general ones. The
 * canonical address is the page's own, or the Spanish page's when this one shows the Spanish
 * texts (then it names no other language); `og:locale` is the language of the texts shown.
 */
function EventHead({ data }: { data: CalendarEventPageData }) {
  const T = useTexts().calendar;
  const lang = useLang();
  const { evento, url } = data;
  const title = T.documentTitle(evento.titulo);
  const description = `${evento.estado === 'cancelado' ? T.cancelledPrefix : ''}${evento.cuando}. ${evento.niveles}.${evento.descripcion ? ` ${evento.descripcion.slice(0, 200)}` : ''}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {data.alternativas?.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.url}
        />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALE[evento.idioma ?? lang]} />
      <meta property="og:title" content={evento.titulo} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:title" content={evento.titulo} />
      <meta name="twitter:description" content={description} />
    </>
  );
}

function Missing() {
  const T = useTexts().calendar;
  const localePath = useLocalePath();
  return (
    <div className={`container ${styles.eventPage}`}>
      <DocumentTitle title={T.missingTitle} />
      <h1>{T.missingTitle}</h1>
      <p>{T.missingText}</p>
      <p>
        <a href={localePath(CALENDAR_PATHS.page)}>{T.back}</a>
      </p>
    </div>
  );
}

/**
 * Above the title of a French or English page: the event is only in Spanish, or its translation
 * is older than the Spanish text (with the Spanish page to read).
 */
function TranslationNote({ data }: { data: CalendarEventPageData }) {
  const T = useTexts().calendar;
  if (!data.aviso) return null;
  if (data.aviso === 'solo-espanol') {
    return <p className={styles.translationNote}>{T.onlySpanishNote}</p>;
  }
  return (
    <p className={styles.translationNote}>
      {T.outdatedNote}{' '}
      {data.urlEspanol ? (
        <a href={data.urlEspanol} hrefLang="es">
          {T.readSpanish}
        </a>
      ) : null}
    </p>
  );
}

/**
 * /calendario/{id}-{slug}: one event, its schema.org Event, and its own .ics. On a French or
 * English page, the event's translation, or its Spanish texts inside `lang="es"` under a note.
 */
export default function Page() {
  const T = useTexts().calendar;
  const lang = useLang();
  const localePath = useLocalePath();
  const onServer = use(PageDataContext) !== undefined;
  const data = usePageData<CalendarEventPageData | null>(CALENDAR_EVENT_KEY);
  useServerPage(data);
  useDocumentTitle(data ? T.documentTitle(data.evento.titulo) : undefined);
  if (data === undefined) return <PageLoading />;
  if (data === null) return <Missing />;
  const { evento } = data;
  const cancelled = evento.estado === 'cancelado';
  return (
    <article className={`container ${styles.eventPage}`}>
      {onServer ? <EventHead data={data} /> : null}
      <script
        type="application/ld+json"
        // The event as schema.org reads it; the same on the server's render and in the browser.
        dangerouslySetInnerHTML={{ __html: scriptJson(data.jsonLd) }}
      />
      <p className={styles.back}>
        <a href={localePath(CALENDAR_PATHS.page)}>← {T.back}</a>
      </p>
      <p className={styles.category}>
        {T.categories[evento.categoria]}
        {cancelled ? <span className={styles.cancelledTag}>{T.cancelled}</span> : null}
      </p>
      <TranslationNote data={data} />
      <h1 className={cancelled ? styles.cancelledTitle : undefined} lang={evento.idioma}>
        {evento.titulo}
      </h1>
      {cancelled ? <p className={styles.cancelledNote}>{T.cancelledNote}</p> : null}
      <dl className={styles.facts}>
        <dt>{T.when}</dt>
        <dd>
          <time dateTime={evento.inicio}>{evento.cuando}</time>
        </dd>
        {evento.lugar ? (
          <>
            <dt>{T.where}</dt>
            {/* The place as the staff wrote it, in Spanish. */}
            <dd lang={lang === 'es' ? undefined : 'es'}>{evento.lugar}</dd>
          </>
        ) : null}
        <dt>{T.who}</dt>
        <dd>{evento.niveles}</dd>
      </dl>
      {evento.descripcion
        ? evento.descripcion.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} lang={evento.idiomaDescripcion}>
              {paragraph}
            </p>
          ))
        : null}
      {cancelled ? null : (
        <p>
          <a
            className="button-primary"
            href={localePath(CALENDAR_PATHS.eventFeed(evento.id))}
            download
          >
            {T.addToCalendar}
          </a>
        </p>
      )}
    </article>
  );
}
