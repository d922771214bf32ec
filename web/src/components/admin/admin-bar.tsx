import { useQuery } from '@tanstack/react-query';
import { API_PATHS, healthSchema, MESSAGES } from '@lbj/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { requiredDocumentsQuery } from '../../lib/required-documents-query.ts';
import { useSession } from '../../lib/use-session.ts';
import { StatusBox } from '../ui/status-box.tsx';

// Visitors never see the panel: its code loads once an administrator is logged in (in the
// browser only, after hydration), keeping it out of every page's initial JavaScript. So do the
// server's warnings and their texts.
const AdminPanel = lazy(() =>
  import('./admin-panel.tsx').then((module) => ({ default: module.AdminPanel })),
);

export interface AdminBarProps {
  /** Names the group for screen readers ("Administración de noticias"). */
  label: string;
  /** The page's own actions ("Subir Noticia"), before "Panel" and "Cerrar Sesión". */
  children?: ReactNode;
  /** The link to the staff panel; false on the panel itself. */
  panelLink?: boolean;
}

/** How often an open admin page asks again whether the server is short of disk space. */
const HEALTH_REFRESH_MS = 5 * 60_000;

/**
 * The administrator's bar, the same on every page that has one: who is logged in, the page's
 * actions, "Panel" and "Cerrar Sesión". When the server ends the session (a 401 on any
 * administrator's call) the bar gives way to "Tu sesión expiró…" in a status region.
 *
 * It reads the server's state (GET /api/health) for the lazy part to show: short of disk space,
 * the last automatic backup failed, or (503) the database or DATA_DIR failing; and which required
 * document is missing or due for review (GET /api/documents/requeridos). Only
 * administrators ask: they are the ones who can act, and whose uploads would be refused. (The
 * query is here rather than in the lazy part: there it would split TanStack Query into one more
 * chunk on every API page.)
 */
export function AdminBar({ label, children, panelLink = true }: AdminBarProps) {
  const { loggedIn, expired } = useSession();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest(API_PATHS.health, healthSchema, { signal, admin: true }),
    refetchInterval: HEALTH_REFRESH_MS,
    enabled: loggedIn,
  });
  // The required documents missing or due (the panel's Documentos section shares this query).
  const required = useQuery({
    ...requiredDocumentsQuery,
    refetchInterval: HEALTH_REFRESH_MS,
    enabled: loggedIn,
  });
  return (
    <>
      <div role="status">
        {expired && !loggedIn ? (
          <StatusBox tone="error" announce={false}>
            {MESSAGES.sessionExpired}
          </StatusBox>
        ) : null}
      </div>
      {loggedIn ? (
        <Suspense fallback={null}>
          <AdminPanel
            label={label}
            health={health.data}
            healthError={health.error}
            required={required.data}
            panelLink={panelLink}
          >
            {children}
          </AdminPanel>
        </Suspense>
      ) : null}
    </>
  );
}
