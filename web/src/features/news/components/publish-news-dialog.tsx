import {
  createNewsFieldsSchema,
  IMAGE_ACCEPT,
  LIMITS,
  MESSAGES,
  NEWS_CATEGORIES,
  type NewsItem,
  type UpdateNewsFields,
} from '@lbj/shared';
import { AlertCircle } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  isAbort,
  isUnauthorized,
  resolveImageUrl,
  serverErrorField,
  serverErrorText,
} from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { imageFileProblem } from '../../../lib/upload/image-check.ts';
import { useUpload, type UseUploadOptions } from '../../../lib/upload/use-upload.ts';
import {
  clearDraft,
  editDraftKey,
  readDraft,
  readEditDraft,
  saveDraft,
  saveEditDraft,
  type NewsDraft,
} from '../hooks/news-draft.ts';
import { usePublishNews, useUpdateNews } from '../hooks/news-mutations.ts';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';
import { NEWS_TEXT } from '../news-text.ts';
import { chileLocalToIso, formatChileDateTime, isoToChileLocal } from '../utils/chile-time.ts';
import styles from './publish-news-dialog.module.css';

type FieldName = 'titulo' | 'descripcion' | 'tipo_noticia' | 'imagen' | 'estado' | 'publicar_en';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = [
  'titulo',
  'descripcion',
  'tipo_noticia',
  'imagen',
  'estado',
  'publicar_en',
];
const isFieldName = (value: string | null): value is FieldName =>
  value !== null && (FIELD_ORDER as readonly string[]).includes(value);

interface ChosenImage {
  file: File;
  previewUrl: string;
}

/** The form's view of an item: what the edit starts from. */
export function draftOf(item: NewsItem): NewsDraft {
  return {
    titulo: item.titulo,
    descripcion: item.descripcion,
    tipo_noticia: item.tipo_noticia,
    estado: item.estado === 'borrador' ? 'borrador' : 'publicada',
    programar: Boolean(item.publicar_en),
    publicar_en: item.publicar_en ? isoToChileLocal(item.publicar_en) : '',
  };
}

/** The version of an item an edit starts from. */
/** "Elige una categoría" first, shown until one is chosen, then the categories. */
const CATEGORY_OPTIONS = [
  { value: '', label: NEWS_TEXT.categoriaPlaceholder, disabled: true },
  ...NEWS_CATEGORIES.map((category) => ({ value: category, label: category })),
];

const versionOf = (item: NewsItem) => item.actualizado ?? item.fecha;

/** `publicar_en` as the API takes it: ISO 8601 with Chile's offset, or '' for "no date". */
const publishAt = (draft: NewsDraft): string =>
  draft.programar ? (chileLocalToIso(draft.publicar_en) ?? '') : '';

/**
 * The fields of an edit that differ from the item: a PATCH sends only those. The state and the
 * date are compared as the form shows them (a date is sent again only when it was changed).
 */
export function changedFields(item: NewsItem, draft: NewsDraft): UpdateNewsFields {
  const before = draftOf(item);
  const changed: UpdateNewsFields = {};
  if (draft.titulo !== before.titulo) changed.titulo = draft.titulo;
  if (draft.descripcion !== before.descripcion) changed.descripcion = draft.descripcion;
  if (draft.tipo_noticia !== before.tipo_noticia) {
    changed.tipo_noticia = draft.tipo_noticia as UpdateNewsFields['tipo_noticia'];
  }
  if (draft.estado !== before.estado) changed.estado = draft.estado as UpdateNewsFields['estado'];
  if (
    draft.programar !== before.programar ||
    (draft.programar && draft.publicar_en !== before.publicar_en)
  ) {
    changed.publicar_en = publishAt(draft);
  }
  return changed;
}

/** The message after a save: a draft, a scheduled item, or one that is public now. */
function doneMessage(item: NewsItem, editing: boolean): string {
  if (item.estado === 'borrador') return NEWS_ADMIN_TEXT.draftSaved;
  if (new Date(item.fecha).getTime() > Date.now()) {
    return NEWS_ADMIN_TEXT.scheduled(formatChileDateTime(item.fecha));
  }
  return editing ? NEWS_ADMIN_TEXT.editSucceeded : MESSAGES.publishSucceeded;
}

export interface PublishNewsDialogProps extends UseUploadOptions {
  open: boolean;
  onClose: () => void;
  /** After a save: the item as the server answered, and the message to show. */
  onPublished: (item: NewsItem, message: string) => void;
}

/** "Subir Noticia": the form lives on while the dialog is closed, so nothing typed is lost. */
export function PublishNewsDialog({ open, onClose, onPublished, decoder }: PublishNewsDialogProps) {
  // A new key after a successful publish gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  return (
    <Dialog open={open} onClose={onClose} title={NEWS_TEXT.publishTitle}>
      <PublishNewsForm
        key={formKey}
        {...(decoder !== undefined ? { decoder } : {})}
        onPublished={(item, message) => {
          setFormKey((key) => key + 1);
          onPublished(item, message);
        }}
      />
    </Dialog>
  );
}

export interface EditNewsDialogProps extends Omit<PublishNewsDialogProps, 'open'> {
  /** The item being edited; null keeps the dialog closed. */
  item: NewsItem | null;
}

/**
 * "Editar noticia": the publish form filled with the item. The unsaved edit is kept per item
 * (sessionStorage), so closing the dialog or a failed save loses nothing.
 */
export function EditNewsDialog({ item, onClose, onPublished, decoder }: EditNewsDialogProps) {
  // The last item stays rendered while the dialog closes (the content must not jump).
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  return (
    <Dialog open={item !== null} onClose={onClose} title={NEWS_ADMIN_TEXT.editTitle}>
      {shown ? (
        <PublishNewsForm
          key={`${String(shown.id)}:${versionOf(shown)}`}
          item={shown}
          {...(decoder !== undefined ? { decoder } : {})}
          onPublished={onPublished}
        />
      ) : null}
    </Dialog>
  );
}

interface PublishNewsFormProps extends UseUploadOptions {
  /** Editing this item; publishing a new one without it. */
  item?: NewsItem;
  onPublished: (item: NewsItem, message: string) => void;
}

export function PublishNewsForm({ item, onPublished, decoder }: PublishNewsFormProps) {
  const id = useId();
  const ids = {
    titulo: `${id}-titulo`,
    descripcion: `${id}-descripcion`,
    tipo_noticia: `${id}-tipo`,
    imagen: `${id}-imagen`,
    estado: `${id}-estado`,
    publicar_en: `${id}-publicar-en`,
  } satisfies Record<FieldName, string>;
  const chosenId = `${ids.imagen}-chosen`;
  const submitErrorId = `${id}-envio-error`;
  const editing = item !== undefined;

  const [draft, setDraft] = useState<NewsDraft>(() =>
    item ? (readEditDraft(item.id, versionOf(item)) ?? draftOf(item)) : readDraft(),
  );
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const upload = useUpload(decoder !== undefined ? { decoder } : {});
  const publish = usePublishNews();
  const update = useUpdateNews();
  const { sending, percent } = upload;

  const tituloRef = useRef<HTMLInputElement>(null);
  const descripcionRef = useRef<HTMLTextAreaElement>(null);
  const tipoRef = useRef<HTMLSelectElement>(null);
  const imagenRef = useRef<HTMLInputElement>(null);
  const estadoRef = useRef<HTMLInputElement>(null);
  const publicarEnRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // "Publicar" tapped while the photo is being prepared: the form is sent once it is ready.
  const [queued, setQueued] = useState(false);
  // Counts finished preparations, set in the same render as the chosen image or its error.
  const [preparedCount, setPreparedCount] = useState(0);
  // Asks for the focus back on "Publicar" after a cancel or a failure without a field. Given in
  // an effect, once the render that enables the button again is on the page: a disabled button
  // takes no focus, and a frame's delay could come before that render on a busy phone.
  // Once per request: a later send that ends must not take the focus from where it went.
  const submitFocusPending = useRef(false);
  const [submitFocusRequest, setSubmitFocusRequest] = useState(0);
  const requestSubmitFocus = () => {
    submitFocusPending.current = true;
    setSubmitFocusRequest((count) => count + 1);
  };
  useEffect(() => {
    if (!submitFocusPending.current || sending) return;
    submitFocusPending.current = false;
    submitRef.current?.focus();
  }, [submitFocusRequest, sending]);

  useEffect(() => {
    if (!item) {
      saveDraft(draft);
      return;
    }
    const unchanged = Object.keys(changedFields(item, draft)).length === 0;
    saveEditDraft(item.id, versionOf(item), draft, unchanged);
  }, [draft, item]);

  // The preview URL is released when the image changes and when the form goes away.
  useEffect(() => {
    if (!image) return;
    return () => {
      URL.revokeObjectURL(image.previewUrl);
    };
  }, [image]);

  const setField = <K extends keyof NewsDraft>(field: K, value: NewsDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSubmitError(null);
    const errorField: FieldName = field === 'programar' ? 'publicar_en' : field;
    if (errors[errorField]) setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  /** Counts the photos chosen: a slow preparation must not overwrite a later choice. */
  const imageChoice = useRef(0);
  const onImageChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const current = ++imageChoice.current;
    // A big phone photo is shrunk here, before the 5 MB check.
    const [prepared] = await upload.prepare([chosen]);
    setPreparedCount((count) => count + 1);
    // A later choice won while this one was being prepared.
    if (!prepared || current !== imageChoice.current) return;
    const { result } = prepared;
    if (!result.ok) {
      // Refused before sending; the typed fields stay as they are.
      input.value = '';
      setImage(null);
      setErrors((current) => ({ ...current, imagen: result.problem }));
      return;
    }
    const { file } = result;
    setImage({ file, previewUrl: URL.createObjectURL(file) });
    setErrors((current) => ({ ...current, imagen: undefined }));
  };

  const sendQueued = useEffectEvent(() => {
    if (queued && !upload.preparing) formRef.current?.requestSubmit(submitRef.current);
  });
  // Only a finished preparation sends a queued form.
  useEffect(() => {
    sendQueued();
  }, [preparedCount]);

  const focusField = (field: FieldName) => {
    const refs = {
      titulo: tituloRef,
      descripcion: descripcionRef,
      tipo_noticia: tipoRef,
      imagen: imagenRef,
      estado: estadoRef,
      publicar_en: publicarEnRef,
    };
    refs[field].current?.focus();
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const parsed = createNewsFieldsSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (isFieldName(field) && !found[field]) found[field] = issue.message;
      }
    }
    if (!draft.tipo_noticia) found.tipo_noticia = MESSAGES.categoryRequired;
    if (image) {
      const problem = imageFileProblem(image.file);
      if (problem) found.imagen = problem;
    } else if (!editing) {
      found.imagen = errors.imagen ?? MESSAGES.imageRequired;
    }
    // Editing without a new image (or after a refused one) keeps the current image.
    if (draft.programar && chileLocalToIso(draft.publicar_en) === null) {
      found.publicar_en = NEWS_ADMIN_TEXT.publicarEnRequired;
    }
    return found;
  };

  /** Sends the form: a POST with every field, or a PATCH with the changed ones only. */
  const save = (parsedFields: NewsDraft) => {
    if (item) {
      const fields = changedFields(item, parsedFields);
      if (Object.keys(fields).length === 0 && !image) return null;
      return upload.send((context) =>
        update.mutateAsync({ id: item.id, fields, imagen: image?.file, context }),
      );
    }
    const imagen = image?.file;
    if (!imagen) return null;
    const at = publishAt(parsedFields);
    const fields = {
      titulo: parsedFields.titulo,
      descripcion: parsedFields.descripcion,
      tipo_noticia: parsedFields.tipo_noticia as (typeof NEWS_CATEGORIES)[number],
      // Sent only when they differ from the defaults (public, at once).
      ...(parsedFields.estado === 'borrador' ? { estado: 'borrador' as const } : {}),
      ...(at ? { publicar_en: at } : {}),
    };
    return upload.send((context) => publish.mutateAsync({ fields, imagen, context }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (upload.preparing) {
      setQueued(true);
      return;
    }
    setQueued(false);
    setSubmitError(null);
    const found = validate();
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    const parsed = createNewsFieldsSchema.safeParse(draft);
    if (firstInvalid || !parsed.success) {
      setErrors(found);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setErrors({});
    // The text as the schema trims it; the state and the date as they are.
    const pending = save({ ...draft, ...parsed.data });
    if (!pending) {
      setSubmitError(NEWS_ADMIN_TEXT.noChanges);
      return;
    }
    try {
      const saved = await pending;
      clearDraft(item ? editDraftKey(item.id) : undefined);
      onPublished(saved, doneMessage(saved, editing));
    } catch (error) {
      // A 401 has ended the session (the page closes this dialog); a cancel needs no message.
      if (isUnauthorized(error)) return;
      if (isAbort(error)) {
        requestSubmitFocus();
        return;
      }
      const message = serverErrorText(error) ?? MESSAGES.publishFailed;
      setSubmitError(message);
      const field = serverErrorField(error);
      if (isFieldName(field)) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        // The button was disabled while sending; give focus back to it.
        requestSubmitFocus();
      }
    }
  };

  const currentImage = item && !image ? item : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending || upload.preparing}
    >
      <p className={styles.intro}>{editing ? NEWS_ADMIN_TEXT.editIntro : NEWS_TEXT.formIntro}</p>

      <TextField
        id={ids.titulo}
        label={NEWS_TEXT.tituloLabel}
        count={{ length: draft.titulo.length, max: LIMITS.tituloMax }}
        error={errors.titulo}
        inputRef={tituloRef}
        name="titulo"
        type="text"
        className={styles.control}
        value={draft.titulo}
        maxLength={LIMITS.tituloMax}
        required
        autoComplete="off"
        onChange={(titulo) => {
          setField('titulo', titulo);
        }}
      />

      <FormField
        id={ids.descripcion}
        label={NEWS_TEXT.descripcionLabel}
        count={{ length: draft.descripcion.length, max: LIMITS.descripcionMax }}
        error={errors.descripcion}
      >
        {(control) => (
          <textarea
            {...control}
            ref={descripcionRef}
            name="descripcion"
            className={`${styles.control} ${styles.textarea}`}
            value={draft.descripcion}
            maxLength={LIMITS.descripcionMax}
            rows={7}
            required
            onChange={(event) => {
              setField('descripcion', event.target.value);
            }}
          />
        )}
      </FormField>

      <SelectField
        id={ids.tipo_noticia}
        label={NEWS_TEXT.categoriaLabel}
        error={errors.tipo_noticia}
        selectRef={tipoRef}
        name="tipo_noticia"
        className={`${styles.control} ${styles.select}`}
        value={draft.tipo_noticia}
        required
        options={CATEGORY_OPTIONS}
        onChange={(tipo) => {
          setField('tipo_noticia', tipo);
        }}
      />

      <FormField
        id={ids.imagen}
        label={NEWS_TEXT.imagenLabel}
        hint={MESSAGES.imageHint}
        error={errors.imagen}
        describedBy={image || currentImage ? [chosenId] : []}
        after={
          <>
            {upload.preparing ? (
              <p className={styles.hint} role="status">
                {queued ? NEWS_TEXT.preparingThenPublish : NEWS_TEXT.preparingImage}
              </p>
            ) : null}
            {image ? (
              <figure className={styles.preview}>
                <img
                  src={image.previewUrl}
                  alt={NEWS_TEXT.previewAlt}
                  className={styles.previewImage}
                />
                <figcaption id={chosenId} className={styles.previewCaption}>
                  <span className={styles.fileName}>{image.file.name}</span>
                  <span className={styles.fileSize}>{formatFileSize(image.file.size)}</span>
                </figcaption>
              </figure>
            ) : null}
            {currentImage ? (
              <figure className={styles.preview}>
                <img
                  src={resolveImageUrl(currentImage.imagen)}
                  alt={NEWS_ADMIN_TEXT.currentImageAlt}
                  className={styles.previewImage}
                />
                <figcaption id={chosenId} className={styles.previewCaption}>
                  <span className={styles.fileName}>{NEWS_ADMIN_TEXT.currentImage}</span>
                </figcaption>
              </figure>
            ) : null}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            ref={imagenRef}
            name="imagen"
            type="file"
            className={styles.file}
            accept={IMAGE_ACCEPT}
            required={!editing}
            onChange={(event) => void onImageChange(event)}
          />
        )}
      </FormField>

      <fieldset className={styles.group} aria-describedby={`${ids.estado}-ayuda`}>
        <legend className={styles.legend}>{NEWS_ADMIN_TEXT.estadoLegend}</legend>
        <p id={`${ids.estado}-ayuda`} className={styles.hint}>
          {NEWS_ADMIN_TEXT.estadoHint}
        </p>
        <div className={styles.choices}>
          {(['publicada', 'borrador'] as const).map((estado) => (
            <label key={estado} className={styles.choice}>
              <input
                ref={estado === draft.estado ? estadoRef : undefined}
                type="radio"
                name="estado"
                value={estado}
                checked={draft.estado === estado}
                onChange={() => {
                  setField('estado', estado);
                }}
              />
              {estado === 'publicada'
                ? NEWS_ADMIN_TEXT.estadoPublicada
                : NEWS_ADMIN_TEXT.estadoBorrador}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.schedule}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="programar"
            checked={draft.programar}
            onChange={(event) => {
              setField('programar', event.target.checked);
            }}
          />
          {NEWS_ADMIN_TEXT.programarLabel}
        </label>
        {draft.programar ? (
          <TextField
            id={ids.publicar_en}
            label={NEWS_ADMIN_TEXT.publicarEnLabel}
            hint={NEWS_ADMIN_TEXT.publicarEnHint}
            error={errors.publicar_en}
            inputRef={publicarEnRef}
            name="publicar_en"
            type="datetime-local"
            className={styles.control}
            value={draft.publicar_en}
            required
            onChange={(publicarEn) => {
              setField('publicar_en', publicarEn);
            }}
          />
        ) : null}
      </div>

      {sending ? (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progreso`}>{NEWS_TEXT.progressLabel}</label>
          <progress id={`${id}-progreso`} max={100} value={percent}>
            {percent}%
          </progress>
          <span className={styles.percent} aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}

      {submitError ? (
        <p id={submitErrorId} className={styles.submitError} role="alert">
          <AlertCircle size={20} aria-hidden="true" />
          {submitError}
        </p>
      ) : null}

      <div className={styles.actions}>
        {sending ? (
          <button type="button" className="button-secondary" onClick={upload.cancel}>
            {NEWS_TEXT.cancelUpload}
          </button>
        ) : null}
        <button ref={submitRef} type="submit" className="button-primary" disabled={sending}>
          {editing ? NEWS_ADMIN_TEXT.save : NEWS_TEXT.publish}
        </button>
      </div>
    </form>
  );
}
