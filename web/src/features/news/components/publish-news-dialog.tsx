import { IMAGE_ACCEPT, LIMITS, MESSAGES, NEWS_CATEGORIES, type NewsItem } from '@lbj/shared';
import { AlertCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { resolveImageUrl } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/format.ts';
import type { UseUploadOptions } from '../../../lib/upload/use-upload.ts';
import { usePublishNewsForm, type PublishNewsFormOptions } from '../hooks/use-publish-news-form.ts';
import { versionOf, type NewsField } from '../model/publish-news-form.ts';
import { NEWS_ADMIN_TEXT } from '../news-admin-text.ts';
import styles from './publish-news-dialog.module.css';

/** "Elige una categoría" first, shown until one is chosen, then the categories. */
const CATEGORY_OPTIONS = [
  { value: '', label: NEWS_ADMIN_TEXT.categoriaPlaceholder, disabled: true },
  ...NEWS_CATEGORIES.map((category) => ({ value: category, label: category })),
];

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
    <Dialog open={open} onClose={onClose} title={NEWS_ADMIN_TEXT.publishTitle}>
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

/** The form of both dialogs: a new item without `item`, an edit of `item` with it. */
export function PublishNewsForm(props: PublishNewsFormOptions) {
  const id = useId();
  const {
    editing,
    draft,
    image,
    currentImage,
    errors,
    submitError,
    queued,
    preparing,
    sending,
    percent,
    cancel,
    formRef,
    submitRef,
    bind,
    fieldRef,
    setField,
    chooseImage,
    submit,
  } = usePublishNewsForm(props);
  const ids = {
    titulo: `${id}-titulo`,
    descripcion: `${id}-descripcion`,
    tipo_noticia: `${id}-tipo`,
    imagen: `${id}-imagen`,
    estado: `${id}-estado`,
    publicar_en: `${id}-publicar-en`,
  } satisfies Record<NewsField, string>;
  const chosenId = `${ids.imagen}-chosen`;
  const submitErrorId = `${id}-envio-error`;
  const descripcion = bind('descripcion');
  const categoria = bind('tipo_noticia');

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending || preparing}
    >
      <p className={styles.intro}>
        {editing ? NEWS_ADMIN_TEXT.editIntro : NEWS_ADMIN_TEXT.formIntro}
      </p>

      <TextField
        id={ids.titulo}
        label={NEWS_ADMIN_TEXT.tituloLabel}
        count={{ length: draft.titulo.length, max: LIMITS.tituloMax }}
        {...bind('titulo')}
        name="titulo"
        type="text"
        className={styles.control}
        value={draft.titulo}
        maxLength={LIMITS.tituloMax}
        required
        autoComplete="off"
      />

      <FormField
        id={ids.descripcion}
        label={NEWS_ADMIN_TEXT.descripcionLabel}
        count={{ length: draft.descripcion.length, max: LIMITS.descripcionMax }}
        error={descripcion.error}
      >
        {(control) => (
          <textarea
            {...control}
            ref={descripcion.inputRef}
            name="descripcion"
            className={`${styles.control} ${styles.textarea}`}
            value={draft.descripcion}
            maxLength={LIMITS.descripcionMax}
            rows={7}
            required
            onChange={(event) => {
              descripcion.onChange(event.target.value);
            }}
          />
        )}
      </FormField>

      <SelectField
        id={ids.tipo_noticia}
        label={NEWS_ADMIN_TEXT.categoriaLabel}
        error={categoria.error}
        selectRef={categoria.inputRef}
        name="tipo_noticia"
        className={`${styles.control} ${styles.select}`}
        value={draft.tipo_noticia}
        required
        options={CATEGORY_OPTIONS}
        onChange={categoria.onChange}
      />

      <FormField
        id={ids.imagen}
        label={NEWS_ADMIN_TEXT.imagenLabel}
        hint={MESSAGES.imageHint}
        error={errors.imagen}
        describedBy={image || currentImage ? [chosenId] : []}
        after={
          <>
            {preparing ? (
              <p className={styles.hint} role="status">
                {queued ? NEWS_ADMIN_TEXT.preparingThenPublish : NEWS_ADMIN_TEXT.preparingImage}
              </p>
            ) : null}
            {image ? (
              <figure className={styles.preview}>
                <img
                  src={image.previewUrl}
                  alt={NEWS_ADMIN_TEXT.previewAlt}
                  className={styles.previewImage}
                />
                <figcaption id={chosenId} className={styles.previewCaption}>
                  <span className={styles.fileName}>{image.file.name}</span>
                  <span className={styles.fileSize}>{formatFileSize(image.file.size)}</span>
                </figcaption>
              </figure>
            ) : null}
            {currentImage?.imagen ? (
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
            ref={fieldRef('imagen')}
            name="imagen"
            type="file"
            className={styles.file}
            accept={IMAGE_ACCEPT}
            required={!editing}
            onChange={(event) => void chooseImage(event.target)}
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
                ref={estado === draft.estado ? fieldRef('estado') : undefined}
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
            {...bind('publicar_en')}
            name="publicar_en"
            type="datetime-local"
            className={styles.control}
            value={draft.publicar_en}
            required
          />
        ) : null}
      </div>

      {sending ? (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progreso`}>{NEWS_ADMIN_TEXT.progressLabel}</label>
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
          <button type="button" className="button-secondary" onClick={cancel}>
            {NEWS_ADMIN_TEXT.cancelUpload}
          </button>
        ) : null}
        <button ref={submitRef} type="submit" className="button-primary" disabled={sending}>
          {editing ? NEWS_ADMIN_TEXT.save : NEWS_ADMIN_TEXT.publish}
        </button>
      </div>
    </form>
  );
}
