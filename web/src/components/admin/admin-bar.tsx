import { useQuery } from '@tanstack/react-query';
import { API_PATHS, healthSchema, MESSAGES, STORAGE_MESSAGES } from '@lbj/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
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
  /** The page's own actions ("Subir Noticia"), before "Cerrar Sesión". */
  children?: ReactNode;
}

/** How often an open admin page asks again whether the server is short of disk space. */
const HEALTH_REFRESH_MS = 5 * 60_000;

/**
 * Whether the server is short of disk space (GET /api/health). Only administrators ask: they are
 * the ones who can free space, and whose uploads would be refused. (Here rather than in the lazy
 * panel: a query there would split TanStack Query into one more chunk on every API page.)
 */
function useDiskLow(enabled: boolean): boolean {
  const { data } = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest(API_PATHS.health, healthSchema, { signal }),
    refetchInterval: HEALTH_REFRESH_MS,
    enabled,
  });
  return enabled && data?.disk.state === 'low';
}

/**
 * The administrator's bar, the same on every page that has one: who is logged in, the page's
 * actions and "Cerrar Sesión". When the server ends the session (a 401 on any administrator's
 * call) the bar gives way to "Tu sesión expiró…" in a status region. While the server is short
 * of disk space, a warning stands above it.
 */
export function AdminBar({ label, children }: AdminBarProps) {
  const { loggedIn, expired } = useSession();
  const diskLow = useDiskLow(loggedIn);
  return (
    <>
      {diskLow ? <StatusBox tone="warning">{STORAGE_MESSAGES.diskLow}</StatusBox> : null}
      <div role="status">
        {expired && !loggedIn ? (
          <StatusBox tone="error" announce={false}>
            {MESSAGES.sessionExpired}
          </StatusBox>
        ) : null}
      </div>
      {loggedIn ? (
        <Suspense fallback={null}>
          <AdminPanel label={label}>{children}</AdminPanel>
        </Suspense>
      ) : null}
    </>
  );
}
