import {
  createNewsFieldsSchema,
  IMAGE_ACCEPT,
  LIMITS,
  MESSAGES,
  NEWS_CATEGORIES,
  type NewsItem,
} from '@lbj/shared';
import { AlertCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import {
  isAbort,
  isUnauthorized,
  serverErrorField,
  serverErrorText,
} from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { imageFileProblem } from '../../../lib/upload/image-check.ts';
import { useUpload, type UseUploadOptions } from '../../../lib/upload/use-upload.ts';
import { clearDraft, readDraft, saveDraft, type NewsDraft } from '../hooks/news-draft.ts';
import { usePublishNews } from '../hooks/news-queries.ts';
import { NEWS_TEXT } from '../news-text.ts';
import styles from './publish-news-dialog.module.css';

type FieldName = keyof NewsDraft | 'imagen';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ['titulo', 'descripcion', 'tipo_noticia', 'imagen'];
const isFieldName = (value: string | null): value is FieldName =>
  value !== null && (FIELD_ORDER as readonly string[]).includes(value);

interface ChosenImage {
  file: File;
  previewUrl: string;
}

export interface PublishNewsDialogProps extends UseUploadOptions {
  open: boolean;
  onClose: () => void;
  onPublished: (item: NewsItem) => void;
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
        onPublished={(item) => {
          setFormKey((key) => key + 1);
          onPublished(item);
        }}
      />
    </Dialog>
  );
}

interface PublishNewsFormProps extends UseUploadOptions {
  onPublished: (item: NewsItem) => void;
}

export function PublishNewsForm({ onPublished, decoder }: PublishNewsFormProps) {
  const id = useId();
  const ids = {
    titulo: `${id}-titulo`,
    descripcion: `${id}-descripcion`,
    tipo_noticia: `${id}-tipo`,
    imagen: `${id}-imagen`,
  } satisfies Record<FieldName, string>;
  const chosenId = `${ids.imagen}-chosen`;
  const submitErrorId = `${id}-envio-error`;

  const [draft, setDraft] = useState<NewsDraft>(readDraft);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const upload = useUpload(decoder !== undefined ? { decoder } : {});
  const publish = usePublishNews();
  const { sending, percent } = upload;

  const tituloRef = useRef<HTMLInputElement>(null);
  const descripcionRef = useRef<HTMLTextAreaElement>(null);
  const tipoRef = useRef<HTMLSelectElement>(null);
  const imagenRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    saveDraft(draft);
  }, [draft]);

  // The preview URL is released when the image changes and when the form goes away.
  useEffect(() => {
    if (!image) return;
    return () => {
      URL.revokeObjectURL(image.previewUrl);
    };
  }, [image]);

  const setField = (field: keyof NewsDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onImageChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0];
    if (!chosen) return;
    // A big phone photo is shrunk here, before the 5 MB check.
    const [prepared] = await upload.prepare([chosen]);
    if (!prepared) return;
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

  const focusField = (field: FieldName) => {
    const refs = {
      titulo: tituloRef,
      descripcion: descripcionRef,
      tipo_noticia: tipoRef,
      imagen: imagenRef,
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
    if (!image) found.imagen = errors.imagen ?? MESSAGES.imageRequired;
    else {
      const problem = imageFileProblem(image.file);
      if (problem) found.imagen = problem;
    }
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || upload.preparing) return;
    setSubmitError(null);
    const found = validate();
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    const parsed = createNewsFieldsSchema.safeParse(draft);
    if (firstInvalid || !parsed.success || !image) {
      setErrors(found);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setErrors({});
    try {
      const item = await upload.send((context) =>
        publish.mutateAsync({ fields: parsed.data, imagen: image.file, context }),
      );
      clearDraft();
      onPublished(item);
    } catch (error) {
      // A 401 has ended the session (the page closes this dialog); a cancel needs no message.
      if (isUnauthorized(error)) return;
      if (isAbort(error)) {
        requestAnimationFrame(() => submitRef.current?.focus());
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
        requestAnimationFrame(() => submitRef.current?.focus());
      }
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending || upload.preparing}
    >
      <p className={styles.intro}>{NEWS_TEXT.formIntro}</p>

      <FormField
        id={ids.titulo}
        label={NEWS_TEXT.tituloLabel}
        count={{ length: draft.titulo.length, max: LIMITS.tituloMax }}
        error={errors.titulo}
      >
        {(control) => (
          <input
            {...control}
            ref={tituloRef}
            name="titulo"
            type="text"
            className={styles.control}
            value={draft.titulo}
            maxLength={LIMITS.tituloMax}
            required
            autoComplete="off"
            onChange={(event) => {
              setField('titulo', event.target.value);
            }}
          />
        )}
      </FormField>

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

      <FormField id={ids.tipo_noticia} label={NEWS_TEXT.categoriaLabel} error={errors.tipo_noticia}>
        {(control) => (
          <select
            {...control}
            ref={tipoRef}
            name="tipo_noticia"
            className={`${styles.control} ${styles.select}`}
            value={draft.tipo_noticia}
            required
            onChange={(event) => {
              setField('tipo_noticia', event.target.value);
            }}
          >
            <option value="" disabled>
              {NEWS_TEXT.categoriaPlaceholder}
            </option>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        id={ids.imagen}
        label={NEWS_TEXT.imagenLabel}
        hint={MESSAGES.imageHint}
        error={errors.imagen}
        describedBy={image ? [chosenId] : []}
        after={
          <>
            {upload.preparing ? (
              <p className={styles.hint} role="status">
                {NEWS_TEXT.preparingImage}
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
            required
            onChange={(event) => void onImageChange(event)}
          />
        )}
      </FormField>

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
          {NEWS_TEXT.publish}
        </button>
      </div>
    </form>
  );
}
