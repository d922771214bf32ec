import { Upload } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { useDocumentUpload } from '../hooks/use-document-upload.ts';
import {
  checkCategory,
  checkFile,
  checkTitle,
  checkValidFrom,
  definedErrors,
  placeFailure,
  type DocumentField,
  type FieldErrors,
} from '../model/document-form.ts';
import { chileToday } from '../utils/format-valid-from.ts';
import { CategoryField, FileField, TitleField, ValidFromField } from './document-fields.tsx';
import { UploadProgress } from './upload-progress.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './documents-panel.module.css';

const ORDER: readonly DocumentField[] = ['archivo', 'titulo', 'categoria', 'vigente_desde'];

/**
 * "Subir un documento nuevo": the PDF, its title, category and the day it rules from. A refusal
 * is said beside its field (or over the form) and nothing chosen or typed is cleared; only a
 * success empties the form.
 */
export function NewDocumentForm() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('reglamento');
  const [validFrom, setValidFrom] = useState(() => chileToday());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useDocumentUpload();
  const fileRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = ORDER.find((field) => found[field] !== undefined);
    const refs = {
      archivo: fileRef,
      titulo: titleRef,
      categoria: categoryRef,
      vigente_desde: dateRef,
    };
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.sending) return;
    setFailure(null);
    setDone(null);
    const found = definedErrors({
      archivo: checkFile(file),
      titulo: checkTitle(title),
      categoria: checkCategory(category),
      vigente_desde: checkValidFrom(validFrom),
    });
    if (Object.keys(found).length > 0 || !file) {
      showErrors(found);
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append('titulo', title.trim());
    form.append('categoria', category);
    form.append('vigente_desde', validFrom);
    form.append('archivo', file);
    upload.create(form).then(
      (document) => {
        setFile(null);
        setTitle('');
        if (fileRef.current) fileRef.current.value = '';
        setDone(T.uploaded(document.titulo));
      },
      (error: unknown) => {
        const placed = placeFailure(error);
        setFailure(placed.form ?? null);
        if (placed.field) showErrors(placed.field);
      },
    );
  };

  const clear = (field: DocumentField) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form className={styles.form} noValidate aria-labelledby={`${id}-titulo`} onSubmit={onSubmit}>
      <h3 id={`${id}-titulo`} className={panel.title}>
        {T.newTitle}
      </h3>
      <p className={panel.muted}>{T.newLead}</p>
      <FileField
        id={`${id}-archivo`}
        error={errors.archivo}
        inputRef={fileRef}
        onChange={(chosen) => {
          setFile(chosen);
          clear('archivo');
        }}
      />
      <TitleField
        id={`${id}-nombre`}
        value={title}
        error={errors.titulo}
        inputRef={titleRef}
        onChange={(value) => {
          setTitle(value);
          clear('titulo');
        }}
      />
      <CategoryField
        id={`${id}-categoria`}
        value={category}
        error={errors.categoria}
        inputRef={categoryRef}
        onChange={(value) => {
          setCategory(value);
          clear('categoria');
        }}
      />
      <ValidFromField
        id={`${id}-vigencia`}
        value={validFrom}
        error={errors.vigente_desde}
        inputRef={dateRef}
        onChange={(value) => {
          setValidFrom(value);
          clear('vigente_desde');
        }}
      />
      <FormAlert message={failure} iconSize={18} />
      {done ? <StatusBox tone="success">{done}</StatusBox> : null}
      {upload.sending ? (
        <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
      ) : (
        <button type="submit" className={`button-primary ${panel.submit}`}>
          <Upload size={18} aria-hidden="true" />
          <span>{T.upload}</span>
        </button>
      )}
    </form>
  );
}
