import { IMAGE_ACCEPT, MESSAGES } from '@lbj/shared';
import { AlertCircle, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { isUnauthorized, serverMessage, uploadPhotos } from '../api/gallery-api.ts';
import { GALLERY_TEXT } from '../gallery-text.ts';
import { describeSelection, photoFilesProblems } from '../model/photo-files.ts';
import styles from './photo-upload-form.module.css';

export interface PhotoUploadFormProps {
  year: number;
  token: string;
  /** All the photos were stored: the page says so and reloads the grid. */
  onUploaded: (count: number) => void;
  /** The server refused the token: the page ends the session. */
  onUnauthorized: () => void;
}

function uploadErrorText(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiRequestError && error.status === 0) return MESSAGES.network;
  return GALLERY_TEXT.uploadFailed;
}

/**
 * The administrator's upload of one or many photos to a year, with progress. A refused or
 * failed upload keeps the chosen files, so sending again is one click.
 */
export function PhotoUploadForm({ year, token, onUploaded, onUnauthorized }: PhotoUploadFormProps) {
  const id = useId();
  const ids = {
    heading: `${id}-titulo`,
    input: `${id}-fotos`,
    hint: `${id}-ayuda`,
    selection: `${id}-eleccion`,
    error: `${id}-error`,
    progress: `${id}-progreso`,
  };
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setFiles(chosen);
    // Refused before sending: oversize or non-image files are named at once.
    setProblems(chosen.length > 0 ? photoFilesProblems(chosen) : []);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = photoFilesProblems(files);
    setProblems(found);
    if (found.length > 0) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    setProgress(0);
    try {
      const stored = await uploadPhotos(year, files, { token, onProgress: setProgress });
      setSending(false);
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
      onUploaded(stored.length);
    } catch (error) {
      setSending(false);
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      setProblems([uploadErrorText(error)]);
      // The button was busy while sending; give the focus back to it.
      requestAnimationFrame(() => submitRef.current?.focus());
    }
  };

  const percent = Math.round(progress * 100);
  const describedBy = [
    ids.hint,
    files.length > 0 ? ids.selection : '',
    problems.length > 0 ? ids.error : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section className={styles.panel} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.heading}>
        {GALLERY_TEXT.uploadHeading(year)}
      </h2>
      <form
        className={styles.form}
        noValidate
        aria-busy={sending}
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className={styles.field}>
          <label htmlFor={ids.input} className={styles.label}>
            {GALLERY_TEXT.uploadLabel}
          </label>
          <p id={ids.hint} className={styles.hint}>
            {MESSAGES.imageHint}. {GALLERY_TEXT.uploadManyHint}
          </p>
          <input
            ref={inputRef}
            id={ids.input}
            className={styles.input}
            type="file"
            name="fotos"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={sending}
            aria-invalid={problems.length > 0 || undefined}
            aria-describedby={describedBy}
            onChange={onChange}
          />
          {files.length > 0 ? (
            <p id={ids.selection} className={styles.selection}>
              {describeSelection(files)}
            </p>
          ) : null}
        </div>

        {problems.length > 0 ? (
          <div id={ids.error} role="alert" className={styles.error}>
            <AlertCircle className={styles.errorIcon} size={20} aria-hidden="true" />
            {problems.length === 1 ? (
              <p>{problems[0]}</p>
            ) : (
              <ul>
                {problems.map((problem, index) => (
                  <li key={`${String(index)}-${problem}`}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        ) : null}

        {sending ? (
          <div className={styles.progress}>
            <label htmlFor={ids.progress}>{GALLERY_TEXT.uploadProgress(percent)}</label>
            <progress id={ids.progress} max={100} value={percent}>
              {percent} %
            </progress>
          </div>
        ) : null}

        <button
          ref={submitRef}
          type="submit"
          className="button-primary"
          aria-disabled={sending || undefined}
        >
          <Upload size={20} aria-hidden="true" />
          {sending ? GALLERY_TEXT.uploadBusy : GALLERY_TEXT.uploadButton}
        </button>
      </form>
    </section>
  );
}
