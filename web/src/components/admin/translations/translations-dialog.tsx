/*
 * The staff's translation editor of one text (a news item, a calendar event, the notice): a
 * dialog with, for French and for English, each field beside its Spanish original, "Guardar
 * traducción" and "Quitar traducción". A refusal is said beside its field and nothing typed is
 * lost: what staff type is kept as a draft (translation-drafts.ts) until it is saved. The calls
 * are the feature's (`actions`), which refresh the item's state once they succeed.
 */
import { PREFIXED_LANGS, type TranslationLanguage } from '@lbj/shared';
import { Languages, Save, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { serverErrorField, serverErrorText } from '../../../lib/api-client.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { useSession } from '../../../lib/use-session.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormAlert, FormDone } from '../../ui/form-alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PanelForm } from '../panel-form.tsx';
import { SubmitButton } from '../submit-button.tsx';
import {
  clearTranslationDraft,
  draftBase,
  readTranslationDraft,
  saveTranslationDraft,
  translationDraftKey,
} from './translation-drafts.ts';
import {
  EMPTY_TRANSLATION,
  readTranslationForm,
  storedValues,
  TRANSLATION_FIELDS,
  translationState,
  type TranslationBody,
  type TranslationField,
  type TranslationFieldSpec,
  type TranslationTarget,
  type TranslationValues,
} from './translation-model.ts';
import { TranslationStates } from './translation-states.tsx';
import { TRANSLATIONS_TEXT as T } from './translations-text.ts';
import styles from './translations.module.css';

/** The feature's calls for one text; each settles once the item's state is refreshed. */
export interface TranslationActions {
  save: (idioma: TranslationLanguage, body: TranslationBody) => Promise<unknown>;
  remove: (idioma: TranslationLanguage) => Promise<unknown>;
}

const sameValues = (a: TranslationValues, b: TranslationValues) =>
  a.titulo === b.titulo && a.descripcion === b.descripcion && a.texto === b.texto;

function FieldPair({
  spec,
  formId,
  idioma,
  original,
  value,
  error,
  inputRef,
  onChange,
}: {
  spec: TranslationFieldSpec;
  formId: string;
  idioma: TranslationLanguage;
  original: string;
  value: string;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
}) {
  const name = T.fields[spec.name];
  return (
    <div className={styles.pair}>
      <div className={styles.original} lang="es">
        <span className={styles.originalLabel}>{T.originalLabel(name)}</span>
        <p className={styles.originalText}>{original === '' ? T.noOriginal : original}</p>
      </div>
      <FormField
        id={`${formId}-${spec.name}`}
        label={T.fieldLabel(name, idioma, !spec.required)}
        error={error}
        count={{ length: value.trim().length, max: spec.max }}
      >
        {(props) =>
          spec.rows === undefined ? (
            <input
              {...props}
              ref={inputRef}
              name={spec.name}
              type="text"
              lang={idioma}
              className={styles.input}
              value={value}
              onChange={(event) => {
                onChange(event.target.value);
              }}
            />
          ) : (
            <textarea
              {...props}
              ref={inputRef}
              name={spec.name}
              lang={idioma}
              rows={spec.rows}
              className={styles.textarea}
              value={value}
              onChange={(event) => {
                onChange(event.target.value);
              }}
            />
          )
        }
      </FormField>
    </div>
  );
}

/** One language's form: its state, its fields beside the original, save and remove. */
function LanguageForm({
  target,
  idioma,
  actions,
}: {
  target: TranslationTarget;
  idioma: TranslationLanguage;
  actions: TranslationActions;
}) {
  const formId = useId();
  const specs = TRANSLATION_FIELDS[target.kind];
  const names = specs.map((spec) => spec.name);
  const fields = useFieldErrors<TranslationField>(names);
  const stored = target.translations[idioma];
  const saved = storedValues(target, idioma);
  const key = translationDraftKey(target.kind, target.id, idioma);
  const base = draftBase(stored ? saved : null);
  const [values, setValues] = useState<TranslationValues>(
    () => readTranslationDraft(key, base) ?? saved,
  );
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failureId = `${formId}-fallo`;
  const state = translationState(target.translations, idioma);

  const set = (name: TranslationField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setDone(null);
    fields.clear(name);
    saveTranslationDraft(key, base, next, sameValues(next, saved));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    const read = readTranslationForm(target.kind, values);
    if (!fields.accept(read.errors ?? {}) || read.errors) return;
    const { body } = read;
    setBusy('save');
    actions.save(idioma, body).then(
      () => {
        clearTranslationDraft(key);
        setValues((current) => {
          const next = { ...current };
          for (const name of names) next[name] = body[name] ?? '';
          return next;
        });
        setDone(T.saved(idioma));
        setBusy(null);
      },
      (error: unknown) => {
        const field = names.find((name) => name === serverErrorField(error));
        const text = serverErrorText(error) ?? T.saveFailed;
        if (field) fields.show({ [field]: text });
        else setFailure(text);
        setBusy(null);
      },
    );
  };

  const onRemove = () => {
    if (busy || !window.confirm(T.removeConfirm(idioma))) return;
    setFailure(null);
    setDone(null);
    setBusy('remove');
    actions.remove(idioma).then(
      () => {
        clearTranslationDraft(key);
        setValues(EMPTY_TRANSLATION);
        fields.show({});
        setDone(T.removed(idioma));
        setBusy(null);
        // The button is gone with the translation: the focus goes back to the first field.
        fields.element(names[0] ?? 'titulo')?.focus();
      },
      (error: unknown) => {
        setFailure(serverErrorText(error) ?? T.removeFailed);
        setBusy(null);
      },
    );
  };

  return (
    <PanelForm
      className={styles.language}
      title={T.languages[idioma]}
      titleClassName={styles.languageTitle}
      onSubmit={onSubmit}
    >
      <p className={styles.hint}>
        <span className={styles.badge} data-estado={state}>
          {T.stateLine(T.states[state])}
        </span>
      </p>
      {state === 'desactualizada' ? <p className={styles.outdated}>{T.outdated}</p> : null}
      {specs.map((spec) => (
        <FieldPair
          key={spec.name}
          spec={spec}
          formId={formId}
          idioma={idioma}
          original={target.original[spec.name]}
          value={values[spec.name]}
          error={fields.errors[spec.name]}
          inputRef={fields.ref(spec.name)}
          onChange={(value) => {
            set(spec.name, value);
          }}
        />
      ))}
      <div className={styles.buttons}>
        <SubmitButton
          busy={busy === 'save'}
          busyText={T.saveBusy}
          icon={<Save size={20} aria-hidden="true" />}
          describedBy={failure ? failureId : undefined}
        >
          {T.save} <span className="visually-hidden">{T.toLanguage(idioma)}</span>
        </SubmitButton>
        {stored ? (
          <BusyButton className="button-secondary" busy={busy === 'remove'} onClick={onRemove}>
            <Trash2 size={20} aria-hidden="true" />
            {busy === 'remove' ? (
              T.removeBusy
            ) : (
              <>
                {T.remove} <span className="visually-hidden">{T.toLanguage(idioma)}</span>
              </>
            )}
          </BusyButton>
        ) : null}
      </div>
      <FormAlert id={failureId} message={failure} />
      <FormDone message={done} />
    </PanelForm>
  );
}

/**
 * The editor, in a dialog drawn over the page (in document.body, so that it never sits inside
 * another dialog or a card's layout). Mounted only while open: each opening reads the drafts
 * again, so an editor opened from another place shows what was typed in this one. A session that
 * ends takes it away, so the login form is not hidden behind it; once logged in again it comes
 * back with what was typed.
 */
export function TranslationsDialog({
  target,
  actions,
  onClose,
}: {
  target: TranslationTarget;
  actions: TranslationActions;
  onClose: () => void;
}) {
  const { loggedIn } = useSession();
  if (!loggedIn) return null;
  return createPortal(
    <Dialog
      open
      onClose={onClose}
      size="large"
      title={target.kind === 'aviso' ? T.noticeTitle : T.title(target.name)}
    >
      <div className={styles.editor}>
        <p className={styles.hint}>{T.hint}</p>
        {PREFIXED_LANGS.map((idioma) => (
          <LanguageForm key={idioma} target={target} idioma={idioma} actions={actions} />
        ))}
      </div>
    </Dialog>,
    document.body,
  );
}

/**
 * "Traducciones", named with the text's title for a screen reader (the notice, alone of its
 * kind, needs none).
 */
export function TranslationsButton({
  name,
  className = 'button-secondary',
  onOpen,
}: {
  name?: string | undefined;
  className?: string;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={`${className} ${styles.open}`}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <Languages size={18} aria-hidden="true" />
      {T.open}
      {name === undefined ? null : (
        <>
          {' '}
          <span className="visually-hidden">{T.openTarget(name)}</span>
        </>
      )}
    </button>
  );
}

/** The button, the text's state in each language beside it, and the editor it opens. */
export function TranslationsControl({
  target,
  actions,
  buttonClassName,
}: {
  target: TranslationTarget;
  actions: TranslationActions;
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.group}>
      <TranslationsButton
        name={target.kind === 'aviso' ? undefined : target.name}
        {...(buttonClassName === undefined ? {} : { className: buttonClassName })}
        onOpen={() => {
          setOpen(true);
        }}
      />
      <TranslationStates translations={target.translations} />
      {open ? (
        <TranslationsDialog
          target={target}
          actions={actions}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </span>
  );
}
