import {
  PHOTO_LIMITS,
  PHOTO_REQUEST_STATES,
  chileLongDate,
  photoKeyOf,
  type PhotoRequest,
} from '@lbj/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import panel from '../../../components/admin/panel-section.module.css';
import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import {
  usePhotoRequests,
  useTakeDownPhoto,
  useUpdatePhotoRequest,
} from '../hooks/photo-queries.ts';
import { PHOTO_PANEL_TEXT as T } from '../photos-text.ts';
import styles from './photos-panel-section.module.css';

/** The key a pasted address names: a photo's file (`/uploads/<key>-…`) or `?foto=<key>`. */
function keyFromAddress(address: string): string | null {
  const fromFile = photoKeyOf(address);
  if (fromFile) return fromFile;
  const match = /[?&]foto=([a-f0-9]{32})\b/.exec(address) ?? /^\s*([a-f0-9]{32})\s*$/.exec(address);
  return match?.[1] ?? null;
}

/** A reply by e-mail, with the subject already written. */
const mailto = (request: PhotoRequest) =>
  `mailto:${request.email}?subject=${encodeURIComponent(T.replySubject)}`;

function RequestCard({ request, now }: { request: PhotoRequest; now: number }) {
  const takeDown = useTakeDownPhoto();
  const update = useUpdatePhotoRequest();
  const [motivo, setMotivo] = useState<string>(T.takeDownDefault);
  const [respuesta, setRespuesta] = useState('');
  const open = request.estado === 'recibida';
  const overdue = open && new Date(request.plazo).getTime() < now;
  const error = serverErrorText(takeDown.error) ?? serverErrorText(update.error);
  const headingId = `solicitud-${String(request.id)}`;

  return (
    <Card as="li" tone="outlined" className={styles.request} aria-labelledby={headingId}>
      <div className={styles.top}>
        {request.vista ? (
          <img src={request.vista} alt="" width={160} height={90} className={styles.preview} />
        ) : null}
        <div>
          <h4 id={headingId} className={styles.name}>
            {T.from} {request.nombre}{' '}
            <span className={styles.state} data-estado={request.estado}>
              {T.states[request.estado]}
            </span>
          </h4>
          <p className={panel.muted}>
            {T.received(chileLongDate(request.creada))} ·{' '}
            <span className={overdue ? styles.overdue : undefined}>
              {T.due(chileLongDate(request.plazo))}
              {overdue ? ` · ${T.overdue}` : ''}
            </span>
          </p>
          <p className={panel.muted}>{request.lugar ? T.where(request.lugar) : T.photoGone}</p>
        </div>
      </div>
      <dl className={styles.details}>
        <dt>{T.relation}</dt>
        <dd>{request.relacion}</dd>
        <dt>{T.reason}</dt>
        <dd className={styles.text}>{request.motivo}</dd>
        {request.respuesta ? (
          <>
            <dt>{T.refusedBecause}</dt>
            <dd className={styles.text}>{request.respuesta}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <a href={mailto(request)}>
          {T.reply} ({request.email})
        </a>
      </p>
      {error ? <FormAlert message={error} /> : null}
      {open ? (
        <div className={styles.actions}>
          {request.lugar ? (
            <div className={styles.action}>
              <TextField
                label={T.takeDownReason}
                value={motivo}
                maxLength={PHOTO_LIMITS.razonMax}
                onChange={setMotivo}
              />
              <BusyButton
                busy={takeDown.isPending}
                className="button-primary"
                onClick={() => {
                  takeDown.mutate({ key: request.foto, motivo });
                }}
              >
                {takeDown.isPending ? T.takingDown : T.takeDown}
              </BusyButton>
            </div>
          ) : (
            <BusyButton
              busy={update.isPending}
              className="button-secondary"
              onClick={() => {
                update.mutate({ id: request.id, estado: 'foto-retirada' });
              }}
            >
              {T.markDone}
            </BusyButton>
          )}
          <div className={styles.action}>
            <TextField
              label={T.refuseReason}
              value={respuesta}
              maxLength={PHOTO_LIMITS.razonMax}
              onChange={setRespuesta}
            />
            <BusyButton
              busy={update.isPending}
              className="button-secondary"
              onClick={() => {
                update.mutate({ id: request.id, estado: 'rechazada', respuesta });
              }}
            >
              {T.refuse}
            </BusyButton>
          </div>
        </div>
      ) : (
        <BusyButton
          busy={update.isPending}
          className="button-secondary"
          onClick={() => {
            update.mutate({ id: request.id, estado: PHOTO_REQUEST_STATES[0] });
          }}
        >
          {T.reopen}
        </BusyButton>
      )}
    </Card>
  );
}

/** "Retirar una foto del sitio": any photo, by its address, with the reason for the log. */
function TakeDownByAddress() {
  const takeDown = useTakeDownPhoto();
  // Reached from "Retirar esta foto" under a photo: the panel's address names it (`&foto=<key>`).
  const [params] = useSearchParams();
  const [address, setAddress] = useState(() => params.get('foto') ?? '');
  const [motivo, setMotivo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = keyFromAddress(address);
    setInvalid(key === null);
    if (key) {
      takeDown.mutate(
        { key, motivo },
        {
          onSuccess: () => {
            setAddress('');
            setMotivo('');
          },
        },
      );
    }
  };
  return (
    <PanelBlock headingId="fotos-retirar" title={T.byAddressHeading}>
      <p className={panel.muted}>{T.byAddressLead}</p>
      <form className={styles.byAddress} onSubmit={submit} data-needs-code="">
        <TextField
          label={T.address}
          value={address}
          required
          error={invalid ? T.addressInvalid : null}
          onChange={setAddress}
        />
        <TextField
          label={T.takeDownReason}
          value={motivo}
          required
          maxLength={PHOTO_LIMITS.razonMax}
          onChange={setMotivo}
        />
        {takeDown.error ? <FormAlert message={serverErrorText(takeDown.error)} /> : null}
        {takeDown.isSuccess ? <FormDone message={T.done} /> : null}
        <p>
          <button type="submit" className="button-primary" aria-disabled={takeDown.isPending}>
            {takeDown.isPending ? T.takingDown : T.takeDown}
          </button>
        </p>
      </form>
    </PanelBlock>
  );
}

/** The panel's "Fotos": the families' removal requests, and taking any photo down. */
export function PhotosPanelSection() {
  const requests = usePhotoRequests();
  const [now] = useState(() => Date.now());
  const list = requests.data ?? [];
  const openCount = list.filter((request) => request.estado === 'recibida').length;
  return (
    <div className={panel.stack}>
      <PanelBlock
        headingId="fotos-solicitudes"
        title={`${T.requestsHeading}${requests.data ? ` (${T.open(openCount)})` : ''}`}
      >
        {requests.isError ? (
          <LoadFailed onRetry={() => void requests.refetch()}>{T.loadFailed}</LoadFailed>
        ) : requests.data && list.length === 0 ? (
          <p className={panel.muted}>{T.none}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((request) => (
              <RequestCard key={request.id} request={request} now={now} />
            ))}
          </ul>
        )}
      </PanelBlock>
      <TakeDownByAddress />
    </div>
  );
}
