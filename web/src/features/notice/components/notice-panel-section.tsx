import { NOTICE_LEVELS, NOTICE_LIMITS, NOTICE_MESSAGES, type Notice } from '@lbj/shared';
import { AlertCircle, Megaphone, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import { FormEnd } from '../../../components/admin/submit-button.tsx';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverErrorField, serverErrorText } from '../../../lib/api-client.ts';
import { usePublishNotice, useRemoveNotice, useStoredNotice } from '../hooks/notice-queries.ts';
import {
  chileDateTime,
  EMPTY_NOTICE_FORM,
  formFromNotice,
  NOTICE_FIELDS,
  readNoticeForm,
  type NoticeField,
  type NoticeFormValues,
} from '../model/notice-form.ts';
import { NOTICE_TEXT as T } from '../notice-text.ts';
import { NoticeBannerPreview } from './notice-banner-preview.tsx';
import { NoticeTranslationsControl } from './notice-translations.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import styles from './notice-panel-section.module.css';

const isField = (name: string | null): name is NoticeField =>
  name !== null && (NOTICE_FIELDS as readonly string[]).includes(name);

/** What the stored notice is doing, in words. */
function stateText(notice: Notice): string {
  if (notice.estado === 'programado' && notice.desde)
    return T.stateScheduled(chileDateTime(notice.desde));
  if (notice.estado === 'vencido' && notice.hasta)
    return T.stateExpired(chileDateTime(notice.hasta));
  return T.stateActive;
}

/** The message after publishing: shown now, later, or never (its end has passed). */
function publishedText(notice: Notice): string {
  if (notice.estado === 'programado' && notice.desde)
    return T.publishedScheduled(chileDateTime(notice.desde));
  if (notice.estado === 'vencido') return T.publishedExpired;
  return T.published;
}

/**
 * "Aviso actual": the stored notice, what it is doing, its translations, "Retirar aviso", and
 * what happened.
 */
function CurrentNotice() {
  const [removed, setRemoved] = useState(false);
  const stored = useStoredNotice();
  // A notice published after a removal makes the message about the removal old news.
  if (removed && stored.data) setRemoved(false);
  return (
    <>
      <CurrentNoticeBody
        onRemoved={() => {
          setRemoved(true);
        }}
      />
      <FormDone message={removed ? T.removed : null} />
    </>
  );
}

function CurrentNoticeBody({ onRemoved }: { onRemoved: () => void }) {
  const stored = useStoredNotice();
  const remove = useRemoveNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const notice = stored.data;

  const onRemove = () => {
    if (remove.isPending) return;
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: onRemoved,
      onError: (error) => {
        setFailure(serverErrorText(error) ?? T.removeFailed);
      },
    });
  };

  if (stored.isPending) {
    return (
      <p className={panel.muted} role="status">
        {T.loading}
      </p>
    );
  }
  if (stored.isError && notice === undefined) {
    return <LoadFailed onRetry={() => void stored.refetch()}>{T.loadFailed}</LoadFailed>;
  }
  if (!notice) return <p className={panel.muted}>{T.none}</p>;
  return (
    <div className={panel.block}>
      <NoticeBannerPreview
        nivel={notice.nivel}
        texto={notice.texto}
        enlace={Boolean(notice.enlace)}
      />
      <p className={styles.state}>
        <strong>{stateText(notice)}</strong>{' '}
        {notice.estado === 'vencido'
          ? null
          : notice.hasta
            ? T.until(chileDateTime(notice.hasta))
            : T.noEnd}
      </p>
      {notice.enlace ? (
        <p className={panel.muted}>
          {NOTICE_MESSAGES.moreInfo}: <span className={styles.address}>{notice.enlace}</span>
        </p>
      ) : null}
      <NoticeTranslationsControl notice={notice} />
      <BusyButton
        className={`button-secondary ${panel.submit}`}
        busy={remove.isPending}
        onClick={onRemove}
      >
        <Trash2 size={20} aria-hidden="true" />
        {remove.isPending ? T.removeBusy : T.remove}
      </BusyButton>
      <FormAlert message={failure} />
    </div>
  );
}

/**
 * The panel's "Aviso": the notice now stored (with "Retirar aviso") and the form that publishes
 * one, with a preview drawn with the banner's own styles. The form starts from the stored notice;
 * a refusal is said beside its field and nothing typed is cleared (removing keeps the form too, so
 * the same notice can be published again). Dates are typed in Chile's time, whatever the
 * computer's zone. The panel gives the section its heading (h2); the parts here start at h3.
 */
export function NoticePanelSection() {
  const id = useId();
  const stored = useStoredNotice();
  const publish = usePublishNotice();
  const [values, setValues] = useState<NoticeFormValues>(EMPTY_NOTICE_FORM);
  const [dirty, setDirty] = useState(false);
  const [seen, setSeen] = useState<Notice | null | undefined>(undefined);
  const fields = useFieldErrors(NOTICE_FIELDS);
  const errors = fields.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // The stored notice fills the form until staff start typing (set during render, not in an
  // effect: the first paint already shows it).
  if (stored.data !== undefined && stored.data !== seen) {
    setSeen(stored.data);
    if (!dirty && stored.data) setValues(formFromNotice(stored.data));
    // Removed: "Aviso publicado…" under the form would contradict the section above it.
    if (stored.data === null) setDone(null);
  }

  const busy = publish.isPending;
  const set = (field: NoticeField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
    setDone(null);
    fields.clear(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    const read = readNoticeForm(values);
    if (!fields.accept(read.errors ?? {}) || read.errors) return;
    publish.mutate(read.body, {
      onSuccess: (notice) => {
        setDirty(false);
        setDone(publishedText(notice));
      },
      onError: (error) => {
        const field = serverErrorField(error);
        const text = serverErrorText(error) ?? T.failed;
        if (isField(field)) fields.show({ [field]: text });
        else setFailure(text);
      },
    });
  };

  const control = styles.control;
  /** "Desde" and "Hasta": a date and time typed in Chile's time. */
  const dateField = (name: 'desde' | 'hasta', label: string, hint: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      hint={hint}
      error={errors[name]}
      inputRef={fields.ref(name)}
      name={name}
      type="datetime-local"
      className={control}
      value={values[name]}
      onChange={(value) => {
        set(name, value);
      }}
    />
  );
  return (
    <div className={panel.section}>
      <Card as="section" tone="outlined" className={panel.block} aria-labelledby={`${id}-actual`}>
        <h3 id={`${id}-actual`} className={panel.title}>
          {T.currentTitle}
        </h3>
        <CurrentNotice />
      </Card>

      <Card tone="raised">
        <PanelForm
          className={styles.form}
          title={T.formTitle}
          lead={T.formLead}
          onSubmit={onSubmit}
        >
          <fieldset
            className={`${panel.fieldset} ${styles.levels}`}
            aria-describedby={errors.nivel ? `${id}-nivel-error` : undefined}
          >
            <legend className={styles.legend}>{T.levelLegend}</legend>
            {NOTICE_LEVELS.map((level, index) => (
              <label key={level} className={styles.level}>
                <input
                  ref={index === 0 ? fields.ref('nivel') : undefined}
                  type="radio"
                  name="nivel"
                  value={level}
                  checked={values.nivel === level}
                  aria-describedby={`${id}-nivel-${level}`}
                  onChange={() => {
                    set('nivel', level);
                  }}
                />
                <span className={styles.levelName}>{T.levels[level].label}</span>
                <span id={`${id}-nivel-${level}`} className={styles.levelHint}>
                  {T.levels[level].hint}
                </span>
              </label>
            ))}
            {errors.nivel ? (
              <p id={`${id}-nivel-error`} className={styles.fieldError}>
                <AlertCircle size={18} aria-hidden="true" />
                {errors.nivel}
              </p>
            ) : null}
          </fieldset>

          <FormField
            id={`${id}-texto`}
            label={T.textLabel}
            hint={T.textHint}
            count={{ length: values.texto.trim().length, max: NOTICE_LIMITS.textoMax }}
            error={errors.texto}
          >
            {(props) => (
              <textarea
                {...props}
                ref={fields.ref('texto')}
                name="texto"
                className={`${control} ${styles.textarea}`}
                rows={3}
                value={values.texto}
                required
                onChange={(event) => {
                  set('texto', event.target.value);
                }}
              />
            )}
          </FormField>

          <TextField
            id={`${id}-enlace`}
            label={T.linkLabel}
            hint={T.linkHint}
            error={errors.enlace}
            inputRef={fields.ref('enlace')}
            name="enlace"
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            className={control}
            value={values.enlace}
            onChange={(value) => {
              set('enlace', value);
            }}
          />

          <div className={styles.dates}>
            {dateField('desde', T.fromLabel, T.fromHint)}
            {dateField('hasta', T.untilLabel, T.untilHint)}
          </div>

          <figure className={styles.preview} aria-labelledby={`${id}-vista`}>
            <figcaption id={`${id}-vista`} className={styles.legend}>
              {T.previewTitle}
            </figcaption>
            <NoticeBannerPreview
              nivel={values.nivel}
              texto={values.texto}
              enlace={values.enlace.trim() !== ''}
            />
            {values.nivel === 'urgente' ? (
              <p className={panel.muted}>{T.previewUrgentNote}</p>
            ) : null}
          </figure>

          <FormEnd
            busy={busy}
            icon={<Megaphone size={20} aria-hidden="true" />}
            busyText={T.publishBusy}
            failure={failure}
            done={done}
          >
            {T.publish}
          </FormEnd>
        </PanelForm>
      </Card>
    </div>
  );
}
