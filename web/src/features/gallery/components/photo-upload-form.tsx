import { IMAGE_ACCEPT, MESSAGES } from '@lbj/shared';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import {
  ApiRequestError,
  isAbort,
  isUnauthorized,
  serverMessage,
} from '../../../lib/api-client.ts';
import { useUpload, type UseUploadOptions } from '../../../lib/upload/use-upload.ts';
import { GALLERY_ADMIN_TEXT } from '../gallery-admin-text.ts';
import { useUploadPhotos } from '../hooks/gallery-queries.ts';
import {
  describeSelection,
  photoFilesProblems,
  preparedFilesProblems,
} from '../model/photo-files.ts';
import styles from './photo-upload-form.module.css';

export interface PhotoUploadFormProps extends UseUploadOptions {
  year: number;
  /** All the photos were stored: the page says so (the grid reloads by itself). */
  onUploaded: (count: number) => void;
}

function uploadErrorText(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiRequestError && error.status === 0) return MESSAGES.network;
  return GALLERY_ADMIN_TEXT.uploadFailed;
}

/**
 * The administrator's upload of one or many photos to a year, with progress and cancel; big
 * phone photos are shrunk in the browser first. A refused or failed upload keeps the chosen
 * files, so sending again is one click.
 */
export function PhotoUploadForm({ year, onUploaded, decoder }: PhotoUploadFormProps) {
  const id = useId();
  const ids = {
    heading: `${id}-titulo`,
    input: `${id}-fotos`,
    selection: `${id}-eleccion`,
    progress: `${id}-progreso`,
  };
  const [files, setFiles] = useState<File[]>([]);
  /** What is wrong with the chosen files (named at once, and again at each submit). */
  const [problems, setProblems] = useState<string[]>([]);
  /** Why the last upload failed; the files stay chosen, so sending again is one click. */
  const [failure, setFailure] = useState<string | null>(null);
  /** Counts the choices: a slow preparation must not overwrite a later choice. */
  const choice = useRef(0);
  const upload = useUpload(decoder !== undefined ? { decoder } : {});
  const uploadPhotos = useUploadPhotos(year);
  const { sending, percent } = upload;
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const current = ++choice.current;
    setFailure(null);
    if (chosen.length === 0) {
      setFiles([]);
      setProblems([]);
      return;
    }
    // Big photos are shrunk; oversize or non-image files are named at once.
    const prepared = await upload.prepare(chosen);
    if (current !== choice.current) return;
    setFiles(prepared.map(({ original, result }) => (result.ok ? result.file : original)));
    setProblems(preparedFilesProblems(prepared));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || upload.preparing) return;
    setFailure(null);
    const found = problems.length > 0 ? problems : photoFilesProblems(files);
    setProblems(found);
    if (found.length > 0) {
      inputRef.current?.focus();
      return;
    }
    try {
      const stored = await upload.send((context) => uploadPhotos.mutateAsync({ files, context }));
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
      onUploaded(stored.length);
    } catch (error) {
      // A 401 has ended the session: the page drops this form.
      if (isUnauthorized(error)) return;
      if (!isAbort(error)) setFailure(uploadErrorText(error));
      // The button was busy while sending; give the focus back to it.
      requestAnimationFrame(() => submitRef.current?.focus());
    }
  };

  return (
    <Card as="section" className={styles.panel} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.heading}>
        {GALLERY_ADMIN_TEXT.uploadHeading(year)}
      </h2>
      <form
        className={styles.form}
        noValidate
        aria-busy={sending || upload.preparing}
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormField
          id={ids.input}
          className={styles.field}
          label={GALLERY_ADMIN_TEXT.uploadLabel}
          hint={`${MESSAGES.imageHint}. ${GALLERY_ADMIN_TEXT.uploadManyHint}`}
          describedBy={files.length > 0 ? [ids.selection] : []}
          error={failure === null ? problems : [...problems, failure]}
          announceError
          errorClassName={styles.error}
          after={
            files.length > 0 ? (
              <p id={ids.selection} className={styles.selection}>
                {describeSelection(files)}
              </p>
            ) : upload.preparing ? (
              <p className={styles.selection} role="status">
                {GALLERY_ADMIN_TEXT.preparing}
              </p>
            ) : null
          }
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              className={styles.input}
              type="file"
              name="fotos"
              multiple
              accept={IMAGE_ACCEPT}
              disabled={sending}
              onChange={(event) => void onChange(event)}
            />
          )}
        </FormField>

        {sending ? (
          <div className={styles.progress}>
            <label htmlFor={ids.progress}>{GALLERY_ADMIN_TEXT.uploadProgress(percent)}</label>
            <progress id={ids.progress} max={100} value={percent}>
              {percent} %
            </progress>
          </div>
        ) : null}

        <div className={styles.actions}>
          <button
            ref={submitRef}
            type="submit"
            className="button-primary"
            aria-disabled={sending || undefined}
          >
            <Upload size={20} aria-hidden="true" />
            {sending ? GALLERY_ADMIN_TEXT.uploadBusy : GALLERY_ADMIN_TEXT.uploadButton}
          </button>
          {sending ? (
            <button type="button" className="button-secondary" onClick={upload.cancel}>
              {GALLERY_ADMIN_TEXT.cancelUpload}
            </button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
