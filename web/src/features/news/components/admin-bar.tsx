import { LogOut, Plus } from 'lucide-react';
import styles from './admin-bar.module.css';

export interface AdminBarProps {
  onPublish: () => void;
  onLogout: () => void;
}

/** The administrator's actions on /news. */
export function AdminBar({ onPublish, onLogout }: AdminBarProps) {
  return (
    <div className={styles.bar} role="group" aria-label="Administración de noticias">
      <p className={styles.note}>Sesión de administrador iniciada.</p>
      <div className={styles.buttons}>
        <button type="button" className="button-primary" aria-haspopup="dialog" onClick={onPublish}>
          <Plus size={20} aria-hidden="true" />
          Subir Noticia
        </button>
        <button type="button" className="button-secondary" onClick={onLogout}>
          <LogOut size={20} aria-hidden="true" />
          Cerrar Sesión
        </button>
      </div>
    </div>
  );
}
