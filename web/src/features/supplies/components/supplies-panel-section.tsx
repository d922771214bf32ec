import {
  chileYear,
  SUPPLY_LEVELS,
  SUPPLY_LIMITS,
  supplyLevelName,
  type SupplyLevel,
  type SupplyLevelId,
  type SupplyYears,
} from '@lbj/shared';
import { ArrowDown, ArrowUp, Copy, Eye, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { isUnauthorized, serverErrorField, serverMessage } from '../../../lib/api-client.ts';
import {
  useCopySupplyYear,
  usePublishSupplyYear,
  useSaveSupplyLevel,
  useSupplyYear,
  useSupplyYears,
} from '../hooks/supplies-admin-queries.ts';
import {
  addLine,
  checkLines,
  draftFrom,
  draftId,
  isDirty,
  lineName,
  linesToSave,
  moveLine,
  removeLine,
  serverLineError,
  updateLine,
  type DraftLine,
  type LevelDraft,
  type LineErrors,
  type LineField,
} from '../model/supplies-editor.ts';
import { SUPPLIES_PANEL_TEXT as T } from '../supplies-panel-text.ts';
import panel from '../../../components/admin/panel-section.module.css';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import styles from './supplies-panel-section.module.css';

// Unsaved edits live here, outside the component: switching level or year, another panel
// section, or leaving the panel for another page of the site and coming back keeps them (only a
// save or "Descartar cambios" drops one). A reload or closing the tab asks first.
let keptDrafts: Readonly<Record<string, LevelDraft>> = {};

// A loaded level's draft, made once per loaded copy: its lines keep their keys (and their focus)
// across renders until the level is loaded or saved again.
const loadedDrafts = new WeakMap<SupplyLevel, LevelDraft>();
function loadedDraft(year: number, level: SupplyLevel): LevelDraft {
  let draft = loadedDrafts.get(level);
  if (!draft) {
    draft = draftFrom(year, level);
    loadedDrafts.set(level, draft);
  }
  return draft;
}

const dirtyDrafts = (drafts: Readonly<Record<string, LevelDraft>>) =>
  Object.values(drafts).filter(isDirty);

/** Asks before the page is left (reload, another address, a link) while edits are unsaved. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // A link of the site (a client-side navigation) unmounts the panel: ask first. Capture
    // phase, before the router's own handler, which skips a click whose default was prevented.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const url = new URL(target.href, window.location.href);
      if (url.pathname === window.location.pathname) return;
      if (!window.confirm(T.leaveWarning)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
}

/** The years offered: those with a list, the one after the newest, this year and the next. */
function yearOptions(years: SupplyYears | undefined, today: number): number[] {
  const stored = years?.anios.map((row) => row.anio) ?? [];
  const next = stored.length > 0 ? [Math.max(...stored) + 1] : [];
  const all = new Set([today, today + 1, ...stored, ...next]);
  return [...all].sort((a, b) => b - a);
}

const hasLines = (years: SupplyYears | undefined, year: number) =>
  (years?.anios.find((row) => row.anio === year)?.niveles_con_lineas ?? 0) > 0;

/** The panel's "Útiles": the list of each level and school year, which year families see. */
export function SuppliesPanelSection() {
  const id = useId();
  const today = chileYear(new Date());
  const years = useSupplyYears();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? years.data?.vigente ?? today;
  const [level, setLevel] = useState<SupplyLevelId>(SUPPLY_LEVELS[0].id);
  const [drafts, setDraftsState] = useState(keptDrafts);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const yearData = useSupplyYear(year);
  const copy = useCopySupplyYear();
  const publish = usePublishSupplyYear();

  const setDrafts = (update: (current: typeof drafts) => typeof drafts) => {
    setDraftsState((current) => {
      const next = update(current);
      keptDrafts = next;
      return next;
    });
  };
  const unsaved = dirtyDrafts(drafts);
  useLeaveWarning(unsaved.length > 0);
  const unsavedInYear = unsaved.filter((draft) => draft.year === year);

  const published = years.data?.vigente ?? null;
  const yearHasLines = hasLines(years.data, year);
  const previous = year - 1;
  const canCopy = hasLines(years.data, previous);

  const onCopy = () => {
    setNotice(null);
    if (unsavedInYear.length > 0) {
      setNotice({ tone: 'error', text: T.copyNeedsSave });
      return;
    }
    const replace = yearHasLines;
    if (replace && !window.confirm(T.copyConfirmReplace(previous, year))) return;
    copy.mutate(
      { year, from: previous, confirm: replace },
      {
        onSuccess: () => {
          // Nothing unsaved in this year (checked above): its drafts are the old lines.
          setDrafts((current) =>
            Object.fromEntries(Object.entries(current).filter(([, draft]) => draft.year !== year)),
          );
          setNotice({ tone: 'success', text: T.copyDone(previous, year) });
        },
        onError: (error) => {
          if (!isUnauthorized(error)) {
            setNotice({ tone: 'error', text: serverMessage(error) ?? T.failed });
          }
        },
      },
    );
  };

  const onPublish = () => {
    setNotice(null);
    if (unsavedInYear.length > 0) {
      setNotice({ tone: 'error', text: T.publishNeedsSave });
      return;
    }
    if (!window.confirm(T.publishConfirm(year))) return;
    publish.mutate(year, {
      onSuccess: () => {
        setNotice({ tone: 'success', text: T.publishDone(year) });
      },
      onError: (error) => {
        if (!isUnauthorized(error)) {
          setNotice({ tone: 'error', text: serverMessage(error) ?? T.failed });
        }
      },
    });
  };

  const levelData = yearData.data?.niveles.find((candidate) => candidate.nivel === level);
  const key = draftId(year, level);
  const draft = drafts[key] ?? (levelData ? loadedDraft(year, levelData) : undefined);
  const dropDraft = () => {
    setDrafts((current) => {
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  };
  // After a save: the draft is done, unless lines were edited while the save was under way.
  // Then those edits stay, measured against what was saved (and saved over its version next).
  const afterSave = (saved: SupplyLevel, sent: readonly DraftLine[]) => {
    setDrafts((current) => {
      const { [key]: kept, ...rest } = current;
      if (!kept || kept.lines === sent) return rest;
      return { ...rest, [key]: { ...kept, base: saved.lineas, baseVersion: saved.version } };
    });
  };

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
              setChosenYear(Number(event.target.value));
              setNotice(null);
            }}
          >
            {yearOptions(years.data, today).map((option) => (
              <option key={option} value={option}>
                {hasLines(years.data, option) || option === published
                  ? T.yearOption(option, option === published)
                  : T.newYearOption(option)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.picker}>
          <label htmlFor={`${id}-nivel`}>{T.levelLabel}</label>
          <select
            id={`${id}-nivel`}
            className={styles.control}
            value={level}
            onChange={(event) => {
              setLevel(event.target.value as SupplyLevelId);
            }}
          >
            {SUPPLY_LEVELS.map((option) => {
              const kept = drafts[draftId(year, option.id)];
              return (
                <option key={option.id} value={option.id}>
                  {kept && isDirty(kept) ? `${option.nombre} (${T.unsavedShort})` : option.nombre}
                </option>
              );
            })}
          </select>
        </div>
      </div>

      <div className={styles.yearBar}>
        <p className={styles.yearStatus}>
          <Eye size={18} aria-hidden="true" />
          {year === published ? T.yearStatusPublished(year) : T.yearStatusPreparing(year)}
        </p>
        <div className={styles.yearActions}>
          {canCopy ? (
            <BusyButton className="button-secondary" busy={copy.isPending} onClick={onCopy}>
              <Copy size={18} aria-hidden="true" />
              {T.copyFrom(previous)}
            </BusyButton>
          ) : null}
          {yearHasLines && year !== published ? (
            <BusyButton className="button-primary" busy={publish.isPending} onClick={onPublish}>
              {T.publish(year)}
            </BusyButton>
          ) : null}
        </div>
        {canCopy && !yearHasLines ? (
          <p className={panel.muted}>{T.copyHint(previous, year)}</p>
        ) : null}
      </div>

      {notice ? <StatusBox tone={notice.tone}>{notice.text}</StatusBox> : null}
      {unsaved.length > 0 ? (
        <StatusBox tone="warning" announce={false}>
          {T.unsavedLevels(
            unsaved.map((kept) => `${supplyLevelName(kept.level)} ${String(kept.year)}`).join(', '),
          )}
        </StatusBox>
      ) : null}

      {yearData.isError && !isUnauthorized(yearData.error) ? (
        <LoadFailed onRetry={() => void yearData.refetch()}>{T.loadYearFailed}</LoadFailed>
      ) : draft ? (
        <LevelEditor
          key={key}
          draft={draft}
          onChange={(next) => {
            setDrafts((current) => ({ ...current, [key]: next }));
          }}
          onSaved={afterSave}
          onDiscard={() => {
            dropDraft();
            // Someone else may have saved the level meanwhile: show what is stored now.
            void yearData.refetch();
          }}
        />
      ) : (
        <p role="status">{T.loadingYear}</p>
      )}
    </div>
  );
}

interface LevelEditorProps {
  draft: LevelDraft;
  onChange: (draft: LevelDraft) => void;
  /** After a save, with the level saved and the lines that were sent. */
  onSaved: (saved: SupplyLevel, sent: readonly DraftLine[]) => void;
  /** "Descartar cambios": back to what is stored. */
  onDiscard: () => void;
}

type FocusTarget = { key: string; control: 'texto' | 'up' | 'down' } | { key: 'add' };

/** One level's lines: edit, add, reorder with "Subir"/"Bajar", remove, "Guardar cambios". */
function LevelEditor({ draft, onChange, onSaved, onDiscard }: LevelEditorProps) {
  const save = useSaveSupplyLevel();
  const [errors, setErrors] = useState<LineErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // The editor's focusable controls by name ("<line key>:texto", "<line key>:up", "add"), and
  // the one to focus after the next render (a moved line's button, a new line's field).
  const [controls] = useState(() => new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const name = supplyLevelName(draft.level);
  const dirty = isDirty(draft);
  const { lines } = draft;

  useEffect(() => {
    if (pendingFocus.current === null) return;
    controls.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const focusAfterRender = (target: FocusTarget) => {
    pendingFocus.current = 'control' in target ? `${target.key}:${target.control}` : 'add';
  };

  const register = (control: string) => (element: HTMLElement | null) => {
    if (element) controls.set(control, element);
    else controls.delete(control);
  };

  const change = (next: readonly DraftLine[]) => {
    setDone(null);
    onChange({ ...draft, lines: next });
  };

  const clearError = (key: string, field: LineField) => {
    if (errors[key]?.[field]) {
      setErrors((current) => ({ ...current, [key]: { ...current[key], [field]: undefined } }));
    }
  };

  const move = (index: number, delta: -1 | 1) => {
    const line = lines[index];
    if (!line) return;
    const next = moveLine(lines, index, delta);
    if (next === lines) return;
    change(next);
    setAnnouncement(T.moved(lineName(line), index + delta + 1));
    focusAfterRender({ key: line.key, control: delta < 0 ? 'up' : 'down' });
  };

  const remove = (index: number) => {
    const line = lines[index];
    if (!line) return;
    change(removeLine(lines, index));
    setAnnouncement(T.removed(lineName(line)));
    const neighbour = lines[index + 1] ?? lines[index - 1];
    focusAfterRender(neighbour ? { key: neighbour.key, control: 'texto' } : { key: 'add' });
  };

  const add = (tipo: 'util' | 'grupo') => {
    const next = addLine(lines, tipo);
    change(next);
    const added = next[next.length - 1];
    if (added) focusAfterRender({ key: added.key, control: 'texto' });
  };

  const onSave = () => {
    if (save.isPending) return;
    setFailure(null);
    setDone(null);
    const found = checkLines(lines);
    const first = lines.find((line) => found[line.key]);
    if (first) {
      setErrors(found);
      setFailure(T.fixErrors);
      controls.get(`${first.key}:${found[first.key]?.texto ? 'texto' : 'detalle'}`)?.focus();
      return;
    }
    setErrors({});
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
          if (placed) setErrors(placed);
          setFailure(message);
        },
      },
    );
  };

  // A line's "texto" or "detalle" input. It takes twice the saved limit, so that a long paste is
  // not cut without a word: the check then says that it is too long.
  const lineField = (line: DraftLine, index: number, field: LineField, label: string) => (
    <TextField
      label={label}
      error={errors[line.key]?.[field]}
      fieldClassName={field === 'texto' ? styles.textField : styles.detailField}
      inputRef={register(`${line.key}:${field}`)}
      type="text"
      className={styles.control}
      value={line[field]}
      maxLength={(field === 'texto' ? SUPPLY_LIMITS.textMax : SUPPLY_LIMITS.detailMax) * 2}
      onChange={(value) => {
        change(updateLine(lines, index, { [field]: value }));
        clearError(line.key, field);
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
          move(index, delta);
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
        add(tipo);
      }}
    >
      <Plus size={18} aria-hidden="true" />
      {text}
    </button>
  );

  return (
    <PanelForm
      className={panel.stack}
      title={T.linesTitle(name, draft.year)}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {lines.length === 0 ? <p className={panel.muted}>{T.noLines}</p> : null}
      <ol className={styles.lines}>
        {lines.map((line, index) => {
          const label = lineName(line);
          return (
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
                    aria-label={T.removeLabel(label)}
                    onClick={() => {
                      remove(index);
                    }}
                  >
                    <Trash2 size={18} aria-hidden="true" />
                    {T.remove}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className={styles.addActions}>
        {addButton('util', T.addItem)}
        {addButton('grupo', T.addGroup)}
      </div>
      {failure ? <StatusBox tone="error">{failure}</StatusBox> : null}
      {done && !dirty ? <StatusBox tone="success">{done}</StatusBox> : null}
      <div className={styles.saveBar}>
        {dirty ? <p className={styles.unsaved}>{T.unsaved}</p> : null}
        <button
          type="submit"
          className="button-primary"
          aria-disabled={save.isPending || undefined}
        >
          <Save size={18} aria-hidden="true" />
          {save.isPending ? T.saving : T.save}
        </button>
        {dirty ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setErrors({});
              setFailure(null);
              onDiscard();
            }}
          >
            {T.discard}
          </button>
        ) : null}
      </div>
    </PanelForm>
  );
}
