import { useQuery } from '@tanstack/react-query';
import { API_PATHS, healthSchema, MESSAGES } from '@lbj/shared';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { logoutAndReload } from '../../lib/session-store.ts';
import { Panel } from '../ui/panel.tsx';
import { StatusBox } from '../ui/status-box.tsx';
import styles from './admin-bar.module.css';

export const ADMIN_BAR_TEXT = {
  note: 'Sesión de administrador iniciada.',
  logout: 'Cerrar Sesión',
} as const;

export interface AdminPanelProps {
  label: string;
  children?: ReactNode;
}

/** How often an open admin page asks again whether the server is short of disk space. */
const HEALTH_REFRESH_MS = 5 * 60_000;

/**
 * Whether the server is short of disk space (GET /api/health). Only administrators ask: they are
 * the ones who can free space, and whose uploads would be refused.
 */
function useDiskLow(): boolean {
  const { data } = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiRequest(API_PATHS.health, healthSchema, { signal }),
    refetchInterval: HEALTH_REFRESH_MS,
  });
  return data?.disk.state === 'low';
}

/**
 * The logged-in administrator's strip: who is there, the page's actions and "Cerrar Sesión";
 * above it, a warning while the server is short of disk space.
 */
export function AdminPanel({ label, children }: AdminPanelProps) {
  const diskLow = useDiskLow();
  return (
    <>
      {diskLow ? <StatusBox tone="warning">{MESSAGES.diskLow}</StatusBox> : null}
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
          <button type="button" className="button-secondary" onClick={logoutAndReload}>
            <LogOut size={20} aria-hidden="true" />
            {ADMIN_BAR_TEXT.logout}
          </button>
        </div>
      </Panel>
    </>
  );
}
