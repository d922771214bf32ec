import { CALENDAR_LEVELS, digestLevelNames, type DigestStatus } from '@lbj/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { formatChileDateTime } from '../../../lib/format-date-time.ts';
import {
  deleteDigestFamily,
  exportDigestFamily,
  getDigestPreview,
  getDigestStatus,
  putDigestSchedule,
  resumeAddress,
  sendDigestNow,
} from '../api/digest-api.ts';
import { DIGEST_PANEL_TEXT as T } from '../digest-panel-text.ts';
import styles from './digest-panel.module.css';

const statusKey = ['digest', 'status'] as const;

/** A mutation's outcome as the block shows it: a failure, or what was done. */
function useOutcome() {
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    failure,
    done,
    start: () => {
      setFailure(null);
      setDone(null);
    },
    fail: (error: unknown) => {
      setFailure(serverErrorText(error) ?? T.changeFailed);
    },
    succeed: setDone,
  };
}

function Counts({ status }: { status: DigestStatus }) {
  const id = useId();
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.countsTitle}>
      {!status.smtp ? <p className={panel.muted}>{T.noSmtp}</p> : null}
      <p>
        {T.confirmed(status.confirmadas)} {T.pending(status.pendientes)}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{T.levelColumn}</th>
            <th scope="col">{T.familiesColumn}</th>
          </tr>
        </thead>
        <tbody>
          {CALENDAR_LEVELS.map((level) => (
            <tr key={level.id}>
              <th scope="row">{level.nombre}</th>
              <td>{status.niveles[level.id] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PanelBlock>
  );
}

function Paused({ status }: { status: DigestStatus }) {
  const id = useId();
  const client = useQueryClient();
  const outcome = useOutcome();
  const resume = useMutation({
    mutationFn: resumeAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.pausedTitle}>
      <p className={panel.muted}>{T.pausedLead}</p>
      {status.pausadas.length === 0 ? (
        <p>{T.pausedNone}</p>
      ) : (
        <ul className={panel.list}>
          {status.pausadas.map((paused) => (
            <li key={paused.email} className={styles.row}>
              <span>
                {paused.email}
                <br />
                <span className={panel.muted}>
                  {T.pausedSince(paused.motivo, formatChileDateTime(paused.desde))}
                </span>
              </span>
              <button
                type="button"
                className="button-secondary"
                onClick={() => {
                  outcome.start();
                  resume.mutate(paused.email, {
                    onSuccess: () => {
                      outcome.succeed(T.resumed);
                    },
                    onError: outcome.fail,
                  });
                }}
              >
                {T.resume}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={outcome.failure} />
      <FormDone message={outcome.done} />
    </PanelBlock>
  );
}

function NextEdition({ status }: { status: DigestStatus }) {
  const id = useId();
  const client = useQueryClient();
  const [day, setDay] = useState<string | null>(null);
  const [hour, setHour] = useState<string | null>(null);
  const [level, setLevel] = useState<string>(CALENDAR_LEVELS[0].id);
  const [shown, setShown] = useState<string | null>(null);
  const schedule = useOutcome();
  const sending = useOutcome();
  const refresh = () => client.invalidateQueries({ queryKey: statusKey });
  const save = useMutation({ mutationFn: putDigestSchedule, onSuccess: refresh });
  const send = useMutation({ mutationFn: sendDigestNow, onSuccess: refresh });
  const preview = useQuery({
    queryKey: ['digest', 'preview', shown],
    queryFn: ({ signal }) => getDigestPreview(shown ?? '', signal),
    enabled: shown !== null,
  });
  const chosenDay = day ?? String(status.horario.dia);
  const chosenHour = hour ?? String(status.horario.hora);
  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    schedule.start();
    save.mutate(
      { dia: Number(chosenDay), hora: Number(chosenHour) },
      {
        onSuccess: () => {
          schedule.succeed(T.scheduleSaved);
        },
        onError: schedule.fail,
      },
    );
  };
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.nextTitle}>
      <p>{T.nextAt(formatChileDateTime(status.proxima.fecha, { weekday: true }))}</p>
      <form className={styles.inline} onSubmit={onSave}>
        <SelectField
          label={T.weekday}
          value={chosenDay}
          options={T.weekdays.map((name, index) => ({ value: String(index), label: name }))}
          onChange={setDay}
        />
        <SelectField
          label={T.hour}
          value={chosenHour}
          options={Array.from({ length: 24 }, (_, index) => ({
            value: String(index),
            label: `${String(index).padStart(2, '0')}:00`,
          }))}
          onChange={setHour}
        />
        <button type="submit" className="button-secondary">
          {T.saveSchedule}
        </button>
      </form>
      <FormAlert message={schedule.failure} />
      <FormDone message={schedule.done} />
      <div className={styles.inline}>
        <SelectField
          label={T.previewLevel}
          value={level}
          options={CALENDAR_LEVELS.map((option) => ({ value: option.id, label: option.nombre }))}
          onChange={setLevel}
        />
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setShown(level);
          }}
        >
          {T.showPreview}
        </button>
      </div>
      {preview.data ? (
        <iframe
          className={styles.preview}
          title={T.previewTitle(preview.data.asunto)}
          sandbox=""
          srcDoc={preview.data.html}
        />
      ) : null}
      {preview.isError ? <FormAlert message={T.loadFailed} /> : null}
      <p className={panel.muted}>{T.sendNowLead}</p>
      <button
        type="button"
        className="button-primary"
        disabled={!status.smtp || send.isPending}
        onClick={() => {
          sending.start();
          send.mutate(undefined, {
            onSuccess: (result) => {
              sending.succeed(result.nueva ? T.sent(result.correos) : T.alreadySent);
            },
            onError: sending.fail,
          });
        }}
      >
        {T.sendNow}
      </button>
      <FormAlert message={sending.failure} />
      <FormDone message={sending.done} />
    </PanelBlock>
  );
}

function History({ status }: { status: DigestStatus }) {
  const id = useId();
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.historyTitle}>
      {status.ediciones.length === 0 ? (
        <p>{T.historyNone}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {T.historyColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {status.ediciones.map((edition) => (
                <tr key={edition.id}>
                  <th scope="row">{edition.semana.split('-').reverse().join('-')}</th>
                  <td>{edition.destinatarios}</td>
                  <td>{edition.enviados}</td>
                  <td>{edition.en_cola}</td>
                  <td>{edition.fallidos}</td>
                  <td>{edition.ambiguos}</td>
                  <td>{edition.sin_contenido}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PanelBlock>
  );
}

function FamilyData() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const outcome = useOutcome();
  const address = email.trim().toLowerCase();
  const show = async () => {
    const data = await exportDigestFamily(address);
    if (data === null) return T.notFound;
    if (data.confirmado_en === null) return data.baja ? T.exportedLeft : T.exportedPending;
    return T.exported(
      data.tipos.map((kind) => T.kinds[kind] ?? kind).join(', '),
      digestLevelNames(data.niveles),
      formatChileDateTime(data.confirmado_en),
      data.consentimiento ?? '',
    );
  };
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.familyTitle}>
      <p className={panel.muted}>{T.familyLead}</p>
      <TextField
        label={T.familyEmail}
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setConfirming(false);
          outcome.start();
        }}
      />
      <div className={styles.inline}>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            outcome.start();
            show().then(outcome.succeed, outcome.fail);
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
        <div role="alert">
          <p>{T.confirmDeleteText(address)}</p>
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              setConfirming(false);
              outcome.start();
              deleteDigestFamily(address).then((deleted) => {
                outcome.succeed(deleted ? T.deleted : T.notFound);
              }, outcome.fail);
            }}
          >
            {T.confirmDelete}
          </button>
        </div>
      ) : null}
      <FormAlert message={outcome.failure} />
      <FormDone message={outcome.done} />
    </PanelBlock>
  );
}

/**
 * The panel's Boletín section: families by level, paused addresses to resume, the next edition
 * (its day and hour, a preview of one level's mail, "Enviar ahora"), the editions' history, one
 * family's data.
 */
export function DigestPanelSection() {
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => getDigestStatus(signal),
  });
  if (status.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void status.refetch();
        }}
      >
        {T.loadFailed}
      </LoadFailed>
    );
  }
  if (!status.data) return null;
  return (
    <div className={panel.stack}>
      <NextEdition status={status.data} />
      <Counts status={status.data} />
      <Paused status={status.data} />
      <History status={status.data} />
      <FamilyData />
    </div>
  );
}
