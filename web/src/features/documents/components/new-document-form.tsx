import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { useDocumentForm } from '../hooks/use-document-form.ts';
import { useDocumentUpload } from '../hooks/use-document-upload.ts';
import {
  checkCategory,
  checkFile,
  checkTitle,
  checkValidFrom,
  definedErrors,
  type DocumentField,
} from '../model/document-form.ts';
import { chileToday } from '../utils/format-valid-from.ts';
import {
  CategoryField,
  FileField,
  KindField,
  TitleField,
  ValidFromField,
} from './document-fields.tsx';
import { UploadProgress } from './upload-progress.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './documents-panel.module.css';

const ORDER: readonly DocumentField[] = ['archivo', 'titulo', 'categoria', 'tipo', 'vigente_desde'];

/**
 * "Subir un documento nuevo": the PDF, its title, category, required kind (if any) and the day
 * it rules from. A refusal
 * is said beside its field (or over the form) and nothing chosen or typed is cleared; only a
 * success empties the form.
 */
export function NewDocumentForm() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('reglamento');
  const [kind, setKind] = useState('');
  const [validFrom, setValidFrom] = useState(() => chileToday());
  const fields = useDocumentForm(ORDER);
  const [done, setDone] = useState<string | null>(null);
  const upload = useDocumentUpload();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.sending) return;
    fields.clearFailure();
    setDone(null);
    const found = definedErrors({
      archivo: checkFile(file),
      titulo: checkTitle(title),
      categoria: checkCategory(category),
      vigente_desde: checkValidFrom(validFrom),
    });
    if (!fields.accept(found) || !file) return;
    const form = new FormData();
    form.append('titulo', title.trim());
    form.append('categoria', category);
    form.append('vigente_desde', validFrom);
    form.append('tipo', kind);
    form.append('archivo', file);
    upload.create(form).then((document) => {
      setFile(null);
      setTitle('');
      setKind('');
      fields.emptyPicker();
      setDone(T.uploaded(document.titulo));
    }, fields.refused);
  };

  return (
    <PanelForm className={styles.form} title={T.newTitle} lead={T.newLead} onSubmit={onSubmit}>
      <FileField id={`${id}-archivo`} {...fields.bind('archivo', setFile)} />
      <TitleField id={`${id}-nombre`} value={title} {...fields.bind('titulo', setTitle)} />
      <CategoryField
        id={`${id}-categoria`}
        value={category}
        {...fields.bind('categoria', setCategory)}
      />
      <KindField id={`${id}-tipo`} value={kind} {...fields.bind('tipo', setKind)} />
      <ValidFromField
        id={`${id}-vigencia`}
        value={validFrom}
        {...fields.bind('vigente_desde', setValidFrom)}
      />
      <FormAlert message={fields.failure} iconSize={18} />
      {done ? <StatusBox tone="success">{done}</StatusBox> : null}
      {upload.sending ? (
        <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
      ) : (
        <button type="submit" className={`button-primary ${panel.submit}`}>
          <Upload size={18} aria-hidden="true" />
          <span>{T.upload}</span>
        </button>
      )}
    </PanelForm>
  );
}
