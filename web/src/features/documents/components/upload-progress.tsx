import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import styles from './documents-panel.module.css';

/** The upload's progress and its cancel button, while it is under way. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <div className={styles.progress}>
      <label className={styles.progressLabel}>
        <span role="status">{T.uploading(percent)}</span>
        <progress max={100} value={percent} />
      </label>
      <button type="button" className="button-secondary" onClick={onCancel}>
        {T.cancel}
      </button>
    </div>
  );
}
