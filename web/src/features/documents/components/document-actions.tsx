import { type DocumentCategory, type SchoolDocument } from '@lbj/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { useDeleteDocument, useUpdateDocument } from '../hooks/documents-queries.ts';
import { useDocumentForm } from '../hooks/use-document-form.ts';
import { useDocumentUpload } from '../hooks/use-document-upload.ts';
import {
  checkCategory,
  checkFile,
  checkTitle,
  checkValidFrom,
  definedErrors,
  kindOf,
  placeFailure,
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
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import styles from './documents-panel.module.css';

const VERSION_ORDER: readonly DocumentField[] = ['archivo', 'vigente_desde'];
const EDIT_ORDER: readonly DocumentField[] = ['titulo', 'categoria', 'tipo'];

/** A form inside a document's entry, named by its small heading. */
function InlineForm(props: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <PanelForm
      {...props}
      level={5}
      className={styles.inlineForm}
      titleClassName={styles.inlineTitle}
    />
  );
}

/** What each action on one document gets: the document, and where to say it is done. */
export interface DocumentActionProps {
  document: SchoolDocument;
  onDone: (message: string) => void;
}

/** A new current version of `document`: the PDF and the day it rules from. */
export function VersionForm({ document, onDone }: DocumentActionProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [validFrom, setValidFrom] = useState(() => chileToday());
  const fields = useDocumentForm(VERSION_ORDER);
  const upload = useDocumentUpload();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.sending) return;
    fields.clearFailure();
    const found = definedErrors({
      archivo: checkFile(file),
      vigente_desde: checkValidFrom(validFrom),
    });
    if (!fields.accept(found) || !file) return;
    const form = new FormData();
    form.append('vigente_desde', validFrom);
    form.append('archivo', file);
    upload.addVersion(document.id, form).then((updated) => {
      setFile(null);
      fields.emptyPicker();
      onDone(T.versionUploaded(updated.titulo));
    }, fields.refused);
  };

  return (
    <InlineForm title={T.versionTitle} onSubmit={onSubmit}>
      <p className={panel.muted}>{T.versionLead}</p>
      <FileField id={`${id}-archivo`} {...fields.bind('archivo', setFile)} />
      <ValidFromField
        id={`${id}-vigencia`}
        value={validFrom}
        {...fields.bind('vigente_desde', setValidFrom)}
      />
      <FormAlert message={fields.failure} iconSize={18} />
      {upload.sending ? (
        <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
      ) : (
        <button type="submit" className={`button-primary ${panel.submit}`}>
          {T.versionUpload}
        </button>
      )}
    </InlineForm>
  );
}

/** Renames, recategorises or marks the required kind of `document` (its address stays). */
export function EditForm({ document, onDone }: DocumentActionProps) {
  const id = useId();
  const [title, setTitle] = useState(document.titulo);
  const [category, setCategory] = useState<string>(document.categoria);
  const [kind, setKind] = useState<string>(document.tipo ?? '');
  const fields = useDocumentForm(EDIT_ORDER);
  const update = useUpdateDocument();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    fields.clearFailure();
    if (
      !fields.accept(
        definedErrors({ titulo: checkTitle(title), categoria: checkCategory(category) }),
      )
    ) {
      return;
    }
    update.mutate(
      {
        id: document.id,
        patch: {
          titulo: title.trim(),
          categoria: category as DocumentCategory,
          tipo: kindOf(kind),
        },
      },
      {
        onSuccess: (updated) => {
          onDone(T.saved(updated.titulo));
        },
        onError: fields.refused,
      },
    );
  };

  return (
    <InlineForm title={T.edit} onSubmit={onSubmit}>
      <TitleField id={`${id}-nombre`} value={title} {...fields.bind('titulo', setTitle)} />
      <CategoryField
        id={`${id}-categoria`}
        value={category}
        {...fields.bind('categoria', setCategory)}
      />
      <KindField id={`${id}-tipo`} value={kind} {...fields.bind('tipo', setKind)} />
      <FormAlert message={fields.failure} iconSize={18} />
      <button
        type="submit"
        className={`button-primary ${panel.submit}`}
        aria-disabled={update.isPending || undefined}
      >
        {T.save}
      </button>
    </InlineForm>
  );
}

/** "Eliminar", with a confirmation dialog that names the document. */
export function DeleteButton({ document, onDone }: DocumentActionProps) {
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
          <BusyButton
            className="button-primary"
            busy={remove.isPending}
            onClick={() => {
              remove.mutate(document.id, {
                onSuccess: () => {
                  setOpen(false);
                  onDone(T.removed(document.titulo));
                },
                onError: (error) => {
                  // A removal has no field to put a message beside: any refusal goes here.
                  const placed = placeFailure(error);
                  setFailure(placed.form ?? Object.values(placed.field ?? {})[0] ?? T.failed);
                },
              });
            }}
          >
            {T.removeConfirm}
          </BusyButton>
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
