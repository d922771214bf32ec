import { STORAGE_MESSAGES, type Health, type RequiredDocument } from '@lbj/shared';
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
  requiredTitle: 'Documentos obligatorios:',
  missing: (names: string) => `falta ${names}.`,
  due: (names: string) => `Hay que revisar ${names}.`,
  requiredLink: 'Ver en el panel, sección Documentos',
} as const;

/** The documents section of the panel, where staff upload what is missing or due. */
const DOCUMENTS_SECTION = `${paths.adminPanel}?seccion=documentos`;

/** "A, B y C". */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1) ?? ''}` : (names[0] ?? '');

/** The warning when a required document is missing or due, with the way to the panel. */
function RequiredWarning({ required }: { required: readonly RequiredDocument[] }) {
  const named = (estado: RequiredDocument['estado']) =>
    required.filter((kind) => kind.estado === estado).map((kind) => kind.nombre);
  const missing = named('falta');
  const due = named('revisar');
  if (missing.length + due.length === 0) return null;
  return (
    // Shown on every page staff open: seen, not announced each time (announce={false}).
    <StatusBox
      tone="warning"
      announce={false}
      actions={<a href={DOCUMENTS_SECTION}>{ADMIN_BAR_TEXT.requiredLink}</a>}
    >
      <strong>{ADMIN_BAR_TEXT.requiredTitle}</strong>{' '}
      {[
        missing.length > 0 ? ADMIN_BAR_TEXT.missing(listed(missing)) : null,
        due.length > 0 ? ADMIN_BAR_TEXT.due(listed(due)) : null,
      ]
        .filter(Boolean)
        .join(' ')}
    </StatusBox>
  );
}

export interface AdminPanelProps {
  label: string;
  children?: ReactNode;
  /** The server's state (GET /api/health), once known. */
  health?: Health | undefined;
  /** Why GET /api/health failed, if it did. */
  healthError?: unknown;
  /** Each required document's state (GET /api/documents/requeridos), once known. */
  required?: readonly RequiredDocument[] | undefined;
  /** "Panel", the staff panel's address (a full page load: it is a page of its own). */
  panelLink?: boolean;
}

/**
 * The logged-in administrator's strip: who is there, the page's actions, "Panel" and
 * "Cerrar Sesión"; above it, the server's warnings: the 503 of a failing database or DATA_DIR
 * (the server's Spanish text), little disk space left, the last automatic backup failed, a required
 * document missing or due for review.
 */
export function AdminPanel({
  label,
  children,
  health,
  healthError,
  required,
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
      {required ? <RequiredWarning required={required} /> : null}
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
