import type { SupplyLevelId } from '@lbj/shared';
import { Copy, Eye } from 'lucide-react';
import { useId } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { useSuppliesEditor } from '../hooks/use-supplies-editor.ts';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './supplies-panel-section.module.css';
import { SupplyLevelEditor } from './supply-level-editor.tsx';

/** The panel's "Útiles": the list of each level and school year, which year families see. */
export function SuppliesPanelSection() {
  const id = useId();
  const supplies = useSuppliesEditor();
  const { year, previous, draft } = supplies;

  return (
    <div className={panel.stack}>
      <div className={styles.pickers}>
        <div className={styles.picker}>
          <label htmlFor={`${id}-anio`}>{T.yearLabel}</label>
          <select
            id={`${id}-anio`}
            className={styles.control}
            value={year}
            onChange={(event) => {
              supplies.chooseYear(Number(event.target.value));
            }}
          >
            {supplies.yearChoices.map((option) => (
              <option key={option.year} value={option.year}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.picker}>
          <label htmlFor={`${id}-nivel`}>{T.levelLabel}</label>
          <select
            id={`${id}-nivel`}
            className={styles.control}
            value={supplies.level}
            onChange={(event) => {
              supplies.chooseLevel(event.target.value as SupplyLevelId);
            }}
          >
            {supplies.levelChoices.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={styles.yearBar}>
        <p className={styles.yearStatus}>
          <Eye size={18} aria-hidden="true" />
          {supplies.published ? T.yearStatusPublished(year) : T.yearStatusPreparing(year)}
        </p>
        <div className={styles.yearActions}>
          {supplies.canCopy ? (
            <BusyButton
              className="button-secondary"
              busy={supplies.copying}
              onClick={supplies.onCopy}
            >
              <Copy size={18} aria-hidden="true" />
              {T.copyFrom(previous)}
            </BusyButton>
          ) : null}
          {supplies.canPublish ? (
            <BusyButton
              className="button-primary"
              busy={supplies.publishing}
              onClick={supplies.onPublish}
            >
              {T.publish(year)}
            </BusyButton>
          ) : null}
        </div>
        {supplies.copyHint ? <p className={panel.muted}>{T.copyHint(previous, year)}</p> : null}
      </div>

      {supplies.notice ? (
        <StatusBox tone={supplies.notice.tone}>{supplies.notice.text}</StatusBox>
      ) : null}
      {supplies.unsaved !== null ? (
        <StatusBox tone="warning" announce={false}>
          {T.unsavedLevels(supplies.unsaved)}
        </StatusBox>
      ) : null}

      {supplies.loadFailed ? (
        <LoadFailed onRetry={supplies.retry}>{T.loadYearFailed}</LoadFailed>
      ) : draft ? (
        <SupplyLevelEditor
          key={supplies.draftKey}
          draft={draft}
          onChange={supplies.changeDraft}
          onSaved={supplies.saved}
          onDiscard={supplies.discard}
        />
      ) : (
        <p role="status">{T.loadingYear}</p>
      )}
    </div>
  );
}
