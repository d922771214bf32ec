import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminBar } from '../../components/admin/admin-bar.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { lazyRoute, type LazyRoute } from '../../lib/lazy-route.ts';
import { QueryProvider } from '../../lib/query-client.tsx';
import { reloadPage } from '../../lib/reload-page.ts';
import { useSession } from '../../lib/use-session.ts';
import {
  panelSections,
  pendingKey,
  SECTION_PARAM,
  sectionFor,
  type PanelSection,
} from '../admin-panel-sections.ts';
import { ErrorBoundary } from '../error-views.tsx';
import styles from './admin-panel.module.css';

const PANEL_TEXT = {
  title: 'Panel de administración',
  lead: 'Mantén al día los documentos, la lista de útiles, el aviso, el calendario y la admisión; responde a las familias que consultan o piden retirar una foto; administra las cuentas del equipo y revisa quién hizo cada cambio.',
  navLabel: 'Secciones del panel',
  loginTitle: 'Inicia sesión para entrar al panel',
  loginLead: 'Usa tu usuario de administrador. Volverás a esta misma sección.',
  loading: 'Cargando la sección…',
  loadFailed:
    'No se pudo cargar esta sección. Revisa tu conexión a internet y vuelve a intentarlo.',
} as const;

// Each section's code, loaded the first time it is opened (or hinted, on hover or focus).
const sectionCode = new Map<string, LazyRoute>(
  panelSections.map((section) => [
    section.id,
    lazyRoute(`panel-${section.id}`, () =>
      section.load().then((component: ComponentType) => ({ default: component })),
    ),
  ]),
);

const headingId = (id: string) => `seccion-${id}`;

/**
 * The count of what waits in a section, beside its name in the list ("Admisión · 2 nuevas"); none
 * while it loads, when nothing waits, or when the call fails (the section itself says why).
 */
function PendingCount({ section }: { section: PanelSection }) {
  const pending = section.pending;
  const { data } = useQuery({
    queryKey: pendingKey(section.id),
    queryFn: ({ signal }) => (pending ? pending.count(signal) : Promise.resolve(0)),
    enabled: pending !== undefined,
  });
  if (!pending || data === undefined || data === 0) return null;
  // The space keeps the link's name two words for a screen reader ("Admisión 2 nuevas"); the
  // flex layout draws the gap.
  return (
    <>
      {' '}
      <span className={styles.pending}>{pending.words(data)}</span>
    </>
  );
}

function SectionFailed() {
  return <LoadFailed onRetry={reloadPage}>{PANEL_TEXT.loadFailed}</LoadFailed>;
}

/**
 * The list of sections and the open one. Links, not ARIA tabs: each section has its own address
 * (`?seccion=…`, kept by a reload, the back button and a bookmark), works with Tab and Enter and
 * with a thumb, and needs no roving focus (ADR 0025). A section once opened stays mounted, hidden,
 * so whatever was typed in it survives a visit to another one.
 */
function PanelSections() {
  const [params] = useSearchParams();
  const current = sectionFor(params.get(SECTION_PARAM));
  const currentId = current?.id ?? '';
  const [opened, setOpened] = useState<readonly string[]>([currentId]);
  if (!opened.includes(currentId)) setOpened([...opened, currentId]);
  // After choosing a section from the list, its heading takes the focus (not on the first load).
  const focusHeading = useRef(false);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    document.getElementById(headingId(currentId))?.focus();
  }, [currentId]);

  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={PANEL_TEXT.navLabel}>
        <ul className={styles.tabs}>
          {panelSections.map((section) => {
            const preload = () => {
              void sectionCode
                .get(section.id)
                ?.preload()
                .catch(() => undefined);
            };
            return (
              <li key={section.id}>
                <Link
                  to={{ search: `?${SECTION_PARAM}=${section.id}` }}
                  aria-current={section.id === currentId ? 'page' : undefined}
                  onClick={() => {
                    // The open section's own link: the address stays, the focus still moves.
                    if (section.id === currentId) {
                      document.getElementById(headingId(currentId))?.focus();
                    } else {
                      focusHeading.current = true;
                    }
                  }}
                  onMouseEnter={preload}
                  onFocus={preload}
                >
                  {section.label}
                  <PendingCount section={section} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div>
        {panelSections
          .filter((section) => opened.includes(section.id))
          .map((section) => {
            const Code = sectionCode.get(section.id)?.Component;
            return (
              <section
                key={section.id}
                className={styles.section}
                hidden={section.id !== currentId}
                aria-labelledby={headingId(section.id)}
              >
                <h2 id={headingId(section.id)} className={styles.sectionTitle} tabIndex={-1}>
                  {section.label}
                </h2>
                <ErrorBoundary fallback={() => <SectionFailed />}>
                  <Suspense
                    fallback={
                      <p className={styles.loading} role="status">
                        {PANEL_TEXT.loading}
                      </p>
                    }
                  >
                    {Code ? <Code /> : null}
                  </Suspense>
                </ErrorBoundary>
              </section>
            );
          })}
      </div>
    </div>
  );
}

/**
 * A visitor, or an administrator whose token expired or was refused (any 401 ends the session:
 * ADR 0013), sees the login here, at the same address. A session that ends while the panel is
 * open hides the panel without unmounting it, so nothing typed is lost, and logging in again
 * brings it back with fresh data.
 */
function Panel() {
  const { loggedIn } = useSession();
  const client = useQueryClient();
  const [entered, setEntered] = useState(loggedIn);
  if (loggedIn && !entered) setEntered(true);

  return (
    <>
      <AdminBar label={PANEL_TEXT.title} panelLink={false} />
      {loggedIn ? null : (
        <section className={styles.login} aria-labelledby="panel-acceso">
          <LockKeyhole size={28} aria-hidden="true" />
          <h2 id="panel-acceso" className={styles.loginTitle}>
            {PANEL_TEXT.loginTitle}
          </h2>
          <p className={styles.loginLead}>{PANEL_TEXT.loginLead}</p>
          <LoginForm
            onSuccess={() => {
              // Whatever was refused while the session was over is asked again.
              void client.invalidateQueries();
            }}
          />
        </section>
      )}
      {entered ? (
        <div hidden={!loggedIn}>
          <PanelSections />
        </div>
      ) : null}
    </>
  );
}

export default function Page() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{PANEL_TEXT.title}</h1>
        <p className={styles.lead}>{PANEL_TEXT.lead}</p>
      </header>
      <QueryProvider>
        <Panel />
      </QueryProvider>
    </div>
  );
}
