import { MESSAGES } from '@lbj/shared';
import { lazy, Suspense, type ReactNode } from 'react';
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

/**
 * The administrator's bar, the same on every page that has one: who is logged in, the page's
 * actions and "Cerrar Sesión". When the server ends the session (a 401 on any administrator's
 * call) the bar gives way to "Tu sesión expiró…" in a status region.
 */
export function AdminBar({ label, children }: AdminBarProps) {
  const { loggedIn, expired } = useSession();
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
          <AdminPanel label={label}>{children}</AdminPanel>
        </Suspense>
      ) : null}
    </>
  );
}
