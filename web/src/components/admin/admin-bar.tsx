import { MESSAGES } from '@lbj/shared';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/use-session.ts';
import { Panel } from '../ui/panel.tsx';
import { StatusBox } from '../ui/status-box.tsx';
import styles from './admin-bar.module.css';

export const ADMIN_BAR_TEXT = {
  note: 'Sesión de administrador iniciada.',
  logout: 'Cerrar Sesión',
} as const;

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
  const { loggedIn, expired, logout } = useSession();
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
        <Panel
          tone="plain"
          navyRule
          layout="spread"
          role="group"
          aria-label={label}
          className={styles.bar}
        >
          <p className={styles.note}>{ADMIN_BAR_TEXT.note}</p>
          <div className={styles.buttons}>
            {children}
            <button type="button" className="button-secondary" onClick={logout}>
              <LogOut size={20} aria-hidden="true" />
              {ADMIN_BAR_TEXT.logout}
            </button>
          </div>
        </Panel>
      ) : null}
    </>
  );
}
