import { type DocumentCategory, type SchoolDocument } from '@lbj/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { useDeleteDocument, useUpdateDocument } from '../hooks/documents-queries.ts';
import { useDocumentUpload } from '../hooks/use-document-upload.ts';
import {
  checkCategory,
  checkFile,
  checkTitle,
  checkValidFrom,
  definedErrors,
  placeFailure,
  type FieldErrors,
} from '../model/document-form.ts';
import { chileToday } from '../utils/format-valid-from.ts';
import { CategoryField, FileField, TitleField, ValidFromField } from './document-fields.tsx';
import { UploadProgress } from './upload-progress.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './documents-panel.module.css';

/** A new current version of `document`: the PDF and the day it rules from. */
export function VersionForm({
  document,
  onDone,
}: {
  document: SchoolDocument;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [validFrom, setValidFrom] = useState(() => chileToday());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const upload = useDocumentUpload();

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    (found.archivo ? fileRef : dateRef).current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.sending) return;
    setFailure(null);
    const found = definedErrors({
      archivo: checkFile(file),
      vigente_desde: checkValidFrom(validFrom),
    });
    if (Object.keys(found).length > 0 || !file) {
      showErrors(found);
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append('vigente_desde', validFrom);
    form.append('archivo', file);
    upload.addVersion(document.id, form).then(
      (updated) => {
        setFile(null);
        if (fileRef.current) fileRef.current.value = '';
        onDone(T.versionUploaded(updated.titulo));
      },
      (error: unknown) => {
        const placed = placeFailure(error);
        setFailure(placed.form ?? null);
        if (placed.field) showErrors(placed.field);
      },
    );
  };

  return (
    <form
      className={styles.inlineForm}
      noValidate
      aria-labelledby={`${id}-titulo`}
      onSubmit={onSubmit}
    >
      <h5 id={`${id}-titulo`} className={styles.inlineTitle}>
        {T.versionTitle}
      </h5>
      <p className={panel.muted}>{T.versionLead}</p>
      <FileField
        id={`${id}-archivo`}
        error={errors.archivo}
        inputRef={fileRef}
        onChange={(chosen) => {
          setFile(chosen);
          setErrors((current) => ({ ...current, archivo: undefined }));
        }}
      />
      <ValidFromField
        id={`${id}-vigencia`}
        value={validFrom}
        error={errors.vigente_desde}
        inputRef={dateRef}
        onChange={(value) => {
          setValidFrom(value);
          setErrors((current) => ({ ...current, vigente_desde: undefined }));
        }}
      />
      <FormAlert message={failure} iconSize={18} />
      {upload.sending ? (
        <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
      ) : (
        <button type="submit" className={`button-primary ${panel.submit}`}>
          {T.versionUpload}
        </button>
      )}
    </form>
  );
}

/** Renames or recategorises `document` (its address stays). */
export function EditForm({
  document,
  onDone,
}: {
  document: SchoolDocument;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(document.titulo);
  const [category, setCategory] = useState<string>(document.categoria);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const update = useUpdateDocument();

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    (found.titulo ? titleRef : categoryRef).current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setFailure(null);
    const found = definedErrors({ titulo: checkTitle(title), categoria: checkCategory(category) });
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    update.mutate(
      {
        id: document.id,
        patch: { titulo: title.trim(), categoria: category as DocumentCategory },
      },
      {
        onSuccess: (updated) => {
          onDone(T.saved(updated.titulo));
        },
        onError: (error) => {
          const placed = placeFailure(error);
          setFailure(placed.form ?? null);
          if (placed.field) showErrors(placed.field);
        },
      },
    );
  };

  return (
    <form
      className={styles.inlineForm}
      noValidate
      aria-labelledby={`${id}-titulo`}
      onSubmit={onSubmit}
    >
      <h5 id={`${id}-titulo`} className={styles.inlineTitle}>
        {T.edit}
      </h5>
      <TitleField
        id={`${id}-nombre`}
        value={title}
        error={errors.titulo}
        inputRef={titleRef}
        onChange={(value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, titulo: undefined }));
        }}
      />
      <CategoryField
        id={`${id}-categoria`}
        value={category}
        error={errors.categoria}
        inputRef={categoryRef}
        onChange={(value) => {
          setCategory(value);
          setErrors((current) => ({ ...current, categoria: undefined }));
        }}
      />
      <FormAlert message={failure} iconSize={18} />
      <button
        type="submit"
        className={`button-primary ${panel.submit}`}
        aria-disabled={update.isPending || undefined}
      >
        {T.save}
      </button>
    </form>
  );
}

/** "Eliminar", with a confirmation dialog that names the document. */
export function DeleteButton({
  document,
  onDone,
}: {
  document: SchoolDocument;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteDocument();
  return (
    <>
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {T.remove}
        <span className="visually-hidden"> «{document.titulo}»</span>
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={T.removeConfirmTitle(document.titulo)}
        initialFocus="title"
      >
        <p>{T.removeConfirmText}</p>
        {failure ? <StatusBox tone="error">{failure}</StatusBox> : null}
        <div className={styles.dialogActions}>
          <button
            type="button"
            className="button-primary"
            aria-disabled={remove.isPending || undefined}
            onClick={() => {
              if (remove.isPending) return;
              remove.mutate(document.id, {
                onSuccess: () => {
                  setOpen(false);
                  onDone(T.removed(document.titulo));
                },
                onError: (error) => {
                  setFailure(placeFailure(error).form ?? T.failed);
                },
              });
            }}
          >
            {T.removeConfirm}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setOpen(false);
            }}
          >
            {T.keep}
          </button>
        </div>
      </Dialog>
    </>
  );
}
