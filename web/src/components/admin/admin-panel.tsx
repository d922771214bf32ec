import { STORAGE_MESSAGES, type Health } from '@lbj/shared';
import { LayoutDashboard, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { ApiRequestError, serverMessage } from '../../lib/api-client.ts';
import { logoutAndReload } from '../../lib/session-store.ts';
import { Panel } from '../ui/panel.tsx';
import { StatusBox } from '../ui/status-box.tsx';
import styles from './admin-bar.module.css';

export const ADMIN_BAR_TEXT = {
  note: 'Sesión de administrador iniciada.',
  panel: 'Panel',
  logout: 'Cerrar Sesión',
} as const;

export interface AdminPanelProps {
  label: string;
  children?: ReactNode;
  /** The server's state (GET /api/health), once known. */
  health?: Health | undefined;
  /** Why GET /api/health failed, if it did. */
  healthError?: unknown;
  /** "Panel", the staff panel's address (a full page load: it is a page of its own). */
  panelLink?: boolean;
}

/**
 * The logged-in administrator's strip: who is there, the page's actions, "Panel" and
 * "Cerrar Sesión"; above it, the server's warnings: the 503 of a failing database or DATA_DIR
 * (the server's Spanish text), little disk space left, the last automatic backup failed.
 */
export function AdminPanel({
  label,
  children,
  health,
  healthError,
  panelLink = true,
}: AdminPanelProps) {
  const down =
    healthError instanceof ApiRequestError && healthError.status === 503
      ? serverMessage(healthError)
      : null;
  const backupError = health?.backup?.error;
  return (
    <>
      {down ? <StatusBox tone="error">{down}</StatusBox> : null}
      {health?.disk.state === 'low' ? (
        <StatusBox tone="warning">{STORAGE_MESSAGES.diskLow}</StatusBox>
      ) : null}
      {backupError ? <StatusBox tone="warning">{backupError}</StatusBox> : null}
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
    </>
  );
}
