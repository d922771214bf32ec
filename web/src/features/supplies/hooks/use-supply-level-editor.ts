import { supplyLevelName, type SupplyLevel } from '@lbj/shared';
import { useEffect, useRef, useState } from 'react';
import { isUnauthorized, serverErrorField, serverMessage } from '../../../lib/api-client.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import {
  addLine,
  checkLines,
  fieldErrors,
  firstFieldInError,
  isDirty,
  lineFieldName,
  lineName,
  linesToSave,
  moveLine,
  removeLine,
  serverLineError,
  updateLine,
  type DraftLine,
  type LevelDraft,
  type LineField,
  type LineFieldName,
} from '../model/supplies-editor.ts';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import { useSaveSupplyLevel } from './supplies-admin-queries.ts';

export interface SupplyLevelEditorOptions {
  draft: LevelDraft;
  onChange: (draft: LevelDraft) => void;
  /** After a save, with the level saved and the lines that were sent. */
  onSaved: (saved: SupplyLevel, sent: readonly DraftLine[]) => void;
  /** "Descartar cambios": back to what is stored. */
  onDiscard: () => void;
}

/** The name of a focusable control: a line's field or button, or the first "Agregar" button. */
type Control = LineFieldName | `${string}:${'up' | 'down'}` | 'add';

// The lines' fields come and go with the lines, and the editor's own register of controls focuses
// them (as it does a moved line's button or a new line's field). So showing errors moves no focus
// by itself: the check before sending focuses the first field in error, and a server's refusal
// of one line leaves the focus where it was.
const NO_FOCUS_ORDER: readonly LineFieldName[] = [];

/**
 * One level's lines as "Guardar cambios" sends them: editing, adding, "Subir"/"Bajar" and
 * removing lines, with the focus following the line, what is announced, the fields' errors,
 * and what the save says.
 */
export function useSupplyLevelEditor({
  draft,
  onChange,
  onSaved,
  onDiscard,
}: SupplyLevelEditorOptions) {
  const save = useSaveSupplyLevel();
  const fields = useFieldErrors(NO_FOCUS_ORDER);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // The editor's focusable controls by name, and the one to focus after the next render (a
  // moved line's button, a new line's field).
  const [controls] = useState(() => new Map<Control, HTMLElement>());
  const pendingFocus = useRef<Control | null>(null);
  const name = supplyLevelName(draft.level);
  const { lines } = draft;

  useEffect(() => {
    if (pendingFocus.current === null) return;
    controls.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const register = (control: Control) => (element: HTMLElement | null) => {
    if (element) controls.set(control, element);
    else controls.delete(control);
  };

  const change = (next: readonly DraftLine[]) => {
    setDone(null);
    onChange({ ...draft, lines: next });
  };

  const move = (index: number, delta: -1 | 1) => {
    const line = lines[index];
    if (!line) return;
    const next = moveLine(lines, index, delta);
    if (next === lines) return;
    change(next);
    setAnnouncement(T.moved(lineName(line), index + delta + 1));
    pendingFocus.current = `${line.key}:${delta < 0 ? 'up' : 'down'}`;
  };

  const remove = (index: number) => {
    const line = lines[index];
    if (!line) return;
    change(removeLine(lines, index));
    setAnnouncement(T.removed(lineName(line)));
    const neighbour = lines[index + 1] ?? lines[index - 1];
    pendingFocus.current = neighbour ? lineFieldName(neighbour.key, 'texto') : 'add';
  };

  const add = (tipo: DraftLine['tipo']) => {
    const next = addLine(lines, tipo);
    change(next);
    const added = next[next.length - 1];
    if (added) pendingFocus.current = lineFieldName(added.key, 'texto');
  };

  /** A line's field typed into: the draft follows, and the field's error goes. */
  const edit = (line: DraftLine, index: number, field: LineField, value: string) => {
    change(updateLine(lines, index, { [field]: value }));
    fields.clear(lineFieldName(line.key, field));
  };

  const onSave = () => {
    if (save.isPending) return;
    setFailure(null);
    setDone(null);
    const found = checkLines(lines);
    if (!fields.accept(fieldErrors(found))) {
      setFailure(T.fixErrors);
      const first = firstFieldInError(lines, found);
      if (first) controls.get(first)?.focus();
      return;
    }
    save.mutate(
      {
        year: draft.year,
        level: draft.level,
        body: { lineas: linesToSave(lines), version: draft.baseVersion },
      },
      {
        onSuccess: (saved) => {
          setDone(T.saved(name));
          onSaved(saved, lines);
        },
        onError: (error) => {
          // A refused session shows the login above; the edits stay here.
          if (isUnauthorized(error)) return;
          const message = serverMessage(error) ?? T.failed;
          const placed = serverLineError(lines, serverErrorField(error), message);
          if (placed) fields.show(fieldErrors(placed));
          setFailure(message);
        },
      },
    );
  };

  return {
    name,
    lines,
    dirty: isDirty(draft),
    saving: save.isPending,
    /** The error beside a line's field, if any. */
    errorOf: (line: DraftLine, field: LineField) => fields.errors[lineFieldName(line.key, field)],
    failure,
    announcement,
    done,
    register,
    edit,
    move,
    remove,
    add,
    onSave,
    /** "Descartar cambios": the marks and the failure go with the edits. */
    discard: () => {
      fields.show({});
      setFailure(null);
      onDiscard();
    },
  };
}
