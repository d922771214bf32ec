import { useQuery } from '@tanstack/react-query';
import { API_PATHS, healthSchema, MESSAGES, STORAGE_MESSAGES, type Health } from '@lbj/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { apiRequest, ApiRequestError, serverMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { StatusBox } from '../ui/status-box.tsx';

// Visitors never see the panel: its code loads once an administrator is logged in (in the
// browser only, after hydration), keeping it out of every page's initial JavaScript.
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
 * The server's state (GET /api/health): whether it is short of disk space and, sent with the
 * token, whether the last automatic backup failed (its Spanish text comes from the server). Only
 * administrators ask: they are the ones who can act, and whose uploads would be refused. (Here
 * rather than in the lazy panel: a query there would split TanStack Query into one more chunk on
 * every API page.)
 */
function useHealth(enabled: boolean): { health?: Health | undefined; down?: string | null } {
  const { data, error } = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest(API_PATHS.health, healthSchema, { signal, admin: true }),
    refetchInterval: HEALTH_REFRESH_MS,
    enabled,
  });
  if (!enabled) return {};
  // 503: the database or DATA_DIR failed; the server says which, in Spanish.
  return {
    health: data,
    down: error instanceof ApiRequestError && error.status === 503 ? serverMessage(error) : null,
  };
}

/**
 * The administrator's bar, the same on every page that has one: who is logged in, the page's
 * actions and "Cerrar Sesión". When the server ends the session (a 401 on any administrator's
 * call) the bar gives way to "Tu sesión expiró…" in a status region. While the server is short
 * of disk space, or after an automatic backup failed, a warning stands above it.
 */
export function AdminBar({ label, children, panelLink = true }: AdminBarProps) {
  const { loggedIn, expired } = useSession();
  const { health, down } = useHealth(loggedIn);
  const backupError = health?.backup?.error;
  return (
    <>
      {down ? <StatusBox tone="error">{down}</StatusBox> : null}
      {health?.disk.state === 'low' ? (
        <StatusBox tone="warning">{STORAGE_MESSAGES.diskLow}</StatusBox>
      ) : null}
      {backupError ? <StatusBox tone="warning">{backupError}</StatusBox> : null}
      <div role="status">
        {expired && !loggedIn ? (
          <StatusBox tone="error" announce={false}>
            {MESSAGES.sessionExpired}
          </StatusBox>
        ) : null}
      </div>
      {loggedIn ? (
        <Suspense fallback={null}>
          <AdminPanel label={label} panelLink={panelLink}>
            {children}
          </AdminPanel>
        </Suspense>
      ) : null}
    </>
  );
}
