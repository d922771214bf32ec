import {
  ADMISSION_LEVELS,
  admissionLevelName,
  INQUIRY_LIMITS,
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryStatus,
} from '@lbj/shared';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { formatChileDateTime } from '../../../lib/format-date-time.ts';
import { ADMISSION_PANEL_TEXT as T } from '../admissions-panel-text.ts';
import { useInquiries, usePatchInquiry } from '../hooks/admissions-queries.ts';
import styles from './admissions-panel.module.css';

/** A reply in the staff's own mail program: the family's address and a subject filled in. */
function replyHref(inquiry: Pick<Inquiry, 'email'>): string {
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(T.replySubject)}`;
}

function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const id = useId();
  const change = usePatchInquiry();
  const [note, setNote] = useState(inquiry.nota);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = (patch: { estado?: InquiryStatus; nota?: string }, message: string | null) => {
    if (change.isPending) return;
    setFailure(null);
    setDone(null);
    change.mutate(
      { id: inquiry.id, ...patch },
      {
        onSuccess: () => {
          setDone(message);
        },
        onError: (error) => {
          setFailure(serverErrorText(error) ?? T.changeFailed);
        },
      },
    );
  };
  return (
    <li className={styles.inquiry} aria-labelledby={`${id}-nombre`}>
      <div className={styles.inquiryHead}>
        <h4 id={`${id}-nombre`}>{inquiry.nombre}</h4>
        <span className={styles.status} data-estado={inquiry.estado}>
          {T.statusNames[inquiry.estado]}
        </span>
      </div>
      <p className={panel.muted}>
        {admissionLevelName(inquiry.nivel)} · {T.received(formatChileDateTime(inquiry.creada))}
      </p>
      <dl className={styles.contact}>
        <div>
          <dt>Correo</dt>
          <dd>{inquiry.email}</dd>
        </div>
        {inquiry.telefono ? (
          <div>
            <dt>{T.phone}</dt>
            <dd>
              <a href={`tel:${inquiry.telefono.replace(/[^0-9+]/g, '')}`}>{inquiry.telefono}</a>
            </dd>
          </div>
        ) : null}
        {inquiry.anio_nacimiento ? (
          <div>
            <dt>{T.birthYear}</dt>
            <dd>{inquiry.anio_nacimiento}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.message}>{inquiry.mensaje}</p>
      <div className={styles.actions}>
        <a className="button-secondary" href={replyHref(inquiry)}>
          <Mail size={18} aria-hidden="true" />
          {T.reply}
        </a>
        {inquiry.estado === 'nueva' ? (
          <button
            type="button"
            className="button-primary"
            onClick={() => send({ estado: 'respondida' }, null)}
          >
            {T.markAnswered}
          </button>
        ) : null}
        {inquiry.estado !== 'cerrada' ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => send({ estado: 'cerrada' }, null)}
          >
            {T.close}
          </button>
        ) : (
          <button
            type="button"
            className="button-secondary"
            onClick={() => send({ estado: 'nueva' }, null)}
          >
            {T.reopen}
          </button>
        )}
      </div>
      <form
        className={styles.noteForm}
        onSubmit={(event) => {
          event.preventDefault();
          send({ nota: note }, T.noteSaved);
        }}
      >
        <label htmlFor={`${id}-nota`}>{T.note}</label>
        <textarea
          id={`${id}-nota`}
          className={`${styles.control} ${styles.noteInput}`}
          rows={2}
          maxLength={INQUIRY_LIMITS.noteMax}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
        <button type="submit" className="button-secondary">
          {T.saveNote}
        </button>
      </form>
      <FormAlert message={failure} />
      <FormDone message={done} />
    </li>
  );
}

/** "Consultas de familias": the inbox with its filters, newest first. */
export function InquiriesInbox() {
  const id = useId();
  const [estado, setEstado] = useState<InquiryStatus | ''>('');
  const [nivel, setNivel] = useState('');
  const inquiries = useInquiries({ estado, nivel });
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.inboxTitle}>
      <p className={panel.muted}>{T.inboxLead}</p>
      <div className={styles.filters}>
        <SelectField
          label={T.filterStatus}
          className={styles.control}
          value={estado}
          options={[
            { value: '', label: T.all },
            ...INQUIRY_STATUSES.map((status) => ({ value: status, label: T.statusNames[status] })),
          ]}
          onChange={(value) => {
            setEstado(value as InquiryStatus | '');
          }}
        />
        <SelectField
          label={T.filterLevel}
          className={styles.control}
          value={nivel}
          options={[
            { value: '', label: T.allLevels },
            ...ADMISSION_LEVELS.map((level) => ({ value: level.id, label: level.nombre })),
          ]}
          onChange={setNivel}
        />
      </div>
      {inquiries.isPending ? (
        <p className={panel.muted} role="status">
          {T.loading}
        </p>
      ) : null}
      {inquiries.isError ? (
        <LoadFailed onRetry={() => void inquiries.refetch()}>{T.loadFailed}</LoadFailed>
      ) : null}
      {inquiries.data?.length === 0 ? <p className={panel.muted}>{T.empty}</p> : null}
      {inquiries.data && inquiries.data.length > 0 ? (
        <ul className={styles.inquiries}>
          {inquiries.data.map((inquiry) => (
            <InquiryCard key={`${String(inquiry.id)}-${inquiry.estado}`} inquiry={inquiry} />
          ))}
        </ul>
      ) : null}
    </PanelBlock>
  );
}
