import { useId, useState, type FormEvent } from 'react';
import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { exportFamily } from '../api/admissions-api.ts';
import { ADMISSION_PANEL_TEXT as T } from '../admissions-panel-text.ts';
import { useDeleteFamily, useSaveSettings, useSettings } from '../hooks/admissions-queries.ts';
import { InquiriesInbox } from './inquiries-inbox.tsx';
import { ProcessEditor } from './process-editor.tsx';
import styles from './admissions-panel.module.css';

/** Saves `data` as a JSON file the browser downloads. */
function download(name: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** "Pedidos de una familia": export or delete one family's inquiries, by its e-mail. */
function FamilyRequests() {
  const id = useId();
  const remove = useDeleteFamily();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const address = email.trim().toLowerCase();
  const fail = (error: unknown) => {
    setFailure(serverErrorText(error) ?? T.changeFailed);
  };
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.familyTitle}>
      <p className={panel.muted}>{T.familyLead}</p>
      <TextField
        label={T.familyEmail}
        type="email"
        className={styles.control}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setConfirming(false);
          setDone(null);
          setFailure(null);
        }}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setFailure(null);
            exportFamily(address).then((rows) => {
              if (rows.length > 0) download(`consultas-${address}.json`, rows);
              setDone(T.exported(rows.length));
            }, fail);
          }}
        >
          {T.exportFamily}
        </button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {T.deleteFamily}
        </button>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="alert">
          <p>{T.confirmDeleteText(address)}</p>
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              setConfirming(false);
              remove.mutate(address, {
                onSuccess: (count) => {
                  setDone(T.deleted(count));
                },
                onError: fail,
              });
            }}
          >
            {T.confirmDelete}
          </button>
        </div>
      ) : null}
      <FormAlert message={failure} />
      <FormDone message={done} />
    </PanelBlock>
  );
}

/** "Aviso por correo": the address told of each new inquiry. */
function NotifySettings() {
  const id = useId();
  const settings = useSettings();
  const save = useSaveSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const value = typed ?? settings.data?.correo ?? '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    save.mutate(value.trim() === '' ? null : value.trim(), {
      onSuccess: () => {
        setTyped(null);
        setDone(T.notifySaved);
      },
      onError: (error) => {
        setFailure(serverErrorText(error) ?? T.changeFailed);
      },
    });
  };
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.notifyTitle}>
      <p className={panel.muted}>{T.notifyLead}</p>
      {settings.data && !settings.data.smtp ? (
        <p className={panel.muted}>{T.notifyNoSmtp}</p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={T.notifyEmail}
          hint={T.notifyHint}
          type="email"
          className={styles.control}
          value={value}
          onChange={(next) => {
            setTyped(next);
            setDone(null);
          }}
        />
        <button type="submit" className={`button-secondary ${panel.submit}`}>
          {T.notifySave}
        </button>
        <FormAlert message={failure} />
        <FormDone message={done} />
      </form>
    </PanelBlock>
  );
}

/**
 * The panel's "Admisión": the inquiries' inbox first (what waits), the process editor, one
 * family's requests and the notification address. The panel gives the h2; parts start at h3.
 */
export function AdmissionsPanelSection() {
  return (
    <div className={panel.stack}>
      <InquiriesInbox />
      <ProcessEditor />
      <FamilyRequests />
      <NotifySettings />
    </div>
  );
}
