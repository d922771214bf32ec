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
import { createNews, isUnauthorized, serverErrorField, serverErrorText } from '../api/news-api.ts';
import { clearDraft, readDraft, saveDraft, type NewsDraft } from '../hooks/news-draft.ts';
import { formatFileSize, imageFileProblem } from '../utils/image-file.ts';
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

export interface PublishNewsDialogProps {
  open: boolean;
  onClose: () => void;
  token: string;
  onPublished: (item: NewsItem) => void;
  /** The server refused the token: the page ends the session. */
  onUnauthorized: () => void;
}

/** "Subir Noticia": the form lives on while the dialog is closed, so nothing typed is lost. */
export function PublishNewsDialog({
  open,
  onClose,
  token,
  onPublished,
  onUnauthorized,
}: PublishNewsDialogProps) {
  // A new key after a successful publish gives a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  return (
    <Dialog open={open} onClose={onClose} title="Subir Noticia">
      <PublishNewsForm
        key={formKey}
        token={token}
        onUnauthorized={onUnauthorized}
        onPublished={(item) => {
          setFormKey((key) => key + 1);
          onPublished(item);
        }}
      />
    </Dialog>
  );
}

interface PublishNewsFormProps {
  token: string;
  onPublished: (item: NewsItem) => void;
  onUnauthorized: () => void;
}

export function PublishNewsForm({ token, onPublished, onUnauthorized }: PublishNewsFormProps) {
  const id = useId();
  const ids = {
    titulo: `${id}-titulo`,
    descripcion: `${id}-descripcion`,
    tipo_noticia: `${id}-tipo`,
    imagen: `${id}-imagen`,
  } satisfies Record<FieldName, string>;
  const errorId = (field: FieldName) => `${ids[field]}-error`;
  const submitErrorId = `${id}-envio-error`;

  const [draft, setDraft] = useState<NewsDraft>(readDraft);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);

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

  const onImageChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      // Refused before sending; the typed fields stay as they are.
      event.target.value = '';
      setImage(null);
      setErrors((current) => ({ ...current, imagen: problem }));
      return;
    }
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
    if (sending) return;
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
    setSending(true);
    setProgress(0);
    try {
      const item = await createNews(parsed.data, image.file, { token, onProgress: setProgress });
      clearDraft();
      onPublished(item);
    } catch (error) {
      setSending(false);
      if (isUnauthorized(error)) {
        onUnauthorized();
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

  const describedBy = (field: FieldName, ...extra: string[]) =>
    [...extra, errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: FieldName) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.fieldError}>
        <AlertCircle size={18} aria-hidden="true" />
        {errors[field]}
      </p>
    ) : null;

  const percent = Math.round(progress * 100);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending}
    >
      <p className={styles.intro}>Todos los campos son obligatorios.</p>

      <div className={styles.field}>
        <label htmlFor={ids.titulo} className={styles.label}>
          Título
        </label>
        <input
          ref={tituloRef}
          id={ids.titulo}
          name="titulo"
          type="text"
          className={styles.control}
          value={draft.titulo}
          maxLength={LIMITS.tituloMax}
          required
          autoComplete="off"
          aria-invalid={errors.titulo ? true : undefined}
          aria-describedby={describedBy('titulo', `${ids.titulo}-count`)}
          onChange={(event) => {
            setField('titulo', event.target.value);
          }}
        />
        <p id={`${ids.titulo}-count`} className={styles.count}>
          {draft.titulo.length} / {LIMITS.tituloMax}
        </p>
        {fieldError('titulo')}
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.descripcion} className={styles.label}>
          Descripción
        </label>
        <textarea
          ref={descripcionRef}
          id={ids.descripcion}
          name="descripcion"
          className={`${styles.control} ${styles.textarea}`}
          value={draft.descripcion}
          maxLength={LIMITS.descripcionMax}
          rows={7}
          required
          aria-invalid={errors.descripcion ? true : undefined}
          aria-describedby={describedBy('descripcion', `${ids.descripcion}-count`)}
          onChange={(event) => {
            setField('descripcion', event.target.value);
          }}
        />
        <p id={`${ids.descripcion}-count`} className={styles.count}>
          {draft.descripcion.length} / {LIMITS.descripcionMax}
        </p>
        {fieldError('descripcion')}
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.tipo_noticia} className={styles.label}>
          Categoría
        </label>
        <select
          ref={tipoRef}
          id={ids.tipo_noticia}
          name="tipo_noticia"
          className={`${styles.control} ${styles.select}`}
          value={draft.tipo_noticia}
          required
          aria-invalid={errors.tipo_noticia ? true : undefined}
          aria-describedby={describedBy('tipo_noticia')}
          onChange={(event) => {
            setField('tipo_noticia', event.target.value);
          }}
        >
          <option value="" disabled>
            Selecciona una categoría
          </option>
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {fieldError('tipo_noticia')}
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.imagen} className={styles.label}>
          Imagen
        </label>
        <p id={`${ids.imagen}-hint`} className={styles.hint}>
          {MESSAGES.imageHint}
        </p>
        <input
          ref={imagenRef}
          id={ids.imagen}
          name="imagen"
          type="file"
          className={styles.file}
          accept={IMAGE_ACCEPT}
          required
          aria-invalid={errors.imagen ? true : undefined}
          aria-describedby={describedBy(
            'imagen',
            `${ids.imagen}-hint`,
            ...(image ? [`${ids.imagen}-chosen`] : []),
          )}
          onChange={onImageChange}
        />
        {fieldError('imagen')}
        {image ? (
          <figure className={styles.preview}>
            <img
              src={image.previewUrl}
              alt="Vista previa de la imagen elegida"
              className={styles.previewImage}
            />
            <figcaption id={`${ids.imagen}-chosen`} className={styles.previewCaption}>
              <span className={styles.fileName}>{image.file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(image.file.size)}</span>
            </figcaption>
          </figure>
        ) : null}
      </div>

      {sending ? (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progreso`}>Progreso de la subida</label>
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
        <button ref={submitRef} type="submit" className="button-primary" disabled={sending}>
          Publicar
        </button>
      </div>
    </form>
  );
}
