import { LayoutDashboard, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { logoutAndReload } from '../../lib/session-store.ts';
import { Panel } from '../ui/panel.tsx';
import styles from './admin-bar.module.css';

export const ADMIN_BAR_TEXT = {
  note: 'Sesión de administrador iniciada.',
  panel: 'Panel',
  logout: 'Cerrar Sesión',
} as const;

export interface AdminPanelProps {
  label: string;
  children?: ReactNode;
  /** "Panel", the staff panel's address (a full page load: it is a page of its own). */
  panelLink?: boolean;
}

/**
 * The logged-in administrator's strip: who is there, the page's actions, "Panel" and
 * "Cerrar Sesión".
 */
export function AdminPanel({ label, children, panelLink = true }: AdminPanelProps) {
  return (
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
        {panelLink ? (
          <a className="button-secondary" href={paths.adminPanel}>
            <LayoutDashboard size={20} aria-hidden="true" />
            {ADMIN_BAR_TEXT.panel}
          </a>
        ) : null}
        <button type="button" className="button-secondary" onClick={logoutAndReload}>
          <LogOut size={20} aria-hidden="true" />
          {ADMIN_BAR_TEXT.logout}
        </button>
      </div>
    </Panel>
  );
}
