import { SUPPLY_LIMITS } from '@lbj/shared';
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import {
  useSupplyLevelEditor,
  type SupplyLevelEditorOptions,
} from '../hooks/use-supply-level-editor.ts';
import {
  lineFieldName,
  lineName,
  type DraftLine,
  type LineField,
} from '../model/supplies-editor.ts';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './supplies-panel-section.module.css';

/** One level's lines: edit, add, reorder with "Subir"/"Bajar", remove, "Guardar cambios". */
export function SupplyLevelEditor(props: SupplyLevelEditorOptions) {
  const editor = useSupplyLevelEditor(props);
  const { lines, register } = editor;

  // A line's "texto" or "detalle" input. It takes twice the saved limit, so that a long paste is
  // not cut without a word: the check then says that it is too long.
  const lineField = (line: DraftLine, index: number, field: LineField, label: string) => (
    <TextField
      label={label}
      error={editor.errorOf(line, field)}
      fieldClassName={field === 'texto' ? styles.textField : styles.detailField}
      inputRef={register(lineFieldName(line.key, field))}
      type="text"
      className={styles.control}
      value={line[field]}
      maxLength={(field === 'texto' ? SUPPLY_LIMITS.textMax : SUPPLY_LIMITS.detailMax) * 2}
      onChange={(value) => {
        editor.edit(line, index, field, value);
      }}
    />
  );

  // "Subir" or "Bajar": at the top (or the bottom) it says so rather than vanish, and the focus
  // follows the line it moved.
  const moveButton = (line: DraftLine, index: number, delta: -1 | 1) => {
    const up = delta < 0;
    const label = lineName(line);
    return (
      <button
        type="button"
        ref={register(`${line.key}:${up ? 'up' : 'down'}`)}
        className={styles.lineButton}
        aria-label={up ? T.moveUpLabel(label) : T.moveDownLabel(label)}
        aria-disabled={(up ? index === 0 : index === lines.length - 1) || undefined}
        onClick={() => {
          editor.move(index, delta);
        }}
      >
        {up ? <ArrowUp size={18} aria-hidden="true" /> : <ArrowDown size={18} aria-hidden="true" />}
        {up ? T.moveUp : T.moveDown}
      </button>
    );
  };

  const addButton = (tipo: DraftLine['tipo'], text: string) => (
    <button
      type="button"
      ref={tipo === 'util' ? register('add') : undefined}
      className="button-secondary"
      disabled={lines.length >= SUPPLY_LIMITS.linesMax}
      onClick={() => {
        editor.add(tipo);
      }}
    >
      <Plus size={18} aria-hidden="true" />
      {text}
    </button>
  );

  return (
    <PanelForm
      className={panel.stack}
      title={T.linesTitle(editor.name, props.draft.year)}
      onSubmit={(event) => {
        event.preventDefault();
        editor.onSave();
      }}
    >
      {lines.length === 0 ? <p className={panel.muted}>{T.noLines}</p> : null}
      <ol className={styles.lines}>
        {lines.map((line, index) => (
          <li
            key={line.key}
            className={line.tipo === 'grupo' ? `${styles.line} ${styles.group}` : styles.line}
          >
            <fieldset className={panel.fieldset}>
              <legend className={styles.legend}>
                {T.lineLegend(index + 1, lines.length)} ·{' '}
                {line.tipo === 'grupo' ? T.kindGroup : T.kindItem}
              </legend>
              <div className={styles.fields}>
                {lineField(line, index, 'texto', T.textLabel(line.tipo))}
                {line.tipo === 'util' ? lineField(line, index, 'detalle', T.detailLabel) : null}
              </div>
              <div className={styles.lineActions}>
                {moveButton(line, index, -1)}
                {moveButton(line, index, 1)}
                <button
                  type="button"
                  className={`${styles.lineButton} ${styles.remove}`}
                  aria-label={T.removeLabel(lineName(line))}
                  onClick={() => {
                    editor.remove(index);
                  }}
                >
                  <Trash2 size={18} aria-hidden="true" />
                  {T.remove}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {editor.announcement}
      </p>
      <div className={styles.addActions}>
        {addButton('util', T.addItem)}
        {addButton('grupo', T.addGroup)}
      </div>
      {editor.failure ? <StatusBox tone="error">{editor.failure}</StatusBox> : null}
      {editor.done && !editor.dirty ? <StatusBox tone="success">{editor.done}</StatusBox> : null}
      <div className={styles.saveBar}>
        {editor.dirty ? <p className={styles.unsaved}>{T.unsaved}</p> : null}
        <button type="submit" className="button-primary" aria-disabled={editor.saving || undefined}>
          <Save size={18} aria-hidden="true" />
          {editor.saving ? T.saving : T.save}
        </button>
        {editor.dirty ? (
          <button type="button" className="button-secondary" onClick={editor.discard}>
            {T.discard}
          </button>
        ) : null}
      </div>
    </PanelForm>
  );
}
